/// Why an Icon Composer document could not be drawn.
enum IconComposerError: Error, CustomStringConvertible {
  case document(String)

  var description: String {
    switch self {
    case .document(let message): message
    }
  }
}

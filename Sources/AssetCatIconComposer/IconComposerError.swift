import AssetCatImaging

/// Why an Icon Composer document could not be drawn.
package enum IconComposerError: Error, CustomStringConvertible {
  case document(String)

  package var description: String {
    switch self {
    case .document(let message): message
    }
  }
}

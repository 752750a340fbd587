/// What is wrong with an Icon Composer `icon.json`: where (a JSON path such as
/// `groups[0].layers[1].opacity`, with the line) and what.
public struct IconFileError: Error, Sendable, Hashable, CustomStringConvertible {
  public var path: String
  public var line: Int
  public var message: String

  public init(path: String, line: Int = 0, message: String) {
    self.path = path
    self.line = line
    self.message = message
  }

  public var description: String {
    let place = path.isEmpty ? "icon.json" : "icon.json \(path)"
    return line > 0 ? "\(place) (line \(line)): \(message)" : "\(place): \(message)"
  }
}

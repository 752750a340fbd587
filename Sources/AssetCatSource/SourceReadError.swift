/// Failures that stop reading altogether (as opposed to diagnostics).
public enum SourceReadError: Error, Sendable, Hashable, CustomStringConvertible {
  case notFound(String)
  case notADirectory(String)

  public var description: String {
    switch self {
    case .notFound(let p): "catalog '\(p)' does not exist"
    case .notADirectory(let p): "catalog '\(p)' is not a folder (a source catalog is an .xcassets folder)"
    }
  }
}

import AssetCatCore
import Foundation

/// Why an appearance file could not be read at all (exit code 2), as opposed to AC050 findings.
public enum AppearanceFileError: Error, Sendable, Hashable, CustomStringConvertible {
  case notFound(String)
  case unreadable(String)
  /// A catalog's own `Appearance.json` is a symbolic link whose target is outside the catalog
  /// (the path policy, AC032): it is not read.
  case outsideCatalog(String)

  public var description: String {
    switch self {
    case .notFound(let p): "appearance file '\(p)' does not exist"
    case .unreadable(let p): "cannot read appearance file '\(p)'"
    case .outsideCatalog(let p):
      "appearance file '\(p)' is a symbolic link that points outside the catalog; copy the file into the catalog"
    }
  }
}

import AssetCatCore
import Foundation

/// Why a coverage matrix could not be used (bad usage: exit 2).
public enum CoverageMatrixError: Error, Sendable, Hashable, CustomStringConvertible {
  case unreadable(path: String, reason: String)
  case malformed(String)
  case empty
  case inFile(path: String, String)

  func `in`(_ path: String) -> CoverageMatrixError {
    switch self {
    case .malformed(let m): .inFile(path: path, m)
    case .empty: .inFile(path: path, "the matrix is empty")
    default: self
    }
  }

  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "cannot read matrix '\(path)': \(reason)"
    case .malformed(let m): "bad coverage matrix: \(m) (expected a JSON array of trait collections)"
    case .empty: "bad coverage matrix: the matrix is empty"
    case .inFile(let path, let m):
      "bad coverage matrix '\(path)': \(m) (expected a JSON array of trait collections such as "
        + "[{\"idiom\": \"phone\", \"scale\": 3}])"
    }
  }
}

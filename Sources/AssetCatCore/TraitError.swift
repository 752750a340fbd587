import Foundation

/// A bad trait key or value in text or JSON.
public enum TraitError: Error, Equatable, Sendable, CustomStringConvertible {
  case unknownKey(String)
  case invalidValue(axis: TraitAxis, value: String)
  case malformed(String)

  public var description: String {
    switch self {
    case .unknownKey(let k):
      "unknown trait '\(k)' (known: \(TraitAxis.allCases.map(\.key).joined(separator: ", ")))"
    case .invalidValue(let axis, let v):
      "invalid value '\(v)' for trait "
        + "'\(axis.key)'\(TraitCollection.expectedValues(axis).map { " (expected \($0))" } ?? "")"
    case .malformed(let text): "malformed trait list '\(text)' (expected key=value,key=value)"
    }
  }
}

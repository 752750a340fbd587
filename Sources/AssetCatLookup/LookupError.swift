import Foundation

/// Why a lookup cannot be answered at all: the catalog does not exist or cannot be read, or the
/// request is not valid (an unknown device, a bad trait, a batch line that is not a request).
/// The description is the whole message; the commands print it after `error: ` and exit 2.
public struct LookupError: Error, CustomStringConvertible, Sendable {
  public var description: String
  public init(_ description: String) { self.description = description }
}

extension LookupError: LocalizedError {
  public var errorDescription: String? { description }
}

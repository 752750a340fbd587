/// Why a rendition's pixels could not be decoded (its name and kind are added by the caller).
public struct CARPixelError: Error, Sendable, Hashable, CustomStringConvertible {
  public var message: String
  /// Whether the encoding is known but not supported (as opposed to corrupt data).
  public var unsupported: Bool
  public init(_ message: String, unsupported: Bool = false) {
    self.message = message
    self.unsupported = unsupported
  }
  public var description: String { message }
}

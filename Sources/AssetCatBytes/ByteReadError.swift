/// Why a read from untrusted bytes failed, and where (an absolute offset in the file).
public struct ByteReadError: Error, Sendable, Hashable, CustomStringConvertible {
  public enum Kind: Sendable, Hashable {
    /// The read would reach past the end of its window (truncated data or a bad offset).
    case outOfBounds
    /// An offset or length from the file overflows when added or multiplied.
    case overflow
    /// The bytes are in bounds but do not hold what the record requires.
    case invalid
  }

  public var kind: Kind
  public var offset: Int
  public var message: String

  public init(_ kind: Kind, at offset: Int, _ message: String) {
    self.kind = kind
    self.offset = offset
    self.message = message
  }

  public var description: String { "at byte \(offset): \(message)" }
}

/// Bytes as a dictionary or set key, hashed in one pass: an `[UInt8]` key feeds its hasher one
/// byte at a time (a call each), which made hashing the packer's keys (key material, a few
/// hundred bytes an image) and the car's rendition keys cost more than making them.
public struct ByteKey: Hashable, Sendable {
  public let bytes: [UInt8]

  public init(_ bytes: [UInt8]) { self.bytes = bytes }

  public func hash(into hasher: inout Hasher) {
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
  }

  public static func == (a: ByteKey, b: ByteKey) -> Bool { a.bytes == b.bytes }
}

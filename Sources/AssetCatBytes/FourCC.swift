/// A four-character code (`BOMS`, `CTSI`, `ASET`) as its four bytes in file order, packed
/// big-endian into a `UInt32`, so `FourCC("ISTC").rawValue == 0x4953_5443`.
public struct FourCC: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
  public var rawValue: UInt32

  @inlinable
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The code of a four-byte ASCII literal.
  public init(_ text: StaticString) {
    precondition(text.utf8CodeUnitCount == 4, "a four-character code has four bytes")
    let p = text.utf8Start
    rawValue = UInt32(p[0]) << 24 | UInt32(p[1]) << 16 | UInt32(p[2]) << 8 | UInt32(p[3])
  }

  /// The four bytes in file order.
  public var bytes: [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: rawValue >> (24 - 8 * $0)) } }

  /// The code reversed byte for byte (`CTSI` for `ISTC`): some formats store codes as
  /// little-endian integers, which reads back reversed.
  public var reversed: FourCC { FourCC(rawValue: rawValue.byteSwapped) }

  public static func < (a: FourCC, b: FourCC) -> Bool { a.rawValue < b.rawValue }

  /// The four characters when printable ASCII, else `0x…`.
  public var description: String {
    let b = bytes
    if b.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return String(decoding: b, as: UTF8.self) }
    return "0x" + String(rawValue, radix: 16)
  }
}

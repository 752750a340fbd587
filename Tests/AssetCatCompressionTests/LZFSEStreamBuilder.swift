/// Hand-built LZFSE block headers for tests that need a specific (often wrong) field.
enum LZFSEStreamBuilder {
  static let end: [UInt8] = Array("bvx$".utf8)

  static func le32(_ value: Int) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }

  static func le64(_ value: UInt64) -> [UInt8] {
    (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
  }

  static func rawBlock(_ bytes: [UInt8]) -> [UInt8] {
    Array("bvx-".utf8) + le32(bytes.count) + bytes
  }

  static func lzvnBlock(rawSize: Int, payload: [UInt8], declaredPayload: Int? = nil) -> [UInt8] {
    Array("bvxn".utf8) + le32(rawSize) + le32(declaredPayload ?? payload.count) + payload
  }

  /// A `bvx2` block with only its fixed 32 header bytes (all frequencies zero).
  static func emptyV2Block(rawSize: Int, headerSize: Int = 32, matches: Int = 0) -> [UInt8] {
    let word0 = UInt64(7) << 60 | UInt64(matches) << 40  // literal bits 0, counts zero
    let word1 = UInt64(7) << 60  // lmd bits 0
    let word2 = UInt64(headerSize)
    return Array("bvx2".utf8) + le32(rawSize) + le64(word0) + le64(word1) + le64(word2)
  }
}

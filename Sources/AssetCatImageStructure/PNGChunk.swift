import AssetCatBytes

/// One PNG chunk as it sits in the file: a big-endian length, a four-letter type, `length` bytes
/// of data and a CRC-32 over type and data. Reading it checks the length against the file and
/// the CRC against the bytes (which were read anyway: no second pass), computed by `checksum`
/// (``PNGChecks/checksum``).
struct PNGChunk {
  /// Where the chunk starts (its length field).
  var offset: Int
  var type: FourCC
  /// The chunk's data, without length, type and CRC.
  var data: ByteReader

  static let maxLength: UInt32 = 0x7FFF_FFFF

  var name: String { "'\(type)' chunk at byte \(offset)" }

  init(from reader: inout ByteReader, checksum: PNGChecks.Checksum) throws(StructureDamage) {
    offset = reader.position
    let fileLength = reader.end
    do {
      let length = try reader.u32()
      let typeBytes = try reader.bytes(4)
      type = FourCC(rawValue: UInt32(bigEndian: typeBytes.loadUnaligned(as: UInt32.self)))
      guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
        throw StructureDamage(
          at: offset, "chunk at byte \(offset): the type is not four letters (a damaged length before it?)")
      }
      guard length <= Self.maxLength else {
        throw StructureDamage(at: offset, "'\(type)' chunk at byte \(offset): length \(length) is over 2^31-1")
      }
      data = try reader.take(Int(length))
      let stored = try reader.u32()
      let computed = checksum(data.windowBytes, checksum(typeBytes, 0))
      guard stored == computed else {
        throw StructureDamage(
          at: offset,
          "'\(type)' chunk at byte \(offset): CRC mismatch (stored \(Self.hex(stored)), computed \(Self.hex(computed)))"
        )
      }
    } catch let error as StructureDamage {
      throw error
    } catch let error as ByteReadError {
      throw StructureDamage(error, inside: "the chunk at byte \(offset)", fileLength: fileLength)
    } catch {
      throw StructureDamage(at: offset, "\(error)")
    }
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
  }
}

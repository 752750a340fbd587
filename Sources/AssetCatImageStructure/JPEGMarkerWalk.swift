import AssetCatBytes

/// A cursor over a JPEG's markers: each call to ``next()`` returns the next marker and its
/// segment (checked against the file), and ``skipEntropyCodedData()`` moves past a scan's data.
struct JPEGMarkerWalk {
  struct Marker {
    var code: UInt8
    /// Where the marker's FF byte is.
    var offset: Int
    /// The segment after the length field (empty for standalone markers).
    var segment: ByteReader
  }

  private var reader: ByteReader
  private let fileLength: Int
  var position: Int { reader.position }

  init(_ bytes: UnsafeRawBufferPointer) {
    reader = ByteReader(bytes, endianness: .big)
    fileLength = bytes.count
    try? reader.seek(to: 2)
  }

  mutating func next() throws(StructureDamage) -> Marker {
    let start = reader.position
    do {
      guard try reader.u8() == 0xFF else {
        throw StructureDamage(at: start, "byte \(start): a marker (FF) expected, found other data (corrupt JPEG data)")
      }
      var code = try reader.u8()
      while code == 0xFF { code = try reader.u8() }  // fill bytes
      let offset = reader.position - 2
      if code == 0x01 || (0xD0...0xD9).contains(code) {
        return Marker(code: code, offset: offset, segment: try reader.window(at: reader.position, length: 0))
      }
      let length = Int(try reader.u16())
      guard length >= 2 else {
        throw StructureDamage(
          at: offset, "marker FF\(Self.hex(code)) at byte \(offset): segment length \(length) is under 2")
      }
      return Marker(code: code, offset: offset, segment: try reader.take(length - 2))
    } catch let damage as StructureDamage {
      throw damage
    } catch let error as ByteReadError {
      let what = start >= fileLength ? "the JPEG before its EOI marker (no EOI)" : "the marker at byte \(start)"
      throw StructureDamage(error, inside: what, fileLength: fileLength)
    } catch {
      throw StructureDamage(at: start, "\(error)")
    }
  }

  /// Moves past a scan's entropy-coded data to the next marker that is not a stuffed byte
  /// (FF 00) or a restart marker (FF D0…D7).
  mutating func skipEntropyCodedData() throws(StructureDamage) {
    let bytes = reader.base
    var i = reader.position
    let end = reader.end
    while i + 1 < end {
      if bytes[i] == 0xFF {
        let next = bytes[i + 1]
        if next != 0x00 && next != 0xFF && !(0xD0...0xD7).contains(next) {
          try? reader.seek(to: i)
          return
        }
        if next == 0xFF {
          i += 1
          continue
        }
        i += 2
      } else {
        i += 1
      }
    }
    throw StructureDamage(
      at: reader.position,
      "the scan data that starts at byte \(reader.position) runs to the end of the file (no EOI marker)",
      truncation: true)
  }

  static func hex(_ byte: UInt8) -> String {
    let s = String(byte, radix: 16, uppercase: true)
    return s.count == 1 ? "0" + s : s
  }
}

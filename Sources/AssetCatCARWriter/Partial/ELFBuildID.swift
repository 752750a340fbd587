import AssetCatBytes
import AssetCatFileSystem

/// The GNU build ID of an ELF executable (its `NT_GNU_BUILD_ID` note, which the linker computes
/// from the linked bytes): what names a build of the tool without reading all of its 100 MB
/// (`CARPartialIdentity.tool`, once per Bazel action). Read from the program headers' note
/// segments through the bounds-checked byte layer; `nil` for a file that is no 64-bit
/// little-endian ELF or has no such note.
enum ELFBuildID {
  static func of(_ path: String) -> [UInt8]? {
    guard let file = try? POSIXFile.openForReading(path), let head = try? file.read(count: 64, at: 0),
      head.count == 64
    else { return nil }
    return try? head.withUnsafeBytes { raw throws -> [UInt8]? in
      var r = ByteReader(raw, endianness: .little)
      guard try r.u32() == 0x464C_457F, try r.u8() == 2, try r.u8() == 1 else { return nil }  // "\x7FELF", 64-bit, LE
      let phoff = Int(clamping: try r.read(UInt64.self, at: 32))
      let (size, count) = (Int(try r.read(UInt16.self, at: 54)), Int(try r.read(UInt16.self, at: 56)))
      guard size >= 56, count <= 64, let table = try? file.read(count: size * count, at: phoff),
        table.count == size * count
      else { return nil }
      return try table.withUnsafeBytes { t throws -> [UInt8]? in
        let headers = ByteReader(t, endianness: .little)
        for i in 0..<count where try headers.read(UInt32.self, at: i * size) == 4 {  // PT_NOTE
          let offset = Int(clamping: try headers.read(UInt64.self, at: i * size + 8))
          let length = Int(clamping: try headers.read(UInt64.self, at: i * size + 32))
          guard length <= 1 << 16, let notes = try? file.read(count: length, at: offset), notes.count == length else {
            continue
          }
          if let id = try buildID(in: notes) { return id }
        }
        return nil
      }
    }
  }

  /// The build ID among the notes of one segment.
  static func buildID(in notes: [UInt8]) throws -> [UInt8]? {
    try notes.withUnsafeBytes { raw throws -> [UInt8]? in
      var r = ByteReader(raw, endianness: .little)
      while r.remaining >= 12 {
        let (nameSize, descSize, type) = (Int(try r.u32()), Int(try r.u32()), try r.u32())
        let name = try r.array(nameSize)
        try r.skip((4 - nameSize % 4) % 4)
        let desc = try r.array(descSize)
        if r.remaining > 0 { try r.skip(min(r.remaining, (4 - descSize % 4) % 4)) }
        if type == 3, name == Array("GNU\u{0}".utf8), !desc.isEmpty { return desc }  // NT_GNU_BUILD_ID
      }
      return nil
    }
  }
}

import AssetCatBytes
import AssetCatCAR

/// Facts of one rendition: its CSI header fields, its TLVs in order, and how its payload is
/// framed (`CELM` compression and `CBCK` chunks, `RAWD` flags, `COLR` color space, `MSIS`
/// entries) — not the compressed bytes themselves, which `diff` compares as content. Codes are
/// in reading order, as CoreUI names them (the file holds them reversed: `MLEC`, `DWAR`).
enum CARRenditionFacts {
  static func add(_ e: CARFile.Entry, label: String, file: CARFile, _ f: inout StructureFacts) throws(CARError) {
    let h = e.header, p = "rendition[\(label)]"
    f.add(p + ".layout", "\(h.layout.rawValue) \(h.layout.name)")
    f.add(p + ".csi", "version \(h.version), flags 0x\(String(h.flags, radix: 16)), bitmaps \(h.bitmapCount)")
    f.add(p + ".pixelFormat", h.pixelFormatName)
    f.add(p + ".colorSpace", "0x" + String(h.colorSpace, radix: 16))
    f.add(p + ".size", "\(h.width)x\(h.height) scale \(h.scaleFactor)")
    f.add(p + ".name", h.name)
    f.add(p + ".tlvs", e.tlvs.map { "\($0.type)(\($0.value.count))" })
    for t in e.tlvs where t.type != CSITLV.layerReferences {
      f.add(p + ".tlv\(t.type)", CARTableFacts.words(t.value))
    }
    let r = try file.rendition(e)
    f.add(p + ".payload", payload(r.payload))
  }

  /// The payload's framing as text.
  static func payload(_ bytes: [UInt8]) -> String {
    bytes.withUnsafeBytes { buf in
      var r = ByteReader(buf, endianness: .little)
      return framing(&r)
    }
  }

  static func framing(_ r: inout ByteReader) -> String {
    guard let magic = try? r.fourCC() else { return "empty" }
    switch magic {
    case CSIBitmapPayload.magic: return (try? bitmap(&r)) ?? "CELM (truncated)"
    case CSIRawData.magic, CSIColor.magic:
      let words = (0..<2).compactMap { _ in try? r.u32() }
      return "\(magic.reversed) " + words.map(String.init).joined(separator: " ")
    default: return magic.reversed.description
    }
  }

  /// `CELM flags 1, compression 4, 3 chunks of rows 5,5,1`.
  static func bitmap(_ r: inout ByteReader) throws(ByteReadError) -> String {
    let flags = try r.u32(), compression = try r.u32(), n = try r.u32()
    let out = "CELM flags \(flags), compression \(compression)"
    guard flags & 1 != 0 else { return out + ", one stream" }
    var rows: [String] = []
    for _ in 0..<min(n, 4096) {
      guard try r.fourCC() == CSIBitmapPayload.chunkMagic else { return out + ", a chunk without CBCK" }
      let a = try r.u32(), b = try r.u32(), count = try r.u32(), length = try r.u32()
      rows.append(a == 0 && b == 0 ? "\(count)" : "\(count) (\(a),\(b))")
      try r.skip(Int(length))
    }
    return out + ", \(n) chunks of rows " + rows.joined(separator: ",")
  }
}

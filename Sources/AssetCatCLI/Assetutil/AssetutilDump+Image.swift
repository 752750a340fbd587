import AssetCatCAR
import AssetCatCARPixels
import AssetCatImaging

extension AssetutilDump {
  /// A bitmap's keys. A packed image (an internal link) has its frame's size and opacity and its
  /// atlas's encoding, as Apple's dump shows a packed icon.
  mutating func image(_ i: Int, _ r: CSIRendition?, into o: inout [String: AssetutilJSON]) {
    let e = file.renditions[i]
    let packed = file.packedImage(e)
    let source = packed.map { file.renditions[$0.atlas] } ?? e
    let format = source.header.pixelFormat
    let compressed = format != CSIPixelFormat.jpeg && format != CSIPixelFormat.heif
    let gray = format == CSIPixelFormat.ga8 || format == CSIPixelFormat.ga16
    o["BitsPerComponent"] = .int(format == CSIPixelFormat.ga16 || format == CSIPixelFormat.rgbw ? 16 : 8)
    o["ColorModel"] = .string(gray ? "Monochrome" : "RGB")
    o["Encoding"] = .string(source.header.pixelFormatName)
    o["RenditionName"] = .string(e.header.name)
    let slices = Self.slicesSize(e)
    let width = e.header.width > 0 ? Int(e.header.width) : packed.map { Int($0.link.frame.width) } ?? slices.width
    let height = e.header.height > 0 ? Int(e.header.height) : packed.map { Int($0.link.frame.height) } ?? slices.height
    o["PixelWidth"] = .int(width)
    o["PixelHeight"] = .int(height)
    if compressed {
      o["Colorspace"] = .string(AssetutilValues.colorSpace(source.header.colorSpace))
      let atlas = packed.flatMap { try? file.rendition(file.renditions[$0.atlas]) }
      if let payload = try? (atlas ?? r)?.parsePayload(CSIBitmapPayload.self) {
        o["Compression"] = .string(AssetutilValues.compression(payload.compression))
      }
    }
    if let isOpaque = compressed ? opaque(i, r) : true { o["Opaque"] = .bool(isOpaque) }
    switch e.header.renderingIntent {
    case "template": o["Template Mode"] = .string("template")
    case nil: o["Template Mode"] = .string("automatic")
    default: break
    }
  }

  /// Whether every pixel is opaque (a packed image: every pixel of its frame); `nil` when the
  /// pixels do not decode.
  private mutating func opaque(_ i: Int, _ r: CSIRendition?) -> Bool? {
    guard let (link, atlas) = file.packedImage(file.renditions[i]) else {
      return r.flatMap { try? CARBitmapDecoder.decode($0) }.map { !$0.hasTransparentPixels }
    }
    if atlases[atlas] == nil {
      atlases[atlas] = (try? file.rendition(file.renditions[atlas])).flatMap { try? CARBitmapDecoder.decode($0) }
    }
    guard let sheet = atlases[atlas] ?? nil else { return nil }
    let f = link.frame
    return sheet.cropped(x: Int(f.x), y: Int(f.y), width: Int(f.width), height: Int(f.height))
      .map { !$0.hasTransparentPixels }
  }

  /// The size TLV 1001 (slices: a count, then each slice's x, y, width, height) gives a JPEG,
  /// whose header leaves its size 0.
  static func slicesSize(_ e: CARFile.Entry) -> (width: Int, height: Int) {
    guard let v = e.tlv(CSITLV.slices)?.value, v.count >= 20 else { return (0, 0) }
    func word(_ o: Int) -> Int { Int(v[o]) | Int(v[o + 1]) << 8 | Int(v[o + 2]) << 16 | Int(v[o + 3]) << 24 }
    return (word(12), word(16))
  }
}

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
    let width = e.header.width > 0 ? Int(e.header.width) : Int(packed?.link.frame.width ?? 0)
    let height = e.header.height > 0 ? Int(e.header.height) : Int(packed?.link.frame.height ?? 0)
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
}

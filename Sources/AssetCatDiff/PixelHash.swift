import AssetCatBytes
import AssetCatImaging

/// A hash of an image's pixels, premultiplied (c × a + 127) / 255 as a car stores them, so the
/// same picture hashes alike from a PNG and from a car whatever its encoding.
enum PixelHash {
  static func of(_ image: DecodedImage) -> UInt64 {
    var px = image.rgba
    var i = 0
    while i + 3 < px.count {
      let a = UInt32(px[i + 3])
      if a != 255 {
        for c in i..<i + 3 { px[c] = UInt8((UInt32(px[c]) * a + 127) / 255) }
      }
      i += 4
    }
    var h = XXHash64(seed: UInt64(image.width) << 32 | UInt64(image.height))
    px.withUnsafeBytes { h.update($0) }
    return h.finalize()
  }

  static func of(bytes: [UInt8]) -> UInt64 { XXHash64.hash(bytes) }
}

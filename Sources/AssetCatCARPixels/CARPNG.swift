import CAssetCatShims

/// PNG bytes of a decoded car bitmap, through the project's libpng shim.
public enum CARPNG {
  public static func encode(_ b: CARBitmap) throws(CARPixelError) -> [UInt8] {
    let samples = b.rgba.map { UInt16($0) }
    var options = acshim_png_encode_options()
    options.color_type = Int32(ACSHIM_PNG_RGBA.rawValue)
    options.bit_depth = 8
    var out: UnsafeMutablePointer<UInt8>? = nil
    var size = 0
    var message = [CChar](repeating: 0, count: 256)
    let status = acshim_png_encode(samples, UInt32(b.width), UInt32(b.height), &options, &out, &size, &message, message.count)
    defer { acshim_free(out) }
    guard status == ACSHIM_OK, let out else {
      throw CARPixelError("PNG encoding failed: \(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))")
    }
    return Array(UnsafeBufferPointer(start: out, count: size))
  }
}

/// Rows decoded by a codec that says its own pixel layout (DeepMap, palette images): unpadded,
/// `bytesPerPixel` bytes a pixel (1 gray, 2 gray + alpha, 4 BGRA, 8 half-float RGBA), premultiplied.
struct CARDecodedRows {
  var bytes: [UInt8]
  var bytesPerPixel: Int
}

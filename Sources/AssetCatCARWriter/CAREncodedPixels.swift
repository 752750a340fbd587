import AssetCatCAR

/// Pixels as a rendition stores them: the `MLEC` payload and the bytes a row takes in it (TLV
/// 1007), which Apple pads to 16 bytes in its LZFSE chunks.
struct CAREncodedPixels: Sendable {
  var payload: CSIBitmapPayload
  var rowBytes: Int
}

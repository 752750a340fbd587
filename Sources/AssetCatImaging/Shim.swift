import AssetCatImageHeaders
import CAssetCatShims
import Foundation

/// Every call into the libpng/libjpeg/libwebp/libtiff/giflib shim, in one internal file (as
/// swift-system's `Syscalls.swift`): buffers are pinned here, statuses and messages are turned into
/// ``ImagingError`` here.
enum Shim {
  /// Decodes `data` (PNG, JPEG, WebP, TIFF or GIF, already probed at `width`×`height`) to RGBA8. The output array
  /// is allocated here, after the caller checked the limits; the C decoder checks them again
  /// against the header it reads before it takes any memory of its own.
  static func decodeRGBA(
    _ data: Data, format: ImageFormat, width: Int, height: Int, limits: ImageLimits
  ) throws(ImagingError) -> DecodedImage {
    if format == .psd {
      return try ImageProbe.withBytes(data) { (raw) throws(ImagingError) in try PSDDecoder.decode(raw, limits: limits) }
    }
    if format == .bmp {
      return try ImageProbe.withBytes(data) { (raw) throws(ImagingError) in try BMPDecoder.decode(raw, limits: limits) }
    }
    if format == .webp || format == .tiff || format == .gif {
      return try ImageProbe.withBytes(data) { (raw) throws(ImagingError) in
        try decodeWhole(raw, format: format, width: width, height: height, limits: limits)
      }
    }
    let c = cLimits(limits)
    return try decodedImage(
      library: format == .png ? "libpng" : "libjpeg", width: width, height: height, limits: limits
    ) {
      out, count, w, h, text, capacity in
      data.withUnsafeBytes { raw in
        let bytes = raw.bindMemory(to: UInt8.self).baseAddress
        return format == .png
          ? acshim_png_decode_rgba(bytes, raw.count, c, out, count, &w, &h, text, capacity)
          : acshim_jpeg_decode_rgba(bytes, raw.count, c, out, count, &w, &h, text, capacity)
      }
    }
  }

  /// `decodeRGBA` of a WebP, TIFF or GIF (probed at `width`×`height`), which their libraries
  /// decode a whole image at a time: libwebp, libtiff or giflib into the array, straight alpha.
  static func decodeWhole(
    _ bytes: UnsafeRawBufferPointer, format: ImageFormat, width: Int, height: Int, limits: ImageLimits
  ) throws(ImagingError) -> DecodedImage {
    let (c, base, count) = (cLimits(limits), bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count)
    let library = format == .webp ? "libwebp" : format == .tiff ? "libtiff" : "giflib"
    return try decodedImage(library: library, width: width, height: height, limits: limits) {
      out, size, w, h, text, capacity in
      switch format {
      case .webp: acshim_webp_decode_rgba(base, count, c, out, size, &w, &h, text, capacity)
      case .tiff: acshim_tiff_decode_rgba(base, count, c, out, size, &w, &h, text, capacity)
      default: acshim_gif_decode_rgba(base, count, c, out, size, &w, &h, text, capacity)
      }
    }
  }

  /// `decodeRGBA` of a PNG (probed at `width`×`height`) whose image data, the IDAT chunks at
  /// `imageData`, the caller inflated and checked into `rows`: libpng reads them as stored
  /// blocks (`acshim_png_decode_rgba_inflated`).
  static func decodeInflatedPNG(
    _ bytes: UnsafeRawBufferPointer, imageData: Range<Int>, rows: UnsafeRawBufferPointer, width: Int, height: Int,
    limits: ImageLimits
  ) throws(ImagingError) -> DecodedImage {
    let c = cLimits(limits)
    return try decodedImage(library: "libpng", width: width, height: height, limits: limits) {
      out, count, w, h, text, capacity in
      acshim_png_decode_rgba_inflated(
        bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, imageData.lowerBound, imageData.upperBound,
        rows.bindMemory(to: UInt8.self).baseAddress, rows.count, c, out, count, &w, &h, text, capacity)
    }
  }

  /// Verifies every pixel of `bytes` (PNG, JPEG, WebP, TIFF or GIF, already probed at
  /// `width`×`height`) without keeping the image: one row buffer in C (a WebP, TIFF or GIF: the
  /// whole image, then dropped).
  /// Returns whether any pixel is not fully opaque.
  static func verify(
    _ bytes: UnsafeRawBufferPointer, format: ImageFormat, width: Int, height: Int, limits: ImageLimits
  ) throws(ImagingError) -> Bool {
    // libwebp, libtiff's RGBA interface, the GIF frame and a PSD's merged image decode whole
    // images: held once, then dropped.
    if format == .psd { return try PSDDecoder.decode(bytes, limits: limits).hasTransparentPixels }
    if format == .bmp { return try BMPDecoder.decode(bytes, limits: limits).hasTransparentPixels }
    if format == .webp || format == .tiff || format == .gif {
      return try decodeWhole(bytes, format: format, width: width, height: height, limits: limits).hasTransparentPixels
    }
    let (c, base) = (cLimits(limits), bytes.bindMemory(to: UInt8.self).baseAddress)
    var transparent: Int32 = 0
    try call(library: format == .png ? "libpng" : "libjpeg", width: width, height: height, limits: limits) {
      w, h, text, capacity in
      format == .png
        ? acshim_png_verify(base, bytes.count, c, &w, &h, &transparent, text, capacity)
        : acshim_jpeg_verify(base, bytes.count, c, &w, &h, text, capacity)
    }
    return transparent != 0
  }

  /// `verify` of a PNG whose image data the caller inflated and checked, as
  /// `decodeInflatedPNG` reads it (`acshim_png_verify_inflated`).
  static func verifyInflatedPNG(
    _ bytes: UnsafeRawBufferPointer, imageData: Range<Int>, rows: UnsafeRawBufferPointer, width: Int, height: Int,
    limits: ImageLimits
  ) throws(ImagingError) -> Bool {
    let c = cLimits(limits)
    var transparent: Int32 = 0
    try call(library: "libpng", width: width, height: height, limits: limits) { w, h, text, capacity in
      acshim_png_verify_inflated(
        bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, imageData.lowerBound, imageData.upperBound,
        rows.bindMemory(to: UInt8.self).baseAddress, rows.count, c, &w, &h, &transparent, text, capacity)
    }
    return transparent != 0
  }

  static func cLimits(_ limits: ImageLimits) -> acshim_limits {
    acshim_limits(
      max_side: UInt32(clamping: max(limits.maxSide, 0)), max_pixels: UInt64(clamping: max(limits.maxPixels, 0)))
  }

  /// The RGBA array of a `width`×`height` decode that `body` fills (given the output, its
  /// capacity, the decoded size and the message buffer). The array is allocated here, after the
  /// caller checked the limits; on failure the bytes the decoder wrote are dropped with it.
  private static func decodedImage(
    library: String, width: Int, height: Int, limits: ImageLimits,
    _ body: (UnsafeMutablePointer<UInt8>?, Int, inout UInt32, inout UInt32, UnsafeMutablePointer<CChar>, Int) ->
      acshim_status
  ) throws(ImagingError) -> DecodedImage {
    let (pixels, overflowPixels) = width.multipliedReportingOverflow(by: height)
    let (count, overflowBytes) = pixels.multipliedReportingOverflow(by: 4)
    guard !overflowPixels, !overflowBytes, width > 0, height > 0 else {
      throw .overLimits(width: width, height: height, limits: limits)
    }
    var failure: ImagingError?
    let rgba = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      do throws(ImagingError) {
        try call(library: library, width: width, height: height, limits: limits) { w, h, text, capacity in
          body(buffer.baseAddress, count, &w, &h, text, capacity)
        }
        initialized = count
      } catch {
        failure = error
        initialized = 0
      }
    }
    if let failure { throw failure }
    return DecodedImage(width: width, height: height, rgba: rgba)
  }

  /// One decoding shim call (`body`: given the decoded size's outputs and the message buffer):
  /// its failure, or a size other than the header's `width`×`height`, as an ``ImagingError``.
  private static func call(
    library: String, width: Int, height: Int, limits: ImageLimits,
    _ body: (inout UInt32, inout UInt32, UnsafeMutablePointer<CChar>, Int) -> acshim_status
  ) throws(ImagingError) {
    var decodedWidth: UInt32 = 0
    var decodedHeight: UInt32 = 0
    let (status, message) = withMessage { text, capacity in body(&decodedWidth, &decodedHeight, text, capacity) }
    guard status == ACSHIM_OK else { throw error(status, message, library: library, size: (width, height, limits)) }
    guard Int(decodedWidth) == width, Int(decodedHeight) == height else {
      throw .corrupt("decoded size \(decodedWidth)×\(decodedHeight) differs from the header's \(width)×\(height)")
    }
  }

  /// Runs `body` with a message buffer and returns its status and the NUL-terminated message.
  private static func withMessage(
    _ body: (UnsafeMutablePointer<CChar>, Int) -> acshim_status
  ) -> (acshim_status, String) {
    let capacity = Int(ACSHIM_MESSAGE_CAPACITY)
    var buffer = [CChar](repeating: 0, count: capacity)
    let status = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, capacity) }
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return (status, String(decoding: bytes, as: UTF8.self))
  }

  private static func error(
    _ status: acshim_status, _ message: String, library: String, size: (Int, Int, ImageLimits)?
  ) -> ImagingError {
    let text = message.isEmpty ? "\(library) error" : message
    switch status {
    case ACSHIM_TRUNCATED: return .truncated(text)
    case ACSHIM_OVER_LIMITS:
      if let (width, height, limits) = size { return .overLimits(width: width, height: height, limits: limits) }
      return .corrupt(text)
    case ACSHIM_UNSUPPORTED: return .corrupt("not supported by \(library): \(text)")
    case ACSHIM_NO_MEMORY: return .corrupt("\(library) ran out of memory: \(text)")
    default: return .corrupt(text)
    }
  }
}

import AssetCatImageHeaders
import CAssetCatShims
import Foundation

/// Every call into the libpng/libjpeg shim, in one internal file (as swift-system's `Syscalls.swift`):
/// buffers are pinned here, statuses and messages are turned into ``ImagingError`` here.
enum Shim {
  /// Decodes `data` (PNG or JPEG, already probed at `width`×`height`) to RGBA8. The output array
  /// is allocated here, after the caller checked the limits; the C decoder checks them again
  /// against the header it reads before it takes any memory of its own.
  static func decodeRGBA(
    _ data: Data, format: ImageFormat, width: Int, height: Int, limits: ImageLimits
  ) throws(ImagingError) -> DecodedImage {
    let (pixels, overflowPixels) = width.multipliedReportingOverflow(by: height)
    let (count, overflowBytes) = pixels.multipliedReportingOverflow(by: 4)
    guard !overflowPixels, !overflowBytes, width > 0, height > 0 else {
      throw .overLimits(width: width, height: height, limits: limits)
    }
    let cLimits = acshim_limits(
      max_side: UInt32(clamping: max(limits.maxSide, 0)), max_pixels: UInt64(clamping: max(limits.maxPixels, 0)))
    var decodedWidth: UInt32 = 0
    var decodedHeight: UInt32 = 0
    var status = ACSHIM_OK
    var message = ""
    let rgba = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      (status, message) = withMessage { text, capacity in
        data.withUnsafeBytes { raw in
          let bytes = raw.bindMemory(to: UInt8.self).baseAddress
          return format == .png
            ? acshim_png_decode_rgba(
              bytes, raw.count, cLimits, buffer.baseAddress, count, &decodedWidth, &decodedHeight, text, capacity)
            : acshim_jpeg_decode_rgba(
              bytes, raw.count, cLimits, buffer.baseAddress, count, &decodedWidth, &decodedHeight, text, capacity)
        }
      }
      // On failure the bytes the decoder wrote are dropped with the array.
      initialized = status == ACSHIM_OK ? count : 0
    }
    guard status == ACSHIM_OK else {
      throw error(status, message, library: format == .png ? "libpng" : "libjpeg", size: (width, height, limits))
    }
    guard Int(decodedWidth) == width, Int(decodedHeight) == height else {
      throw .corrupt("decoded size \(decodedWidth)×\(decodedHeight) differs from the header's \(width)×\(height)")
    }
    return DecodedImage(width: width, height: height, rgba: rgba)
  }

  /// `decodeRGBA` of a PNG (probed at `width`×`height`) whose image data, the IDAT chunks at
  /// `imageData`, the caller inflated and checked into `rows`: libpng reads them as stored
  /// blocks (`acshim_png_decode_rgba_inflated`).
  static func decodeInflatedPNG(
    _ bytes: UnsafeRawBufferPointer, imageData: Range<Int>, rows: UnsafeRawBufferPointer, width: Int, height: Int, limits: ImageLimits
  ) throws(ImagingError) -> DecodedImage {
    let (pixels, overflowPixels) = width.multipliedReportingOverflow(by: height)
    let (count, overflowBytes) = pixels.multipliedReportingOverflow(by: 4)
    guard !overflowPixels, !overflowBytes, width > 0, height > 0 else {
      throw .overLimits(width: width, height: height, limits: limits)
    }
    let cLimits = acshim_limits(
      max_side: UInt32(clamping: max(limits.maxSide, 0)), max_pixels: UInt64(clamping: max(limits.maxPixels, 0)))
    var decodedWidth: UInt32 = 0
    var decodedHeight: UInt32 = 0
    var status = ACSHIM_OK
    var message = ""
    let rgba = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      (status, message) = withMessage { text, capacity in
        acshim_png_decode_rgba_inflated(
          bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, imageData.lowerBound, imageData.upperBound,
          rows.bindMemory(to: UInt8.self).baseAddress, rows.count, cLimits, buffer.baseAddress, count, &decodedWidth, &decodedHeight,
          text, capacity)
      }
      initialized = status == ACSHIM_OK ? count : 0
    }
    guard status == ACSHIM_OK else { throw error(status, message, library: "libpng", size: (width, height, limits)) }
    guard Int(decodedWidth) == width, Int(decodedHeight) == height else {
      throw .corrupt("decoded size \(decodedWidth)×\(decodedHeight) differs from the header's \(width)×\(height)")
    }
    return DecodedImage(width: width, height: height, rgba: rgba)
  }

  /// Verifies every pixel of `bytes` (PNG or JPEG, already probed at `width`×`height`) without
  /// keeping the image: one row buffer in C. Returns whether any pixel is not fully opaque.
  static func verify(
    _ bytes: UnsafeRawBufferPointer, format: ImageFormat, width: Int, height: Int, limits: ImageLimits
  ) throws(ImagingError) -> Bool {
    let cLimits = acshim_limits(
      max_side: UInt32(clamping: max(limits.maxSide, 0)), max_pixels: UInt64(clamping: max(limits.maxPixels, 0)))
    var decodedWidth: UInt32 = 0
    var decodedHeight: UInt32 = 0
    var transparent: Int32 = 0
    let base = bytes.bindMemory(to: UInt8.self).baseAddress
    let (status, message) = withMessage { text, capacity in
      format == .png
        ? acshim_png_verify(base, bytes.count, cLimits, &decodedWidth, &decodedHeight, &transparent, text, capacity)
        : acshim_jpeg_verify(base, bytes.count, cLimits, &decodedWidth, &decodedHeight, text, capacity)
    }
    guard status == ACSHIM_OK else {
      throw error(status, message, library: format == .png ? "libpng" : "libjpeg", size: (width, height, limits))
    }
    guard Int(decodedWidth) == width, Int(decodedHeight) == height else {
      throw .corrupt("decoded size \(decodedWidth)×\(decodedHeight) differs from the header's \(width)×\(height)")
    }
    return transparent != 0
  }

  /// `verify` of a PNG whose image data the caller inflated and checked, as
  /// `decodeInflatedPNG` reads it (`acshim_png_verify_inflated`).
  static func verifyInflatedPNG(
    _ bytes: UnsafeRawBufferPointer, imageData: Range<Int>, rows: UnsafeRawBufferPointer, width: Int, height: Int, limits: ImageLimits
  ) throws(ImagingError) -> Bool {
    let cLimits = acshim_limits(
      max_side: UInt32(clamping: max(limits.maxSide, 0)), max_pixels: UInt64(clamping: max(limits.maxPixels, 0)))
    var decodedWidth: UInt32 = 0
    var decodedHeight: UInt32 = 0
    var transparent: Int32 = 0
    let (status, message) = withMessage { text, capacity in
      acshim_png_verify_inflated(
        bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, imageData.lowerBound, imageData.upperBound,
        rows.bindMemory(to: UInt8.self).baseAddress, rows.count, cLimits, &decodedWidth, &decodedHeight, &transparent, text, capacity)
    }
    guard status == ACSHIM_OK else { throw error(status, message, library: "libpng", size: (width, height, limits)) }
    guard Int(decodedWidth) == width, Int(decodedHeight) == height else {
      throw .corrupt("decoded size \(decodedWidth)×\(decodedHeight) differs from the header's \(width)×\(height)")
    }
    return transparent != 0
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

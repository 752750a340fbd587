import AssetCatImageHeaders
import CAssetCatVectorShims
import Foundation

/// Every call into the poppler/librsvg/cairo shim, in one internal file: buffers are pinned here,
/// statuses and messages become ``ImagingError`` here.
public enum VectorShim {
  static func pdfSize(_ bytes: UnsafeRawBufferPointer) throws(ImagingError) -> PointSize {
    var width = 0.0, height = 0.0
    var pages: Int32 = 0
    let (status, message) = withMessage { text, capacity in
      acvec_pdf_size(base(bytes), bytes.count, &width, &height, &pages, text, capacity)
    }
    guard status == ACVEC_OK else { throw error(status, message, library: "poppler") }
    return PointSize(width: width, height: height)
  }

  static func svgSize(_ bytes: UnsafeRawBufferPointer) throws(ImagingError) -> PointSize {
    var width = 0.0, height = 0.0
    let (status, message) = withMessage { text, capacity in
      acvec_svg_size(base(bytes), bytes.count, &width, &height, text, capacity)
    }
    guard status == ACVEC_OK else { throw error(status, message, library: "librsvg") }
    return PointSize(width: width, height: height)
  }

  /// Draws into a zeroed cairo ARGB32 raster of `width`×`height` pixels (the caller checked the
  /// limits) and returns its bytes: premultiplied, one native-endian UInt32 per pixel.
  static func render<Word: FixedWidthInteger>(
    _ bytes: UnsafeRawBufferPointer, format: ImageFormat, scale: Double, width: Int, height: Int,
    as word: Word.Type = UInt32.self
  ) throws(ImagingError) -> [Word] {
    try raster(width: width, height: height, of: word, library: format == .svg ? "librsvg" : "poppler") {
      out, text, capacity in
      acvec_render(
        base(bytes), bytes.count, format == .svg ? 1 : 0, scale, out, UInt32(width), UInt32(height), text, capacity)
    }
  }

  /// Rows `top..<top + rows` of ``render(_:format:scale:width:height:as:)``'s raster of `width`
  /// columns, as cairo's bytes.
  static func renderRows(
    _ bytes: UnsafeRawBufferPointer, format: ImageFormat, scale: Double, top: Int, width: Int, rows: Int
  ) throws(ImagingError) -> [UInt8] {
    try raster(width: width, height: rows, of: UInt8.self, library: format == .svg ? "librsvg" : "poppler") {
      out, text, capacity in
      acvec_render_rows(
        base(bytes), bytes.count, format == .svg ? 1 : 0, scale, UInt32(top), out, UInt32(width), UInt32(rows), text,
        capacity)
    }
  }

  /// An SVG read by librsvg and kept open (``SVGDocument`` closes it).
  static func openSVG(_ bytes: UnsafeRawBufferPointer) throws(ImagingError) -> OpaquePointer {
    var document: OpaquePointer?
    let (status, message) = withMessage { text, capacity in
      acvec_svg_open_document(base(bytes), bytes.count, &document, text, capacity)
    }
    guard status == ACVEC_OK, let document else { throw error(status, message, library: "librsvg") }
    return document
  }

  static func closeSVG(_ document: OpaquePointer) { acvec_svg_close_document(document) }

  /// The versions of the drawing libraries as loaded ("librsvg 2.54.7 poppler 22.02.0 cairo
  /// 1.16.0"), read once; `nil` when they cannot be loaded.
  public static let libraryVersions: String? = {
    var out = [CChar](repeating: 0, count: 256)
    let (status, _) = withMessage { text, capacity in
      out.withUnsafeMutableBufferPointer { acvec_library_versions($0.baseAddress!, $0.count, text, capacity) }
    }
    guard status == ACVEC_OK else { return nil }
    return String(decoding: out.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }()

  /// The bounds of the element `id` ("#name") of an open SVG in the document's pixels at its
  /// intrinsic size (ink, or with `logical` the geometry alone); nil when it has no such element.
  static func svgElementBounds(_ document: OpaquePointer, id: String, logical: Bool) throws(ImagingError) -> SVGRect? {
    var x = 0.0, y = 0.0, width = 0.0, height = 0.0
    let (status, message) = withMessage { text, capacity in
      acvec_svg_element_bounds(document, id, logical ? 1 : 0, &x, &y, &width, &height, text, capacity)
    }
    if status == ACVEC_NO_SUCH_ELEMENT { return nil }
    guard status == ACVEC_OK else { throw error(status, message, library: "librsvg") }
    return SVGRect(x: x, y: y, width: width, height: height)
  }

  /// Draws only the element `id` of an open SVG into a zeroed raster of `width`×`height` pixels,
  /// the document scaled by `scale` with its point `origin` on the raster's top left.
  static func renderSVGElement(
    _ document: OpaquePointer, id: String, origin: (x: Double, y: Double), scale: Double, width: Int, height: Int
  ) throws(ImagingError) -> [UInt32] {
    try raster(width: width, height: height, library: "librsvg") { out, text, capacity in
      acvec_render_svg_element(
        document, id, origin.x, origin.y, scale, out, UInt32(width), UInt32(height), text, capacity)
    }
  }

  /// Rows `top..<top + height` of an open SVG drawn whole at `scale` (``OpenSVGDocuments``), as
  /// ``renderRows(_:format:scale:top:width:rows:)`` draws them from its bytes.
  static func renderSVGDocument<Word: FixedWidthInteger>(
    _ document: OpaquePointer, scale: Double, top: Int, width: Int, height: Int, as word: Word.Type
  ) throws(ImagingError) -> [Word] {
    try raster(width: width, height: height, of: word, library: "librsvg") { out, text, capacity in
      acvec_render_svg_document(document, scale, UInt32(top), out, UInt32(width), UInt32(height), text, capacity)
    }
  }

  /// A zeroed raster of `width`×`height` pixels that `draw` fills (given the raster's bytes and
  /// the message buffer), or the error its status and message say.
  private static func raster<Word: FixedWidthInteger>(
    width: Int, height: Int, of word: Word.Type = UInt32.self, library: String,
    _ draw: (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<CChar>, Int) -> acvec_status
  ) throws(ImagingError) -> [Word] {
    var status = ACVEC_OK
    var message = ""
    var argb = [Word](repeating: 0, count: width * height * 4 / MemoryLayout<Word>.size)
    argb.withUnsafeMutableBytes { out in
      (status, message) = withMessage { text, capacity in
        draw(out.bindMemory(to: UInt8.self).baseAddress, text, capacity)
      }
    }
    guard status == ACVEC_OK else { throw error(status, message, library: library) }
    return argb
  }

  /// Scales a cairo ARGB32 raster of `source` pixels to `width`×`height` (the caller checked the
  /// sizes) and returns the scaled raster in the same layout.
  static func scale(
    _ source: [UInt32], sourceWidth: Int, sourceHeight: Int, width: Int, height: Int
  ) throws(ImagingError) -> [UInt32] {
    var status = ACVEC_OK
    var message = ""
    var argb = [UInt32](repeating: 0, count: width * height)
    source.withUnsafeBytes { input in
      argb.withUnsafeMutableBytes { out in
        (status, message) = withMessage { text, capacity in
          acvec_scale_argb(
            input.bindMemory(to: UInt8.self).baseAddress, UInt32(sourceWidth), UInt32(sourceHeight),
            out.bindMemory(to: UInt8.self).baseAddress, UInt32(width), UInt32(height), text, capacity)
        }
      }
    }
    guard status == ACVEC_OK else { throw error(status, message, library: "cairo") }
    return argb
  }

  /// Draws `source` (cairo ARGB32) over `target` (the same, `width` × `height`) with its top left
  /// at (`x`, `y`), through cairo's OVER operator.
  public static func drawOver(
    _ source: [UInt32], sourceWidth: Int, sourceHeight: Int, onto target: inout [UInt32], width: Int, height: Int,
    x: Int, y: Int
  ) throws(ImagingError) {
    var status = ACVEC_OK
    var message = ""
    source.withUnsafeBytes { input in
      target.withUnsafeMutableBytes { out in
        (status, message) = withMessage { text, capacity in
          acvec_draw_over(
            input.bindMemory(to: UInt8.self).baseAddress, UInt32(sourceWidth), UInt32(sourceHeight),
            out.bindMemory(to: UInt8.self).baseAddress, UInt32(width), UInt32(height), Int32(x), Int32(y), text,
            capacity)
        }
      }
    }
    guard status == ACVEC_OK else { throw error(status, message, library: "cairo") }
  }

  /// The address of a non-empty buffer (callers refuse empty documents before calling).
  private static func base(_ bytes: UnsafeRawBufferPointer) -> UnsafePointer<UInt8>? {
    bytes.bindMemory(to: UInt8.self).baseAddress
  }

  private static func withMessage(_ body: (UnsafeMutablePointer<CChar>, Int) -> acvec_status) -> (acvec_status, String)
  {
    let capacity = Int(ACVEC_MESSAGE_CAPACITY)
    var buffer = [CChar](repeating: 0, count: capacity)
    let status = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, capacity) }
    let text = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return (status, String(decoding: text, as: UTF8.self))
  }

  private static func error(_ status: acvec_status, _ message: String, library: String) -> ImagingError {
    let text = message.isEmpty ? "\(library) error" : message
    switch status {
    case ACVEC_RENDER_FAILED: return .corrupt("\(library) cannot draw it: \(text)")
    case ACVEC_BAD_ARGUMENT: return .corrupt("bad raster request")
    case ACVEC_UNAVAILABLE: return .malformedVector("not checked: \(text)")
    default: return .malformedVector(text)
    }
  }
}

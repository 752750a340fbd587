import AssetCatImageHeaders
import Foundation

/// The size in points of a vector rendition (SPEC §3: "a PDF's size is its page size in points"),
/// read by the libraries that draw it, so what is measured is what is drawn.
///
/// - PDF (poppler): the first page's CropBox clipped to its MediaBox, width and height swapped
///   for `/Rotate 90` or `270` (the page as shown). `pdfinfo` prints the same box before rotation
///   ("Page size", with "Page rot" beside it). Any PDF poppler opens is read, object streams
///   and cross-reference streams (PDF 1.5+) included.
/// - SVG (librsvg): the root element's `width` and `height` in absolute units at 96 DPI
///   (1 CSS px = 1 pt, 1in = 96 pt), else its `viewBox` width and height.
///
/// Documents over ``maxDocumentBytes`` are refused unread; a size that is not finite and positive
/// is `.malformedVector`. Library errors come back as `.malformedVector` with the library's message.
public enum VectorSize {
  /// Vector documents larger than this are refused without being parsed.
  public static let maxDocumentBytes = 64 << 20

  public static func pdf(_ data: Data) throws(ImagingError) -> PointSize {
    try size(of: data, as: .pdf)
  }

  public static func svg(_ data: Data) throws(ImagingError) -> PointSize {
    try size(of: data, as: .svg)
  }

  /// The size of a PDF or SVG, chosen by signature; `.unsupportedFormat` for anything else.
  public static func size(of data: Data) throws(ImagingError) -> PointSize {
    try size(of: data, as: ContentSniffer.format(of: data))
  }

  /// Reads the file at `path` (refusing one over ``maxDocumentBytes``) and returns ``size(of:)``.
  public static func size(fileAt path: String) throws(ImagingError) -> PointSize {
    try size(of: try document(at: path))
  }

  /// The bytes of the vector document at `path`, refused when over ``maxDocumentBytes``.
  static func document(at path: String) throws(ImagingError) -> Data {
    let bytes = try FileBytes.read(path: path)
    guard bytes.count <= maxDocumentBytes else {
      throw .malformedVector("over \(maxDocumentBytes >> 20) MiB; not read")
    }
    return Data(bytes)
  }

  static func size(of data: Data, as format: ImageFormat) throws(ImagingError) -> PointSize {
    guard format.isVector else { throw .unsupportedFormat(format) }
    guard !data.isEmpty else { throw .malformedVector("empty file") }
    guard data.count <= maxDocumentBytes else { throw .malformedVector("over \(maxDocumentBytes >> 20) MiB; not read") }
    let size = try ImageProbe.withBytes(data) { (raw) throws(ImagingError) in
      format == .pdf ? try VectorShim.pdfSize(raw) : try VectorShim.svgSize(raw)
    }
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
      throw .malformedVector("its size is \(size.width)×\(size.height) points")
    }
    return size
  }
}

import Foundation

/// The size in points of a vector rendition (SPEC §3: "a PDF's size is its page size in points").
public enum VectorSize {
  /// A PDF's first page size in points (CropBox ∩ MediaBox, else MediaBox; `/Rotate 90|270`
  /// swaps; `/UserUnit` scales). See ``PDFPageSize`` for what is read and what is not.
  public static func pdf(_ data: Data) throws(ImagingError) -> PointSize {
    try PDFPageSize(data).size
  }

  /// An SVG's size in points: the root element's width/height with units, else its viewBox.
  /// See ``SVGDocumentSize`` for units and fallbacks.
  public static func svg(_ data: Data) throws(ImagingError) -> PointSize {
    try SVGDocumentSize(data).size
  }

  /// The size of a PDF or SVG, chosen by signature; `.unsupportedFormat` for anything else.
  public static func size(of data: Data) throws(ImagingError) -> PointSize {
    switch ImageProbe.sniff(data) {
    case .pdf: try pdf(data)
    case .svg: try svg(data)
    case let other: throw .unsupportedFormat(other)
    }
  }

  /// Reads the file at `path` and returns ``size(of:)``.
  public static func size(fileAt path: String) throws(ImagingError) -> PointSize {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
    } catch {
      throw .unreadable(path: path, reason: error.localizedDescription)
    }
    return try size(of: data)
  }
}

import AssetCatImageHeaders
import Foundation

extension ImageInspector {
  /// The full inspector, which every command reads catalogs with: a PNG's chunk CRCs through
  /// libdeflate and its image data inflated (``PNGChecks/deflate``), and a PDF's or SVG's size
  /// through poppler and librsvg (``vectorSize(of:symbol:)``).
  public static let imaging = ImageInspector(
    name: "imaging", png: .deflate,
    vectorSize: { (document, symbol) throws(ImagingError) in
      let size = try vectorSize(of: document, symbol: symbol)
      return (size.width, size.height)
    })

  /// A PDF's or SVG's size in points; for a symbol template, the size of the variant a car
  /// draws of it (`Regular-M`: 17 points to 100 template units, framed by its margins), as the
  /// car answers — the canvas (3300 × 2200) when it is no template.
  public static func vectorSize(of document: Data, symbol: Bool) throws(ImagingError) -> PointSize {
    if symbol, let template = try? SymbolImage(document) { return template.size }
    return try VectorSize.size(of: document)
  }
}

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

  /// A PDF's or SVG's size in points; for a symbol set's SVG, the size of the variant a car
  /// draws of it (`Regular-M`: 17 points to 100 template units, framed by its margins), as the
  /// car answers. An SVG of a symbol set that is no symbol template is damage here (the car
  /// cannot draw it), so `validate` says so as the build does.
  public static func vectorSize(of document: Data, symbol: Bool) throws(ImagingError) -> PointSize {
    if symbol, ContentSniffer.format(of: document) == .svg {
      _ = try VectorSize.size(of: document)  // a malformed SVG is said as such first
      return try SymbolImage(document).size
    }
    return try VectorSize.size(of: document)
  }
}

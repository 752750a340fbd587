import Foundation

/// The questions a catalog reader (AssetCatSource) asks of its image files that take more than
/// Swift to answer: how PNG chunks and image data are checked (``PNGChecks``), and a PDF's or
/// SVG's size in points (poppler and librsvg). The reader links no C; whoever reads catalogs for
/// real gives it AssetCatImaging's full inspector (`ImageInspector.imaging`), and
/// ``headersOnly`` is what a reader without C gets.
///
/// Inspectors are told apart by ``name`` (`==`, hashing): each provider names its own.
public struct ImageInspector: Sendable, Hashable, CustomStringConvertible {
  /// A PDF's or SVG's size in points (width, height); `symbol`: the document is a symbol set's
  /// template, whose size is that of the variant drawn. Throws `.malformedVector` (or what
  /// reading it found) when the size cannot be read.
  public typealias VectorSizing =
    @Sendable (_ document: Data, _ symbol: Bool) throws(ImagingError) -> (width: Double, height: Double)

  /// Names the provider (`"headers only"`, `"imaging"`).
  public var name: String
  /// How a PNG's chunks and image data are checked when its header is probed.
  public var png: PNGChecks
  /// `nil`: vector sizes are not read (a PDF or SVG is not opened past its signature).
  public var vectorSize: VectorSizing?

  public init(name: String, png: PNGChecks, vectorSize: VectorSizing?) {
    self.name = name
    self.png = png
    self.vectorSize = vectorSize
  }

  /// No C: header walks as the full inspector walks them (every chunk and CRC, in Swift), but a
  /// PNG's image data is not inflated (``PNGChecks/portable``) and a PDF's or SVG's size is
  /// unknown: its probe says only its format, and its rendition has no vector size, as when a
  /// catalog is read without probing images.
  public static let headersOnly = ImageInspector(name: "headers only", png: .portable, vectorSize: nil)

  public static func == (a: ImageInspector, b: ImageInspector) -> Bool { a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  public var description: String { name }
}

import AssetCatImageHeaders
import Foundation

/// A custom symbol — a `.symbolset`'s template SVG, as the SF Symbols app and Xcode export it —
/// drawn as a plain image: one variant of the template, at the size it has as 17-point text.
/// This is what the `Assets.car` writer stores for a symbol set (Docs/AssetsCarWriting.md,
/// "Symbol sets"), because the glyph form Apple's actool writes is not known well enough to
/// write: the app gets a template image of the symbol, not a symbol image that follows weights
/// and text styles.
///
/// **Variant.** `Regular-M` (the one variant every template has), else the first of the sizes
/// M, S, L in the weights Regular, Medium, Light, Semibold, Thin, Bold, Ultralight, Heavy, Black
/// that the template has (a group with that id). A small variant — what SF Symbols' variable
/// templates hold: Ultralight-S, Regular-S and Black-S — is enlarged to the medium size, as
/// actool's medium glyph of such a template is (``smallToMedium``); a large one is drawn as it is.
///
/// **Frame.** Horizontally between the variant's margin guides (`left-margin-Regular-M` /
/// `right-margin-Regular-M`, or for `Regular-M` the older templates' `left-margin` /
/// `right-margin` rectangles, outer edges), else its ink; vertically its ink. In points:
/// template units × ``pointSize`` / ``unitsPerEm`` (× ``smallToMedium`` for a small variant).
///
/// The template is read once (librsvg) for the variant, its frame and its drawing: use a value on
/// one thread at a time.
public struct SymbolImage {
  /// A symbol's default size as text: 17 points, UIKit's body style. Templates are drawn at
  /// ``unitsPerEm`` (SF Pro's cap height, 70.459 units, is the distance from each size's
  /// `Baseline` guide to its `Capline`); the glyphs of Apple's cars are scaled by 0.17 and name
  /// 17 points.
  public static let pointSize = 17.0
  /// Template units to the em.
  public static let unitsPerEm = 100.0
  /// A small glyph's scale to the medium one: the medium glyph of Apple's cars (Intercom's `gif`,
  /// whose masters are small) is its small glyph scaled by 1.276, paths and strokes alike.
  public static let smallToMedium = 1.276
  static let weights = ["Regular", "Medium", "Light", "Semibold", "Thin", "Bold", "Ultralight", "Heavy", "Black"]
  static let sizes = ["M", "S", "L"]

  /// The template's variant drawn (`Regular-M`).
  public let variant: String
  /// The variant's frame in template units.
  let frame: SVGRect
  /// The template, read.
  let document: SVGDocument

  /// The image's size in points.
  public var size: PointSize {
    PointSize(width: points(frame.width), height: points(frame.height))
  }

  /// Points per template unit of the variant: a small one enlarged to the medium size.
  var enlargement: Double { variant.hasSuffix("-S") ? Self.smallToMedium : 1 }

  /// Template units of the variant in points (multiplied first: 300 units of a medium variant
  /// are exactly 51 points).
  func points(_ units: Double) -> Double { units * Self.pointSize / Self.unitsPerEm * enlargement }

  /// Reads `template` (an SVG): which variant is drawn, and its frame.
  public init(_ template: Data) throws(ImagingError) {
    let format = ContentSniffer.format(of: template)
    guard format == .svg else { throw .unsupportedFormat(format) }
    guard template.count <= VectorSize.maxDocumentBytes else {
      throw .malformedVector("over \(VectorSize.maxDocumentBytes >> 20) MiB; not read")
    }
    document = try ImageProbe.withBytes(template) { (raw) throws(ImagingError) in try SVGDocument(raw) }
    for name in Self.candidates {
      guard let ink = try document.bounds(of: "#\(name)", logical: false) else { continue }
      guard ink.width > 0, ink.height > 0 else { throw .malformedVector("the symbol's \(name) variant draws nothing") }
      (variant, frame) = (name, try Self.frame(of: name, ink: ink, in: document))
      return
    }
    throw .malformedVector("not a symbol template: no variant such as Regular-M (a group with that id)")
  }

  /// The variants in the order they are looked for.
  static var candidates: [String] {
    sizes.flatMap { size in weights.map { "\($0)-\(size)" } }
  }

  /// `ink` widened to the variant's margins where the template has them.
  static func frame(of variant: String, ink: SVGRect, in document: SVGDocument) throws(ImagingError) -> SVGRect {
    var pairs = [("#left-margin-\(variant)", "#right-margin-\(variant)")]
    if variant == "Regular-M" { pairs.append(("#left-margin", "#right-margin")) }
    for (leftID, rightID) in pairs {
      guard let left = try document.bounds(of: leftID, logical: true),
        let right = try document.bounds(of: rightID, logical: true), right.maxX > left.x
      else { continue }
      return SVGRect(x: left.x, y: ink.y, width: right.maxX - left.x, height: ink.height)
    }
    return ink
  }

  /// The template at `path` (refused unread over ``VectorSize/maxDocumentBytes``) drawn at `scale`.
  public static func render(fileAt path: String, scale: Double, limits: ImageLimits = .standard) throws(ImagingError)
    -> RasterImage
  {
    try SymbolImage(try VectorSize.document(at: path)).render(scale: scale, limits: limits)
  }

  /// The variant drawn at `scale` pixels per point: ``VectorRaster``'s pixel size rule applied to
  /// ``size``, full alpha, nothing of the template but the variant.
  public func render(scale: Double, limits: ImageLimits = .standard) throws(ImagingError) -> RasterImage {
    let (width, height) = try VectorRaster.pixelSize(size, scale: scale, limits: limits)
    let argb = try document.render(
      "#\(variant)", origin: (frame.x, frame.y), scale: points(scale), width: width, height: height)
    return RasterImage(width: width, height: height, cairoARGB: argb)
  }
}

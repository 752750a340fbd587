import AssetCatImageHeaders
import AssetCatImaging
import Foundation
import Testing

/// A symbol set's template drawn as an image: the variant chosen, its frame from the margin
/// guides and its ink, and nothing of the template's notes and guides drawn. Every edge lies on
/// a whole pixel at 1x, 2x and 3x (units are multiples of 100: 100 units are 17 points).
@Suite("Symbol templates drawn as images")
struct SymbolImageTests {
  /// A template page: the notes' opaque white artboard over the whole page, guides, and the
  /// `variants` (id → the glyph's rectangle as x, y, width, height in template units).
  static func template(
    variants: [(String, [Int])], margins: [(String, Int)] = [], extraGuides: String = ""
  ) -> Data {
    var svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200" viewBox="0 0 3300 2200">"#
    svg +=
      #"<g id="Notes"><rect id="artboard" x="0" y="0" width="3300" height="2200" fill="white"/></g><g id="Guides">"#
    for (id, x) in margins {
      svg += #"<line id="\#(id)" x1="\#(x)" y1="0" x2="\#(x)" y2="2200" stroke="blue" stroke-width="0.5"/>"#
    }
    svg += extraGuides + #"</g><g id="Symbols">"#
    for (id, r) in variants {
      svg += #"<g id="\#(id)"><rect x="\#(r[0])" y="\#(r[1])" width="\#(r[2])" height="\#(r[3])" fill="black"/></g>"#
    }
    return Data((svg + "</g></svg>").utf8)
  }

  /// Regular-M: a 100 × 300-unit bar, 100 units inside margins 300 units apart; a Regular-S of
  /// another shape beside it.
  static let standard = template(
    variants: [("Regular-S", [400, 100, 50, 50]), ("Regular-M", [1100, 500, 100, 300])],
    margins: [
      ("left-margin-Regular-M", 1000), ("right-margin-Regular-M", 1300), ("left-margin-Regular-S", 390),
      ("right-margin-Regular-S", 460),
    ])

  /// Alpha of the pixel (x, y).
  static func alpha(_ r: RasterImage, _ x: Int, _ y: Int) -> UInt8 { r.premultipliedRGBA[(y * r.width + x) * 4 + 3] }

  @Test("Regular-M is drawn, framed by its margins across and its ink down, at 17 points to 100 units")
  func regularMediumBetweenItsMargins() throws {
    let symbol = try SymbolImage(Self.standard)
    #expect(symbol.variant == "Regular-M")
    #expect(symbol.size == PointSize(width: 51, height: 51))
    for scale in 1...3 {
      let r = try symbol.render(scale: Double(scale))
      #expect((r.width, r.height) == (51 * scale, 51 * scale))
      // The bar covers x 17…34 pt over the whole height; the margins and the white artboard
      // stay clear.
      for y in [0, r.height / 2, r.height - 1] {
        #expect(Self.alpha(r, 17 * scale, y) == 255 && Self.alpha(r, 34 * scale - 1, y) == 255, "\(scale)x row \(y)")
        #expect(Self.alpha(r, 17 * scale - 1, y) == 0 && Self.alpha(r, 34 * scale, y) == 0, "\(scale)x row \(y)")
      }
      #expect(Self.alpha(r, 0, 0) == 0 && Self.alpha(r, r.width - 1, r.height - 1) == 0)
    }
  }

  @Test(
    """
    without Regular-M, the first variant in size then weight order is drawn with its own margins, \
    a small one enlarged to the medium size
    """
  )
  func fallbackVariant() throws {
    let data = Self.template(
      variants: [("Black-S", [100, 100, 200, 200]), ("Regular-S", [400, 100, 100, 100])],
      margins: [("left-margin-Regular-S", 300), ("right-margin-Regular-S", 600)])
    let symbol = try SymbolImage(data)
    #expect(symbol.variant == "Regular-S")
    #expect(abs(symbol.size.width - 51 * 1.276) < 1e-9 && abs(symbol.size.height - 17 * 1.276) < 1e-9)
    // 65.076 × 21.692 points: 66 × 22 pixels at 1x, the bar from 100 × 0.17 × 1.276 = 21.7 points in.
    let r = try symbol.render(scale: 1)
    #expect((r.width, r.height) == (66, 22))
    #expect(
      Self.alpha(r, 21, 10) < 255 && Self.alpha(r, 22, 10) == 255 && Self.alpha(r, 42, 10) == 255
        && Self.alpha(r, 44, 10) == 0)
  }

  @Test("a large variant, drawn for lack of any medium or small one, keeps its size")
  func largeVariantAsItIs() throws {
    let data = Self.template(variants: [("Regular-L", [400, 100, 100, 100])])
    let symbol = try SymbolImage(data)
    #expect(symbol.variant == "Regular-L" && symbol.size == PointSize(width: 17, height: 17))
  }

  @Test("an older template's margin rectangles frame Regular-M by their outer edges; no margins, its ink")
  func olderMarginsAndNone() throws {
    let rects =
      #"<rect id="left-margin" x="1000" y="0" width="50" height="10"/><rect id="right-margin" x="1250" y="0" "#
      + #"width="50" height="10"/>"#
    let older = Self.template(variants: [("Regular-M", [1100, 500, 100, 300])], extraGuides: rects)
    #expect(try SymbolImage(older).size == PointSize(width: 51, height: 51))
    let bare = Self.template(variants: [("Regular-M", [1100, 500, 100, 300])])
    #expect(try SymbolImage(bare).size == PointSize(width: 17, height: 51))
  }

  @Test("an SVG that is no symbol template, an empty variant and a PNG are refused, saying why")
  func refusals() {
    let plain = Data(
      #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="5" height="5"/></svg>"#.utf8)
    #expect(
      throws: ImagingError.malformedVector("not a symbol template: no variant such as Regular-M (a group with that id)")
    ) {
      try SymbolImage(plain)
    }
    let empty = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><g id="Regular-M"/></svg>"#.utf8)
    #expect(throws: ImagingError.malformedVector("the symbol's Regular-M variant draws nothing")) {
      try SymbolImage(empty)
    }
    #expect(throws: ImagingError.unsupportedFormat(.png)) {
      try SymbolImage(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }
  }
}

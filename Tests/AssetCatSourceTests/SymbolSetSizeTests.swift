import AssetCatCore
import AssetCatImaging
import AssetCatSource
import AssetCatTestSupport
import Foundation
import Testing

/// A symbol set's size from the source is the size of the variant a car draws of it, not the
/// template's 3300 × 2200 canvas, so `resolve` answers alike from source and car.
@Suite struct SymbolSetSizeTests {
  /// Regular-M: a bar 100 units wide, 300 tall, between margins 300 units apart: 51 × 51 points.
  static let template = """
    <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
    <g id="Guides"><line id="left-margin-Regular-M" x1="1000" y1="0" x2="1000" y2="2200" stroke="blue"/>
    <line id="right-margin-Regular-M" x1="1300" y1="0" x2="1300" y2="2200" stroke="blue"/></g>
    <g id="Symbols"><g id="Regular-M"><rect x="1100" y="500" width="100" height="300"/></g></g>
    </svg>
    """

  /// A catalog of one symbol set, `Bar`, whose file is `svg`.
  static func catalog(_ svg: String) throws -> FixtureCatalog {
    let cat = try FixtureCatalog()
    try cat.contents(
      "Bar.symbolset",
      #"{ "symbols" : [ { "filename" : "bar.svg", "idiom" : "universal" } ], "info" : { "author" : "xcode", "#
        + #""version" : 1 } }"#
    )
    try cat.write("Bar.symbolset/bar.svg", Data(svg.utf8))
    return cat
  }

  static func size(of svg: String) throws -> Size? {
    let cat = try catalog(svg)
    let r = try SourceCatalogReader.read(paths: [cat.path], options: .init(inspector: .imaging))
    return r.catalog.asset(named: "Bar")?.renditions.first?.intrinsicSize
  }

  @Test("a symbol template is the size of its drawn variant: 51 × 51 pt, not 3300 × 2200")
  func drawnVariantSize() throws {
    #expect(try Self.size(of: Self.template) == Size(width: 51, height: 51))
  }

  /// The car cannot draw it, so reading it is damage (AC020 in validate, as in the build).
  @Test("an SVG that is no symbol template fails its probe and has no size")
  func notATemplate() throws {
    let plain = #"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect width="30" height="20"/></svg>"#
    #expect(try Self.size(of: plain) == nil)
    let cat = try Self.catalog(plain)
    let r = try SourceCatalogReader.read(paths: [cat.path], options: .init(probeImages: true, inspector: .imaging))
    guard case .failure(.malformedVector(let detail))? = r.probes[cat.path + "/Bar.symbolset/bar.svg"] else {
      Issue.record("\(r.probes)")
      return
    }
    #expect(detail.hasPrefix("not a symbol template"))
  }
}

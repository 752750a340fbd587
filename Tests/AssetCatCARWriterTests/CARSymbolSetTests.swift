import AssetCatCAR
import AssetCatCARPixels
import AssetCatCore
import AssetCatImaging
import Foundation
import Testing

@testable import AssetCatCARWriter

/// Symbol sets go into the car as template images of their template's variant (`SymbolImage`):
/// one bitmap per scale of the platform, with the pixels `SymbolImage` draws; a file that is no
/// symbol template is left out with the reason, and the rest is written.
@Suite struct CARSymbolSetTests {
  /// A template whose Regular-M is a 100 × 300-unit bar inside margins 300 units apart: 51 × 51
  /// points.
  static let template = Data(
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
    <g id="Notes"><rect x="0" y="0" width="3300" height="2200" fill="white"/></g>
    <g id="Guides"><line id="left-margin-Regular-M" x1="1000" y1="0" x2="1000" y2="2200" stroke="blue"/>
    <line id="right-margin-Regular-M" x1="1300" y1="0" x2="1300" y2="2200" stroke="blue"/></g>
    <g id="Symbols"><g id="Regular-M"><rect x="1100" y="500" width="100" height="300"/></g></g>
    </svg>
    """.utf8)

  /// Writes `Test.xcassets` with a symbol set per (name, file name, contents) and returns its path.
  static func catalog(_ sets: [(String, String, Data)]) throws -> String {
    let root = CARWriterSupport.temporaryDirectory().appendingPathComponent("Test.xcassets")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try VectorCatalog.json(["info": ["author": "xcode", "version": 1]]).write(
      to: root.appendingPathComponent("Contents.json"))
    for (name, file, data) in sets {
      let dir = root.appendingPathComponent("\(name).symbolset")
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      try data.write(to: dir.appendingPathComponent(file))
      let contents: [String: Any] = [
        "symbols": [["filename": file, "idiom": "universal"]], "info": ["author": "xcode", "version": 1],
      ]
      try VectorCatalog.json(contents).write(to: dir.appendingPathComponent("Contents.json"))
    }
    return root.path
  }

  static func car(_ path: String, platform: String) throws -> (CARCatalog, CARWriter.Summary) {
    let source = try CARWriterSupport.read(path)
    let (bytes, summary) = try CARWriter.build(source, options: CARWriterSupport.options(source, platform: platform))
    return (try CARWriterSupport.open(bytes), summary)
  }

  @Test("a symbol set is a template image per scale, with the pixels of its drawn variant")
  func symbolSetIsATemplateImage() throws {
    let (car, summary) = try Self.car(try Self.catalog([("Bar", "bar.svg", Self.template)]), platform: "iphoneos")
    #expect(summary.skipped.isEmpty, "\(summary.skipped)")
    #expect(
      summary.notes.count == 1 && summary.notes[0].hasPrefix("1 symbol set (Bar) is in the car as template images"))
    let asset = try #require(car.asset(named: "Bar"))
    #expect(asset.kind == .image && asset.properties.renderingMode == "template")
    #expect(asset.renditions.map(\.slot.scale) == [1, 2, 3])
    let symbol = try SymbolImage(Self.template)
    for (scale, entry) in zip(1...3, car.file.renditions.filter { $0.header.name == "bar.svg" }) {
      guard case .bitmap(let bitmap) = try CARRenditionContent.decode(entry, in: car.file) else {
        Issue.record("\(scale)x is not a bitmap")
        continue
      }
      let drawn = try symbol.render(scale: Double(scale))
      #expect((bitmap.width, bitmap.height) == (51 * scale, 51 * scale))
      #expect(bitmap.rgba.map { $0 == 0 ? 0 : 1 } == drawn.premultipliedRGBA.map { $0 == 0 ? 0 : 1 }, "\(scale)x")
    }
  }

  @Test("the note names up to five symbol sets, sorted, and counts the rest")
  func noteNamesFive() {
    #expect(CARPlan.symbolSetNote([]) == nil)
    let note = CARPlan.symbolSetNote(Set(["g", "f", "e", "d", "c", "b", "a"]))
    #expect(
      note?.hasPrefix("7 symbol sets (a, b, c, d, e and 2 more) are in the car as template images of one variant each")
        == true)
  }

  @Test("a Mac car draws a symbol set at 1x and 2x")
  func macScales() throws {
    let (car, _) = try Self.car(try Self.catalog([("Bar", "bar.svg", Self.template)]), platform: "macosx")
    #expect(car.asset(named: "Bar")?.renditions.map(\.slot.scale) == [1, 2])
  }

  @Test("a symbol set whose file is no symbol template is left out with the reason; the rest is written")
  func notATemplateIsReported() throws {
    let plain = Data(
      #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="5" height="5"/></svg>"#.utf8)
    let (car, summary) = try Self.car(
      try Self.catalog([("Bar", "bar.svg", Self.template), ("Plain", "plain.svg", plain)]), platform: "iphoneos")
    #expect(car.asset(named: "Bar")?.renditions.count == 3)
    #expect(car.asset(named: "Plain") == nil)
    #expect(
      summary.notes.count == 1 && summary.notes[0].hasPrefix("1 symbol set (Bar) is"),
      "only what went in: \(summary.notes)")
    #expect(
      summary.skipped
        == (1...3).map {
          "Plain: plain.svg cannot be drawn at \($0)x: malformed vector image: not a symbol template: no "
            + "variant such as Regular-M (a group with that id)"
        })
  }
}

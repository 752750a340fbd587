import AssetCatCore
import AssetCatImaging
import AssetCatSource
import AssetCatTestSupport
import Foundation
import Testing

/// A watchOS catalog as Xcode writes it (SampleAssets/Watch.xcassets, from
/// scripts/make-watch-sample.py): screen-width image sets and a complication set.
@Suite("Watch catalogs")
struct WatchCatalogTests {
  static let watchSample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("SampleAssets/Watch.xcassets").path

  static let families = [
    "Circular", "Extra Large", "Graphic Bezel", "Graphic Circular", "Graphic Corner", "Graphic Extra Large",
    "Graphic Large Rectangular", "Modular", "Utilitarian",
  ]

  @Test func readsWithoutFindings() throws {
    let r = try SourceCatalogReader.read(paths: [Self.watchSample], options: .init(inspector: .imaging))
    #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
    let names = Set(r.catalog.assetNames)
    for f in Self.families { #expect(names.contains("Complication/\(f)"), "Complication/\(f)") }
    #expect(r.catalog.asset(named: "Complication/Circular")?.kind == .image)
    #expect(r.catalog.asset(named: "Complication")?.kind == .other)
    #expect(r.catalog.asset(named: "Circular") == nil, "a complication set's image sets are named under the set")
    let corner = try #require(r.catalog.asset(named: "Complication/Graphic Corner"))
    #expect(corner.renditions.map(\.slot.screenWidth) == [.above(161), .above(183)])
    #expect(corner.renditions.map(\.iconSize) == ["20x20", "22x22"])
  }

  /// Before the axis existed, `screen-width` was a free-text subtype: no watch request matched.
  @Test(arguments: [
    ("Apple Watch Series 3 (38mm)", "face38mm@2x.png"), ("Apple Watch Series 3 (42mm)", "face42mm@2x.png"),
    ("Apple Watch SE (40mm)", "face40mm@2x.png"), ("Apple Watch SE (44mm)", "face44mm@2x.png"),
    ("Apple Watch Series 9 (41mm)", "face40mm@2x.png"), ("Apple Watch Ultra 2 (49mm)", "face44mm@2x.png"),
  ])
  func watchPresetsChooseTheirImage(device: String, file: String) throws {
    let r = try SourceCatalogReader.read(paths: [Self.watchSample], options: .init(inspector: .imaging))
    let preset = try #require(DevicePreset.named(device))
    let chosen = try #require(r.catalog.resolve("Face", traits: preset.traits()), "no match on \(device)")
    #expect(chosen.rendition.file == "Face.imageset/\(file)")
    #expect(chosen.rendition.slot.screenWidth != nil)
  }

  @Test func badScreenWidthIsInvalid() throws {
    let cat = try FixtureCatalog()
    try cat.contents(
      "A.imageset",
      #"{ "images" : [ { "filename" : "a.png", "idiom" : "watch", "scale" : "2x", "#
        + #""screen-width" : "42mm" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
    )
    try cat.png("A.imageset/a.png", width: 2, height: 2)
    let r = try SourceCatalogReader.read(paths: [cat.path], options: .init(inspector: .imaging))
    #expect(r.diagnostics.map(\.code) == [.AC003])
    #expect(r.diagnostics.first?.message.contains("<=145") == true)
  }

  @Test func complicationSetFindings() throws {
    let cat = try FixtureCatalog()
    try cat.contents(
      "C.complicationset",
      """
      { "assets" : [
          { "filename" : "Circular.imageset", "idiom" : "watch", "role" : "circular" },
          { "filename" : "Modular.imageset", "idiom" : "watch", "role" : "modular", "colour" : "red" }
        ],
        "info" : { "author" : "xcode", "version" : 1 } }
      """)
    try cat.contents(
      "C.complicationset/Circular.imageset",
      #"{ "images" : [ { "filename" : "c.png", "idiom" : "watch", "scale" : "2x", "screen-width" : ">145", "#
        + #""size" : "18x18" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
    )
    try cat.png("C.complicationset/Circular.imageset/c.png", width: 36, height: 36)
    let r = try SourceCatalogReader.read(paths: [cat.path], options: .init(inspector: .imaging))
    #expect(r.diagnostics.map(\.code).sorted() == [.AC002, .AC010], "\(r.diagnostics)")
    #expect(r.diagnostics.first { $0.code == .AC010 }?.message.contains("Modular.imageset") == true)
    #expect(r.catalog.asset(named: "C/Circular")?.renditions.count == 1)
  }
}

import AssetCatCore
import AssetCatImaging
import AssetCatSource
import AssetCatTestSupport
import Foundation
import Testing

private func traits(_ text: String) -> TraitCollection { try! TraitCollection(parsing: text) }

/// Every Contents.json key of SPEC §2 and the asset kinds of SPEC §1, read as Xcode writes them.
@Suite("Contents.json keys")
struct ContentsKeysTests {
  @Test func imageSetSlotKeys() throws {
    let cat = try FixtureCatalog()
    try cat.contents(
      "Logo.imageset",
      """
      {
        "images" : [
          { "filename" : "a.png", "idiom" : "universal", "scale" : "1x" },
          { "filename" : "b.png", "idiom" : "iphone", "scale" : "2x", "subtype" : "retina4" },
          { "filename" : "c.png", "idiom" : "ipad", "scale" : "2x", "width-class" : "compact", \
      "height-class" : "regular" },
          { "filename" : "d.png", "idiom" : "universal", "scale" : "3x",
            "appearances" : [ { "appearance" : "luminosity", "value" : "dark" }, { "appearance" : "contrast", \
      "value" : "high" } ] },
          { "filename" : "e.png", "idiom" : "universal", "display-gamut" : "display-P3", "scale" : "2x" },
          { "filename" : "f.png", "idiom" : "universal", "language-direction" : "right-to-left", "scale" : "2x" },
          { "filename" : "g.png", "idiom" : "universal", "locale" : "fr_CA", "scale" : "2x" },
          { "filename" : "h.png", "idiom" : "universal", "memory" : "4GB", "graphics-feature-set" : "apple5", \
      "scale" : "2x" },
          { "filename" : "i.png", "idiom" : "watch", "screen-width" : "<=145", "scale" : "2x" },
          { "filename" : "j.png", "idiom" : "mac", "scale" : "2x", "platform" : "macos" },
          { "filename" : "k.png", "idiom" : "tv", "scale" : "1x" },
          { "filename" : "l.png", "idiom" : "car", "scale" : "3x" },
          { "filename" : "m.png", "idiom" : "vision", "scale" : "2x" },
          { "filename" : "n.png", "idiom" : "universal", "scale" : "2x",
            "appearances" : [ { "appearance" : "luminosity", "value" : "light" } ] }
        ],
        "info" : { "author" : "xcode", "version" : 1 },
        "properties" : { "localizable" : true }
      }
      """)
    for f in "abcdefghijklmn" { try cat.png("Logo.imageset/\(f).png", width: 4, height: 2) }
    let r = try SourceCatalogReader.read(paths: [cat.path], options: .init(inspector: .imaging))
    #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
    let a = try #require(r.catalog.asset(named: "Logo"))
    #expect(a.kind == .image)
    #expect(a.path == "Logo.imageset")
    let slots = a.renditions.map(\.slot)
    #expect(
      slots == [
        traits("scale=1"), traits("idiom=phone,scale=2,subtype=retina4"),
        traits("idiom=pad,scale=2,width=compact,height=regular"), traits("scale=3,style=dark,contrast=high"),
        traits("scale=2,gamut=p3"), traits("scale=2,direction=rtl"), traits("scale=2,locale=fr-CA"),
        traits("scale=2,memory=4GB,graphics=apple5"), traits("idiom=watch,screenWidth=<=145,scale=2"),
        traits("idiom=mac,scale=2"), traits("idiom=tv,scale=1"), traits("idiom=car,scale=3"),
        traits("idiom=vision,scale=2"), traits("scale=2,style=light"),
      ])
    #expect(a.renditions.map(\.order) == Array(0..<14))
    #expect(a.renditions[0].file == "Logo.imageset/a.png")
    #expect(a.renditions[0].format == .png)
    #expect(a.renditions[1].pixelSize == Size(width: 4, height: 2))
    #expect(a.renditions[1].intrinsicSize == Size(width: 2, height: 1))
    #expect(r.probes[cat.path + "/Logo.imageset/a.png"].map { (try? $0.get())?.width } == 4)
    #expect(r.inputs.contains(cat.path + "/Logo.imageset/Contents.json"))
    #expect(r.inputs.contains(cat.path + "/Logo.imageset/n.png"))
    #expect(r.sourceAsset(named: "Logo")?.renditionLines.first == 3)
  }

  @Test func propertiesResizingAndInsets() throws {
    let cat = try FixtureCatalog()
    try cat.contents(
      "Button.imageset",
      """
      {
        "images" : [
          { "filename" : "b@2x.png", "idiom" : "universal", "scale" : "2x",
            "resizing" : { "mode" : "9-part", "center" : { "mode" : "tile", "width" : 2, "height" : 4 },
                           "cap-insets" : { "top" : 10, "left" : 12, "bottom" : 14, "right" : 16 } },
            "alignment-insets" : { "top" : 2, "left" : 4, "bottom" : 6, "right" : 8 } },
          { "idiom" : "universal", "filename" : "x.png", "unassigned" : true }
        ],
        "info" : { "author" : "xcode", "version" : 1 },
        "properties" : {
          "template-rendering-intent" : "template", "preserves-vector-representation" : true,
          "compression-type" : "lossless", "on-demand-resource-tags" : [ "level1", "level2" ],
          "auto-scaling" : "auto", "localizable" : false
        }
      }
      """)
    try cat.png("Button.imageset/b@2x.png", width: 40, height: 40)
    try cat.png("Button.imageset/x.png", width: 1, height: 1)
    let r = try SourceCatalogReader.read(paths: [cat.path], options: .init(inspector: .imaging))
    #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
    let a = try #require(r.catalog.asset(named: "Button"))
    #expect(a.properties.templateRenderingIntent == "template")
    #expect(a.properties.renderingMode == "template")
    #expect(a.properties.preservesVectorRepresentation)
    #expect(a.properties.compressionType == "lossless")
    #expect(a.properties.onDemandResourceTags == ["level1", "level2"])
    #expect(a.properties.autoScaling == "auto")
    try #require(a.renditions.count == 1, "unassigned entries are not renditions")
    let rd = a.renditions[0]
    #expect(
      rd.resizing
        == Resizing(
          mode: "9-part", centerMode: "tile", centerSize: Size(width: 2, height: 4),
          capInsets: EdgeInsets(top: 10, left: 12, bottom: 14, right: 16)))
    #expect(rd.alignmentInsets == EdgeInsets(top: 2, left: 4, bottom: 6, right: 8))
    #expect(rd.alignmentInsetsInPoints == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
  }

  /// Xcode 5 and 6 wrote `capInsets` and a center mode `fill` (a 2015 gist of an Xcode-written
  /// set; 2014 code generators read `capInsets`): neither is a finding, `fill` stretches.
  @Test func olderXcodeSlicingSpelling() throws {
    let cat = try FixtureCatalog()
    try cat.contents(
      "High.imageset",
      """
      { "images" : [ { "resizing" : { "mode" : "9-part", "center" : { "mode" : "fill", "width" : 2, "height" : 1 },
                                      "capInsets" : { "bottom" : 8, "top" : 5, "right" : 3, "left" : 3 } },
                       "idiom" : "universal", "filename" : "high.png", "scale" : "1x" } ],
        "info" : { "version" : 1, "author" : "xcode" } }
      """)
    try cat.png("High.imageset/high.png", width: 20, height: 20)
    let r = try SourceCatalogReader.read(paths: [cat.path], options: .init(inspector: .imaging))
    #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
    let rd = try #require(r.catalog.asset(named: "High")?.renditions.first)
    #expect(
      rd.resizing
        == Resizing(
          mode: "9-part", centerMode: "stretch", centerSize: Size(width: 2, height: 1),
          capInsets: EdgeInsets(top: 5, left: 3, bottom: 8, right: 3)))
  }

  @Test func colorSets() throws {
    let cat = try FixtureCatalog()
    try cat.contents(
      "Brand.colorset",
      """
      {
        "colors" : [
          { "color" : { "color-space" : "srgb", "components" : { "red" : "0xFF", "green" : "128", \
      "blue" : "0.500", "alpha" : "1.000" } }, "idiom" : "universal" },
          { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
            "color" : { "color-space" : "display-p3", "components" : { "red" : 0.25, "green" : 0, "blue" : 1, \
      "alpha" : 0.5 } }, "idiom" : "universal" },
          { "color" : { "color-space" : "extended-srgb", "components" : { "red" : "1.200", "green" : "-0.100", \
      "blue" : "0.000", "alpha" : "1.000" } }, "idiom" : "ipad" },
          { "color" : { "color-space" : "extended-linear-srgb", "components" : { "red" : "0.1", \
      "green" : "0.2", "blue" : "0.3", "alpha" : "1" } }, "idiom" : "mac" },
          { "color" : { "color-space" : "gray-gamma-22", "components" : { "white" : "0.900", \
      "alpha" : "1.000" } }, "idiom" : "tv" },
          { "color" : { "color-space" : "extended-gray", "components" : { "white" : "1.500", \
      "alpha" : "1.000" } }, "idiom" : "watch" },
          { "color" : { "platform" : "ios", "reference" : "systemBlueColor" }, "idiom" : "iphone" }
        ],
        "info" : { "author" : "xcode", "version" : 1 }
      }
      """)
    let r = try SourceCatalogReader.read(paths: [cat.path], options: .init(inspector: .imaging))
    #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
    let a = try #require(r.catalog.asset(named: "Brand"))
    #expect(a.kind == .color)
    let c = a.renditions.map(\.color)
    #expect(c[0]?.colorSpace == "srgb")
    #expect(c[0]?.components.map(\.name) == ["red", "green", "blue", "alpha"])
    #expect(c[0]?.components.map(\.value) == [1, 128.0 / 255, 0.5, 1])
    #expect(c[1]?.components.map(\.value) == [0.25, 0, 1, 0.5])
    #expect(a.renditions[1].slot == traits("style=dark"))
    #expect(c[2]?.components.map(\.value) == [1.2, -0.1, 0, 1])
    #expect(c[4]?.components.map(\.name) == ["white", "alpha"])
    #expect(c[5]?.components.first?.value == 1.5)
    #expect(c[6]?.reference == "systemBlueColor")
    #expect(c[6]?.platform == "ios")
    #expect(c[6]?.colorSpace == nil)
    #expect(r.catalog.resolve("Brand", traits: traits("style=dark"))?.rendition.order == 1)
  }

  @Test func dataAppIconAndSymbolSets() throws {
    let cat = try FixtureCatalog()
    try cat.contents(
      "Config.dataset",
      """
      { "data" : [ { "filename" : "config.json", "idiom" : "universal", "universal-type-identifier" : "public.json" },
                   { "filename" : "big.json", "idiom" : "universal", "memory" : "4GB", \
      "graphics-feature-set" : "metal2v2",
                     "universal-type-identifier" : "public.json" } ],
        "info" : { "author" : "xcode", "version" : 1 },
        "properties" : { "on-demand-resource-tags" : [ "config" ] } }
      """)
    try cat.write("Config.dataset/config.json", Data("{}".utf8))
    try cat.write("Config.dataset/big.json", Data("[]".utf8))
    try cat.contents(
      "AppIcon.appiconset",
      """
      { "images" : [
          { "filename" : "icon-60@3x.png", "idiom" : "iphone", "scale" : "3x", "size" : "60x60", \
      "matching-style" : "fully-qualified-name" },
          { "filename" : "icon-20@3x.png", "idiom" : "iphone", "scale" : "3x", "size" : "20x20" },
          { "filename" : "icon-83.5@2x.png", "idiom" : "ipad", "scale" : "2x", "size" : "83.5x83.5" },
          { "filename" : "icon.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" },
          { "filename" : "dark.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024",
            "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ] },
          { "filename" : "tinted.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024",
            "appearances" : [ { "appearance" : "luminosity", "value" : "tinted" } ] },
          { "filename" : "watch.png", "idiom" : "watch", "role" : "notificationCenter", "scale" : "2x", \
      "size" : "24x24", "subtype" : "38mm" },
          { "idiom" : "ios-marketing", "scale" : "1x", "size" : "1024x1024" }
        ],
        "info" : { "author" : "xcode", "version" : 1 } }
      """)
    for (f, s) in [
      ("icon-60@3x.png", 180), ("icon-20@3x.png", 60), ("icon-83.5@2x.png", 167), ("icon.png", 8), ("dark.png", 8),
      ("tinted.png", 8), ("watch.png", 48),
    ] {
      try cat.png("AppIcon.appiconset/\(f)", width: s, height: s)
    }
    try cat.contents(
      "gear.symbolset",
      """
      { "info" : { "author" : "xcode", "version" : 1 },
        "symbols" : [ { "filename" : "gear.svg", "idiom" : "universal" } ] }
      """)
    try cat.write(
      "gear.symbolset/gear.svg",
      Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"></svg>".utf8))

    let r = try SourceCatalogReader.read(paths: [cat.path], options: .init(inspector: .imaging))
    let notes = r.diagnostics.filter { $0.code == .AC013 }
    #expect(notes.count == 1, "the empty ios-marketing slot")
    #expect(r.diagnostics.count == notes.count, "\(r.diagnostics)")

    let data = try #require(r.catalog.asset(named: "Config"))
    #expect(data.kind == .data)
    #expect(data.renditions[0].typeIdentifier == "public.json")
    #expect(data.renditions[0].format == .data)
    #expect(data.renditions[1].slot == traits("memory=4GB,graphics=metal2v2"))
    #expect(data.properties.onDemandResourceTags == ["config"])
    #expect(r.probes[cat.path + "/Config.dataset/config.json"] == nil)
    #expect(r.inputs.contains(cat.path + "/Config.dataset/config.json"))

    let icon = try #require(r.catalog.asset(named: "AppIcon"))
    #expect(icon.kind == .appIcon)
    try #require(icon.renditions.count == 7, "the empty entry is not a rendition")
    #expect(icon.renditions[0].iconSize == "60x60")
    #expect(icon.renditions[2].pixelSize == Size(width: 167, height: 167))
    #expect(icon.renditions[2].intrinsicSize == Size(width: 83.5, height: 83.5))
    #expect(icon.renditions[3].iconPlatform == "ios")
    #expect(icon.renditions[4].slot == traits("style=dark"))
    #expect(icon.renditions[5].slot == traits("style=tinted"), "iOS 18's tinted icon is a slot of its own")
    #expect(icon.renditions[6].iconRole == "notificationCenter")
    #expect(icon.renditions[6].slot == traits("idiom=watch,subtype=38mm,scale=2"))

    let symbol = try #require(r.catalog.asset(named: "gear"))
    #expect(symbol.kind == .symbol)
    #expect(symbol.renditions[0].format == .svg)
  }

  @Test func groupsNamespacesAndOtherFolderTypes() throws {
    let cat = try FixtureCatalog()
    try cat.contents("", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
    try cat.contents(
      "Icons", #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#)
    try cat.contents("Icons/Small", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
    let image =
      #"{ "images" : [ { "filename" : "s.png", "idiom" : "universal" } ], "info" : { "author" : "xcode", "#
      + #""version" : 1 } }"#
    try cat.contents("Icons/Small/Star.imageset", image)
    try cat.png("Icons/Small/Star.imageset/s.png", width: 2, height: 2)
    try cat.contents("Plain/Moon.imageset", image)
    try cat.png("Plain/Moon.imageset/s.png", width: 2, height: 2)
    try cat.contents(
      "Sprites.spriteatlas",
      #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#)
    try cat.contents("Sprites.spriteatlas/Hero.imageset", image)
    try cat.png("Sprites.spriteatlas/Hero.imageset/s.png", width: 2, height: 2)
    for type in [
      "imagestack", "brandassets", "launchimage", "cubetextureset", "textureset", "arresourcegroup", "stickerpack",
    ] {
      // Complication sets are read and checked (WatchCatalogTests); these are only listed.
      try cat.contents(
        "Thing-\(type).\(type)",
        #"{ "info" : { "author" : "xcode", "version" : 1 }, "layers" : [ { "filename" : "x" } ] }"#)
    }
    let r = try SourceCatalogReader.read(paths: [cat.path], options: .init(inspector: .imaging))
    #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
    #expect(r.catalog.asset(named: "Icons/Star") != nil)
    #expect(r.catalog.asset(named: "Icons/Star")?.path == "Icons/Small/Star.imageset")
    #expect(r.catalog.asset(named: "Moon") != nil)
    #expect(r.catalog.asset(named: "Sprites/Hero") != nil)
    #expect(r.catalog.asset(named: "Sprites")?.kind == .other)
    #expect(r.catalog.asset(named: "Thing-imagestack")?.kind == .other)
    #expect(r.catalog.assets.filter { $0.kind == .other }.count == 8)
  }

  @Test func severalCatalogsShareNames() throws {
    let cat = try FixtureCatalog(name: "A")
    let other = try cat.sibling("B")
    let image = #"{ "images" : [ { "filename" : "s.png", "idiom" : "universal" } ] }"#
    try cat.contents("One.imageset", image)
    try cat.png("One.imageset/s.png", width: 1, height: 1)
    try cat.contents("Two.imageset", image, in: other)
    try cat.png("Two.imageset/s.png", width: 3, height: 3, in: other)
    let r = try SourceCatalogReader.read(paths: [cat.path, other], options: .init(inspector: .imaging))
    #expect(r.catalog.assetNames == ["One", "Two"])
    let two = try #require(r.sourceAsset(named: "Two"))
    #expect(two.catalogPath == other)
    #expect(two.filePath(of: two.asset.renditions[0]) == other + "/Two.imageset/s.png")
    #expect(two.asset.renditions[0].pixelSize == Size(width: 3, height: 3))
  }

  @Test func withoutProbingInputsStillListEveryFile() throws {
    let cat = try FixtureCatalog()
    try cat.contents("One.imageset", #"{ "images" : [ { "filename" : "s.png", "idiom" : "universal" } ] }"#)
    try cat.png("One.imageset/s.png", width: 1, height: 1)
    let r = try SourceCatalogReader.read(
      paths: [cat.path], options: SourceReadOptions(probeImages: false, inspector: .headersOnly))
    #expect(r.inputs == [cat.path + "/One.imageset/Contents.json", cat.path + "/One.imageset/s.png"])
    #expect(r.probes.isEmpty)
    #expect(r.catalog.asset(named: "One")?.renditions.first?.pixelSize == nil)
  }

  @Test func thrownErrorsForMissingOrFileCatalogs() throws {
    #expect(throws: SourceReadError.notFound("/no/such/Thing.xcassets")) {
      try SourceCatalogReader.read(paths: ["/no/such/Thing.xcassets"])
    }
    let cat = try FixtureCatalog()
    try cat.write("file.txt", Data())
    #expect(throws: SourceReadError.notADirectory(cat.path + "/file.txt")) {
      try SourceCatalogReader.read(paths: [cat.path + "/file.txt"])
    }
  }

  /// Xcode's tvOS "App Icon & Top Shelf Image" template writes `tv-marketing` entries beside `tv`
  /// in the Top Shelf image sets (Swiftfin, Moonlight TV, MovieSwiftUI); they were AC003 errors.
  @Test func tvMarketingIsAnIdiom() throws {
    let cat = try FixtureCatalog()
    try cat.contents(
      "Top Shelf Image.imageset",
      """
      { "images" : [
          { "filename" : "shelf.png", "idiom" : "tv", "scale" : "1x" },
          { "idiom" : "tv", "scale" : "2x" },
          { "filename" : "shelf-store.png", "idiom" : "tv-marketing", "scale" : "1x" },
          { "idiom" : "tv-marketing", "scale" : "2x" }
        ],
        "info" : { "author" : "xcode", "version" : 1 } }
      """)
    for f in ["shelf.png", "shelf-store.png"] { try cat.png("Top Shelf Image.imageset/\(f)", width: 8, height: 3) }
    let r = try SourceCatalogReader.read(paths: [cat.path], options: .init(inspector: .imaging))
    #expect(r.diagnostics.allSatisfy { $0.code == .AC013 }, "\(r.diagnostics)")
    let shelf = try #require(r.catalog.asset(named: "Top Shelf Image"))
    #expect(shelf.renditions.map(\.slot.idiom) == [.tv, .tvMarketing])
  }
}

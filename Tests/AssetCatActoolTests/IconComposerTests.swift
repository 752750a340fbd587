import AssetCatCore
import AssetCatImageHeaders
import AssetCatImaging
import AssetCatSource
import AssetCatTestSupport
import AssetCatValidation
import Foundation
import Testing

@testable import AssetCatActool
@testable import AssetCatIconComposer

/// `.icon` inputs (Xcode 26's Icon Composer documents): drawn flat into the app icon the car,
/// the loose icons, the `.icns` and the partial plist come from.
@Suite("actool: Icon Composer documents")
struct IconComposerTests {
  /// An orange automatic gradient (Apple's own example colour), a white disc in front, centred
  /// 100 points above the middle, and a blue-filled copy of it low on the right.
  static let json = """
    {
      "fill" : { "automatic-gradient" : "display-p3:0.89106,0.42105,0.27834,1.00000" },
      "groups" : [
        { "layers" : [ { "image-name" : "disc.svg", "name" : "disc", "position" : { "scale" : 2, \
    "translation-in-points" : [ 0, -100 ] } } ] },
        { "layers" : [ { "image-name" : "disc.svg", "name" : "blue", "fill" : { "solid" : "srgb:0,0,1,1" },
                         "position" : { "scale" : 1, "translation-in-points" : [ 300, 300 ] } } ] },
        { "hidden" : true, "layers" : [ { "image-name" : "missing.svg" } ] }
      ],
      "supported-platforms" : { "circles" : [ "watchOS" ], "squares" : "shared" }
    }
    """
  static let disc =
    ##"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><circle cx="50" cy="50" r="50" "##
    + ##"fill="#fff"/></svg>"##

  /// A folder with `AppIcon.icon` (and whatever else a test adds).
  static func document(_ json: String = json) throws -> FixtureCatalog {
    let cat = try FixtureCatalog()
    try cat.write("../AppIcon.icon/icon.json", Data(json.utf8))
    try cat.write("../AppIcon.icon/Assets/disc.svg", Data(disc.utf8))
    return cat
  }

  static func iconPath(_ cat: FixtureCatalog) -> String { cat.root.appendingPathComponent("AppIcon.icon").path }

  func run(_ r: ActoolRun, _ inputs: [String], platform: String = "iphoneos", _ extra: [String] = []) async -> (
    Int32, String
  ) {
    let outcome = await r.run(
      [
        "--compile", r.out, "--platform", platform, "--minimum-deployment-target", "17.0", "--app-icon", "AppIcon",
        "--output-partial-info-plist", r.plist, "--output-format", "human-readable-text",
      ] + extra + inputs)
    return (outcome.exitCode, ActoolRun.text(outcome))
  }

  /// The document of an `icon.json` text, as the fallback reads it (`IconFile`'s model), in its default look.
  static func iconDocument(_ json: String) throws -> IconComposerDocument {
    IconComposerDocument(try IconFile.parse(Array(json.utf8)))
  }

  static func near(_ pixel: [UInt8], _ expected: [Int], _ tolerance: Int = 4) -> Bool {
    zip(pixel, expected).allSatisfy { abs(Int($0) - $1) <= tolerance }
  }

  @Test(
    """
    iOS: the loose icons and the plist come from the drawn icon; its colours and layers are where the \
    document puts them
    """
  )
  func iOSIcon() async throws {
    let cat = try Self.document()
    let r = try ActoolRun()
    defer { r.remove() }
    let (code, text) = await run(r, [Self.iconPath(cat)], ["--export-dependency-info", r.deps])
    #expect(code == 0, "\(text)")
    #expect(r.files() == ["AppIcon60x60@2x.png", "AppIcon76x76@2x~ipad.png", "Assets.car"])
    #expect(text.contains("its icon stack is compiled as Xcode 26 writes it"))
    let plist = try ActoolRun.plist(r.bytes(r.plist))
    let primary = (plist["CFBundleIcons"] as? [String: Any])?["CFBundlePrimaryIcon"] as? [String: Any]
    #expect(primary?["CFBundleIconName"] as? String == "AppIcon")
    let icon = try ImageDecoder.decode(Data(r.bytes(r.out + "/AppIcon76x76@2x~ipad.png")))
    #expect((icon.width, icon.height, icon.hasTransparentPixels) == (152, 152, false))
    // 152 px for 1024 pt: the disc (200 pt across, centre 412 pt down) is white; the bottom is the
    // gradient's own colour, Display P3 (0.891, 0.421, 0.278) in sRGB; the top is lighter.
    #expect(Self.near(icon.pixel(x: 76, y: 61), [255, 255, 255]), "\(icon.pixel(x: 76, y: 61))")
    #expect(Self.near(icon.pixel(x: 5, y: 146), [245, 98, 58]), "\(icon.pixel(x: 5, y: 146))")
    #expect(icon.pixel(x: 5, y: 2)[1] > 130, "lighter at the top: \(icon.pixel(x: 5, y: 2))")
    // The blue copy: 100 pt across, centred at (812, 812) pt.
    // (Its edge is lit by the glass's specular highlight; its middle keeps the fill's blue.)
    let blue = icon.pixel(x: 120, y: 120)
    #expect(blue[2] > 240 && blue[0] < 100 && blue[1] < 100, "\(blue)")
    let deps = String(decoding: r.bytes(r.deps), as: UTF8.self)
    #expect(deps.contains("AppIcon.icon/icon.json") && deps.contains("AppIcon.icon/Assets/disc.svg"))
    #expect(!deps.contains("assetcat-icon-"), "the temporary catalog is not an input")
  }

  @Test("macOS: an .icns and CFBundleIconFile; the art sits in the rounded square, transparent around it")
  func macOSIcon() async throws {
    let cat = try Self.document()
    let r = try ActoolRun()
    defer { r.remove() }
    let (code, text) = await run(r, [Self.iconPath(cat)], platform: "macosx")
    #expect(code == 0, "\(text)")
    #expect(r.files() == ["AppIcon.icns", "Assets.car"])
    let plist = try ActoolRun.plist(r.bytes(r.plist))
    #expect(plist["CFBundleIconFile"] as? String == "AppIcon" && plist["CFBundleIconName"] as? String == "AppIcon")
    // The seven sizes of Xcode 26.2's Mac car of a public `.icon`, each drawn at its size.
    let fallback = try Self.drawn(platform: .macOS, file: "AppIcon-512@2x.png")
    #expect((fallback.width, fallback.pixel(x: 20, y: 20)[3], fallback.pixel(x: 110, y: 512)[3]) == (1024, 0, 255))
    #expect(try Self.drawn(platform: .macOS, file: "AppIcon-16@2x.png").width == 32)
    #expect(try Self.drawn(platform: .macOS, file: "AppIcon-1024@1x.png").width == 1024)
  }

  @Test("an .icon wins over an .appiconset of its name, as in actool")
  func iconWinsOverAppIconSet() async throws {
    let cat = try Self.document()
    try cat.contents("", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
    try cat.contents(
      "AppIcon.appiconset",
      #"{ "images" : [ { "filename" : "a.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" } ] }"#)
    try cat.write("AppIcon.appiconset/a.png", PNGWriter.png(width: 1024, height: 1024, pixel: [0, 255, 0, 255]))
    let r = try ActoolRun()
    defer { r.remove() }
    let (code, text) = await run(r, [cat.path, Self.iconPath(cat)], ["--warnings"])
    #expect(code == 0, "\(text)")
    // actool's rule, not a name clash to warn of (the warning named assetcat's scratch folder).
    #expect(!text.contains("AC030") && !text.contains("assetcat-icon-"), "\(text)")
    let icon = try ImageDecoder.decode(Data(r.bytes(r.out + "/AppIcon60x60@2x.png")))
    #expect(!Self.near(icon.pixel(x: 2, y: 118), [0, 255, 0]), "drawn from the .icon: \(icon.pixel(x: 2, y: 118))")
  }

  @Test("a layer picture that is missing or outside the document is an error naming it; nothing is written")
  func missingPicture() async throws {
    for name in ["gone.svg", "../../secret.svg"] {
      let cat = try Self.document(#"{ "groups" : [ { "layers" : [ { "image-name" : "\#(name)" } ] } ] }"#)
      let r = try ActoolRun()
      defer { r.remove() }
      let (code, text) = await run(r, [Self.iconPath(cat)])
      #expect(code == 1)
      #expect(text.contains(name), "\(text)")
      #expect(r.files().isEmpty)
    }
  }

  /// Xcode 26.2's car of cubesql/cubeSQLAdmin, built with this option, holds the icon stack and
  /// the flat sizes drawn from the `.icon`: the option does not leave the icon out.
  @Test("--enable-icon-stack-fallback-generation disabled: the icon is still compiled, with a notice")
  func fallbackDisabled() async throws {
    let cat = try Self.document()
    try cat.contents("", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
    let r = try ActoolRun()
    defer { r.remove() }
    let (code, text) = await run(
      r, [cat.path, Self.iconPath(cat)],
      ["--enable-icon-stack-fallback-generation=disabled", "--warnings", "--notices"])
    #expect(code == 0, "\(text)")
    #expect(!text.contains("was ignored"), "\(text)")
    #expect(!text.contains("[AC070]"), "\(text)")
    #expect(text.contains("--enable-icon-stack-fallback-generation disabled: the flat sizes are drawn"), "\(text)")
    #expect(r.files().contains("Assets.car"))
  }

  @Test("the sample document (SampleAssets/IconComposer) draws: white art on its blue gradient, opaque")
  func sampleDocument() async throws {
    let r = try ActoolRun()
    defer { r.remove() }
    let sample = Paths.root.appendingPathComponent("SampleAssets/IconComposer/AppIcon.icon").path
    let (code, text) = await run(r, [sample])
    #expect(code == 0, "\(text)")
    let icon = try ImageDecoder.decode(Data(r.bytes(r.out + "/AppIcon60x60@2x.png")))
    #expect((icon.width, icon.hasTransparentPixels) == (120, false))
    // The art is translucent glass: white with the blue showing through, lighter than the blue.
    let art = icon.pixel(x: 60, y: 80), below = icon.pixel(x: 2, y: 117)
    #expect(art[0] > below[0] + 60 && art[2] > 200, "\(art) over \(below)")
    #expect(below[2] > 200, "blue below: \(below)")
  }

  @Test(
    """
    a root gradient's orientation counts y from the bottom, a layer's from the top (as Icon Composer drew \
    simple-navi's icon)
    """
  )
  func gradientOrientations() throws {
    let json = #"""
      { "fill" : { "linear-gradient" : [ "srgb:1,1,1,1", "srgb:0,0,0,1" ], "orientation" : { "start" : { \#
      "x" : 0.5, "y" : 1 }, "stop" : { "x" : 0.5, "y" : 0.3 } } },
        "groups" : [ { "layers" : [ { "image-name" : "disc.svg", "position" : { "scale" : 10.24 },
          "fill" : { "linear-gradient" : [ "srgb:1,0,0,1", "srgb:0,0,1,1" ], "orientation" : { "start" : { \#
      "x" : 0.5, "y" : 0 }, "stop" : { "x" : 0.5, "y" : 1 } } } } ] } ] }
      """#
    let document = try Self.iconDocument(json)
    let background = try IconCompositor.render(
      background: document.background, layers: [], pixels: 100, shape: .square, opaque: true)
    #expect(
      Self.near(background.pixel(x: 50, y: 0), [255, 255, 255], 3), "white at the top: \(background.pixel(x: 50, y: 0))"
    )
    #expect(
      Self.near(background.pixel(x: 50, y: 80), [0, 0, 0], 3), "black from 70% down: \(background.pixel(x: 50, y: 80))")
    let layers = try document.placedLayers { (_: String) throws(IconComposerError) in Data(Self.disc.utf8) }
    let drawn = try IconCompositor.render(background: nil, layers: layers, pixels: 100, shape: .square, opaque: true)
    #expect(
      drawn.pixel(x: 50, y: 3)[0] > 200 && drawn.pixel(x: 50, y: 96)[2] > 200,
      "the disc's fill: red at the top, blue at the bottom")
  }

  @Test("a layer is its picture's size in points times its scale, centred on the canvas plus its translation (y down)")
  func layerGeometry() throws {
    let json =
      #"{ "groups" : [ { "layers" : [ { "image-name" : "disc.svg", "position" : { "scale" : 2, "#
      + #""translation-in-points" : [ -256, 256 ] } } ] } ] }"#
    let document = try Self.iconDocument(json)
    let layers = try document.placedLayers { (_: String) throws(IconComposerError) in Data(Self.disc.utf8) }
    // 1024 points on 128 pixels: the 200-point disc is 25 pixels across, centred at (32, 96).
    let drawn = try IconCompositor.render(
      background: .solid(.clear), layers: layers, pixels: 128, shape: .square, opaque: false)
    #expect(
      drawn.pixel(x: 32, y: 96)[3] == 255 && drawn.pixel(x: 32, y: 84)[3] > 0 && drawn.pixel(x: 32, y: 80)[3] == 0)
    #expect(drawn.pixel(x: 96, y: 32)[3] == 0 && drawn.pixel(x: 64, y: 64)[3] == 0)
  }

  @Test(
    """
    hostile positions neither trap nor take the memory: a layer translated 1e300 points is nowhere, \
    one scaled a million times is refused
    """
  )
  func hostilePositions() throws {
    let far =
      #"{ "groups" : [ { "layers" : [ { "image-name" : "d", "position" : { "translation-in-points" : [ 1e300, "#
      + #"-1e308 ] } } ] } ] }"#
    let layers = try Self.iconDocument(far).placedLayers { (_: String) throws(IconComposerError) in
      Data(Self.disc.utf8)
    }
    let drawn = try IconCompositor.render(
      background: .solid(.white), layers: layers, pixels: 64, shape: .square, opaque: true)
    #expect(Self.near(drawn.pixel(x: 32, y: 32), [255, 255, 255]))
    let huge = #"{ "groups" : [ { "layers" : [ { "image-name" : "d", "position" : { "scale" : 1000000 } } ] } ] }"#
    let big = try Self.iconDocument(huge).placedLayers { (_: String) throws(IconComposerError) in
      Data(Self.disc.utf8)
    }
    #expect(throws: ImagingError.self) {
      try IconCompositor.render(background: nil, layers: big, pixels: 64, shape: .square, opaque: true)
    }
    let many = Array(repeating: big[0], count: IconCompositor.maxLayers + 1)
    #expect(throws: ImagingError.self) {
      try IconCompositor.render(background: nil, layers: many, pixels: 64, shape: .square, opaque: true)
    }
  }

  @Test(
    """
    iOS also gets the dark look (the system's dark gradient, the fill colour on the glyph that had none) and \
    the tinted one (that, in gray)
    """
  )
  func darkAndTintedLooks() throws {
    let dark = try Self.drawn(platform: .iOS, file: "AppIcon-dark.png")
    #expect(dark.pixel(x: 2, y: 1021)[0] < 40, "the dark gradient's foot: \(dark.pixel(x: 2, y: 1021))")
    let disc = dark.pixel(x: 512, y: 480)
    #expect(disc[0] > 200 && disc[2] < 160, "the white disc takes the orange fill: \(disc)")
    let tinted = try Self.drawn(platform: .iOS, file: "AppIcon-tinted.png")
    let t = tinted.pixel(x: 512, y: 480)
    #expect(t[0] == t[1] && t[1] == t[2], "gray: \(t)")
    let contents = try Self.fallbackContents(platform: .iOS)
    #expect(contents.contains(#""value" : "dark""#) && contents.contains(#""value" : "tinted""#))
  }

  @Test(
    """
    the drawn looks read icon.json as the car's icon stack does: a dark fill entry for one idiom only is not \
    the dark look's own (the system's dark gradient, the light colour on the glyph), the last of two entries \
    for an appearance counts
    """
  )
  func looksReadAsTheCarReads() throws {
    let idiomOnly = #"""
      { "fill" : { "solid" : "srgb:1,0,0,1" }, "fill-specializations" : [ { "appearance" : "dark", \#
      "idiom" : "watchOS", "value" : { "solid" : "srgb:0,1,0,1" } } ],
        "groups" : [ { "layers" : [ { "image-name" : "disc.svg" } ] } ] }
      """#
    let dark = IconComposerDocument(try IconFile.parse(Array(idiomOnly.utf8)), look: .dark)
    #expect(dark.background == IconComposerFill.systemDark)
    let layers = try dark.placedLayers { (_: String) throws(IconComposerError) in Data(Self.disc.utf8) }
    #expect(layers.map(\.fill) == [.solid(IconColor(red: 1, green: 0, blue: 0))])
    let twice = #"""
      { "fill-specializations" : [ { "appearance" : "dark", "value" : { "solid" : "srgb:0,1,0,1" } }, \#
      { "appearance" : "dark", "value" : { "solid" : "srgb:0,0,1,1" } } ] }
      """#
    let last = IconComposerDocument(try IconFile.parse(Array(twice.utf8)), look: .tinted)
    #expect(last.background == .solid(IconColor(red: 0, green: 0, blue: 1)))
  }

  @Test("colour strings: Display P3 converted to sRGB, extended sRGB, gray; unknown spaces refused")
  func colours() throws {
    let p3 = try #require(IconColor.parse("display-p3:0.89106,0.42105,0.27834,1.00000"))
    #expect([p3.red, p3.green, p3.blue].map { Int(($0 * 255).rounded()) } == [245, 98, 58])
    #expect(IconColor.parse("extended-srgb:1.2,0,0.5,1") == IconColor(red: 1.2, green: 0, blue: 0.5))
    #expect(
      IconColor.parse("extended-gray:0.5,0.25") == IconColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25))
    #expect(IconColor.parse("cmyk:0,0,0,1") == nil)
    #expect(IconColor.parse("srgb:a,b,c") == nil)
    // One parser for what is drawn and what is checked: a colour validation refuses (sRGB
    // outside 0…1, a component missing) is not drawn either.
    #expect(IconColor.parse("srgb:1.2,0,0") == nil)
    #expect(IconColor.parse("srgb:1,,0,1") == nil)
  }

  /// The drawn set's Contents.json for `platform`.
  static func fallbackContents(platform: ApplePlatform) throws -> String {
    let cat = try document()
    let fallback = try #require(try IconComposerFallback.make([iconPath(cat)], platform: platform))
    defer { fallback.remove() }
    return try String(contentsOfFile: fallback.catalog + "/AppIcon.appiconset/Contents.json", encoding: .utf8)
  }

  /// The document drawn as the fallback writer draws it for `platform`.
  static func drawn(platform: ApplePlatform, file: String = "AppIcon.png") throws -> DecodedImage {
    let cat = try document()
    let fallback = try #require(try IconComposerFallback.make([iconPath(cat)], platform: platform))
    defer { fallback.remove() }
    return try ImageDecoder.decode(
      Data(contentsOf: URL(fileURLWithPath: fallback.catalog + "/AppIcon.appiconset/" + file)))
  }
}

extension IconComposerTests {
  @Test("a malformed icon.json is an error naming the key and its line; nothing is written")
  func malformedDocument() async throws {
    let cat = try Self.document(#"{ "groups" : [ { "layers" : [ { "image-name" : "disc.svg", "opacity" : 7 } ] } ] }"#)
    let r = try ActoolRun()
    defer { r.remove() }
    let (code, text) = await run(r, [Self.iconPath(cat)])
    #expect(code == 1)
    #expect(text.contains("groups[0].layers[0].opacity (line 1): is 7.0, not between 0 and 1"), "\(text)")
    #expect(!r.files().contains("Assets.car"))
  }
}

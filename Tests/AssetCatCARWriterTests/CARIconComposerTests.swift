import AssetCatBytes
import AssetCatCAR
import AssetCatCARWriter
import AssetCatCore
import AssetCatImaging
import AssetCatSource
import AssetCatTestSupport
import Foundation
import Testing

/// An Icon Composer icon in a car as Xcode 26 writes it: per appearance the icon stack and its
/// group, the gradients and colours they name, the art (a PNG as an image, an SVG as a vector).
@Suite("CAR writer: Icon Composer icons")
struct CARIconComposerTests {
  static let json = """
    {
      "fill" : { "automatic-gradient" : "display-p3:0.89106,0.42105,0.27834,1.00000" },
      "groups" : [
        { "name" : "Group", "shadow" : { "kind" : "neutral", "opacity" : 1 }, "specular" : true,
          "translucency" : { "enabled" : true, "value" : 0.42 },
          "layers" : [
            { "glass" : true, "image-name" : "4D.svg", "name" : "4D", "position" : { "scale" : 1.66, \
    "translation-in-points" : [ 0, 0 ] } },
            { "glass" : false, "image-name" : "back.png", "name" : "back", "opacity" : 0.5 }
          ] }
      ],
      "supported-platforms" : { "squares" : "shared" }
    }
    """
  static let svg =
    ##"<svg xmlns="http://www.w3.org/2000/svg" width="448" height="320"><rect width="448" height="320" "##
    + ##"fill="#fff"/></svg>"##

  /// A folder with an empty catalog and `App.icon`; the car built for macOS 10.14 and read back.
  static func build(json: String = json) throws -> (CARCatalog, [UInt8]) {
    let cat = try FixtureCatalog()
    _ = try cat.contents("", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
    try cat.write("../App.icon/icon.json", Data(json.utf8))
    try cat.write("../App.icon/Assets/4D.svg", Data(svg.utf8))
    try cat.write("../App.icon/Assets/back.png", PNGWriter.png(width: 384, height: 384, pixel: [10, 20, 30, 255]))
    let source = try CARWriterSupport.read(cat.path)
    var options = CAROptions(platform: .macOS, minimumDeploymentTarget: OSVersion("10.14")!, jobs: 2)
    options.iconComposerDocuments = [cat.root.appendingPathComponent("App.icon").path]
    let bytes = try CARWriter.build(source, options: options).0
    return (try CARWriterSupport.open(bytes), bytes)
  }

  static func layouts(_ car: CARCatalog) -> [String: Set<UInt16>] {
    car.facets.mapValues { Set($0.entries.map(\.header.layout.rawValue)) }
  }

  static func appearances(_ car: CARCatalog, _ facet: String) -> Set<String> {
    Set(
      car.facets[facet]?.entries.compactMap { e in
        car.file.value(.appearance, in: e.key).flatMap { car.file.appearances[$0] }
      } ?? [])
  }

  @Test("the facets, layouts and appearances of Apple's car of an icon like it")
  func shape() throws {
    let (car, _) = try Self.build()
    #expect(
      Self.layouts(car) == [
        "App": [1019], "App/Group": [1020], "App_Assets/4D": [9], "App_Assets/back": [12],
        "App_Assets/Color-1": [1009], "App_Assets/Color-2": [1009], "App_Assets/Color-3": [1009],
        "App_Assets/Color-4": [1009],
        "App_Assets/Gradient-1": [1021], "App_Assets/Gradient-2": [1021],
      ])
    let three: Set = ["NSAppearanceNameAqua", "NSAppearanceNameDarkAqua", "ISAppearanceTintable"]
    #expect(Self.appearances(car, "App") == three && Self.appearances(car, "App/Group") == three)
    #expect(Set(car.file.appearances.values) == three.union(["NSAppearanceNameSystem"]))
    #expect(
      car.file.keyFormat.attributes == [
        .appearance, .element, .part, .identifier, .state, .presentationState, .scale, .previousState, .previousValue,
      ], "Apple's Mac key format for a car with an .icon (and dimension2 after identifier with fallback sizes)")
    let art = try #require(car.facets["App_Assets/4D"]?.entries.first)
    #expect(art.header.name == "image.svg")
  }

  @Test("the stack and group records: layers back first, framed on the canvas, with Apple's glass fields")
  func records() throws {
    let (car, _) = try Self.build()
    let ids = Dictionary(uniqueKeysWithValues: car.file.facets.map { ($0.name, $0.key.value(of: .identifier) ?? 0) })
    let dark = try #require(car.facets["App/Group"]?.entries.first { car.file.value(.appearance, in: $0.key) == 1 })
    let group = try car.file.rendition(dark)
    let refs = try #require(group.tlv(CSITLV.layerReferences)).value
    let layers = try parse(refs, as: CSILayerReferences.self).layers
    #expect(
      layers.map(\.frame) == [
        CARRect(x: 320, y: 320, width: 384, height: 384), CARRect(x: 140, y: 246, width: 744, height: 531),
      ])
    #expect(
      layers.map { $0.key.last?.value } == [ids["App_Assets/back"], ids["App_Assets/4D"]] && layers[0].opacity == 0.5)
    let styles = try parse(try #require(group.tlv(CSIIconLayerStyles.type)).value, as: CSIIconLayerStyles.self)
    #expect(
      styles.styles == [.init(kind: 0), .init(kind: 1, fillName: "App_Assets/Gradient-1")], "dark fills the SVG glyph")
    let light = try #require(car.facets["App"]?.entries.first { car.file.value(.appearance, in: $0.key) == 8 })
    let stack = try car.file.rendition(light)
    let effects = try parse(try #require(stack.tlv(CSIIconLayerEffects.type)).value, as: CSIIconLayerEffects.self)
    #expect(
      effects.effects[1].translucent == 1 && effects.effects[1].shadowKind == 3 && effects.effects[1].shadowOpacity == 1
    )
    #expect(stack.tlvs.map(\.type) == [1012, 1020, 1021, 1004, 1005, 1006] && stack.header.name == "App.iconstack")
    let gradient = try car.file.rendition(try #require(car.facets["App_Assets/Gradient-1"]?.entries.first))
    let g = try parse(gradient.payload, as: CSIIconGradient.self)
    #expect(g.kind == 0 && g.stops.map(\.colorName) == ["App_Assets/Color-2"])
  }

  @Test("the same input gives the same bytes")
  func deterministic() throws {
    #expect(try Self.build().1 == Self.build().1)
  }

  @Test("an icon.json that does not read leaves the stack out, saying why")
  func malformed() throws {
    let cat = try FixtureCatalog()
    _ = try cat.contents("", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
    try cat.write("../App.icon/icon.json", Data(#"{"groups": 3}"#.utf8))
    let source = try CARWriterSupport.read(cat.path)
    var options = CAROptions(platform: .macOS, minimumDeploymentTarget: OSVersion("10.14")!, jobs: 2)
    options.iconComposerDocuments = [cat.root.appendingPathComponent("App.icon").path]
    let summary = try CARWriter.build(source, options: options).1
    #expect(summary.skipped.contains { $0.contains("groups (line 1): is not a list") }, "\(summary.skipped)")
  }

  func parse<R: ByteRecord>(_ bytes: [UInt8], as type: R.Type) throws -> R {
    try bytes.withUnsafeBytes { buf in
      var r = ByteReader(buf, endianness: .little)
      return try r.record(R.self)
    }
  }
}

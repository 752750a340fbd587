import AssetCatBytes
import AssetCatCAR
import AssetCatCARPixels
import AssetCatCore
import AssetCatImaging
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCARWriter

/// tvOS app icons are layered image stacks inside a brand assets folder. They were left out of
/// the car ("other sets are not written") and `--app-icon` refused to name one, so a tvOS app
/// built with assetcat had no icon.
@Suite struct CARImageStackTests {
  static let fixture = CARWriterSupport.root.appendingPathComponent(
    "Tests/AssetCatCARTests/Fixtures/volte-tvos-xcode26.2.car"
  ).path

  /// `Brand.brandassets` holding `App Icon.imagestack` with `layers` (front first, each a name
  /// and its images at 1x and 2x) and a top shelf image set.
  static func catalog(_ layers: [(String, [Int: DecodedImage])]) throws -> FixtureCatalog {
    let c = try FixtureCatalog(name: "TV")
    let info = #""info" : { "author" : "xcode", "version" : 1 }"#
    try c.contents(
      "Brand.brandassets",
      #"{ "assets" : [ { "filename" : "App Icon.imagestack", "idiom" : "tv", "role" : "primary-app-icon", "#
        + #""size" : "400x240" }, { "filename" : "Top Shelf Image.imageset", "idiom" : "tv", "#
        + #""role" : "top-shelf-image", "size" : "1920x720" } ], "#
        + info + " }")
    let list = layers.map { #"{ "filename" : "\#($0.0).imagestacklayer" }"# }.joined(separator: ", ")
    try c.contents("Brand.brandassets/App Icon.imagestack", "{ \"layers\" : [ \(list) ], \(info) }")
    for (name, images) in layers {
      let set = "Brand.brandassets/App Icon.imagestack/\(name).imagestacklayer/Content.imageset"
      try c.contents("Brand.brandassets/App Icon.imagestack/\(name).imagestacklayer", "{ \(info) }")
      let entries = images.keys.sorted().map {
        #"{ "filename" : "\#(name)\#($0).png", "idiom" : "tv", "scale" : "\#($0)x" }"#
      }
      try c.contents(set, "{ \"images\" : [ \(entries.joined(separator: ", ")) ], \(info) }")
      for (scale, image) in images { try c.write("\(set)/\(name)\(scale).png", try PNGEncoder.encode(image)) }
    }
    try c.contents(
      "Brand.brandassets/Top Shelf Image.imageset",
      #"{ "images" : [ { "filename" : "shelf.png", "idiom" : "tv", "scale" : "1x" } ], "# + info + " }")
    try c.png("Brand.brandassets/Top Shelf Image.imageset/shelf.png", width: 4, height: 2)
    return c
  }

  static func build(_ c: FixtureCatalog) throws -> CARFile {
    let source = try CARWriterSupport.read(c.path)
    let options = CAROptions(platform: .tvOS, minimumDeploymentTarget: OSVersion("17.0")!, appIcon: "Brand", jobs: 2)
    let (bytes, _) = try CARWriter.build(source, options: options)
    return try CARFile(storage: ByteStorage(copying: bytes))
  }

  static func image(_ file: CARFile, _ name: String) throws -> DecodedImage {
    try CARBitmapDecoder.decode(try file.rendition(try #require(file.renditions.first { $0.header.name == name })))
  }

  /// The stack's renditions as (part, scale, idiom, name, pixel size), sorted.
  static func derived(_ file: CARFile, facet: String) throws -> [String] {
    let id = try #require(
      file.facets.first { $0.name == facet }?.key.attributes.first { $0.attribute == .identifier }?.value)
    let f = file.keyFormat.attributes
    return file.renditions.filter { $0.key.values[f.firstIndex(of: .identifier)!] == id }.map { e in
      let v = { (a: RenditionAttribute) in f.firstIndex(of: a).map { e.key.values[$0] } ?? 0 }
      return
        "part \(v(.part)) scale \(v(.scale)) "
        + "idiom \(v(.idiom)) \(e.header.name) \(e.header.width)×\(e.header.height) "
        + "layout \(e.header.layout.rawValue)"
    }.sorted()
  }

  @Test("an image stack compiles as actool 26.2 compiled the same layers: stack, layers, flattened and blurred images")
  func pairsWithXcode() throws {
    let apple = try CARFile(path: Self.fixture)
    let layers = try ["Front", "Middle", "Back"].map { name in
      (name, try Dictionary(uniqueKeysWithValues: [1, 2].map { ($0, try Self.image(apple, "\(name)x\($0).png")) }))
    }
    let c = try Self.catalog(layers)
    let ours = try Self.build(c)
    // Same facets (ours adds the top shelf set) and, per facet, the same renditions.
    let appleFacets = Set(apple.facets.map(\.name))
    #expect(appleFacets.isSubset(of: Set(ours.facets.map(\.name))))
    for facet in appleFacets where facet == "App Icon" {
      #expect(try Self.derived(ours, facet: facet) == Self.derived(apple, facet: facet))
    }
    // The stack names its layers back first.
    func layerNames(_ file: CARFile) throws -> [String] {
      let stack = try #require(file.renditions.first { $0.header.layout == .layerStack })
      let refs = try #require(try file.rendition(stack).tlv(CSITLV.layerReferences)).parse(CSILayerReferences.self)
      let names = Dictionary(
        uniqueKeysWithValues: file.facets.map {
          ($0.key.attributes.first { $0.attribute == .identifier }?.value ?? 0, $0.name)
        })
      return refs.layers.map { l in names[l.key.first { $0.attribute == .identifier }?.value ?? 0] ?? "?" }
    }
    #expect(try layerNames(ours) == ["App Icon/Back/Content", "App Icon/Middle/Content", "App Icon/Front/Content"])
    #expect(try layerNames(ours) == layerNames(apple))
    for scale in [1, 2] {
      let flat = try Self.image(ours, "ZZZZFlattenedImage-\(scale).1.0-gamut0"),
        appleFlat = try Self.image(apple, "ZZZZFlattenedImage-\(scale).1.0-gamut0")
      #expect(
        zip(flat.rgba, appleFlat.rgba).allSatisfy { abs(Int($0) - Int($1)) <= 1 },
        "flattened \(scale)x within one level of Apple's")
      let blur = try Self.image(ours, "ZZZZRadiosityImage-\(scale).0.0"),
        appleBlur = try Self.image(apple, "ZZZZRadiosityImage-\(scale).0.0")
      // Compared premultiplied, as stored: a faint edge's colour says little.
      func premultiplied(_ i: DecodedImage) -> [Int] {
        i.rgba.indices.map { $0 % 4 == 3 ? Int(i.rgba[$0]) : Int(i.rgba[$0]) * Int(i.rgba[$0 | 3]) / 255 }
      }
      let diff = zip(premultiplied(blur), premultiplied(appleBlur)).reduce(0) { $0 + abs($1.0 - $1.1) }
      let mean = Double(diff) / Double(blur.rgba.count)
      #expect(mean < 4, "blurred \(scale)x differs from Apple's by \(mean) levels on average")
    }
  }

  @Test("layers draw one over another, back first; a smaller layer is centred")
  func flattening() throws {
    func solid(_ w: Int, _ h: Int, _ px: [UInt8]) -> DecodedImage {
      DecodedImage(width: w, height: h, rgba: Array((0..<(w * h)).flatMap { _ in px }))
    }
    let c = try Self.catalog([
      ("Front", [1: solid(2, 2, [0, 0, 255, 128])]), ("Back", [1: solid(4, 4, [255, 0, 0, 255])]),
    ])
    let car = try Self.build(c)
    let flat = try Self.image(car, "ZZZZFlattenedImage-1.1.0-gamut0")
    #expect(flat.width == 4 && flat.height == 4)
    #expect(flat.pixel(x: 0, y: 0) == [255, 0, 0, 255])
    // Half-transparent blue over red, in the middle 2×2 only.
    #expect(flat.pixel(x: 1, y: 1) == [127, 0, 128, 255])
    #expect(flat.pixel(x: 3, y: 3) == [255, 0, 0, 255])
    // Only 1x art: no 2x derived images; the top shelf set is an ordinary image set.
    #expect(!car.renditions.contains { $0.header.name.hasPrefix("ZZZZFlattenedImage-2") })
    #expect(car.facets.contains { $0.name == "Top Shelf Image" })
  }

  /// A layer left without a file (Xcode's template slot: Moonlight TV ships with an empty front
  /// layer) is not drawn; the stack was left out of the car before ("no bitmap at a scale they
  /// all share").
  @Test func anEmptyLayerIsLeftOutOfTheStack() throws {
    func solid(_ px: [UInt8]) -> DecodedImage {
      DecodedImage(width: 4, height: 4, rgba: Array((0..<16).flatMap { _ in px }))
    }
    let c = try Self.catalog([
      ("Front", [:]), ("Middle", [1: solid([0, 0, 255, 255])]), ("Back", [1: solid([255, 0, 0, 255])]),
    ])
    let car = try Self.build(c)
    let stack = try #require(car.renditions.first { $0.header.layout == .layerStack })
    let refs = try #require(try car.rendition(stack).tlv(CSITLV.layerReferences)).parse(CSILayerReferences.self)
    #expect(refs.layers.count == 2)
    #expect(try Self.image(car, "ZZZZFlattenedImage-1.1.0-gamut0").pixel(x: 1, y: 1) == [0, 0, 255, 255])
  }

  /// The stack itself is listed, not resolved, in the car as in the source (the car chose its
  /// first flattened image, 1x, for every request before); its layers and the top shelf set
  /// answer every Apple TV preset as the source does.
  @Test func resolvesAsTheSource() throws {
    func solid(_ w: Int, _ h: Int) -> DecodedImage {
      DecodedImage(width: w, height: h, rgba: [UInt8](repeating: 200, count: w * h * 4))
    }
    let c = try Self.catalog([
      ("Front", [1: solid(4, 2), 2: solid(8, 4)]), ("Back", [1: solid(4, 2), 2: solid(8, 4)]),
    ])
    let source = try CARWriterSupport.read(c.path)
    let options = CAROptions(platform: .tvOS, minimumDeploymentTarget: OSVersion("17.0")!, appIcon: "Brand", jobs: 2)
    let car = try CARWriterSupport.open(try CARWriter.build(source, options: options).0)
    #expect(Set(car.assetNames) == ["App Icon", "App Icon/Back/Content", "App Icon/Front/Content", "Top Shelf Image"])
    for name in car.assetNames {
      for (label, traits) in CARWriterResolveSweepTests.requests where traits.idiom == .tv {
        let want = CARWriterResolveSweepTests.answer(source.catalog.resolve(name, traits: traits))
        let got = CARWriterResolveSweepTests.answer(car.resolve(name, traits: traits))
        #expect(want == got, "\(name) on \(label)")
        if name == "App Icon" { #expect(got == nil) }
      }
    }
  }
}

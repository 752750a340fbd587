import AssetCatCLI
import AssetCatTestSupport
import Foundation
import Testing

/// Image stacks of every kind come back from compile → extract: visionOS solid image
/// stacks (`.solidimagestack`, its `.solidimagestacklayer`s and their image sets), tvOS layered
/// images (`.imagestack` in `.brandassets`), every Contents.json equal as JSON, every image byte
/// for byte. VLC's visionOS app icons lost their layers: extract wrote the stack's Contents.json
/// and none of the layers'.
@Suite("image stacks round-trip through .assetcat, and through a car as far as it holds them")
struct ImageStackRoundTripTests {
  static let info = #""info":{"author":"xcode","version":1}"#

  /// A visionOS app icon as Xcode's template lays it out: three layers, front first, each an
  /// image set `Content` of one vision 2x slot; the middle one left empty.
  static func visionIcon(_ catalog: FixtureCatalog, at folder: String = "AppIcon.solidimagestack") throws {
    let layers = ["Front", "Middle", "Back"]
    let list = layers.map { #"{"filename":"\#($0).solidimagestacklayer"}"# }.joined(separator: ",")
    try catalog.contents(folder, #"{\#(info),"layers":[\#(list)]}"#)
    for layer in layers {
      let l = "\(folder)/\(layer).solidimagestacklayer"
      try catalog.contents(l, "{\(info)}")
      let file = layer == "Middle" ? "" : #""filename":"\#(layer.lowercased()).png","#
      try catalog.contents(l + "/Content.imageset", #"{"images":[{\#(file)"idiom":"vision","scale":"2x"}],\#(info)}"#)
      if layer != "Middle" { try catalog.png(l + "/Content.imageset/\(layer.lowercased()).png", width: 8, height: 8) }
    }
  }

  /// A tvOS brand assets folder: the app icon's image stack (two layers) and a top shelf image.
  static func tvIcon(_ catalog: FixtureCatalog) throws {
    let brand = "Brand.brandassets"
    try catalog.contents(
      brand,
      #"{"assets":[{"filename":"App Icon.imagestack","idiom":"tv","role":"primary-app-icon","size":"400x240"},"#
        + #"{"filename":"Top Shelf Image.imageset","idiom":"tv","role":"top-shelf-image","size":"1920x720"}],\#(info)}"#
    )
    let stack = brand + "/App Icon.imagestack"
    try catalog.contents(
      stack, #"{\#(info),"layers":[{"filename":"Front.imagestacklayer"},{"filename":"Back.imagestacklayer"}]}"#)
    for layer in ["Front", "Back"] {
      let l = "\(stack)/\(layer).imagestacklayer"
      try catalog.contents(l, "{\(info)}")
      try catalog.contents(
        l + "/Content.imageset",
        #"{"images":[{"filename":"\#(layer).png","idiom":"tv","scale":"1x"},{"idiom":"tv","scale":"2x"}],\#(info)}"#)
      try catalog.png(l + "/Content.imageset/\(layer).png", width: 4, height: 2)
    }
    try catalog.contents(
      brand + "/Top Shelf Image.imageset", #"{"images":[{"filename":"shelf.png","idiom":"tv","scale":"1x"}],\#(info)}"#)
    try catalog.png(brand + "/Top Shelf Image.imageset/shelf.png", width: 4, height: 2)
  }

  /// Every file under `root`, by its path relative to it.
  static func files(_ root: String) -> [String: String] {
    var out: [String: String] = [:]
    let e = FileManager.default.enumerator(atPath: root)
    while let rel = e?.nextObject() as? String {
      var dir: ObjCBool = false
      let full = root + "/" + rel
      if FileManager.default.fileExists(atPath: full, isDirectory: &dir), !dir.boolValue { out[rel] = full }
    }
    return out
  }

  /// The source files extract did not give back: Contents.json files missing or unequal as JSON,
  /// other files missing or unequal in bytes. Empty when the round trip is exact.
  static func lost(_ source: String, _ extracted: String) throws -> [String] {
    let got = files(extracted)
    var lost: [String] = []
    for (rel, path) in files(source).sorted(by: { $0.key < $1.key }) {
      guard let copy = got[rel] else {
        lost.append("\(rel): missing")
        continue
      }
      if (rel as NSString).lastPathComponent == "Contents.json" {
        if try ExtractRoundTripTests.json(path) != ExtractRoundTripTests.json(copy) {
          lost.append("\(rel): differs as JSON")
        }
      } else if FileManager.default.contents(atPath: path) != FileManager.default.contents(atPath: copy) {
        lost.append("\(rel): differs")
      }
    }
    return lost
  }

  @Test(
    "a visionOS solid image stack: the stack, its three layers and their image sets come back (10 files; 8 were lost)")
  func solidImageStack() async throws {
    let catalog = try FixtureCatalog()
    try catalog.contents("", "{\(Self.info)}")
    try Self.visionIcon(catalog)
    #expect(Self.files(catalog.path).count == 10)
    let dest = try await ExtractRoundTripTests.roundTrip(catalog)
    #expect(try Self.lost(catalog.path, dest) == [])
  }

  @Test("two solid image stacks, one in a namespace group, and a tvOS layered image in brand assets come back whole")
  func everyKind() async throws {
    let catalog = try FixtureCatalog()
    try catalog.contents("", "{\(Self.info)}")
    try Self.visionIcon(catalog)
    try catalog.contents("Alternates", #"{\#(Self.info),"properties":{"provides-namespace":true}}"#)
    try Self.visionIcon(catalog, at: "Alternates/Dark.solidimagestack")
    try Self.tvIcon(catalog)
    let dest = try await ExtractRoundTripTests.roundTrip(catalog)
    #expect(try Self.lost(catalog.path, dest) == [])
  }

  @Test(
    """
    through a tvOS car: the image stack's Contents.json, its layers' and their images come back (the brand \
    assets folder is not in a car)
    """
  )
  func tvStackThroughACar() throws {
    let catalog = try FixtureCatalog()
    try catalog.contents("", "{\(Self.info)}")
    try Self.tvIcon(catalog)
    let car = catalog.root.appendingPathComponent("a.car").path
    let compiled = try AssetCatExecutable.run([
      "compile", catalog.path, "-o", car, "--platform", "appletvos", "--app-icon", "Brand",
    ])
    #expect(compiled.status == 0, "\(compiled.stderr)")
    let dest = catalog.root.appendingPathComponent("x/Out.xcassets").path
    let extracted = try AssetCatExecutable.run(["extract", car, dest])
    #expect(extracted.status == 0, "\(extracted.stderr)")
    let source = catalog.path + "/Brand.brandassets/App Icon.imagestack"
    let back = dest + "/App Icon.imagestack"
    for rel in ["Contents.json", "Front.imagestacklayer/Contents.json", "Back.imagestacklayer/Contents.json"] {
      #expect(
        try ExtractRoundTripTests.json(back + "/" + rel) == ExtractRoundTripTests.json(source + "/" + rel), "\(rel)")
    }
    for layer in ["Front", "Back"] {
      // A car holds the filled slots only: the image set comes back without its empty 2x entry.
      let set = back + "/\(layer).imagestacklayer/Content.imageset"
      let root =
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: set + "/Contents.json")))
        as? [String: Any]
      let images = try #require(root?["images"] as? [[String: Any]])
      #expect(images.count == 1)
      #expect(images.first?["filename"] as? String == "\(layer).png")
      #expect(FileManager.default.fileExists(atPath: set + "/\(layer).png"))
    }
  }

  @Test("the solid image stack's layers validate as image sets: no finding on the fixture")
  func validates() async throws {
    let catalog = try FixtureCatalog()
    try catalog.contents("", "{\(Self.info)}")
    try Self.visionIcon(catalog)
    let r = try AssetCatExecutable.run(["validate", catalog.path, "--strict"])
    #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
  }
}

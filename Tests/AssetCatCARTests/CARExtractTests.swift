import AssetCatBytes
import AssetCatCAR
import AssetCatImaging
import AssetCatSource
import Foundation
import Testing

@Suite("Assets.car extract")
struct CARExtractTests {
  typealias S = CARTestSupport

  @Test("a synthetic car extracts to a catalog with image, color, data and namespaced vector sets that validates")
  func synthetic() async throws {
    let path = SyntheticCAR.standard().write()
    let x = S.extract(path)
    #expect(x.code == 0, "\(x.capture.err)")
    let fm = FileManager.default
    for p in [
      "Star.imageset/star@2x.png", "Star.imageset/star-dark@2x.png", "Tint.colorset/Contents.json",
      "Blob.dataset/blob.json",
      "Icons/Logo.imageset/logo.pdf", "Icons/Contents.json",
    ] {
      #expect(fm.fileExists(atPath: x.directory + "/" + p), "\(p)")
    }
    let star = try String(contentsOfFile: x.directory + "/Star.imageset/Contents.json", encoding: .utf8)
    #expect(star.contains("luminosity"))
    try await CARFixtureTests.expectValid(x.directory)
  }

  @Test("a color keyed at 1x reads, and extracts to a color set entry, without a scale (it was AC002)")
  func colorAtOneX() async throws {
    var car = SyntheticCAR.standard()
    car.items[4].key[1] = 1  // the color's scale
    // Read without a scale (info and resolve as extract: a color set's entries hold none).
    let read = CARCatalog(file: try CARFile(storage: ByteStorage(copying: car.bytes())))
    #expect(read.asset(named: "Tint")?.renditions.first?.slot.scale == nil)
    let x = S.extract(car.write())
    #expect(x.code == 0)
    let tint = try String(contentsOfFile: x.directory + "/Tint.colorset/Contents.json", encoding: .utf8)
    #expect(!tint.contains("scale"))
    try await CARFixtureTests.expectValid(x.directory)
  }

  @Test("a rendition named Contents.json does not overwrite its folder's Contents.json")
  func renditionNamedContents() async throws {
    var car = SyntheticCAR.standard()
    car.items[5].rendition.header.name = "Contents.json"  // the data set's JSON file
    let x = S.extract(car.write())
    #expect(x.code == 0)
    #expect(FileManager.default.fileExists(atPath: x.directory + "/Blob.dataset/Contents-2.json"))
    try await CARFixtureTests.expectValid(x.directory)
  }

  @Test("names that try to leave the folder stay inside it")
  func hostileNames() throws {
    var car = SyntheticCAR.standard()
    car.facets[0].0 = "../../escape"
    car.items[0].rendition.header.name = "../../../evil.png"
    let x = S.extract(car.write())
    #expect(x.code == 0)
    let parent = (x.directory as NSString).deletingLastPathComponent
    let all = FileManager.default.subpaths(atPath: parent) ?? []
    #expect(all.allSatisfy { $0.hasPrefix("Out.xcassets") }, "\(all)")
  }

  @Test("a tvOS layer stack extracts as the image stack Xcode edits, layers front first, and reads back as one")
  func layerStack() async throws {
    let x = S.extract(S.fixture("volte-tvos-xcode26.2.car"))
    #expect(x.code == 0, "\(x.capture.err)")
    let stack = x.directory + "/App Icon.imagestack"
    for layer in ["Front", "Middle", "Back"] {
      #expect(
        FileManager.default.fileExists(atPath: "\(stack)/\(layer).imagestacklayer/Content.imageset/\(layer)x2.png"),
        "\(layer)")
    }
    // Not also as groups of plain image sets, as before.
    #expect(!FileManager.default.fileExists(atPath: x.directory + "/App Icon/Back"))
    #expect(x.capture.err.contains("flattened and blurred images are made from its layers"))
    let read = try SourceCatalogReader.read(paths: [x.directory], options: .init(inspector: .imaging))
    #expect(read.sourceAsset(named: "App Icon")?.stackLayers == ["Front", "Middle", "Back"])
    #expect(read.catalog.asset(named: "App Icon/Back/Content")?.renditions.count == 2)
    try await CARFixtureTests.expectValid(x.directory)
  }

  @Test(
    """
    an image stored again for later deployment targets extracts once, from the earliest target's rendition, \
    with one note
    """
  )
  func laterDeploymentTargets() async throws {
    var car = SyntheticCAR.standard()
    car.renditionKeyFormat.attributes[6] = .deploymentTarget
    car.items[3].key[6] = 0  // star@3x: no other target
    let red: [UInt8] = [0, 0, 255, 255], green: [UInt8] = [0, 255, 0, 255]
    for (target, px) in [(UInt16(5), green), (3, green)] {
      let copy = SyntheticCAR.bitmap(
        name: "star@2x.png", w: 8, h: 4, scale: 2, compression: .uncompressed, data: SyntheticCAR.pixels(8, 4, px))
      car.items.append(.init(key: [0, 2, 0, 100, 85, 181, target], rendition: copy))
    }
    let x = S.extract(car.write())
    #expect(x.code == 0, "\(x.capture.err)")
    #expect(!x.capture.err.contains("same slot"), "\(x.capture.err)")
    #expect(
      x.capture.err.contains("2 renditions are images stored again for later deployment targets"), "\(x.capture.err)")
    let star = try String(contentsOfFile: x.directory + "/Star.imageset/Contents.json", encoding: .utf8)
    #expect(star.components(separatedBy: "\"scale\" : \"2x\"").count == 3, "\(star)")  // light and dark
    let png = try ImageDecoder.decode(
      try Data(contentsOf: URL(fileURLWithPath: x.directory + "/Star.imageset/star@2x.png")))
    #expect(Array(png.rgba.prefix(4)) == [red[2], red[1], red[0], red[3]])  // the target-0 (red) image
    try await CARFixtureTests.expectValid(x.directory)
  }
}

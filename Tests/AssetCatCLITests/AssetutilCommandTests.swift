import AssetCatCAR
import AssetCatCore
import AssetCatSize
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCLI

/// `assetcat assetutil`: `--info` prints Apple's `assetutil --info` JSON, and the thinning
/// options write the car `size`'s thinning describes.
@Suite struct AssetutilCommandTests {
  /// A car compiled from `Art` (phone 2x/3x, pad 2x), a colour set and a data set.
  static func car() throws -> (catalog: FixtureCatalog, car: String) {
    let c = try FixtureCatalog()
    let info = #""info":{"author":"xcode","version":1}"#
    _ = try c.contents(
      "Art.imageset",
      #"{"images":[{"idiom":"iphone","scale":"2x","filename":"a.png"},"#
        + #"{"idiom":"iphone","scale":"3x","filename":"b.png"},"#
        + #"{"idiom":"ipad","scale":"2x","filename":"c.png"}],\#(info)}"#)
    try c.png("Art.imageset/a.png", width: 40, height: 40)
    try c.png("Art.imageset/b.png", width: 60, height: 60)
    try c.png("Art.imageset/c.png", width: 48, height: 48)
    _ = try c.contents(
      "Tint.colorset",
      #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":"#
        + #"{"red":"1.000","green":"0.000","blue":"0.000","alpha":"0.500"}}}],\#(info)}"#)
    _ = try c.contents("Blob.dataset", #"{"data":[{"idiom":"universal","filename":"blob.txt"}],\#(info)}"#)
    try c.write("Blob.dataset/blob.txt", Data("hello".utf8))
    let car = c.root.appendingPathComponent("Assets.car").path
    let r = try AssetCatExecutable.run(
      ["compile", c.path, "-o", car, "--platform", "iphoneos", "--minimum-deployment-target", "15.0"])
    try #require(r.status == 0, "\(r.stdout)\(r.stderr)")
    return (c, car)
  }

  static func objects(_ stdout: String) throws -> [[String: Any]] {
    try #require(JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [[String: Any]])
  }

  @Test func infoPrintsTheHeaderThenEveryRenditionWithApplesKeys() throws {
    let (fixture, car) = try Self.car()
    _ = fixture
    let r = try AssetCatExecutable.run(["assetutil", "--info", car])
    #expect(r.status == 0, "\(r.stderr)")
    let objects = try Self.objects(r.stdout)
    let header = try #require(objects.first)
    for key in [
      "AssetStorageVersion", "Authoring Tool", "CoreUIVersion", "DumpToolVersion", "Key Format", "MainVersion",
      "Platform", "PlatformVersion", "SchemaVersion", "StorageVersion", "Timestamp",
    ] {
      #expect(header[key] != nil, "header lacks \(key)")
    }
    #expect(header["Platform"] as? String == "ios")
    #expect((header["Key Format"] as? [String])?.contains("kCRThemeScaleName") == true)
    let file = try CARFile(path: car)
    #expect(objects.count == file.renditions.count + 1)
    let images = objects.filter { $0["Name"] as? String == "Art" && $0["AssetType"] as? String == "Image" }
    #expect(Set(images.compactMap { $0["PixelWidth"] as? Int }).isSuperset(of: [60]))
    let three = try #require(images.first { $0["Scale"] as? Int == 3 })
    #expect(three["Idiom"] as? String == "phone")
    #expect(three["RenditionName"] as? String == "b.png")
    #expect(three["Opaque"] as? Bool != nil)
    let color = try #require(objects.first { $0["AssetType"] as? String == "Color" })
    #expect(color["Name"] as? String == "Tint")
    #expect((color["Color components"] as? [Double]) == [1, 0, 0, 0.5])
    #expect(color["Colorspace"] as? String == "srgb")
    let data = try #require(objects.first { $0["AssetType"] as? String == "Data" })
    #expect(data["Data Length"] as? Int == 5)
  }

  /// `SHA1Digest` is the SHA-256 of the rendition's record as stored, `SizeOnDisk` its length.
  @Test func digestAndSizeAreOfTheStoredRecord() throws {
    let (fixture, car) = try Self.car()
    _ = fixture
    let file = try CARFile(path: car)
    var dump = AssetutilDump(file)
    let index = file.renditions.firstIndex { $0.header.layout == .color }
    let entry = try #require(index)
    let dumped = dump.object(entry)
    let object = try #require(dumped)
    let record = [UInt8](try file.store.block(file.renditions[entry].block).windowBytes)
    #expect(object["SizeOnDisk"] == .int(record.count))
    #expect(object["SHA1Digest"] == .string(SHA256.hexDigest(record)))
  }

  @Test func sha256MatchesTheStandardVectors() {
    #expect(SHA256.hexDigest(Array("abc".utf8)) == "BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD")
    #expect(SHA256.hexDigest([UInt8]()) == "E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855")
    let long = [UInt8](repeating: 0x61, count: 1_000)
    #expect(SHA256.hexDigest(long) == "41EDECE42D63E8D9BF515A9BA6932E1C20CBC9F5A5D134645ADB5DB1B9737EA3")
  }

  /// Foundation's pretty-printed, sorted-keys form, as Apple's dumps show it.
  @Test func jsonIsWrittenAsApplesDumpToolWritesIt() {
    let value = AssetutilJSON.array([
      .object([
        "SizeOnDisk": .int(338), "Scale": .int(3), "SHA1Digest": .string("AB"), "Name": .string("a/b"),
        "Color components": .array([.double(1), .double(0.5)]), "ColorModel": .string("RGB"), "Opaque": .bool(true),
      ])
    ])
    let expected = """
      [
        {
          "Color components" : [
            1,
            0.5
          ],
          "ColorModel" : "RGB",
          "Name" : "a\\/b",
          "Opaque" : true,
          "Scale" : 3,
          "SHA1Digest" : "AB",
          "SizeOnDisk" : 338
        }
      ]
      """
    #expect(value.serialized == expected)
  }

  /// The thinned car holds the renditions `size` counts for the device, and `verify` accepts it.
  @Test func thinningWritesTheCarSizeDescribes() throws {
    let (fixture, car) = try Self.car()
    let out = fixture.root.appendingPathComponent("Thinned.car").path
    let r = try AssetCatExecutable.run([
      "assetutil", "--idiom", "phone", "--scale", "3", "--display-gamut", "srgb", "--graphicsclass", "MTL3,1",
      "--memory", "4", "-o", out, car,
    ])
    #expect(r.status == 0, "\(r.stderr)")
    let input = try CARFile(path: car)
    let kept = CarThinning.keptRenditions(
      of: CARCatalog(file: input), keeping: TraitCollection(idiom: .phone, scale: 3, gamut: .srgb, memory: 4))
    let thinned = try CARFile(path: out)
    #expect(Set(thinned.renditions.map(\.key)) == Set(kept.map { input.renditions[$0].key }))
    #expect(thinned.renditions.count < input.renditions.count)
    let art = thinned.renditions.filter { $0.header.name.hasSuffix(".png") }.map(\.header.name)
    #expect(art == ["b.png"])
    #expect(thinned.metadata?.thinningArguments.contains("<idiom phone>") == true)
    let verify = try AssetCatExecutable.run(["verify", out])
    #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
  }

  @Test func missingOrCorruptInputExitsTwoNamingIt() throws {
    let fixture = try FixtureCatalog()
    let missing = fixture.root.appendingPathComponent("none.car").path
    let r = try AssetCatExecutable.run(["assetutil", "--info", missing])
    #expect(r.status == 2)
    #expect(r.stderr.contains(missing))
    let corrupt = fixture.root.appendingPathComponent("bad.car").path
    try Data("BOMStore not really".utf8).write(to: URL(fileURLWithPath: corrupt))
    let out = fixture.root.appendingPathComponent("out.car").path
    let t = try AssetCatExecutable.run(["assetutil", "--idiom", "phone", "-o", out, corrupt])
    #expect(t.status == 2)
    #expect(!FileManager.default.fileExists(atPath: out))
    let usage = try AssetCatExecutable.run(["assetutil", "--scale", "7", "-o", out, corrupt])
    #expect(usage.status == 2)
    #expect(usage.stderr.contains("scale"))
  }

  /// Apple's cars: every rendition but the Icon Composer layers Apple's dump skips is listed,
  /// and the output parses.
  @Test(CarPairs.needed) func everyRenditionOfApplesCarsIsListed() throws {
    let root = try #require(CarPairs.root)
    let names = try FileManager.default.contentsOfDirectory(atPath: root).sorted()
    for name in names where FileManager.default.fileExists(atPath: "\(root)/\(name)/Assets.car") {
      let file = try CARFile(path: "\(root)/\(name)/Assets.car")
      var dump = AssetutilDump(file)
      let text = dump.json().serialized
      let objects = try Self.objects(text)
      let skipped: Set<RenditionLayout> = [.iconStack, .iconGroup, .iconGradient]
      let listed = file.renditions.filter { !skipped.contains($0.header.layout) }.count
      #expect(objects.count == listed + 1, "\(name)")
      #expect(objects.dropFirst().allSatisfy { $0["SHA1Digest"] is String && $0["AssetType"] is String }, "\(name)")
    }
  }
}

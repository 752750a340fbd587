import AssetCatCARWriter
import AssetCatTestSupport
import Foundation
import Testing

/// An independent reader (xcbuild's dump_car, when ASSETCAT_DUMP_CAR names it) lists every facet
/// and rendition of the cars written; and a car is no larger than the files it was made from.
@Suite struct CARWriterPeerAndSizeTests {
  static let dumpCar = ProcessInfo.processInfo.environment["ASSETCAT_DUMP_CAR"]

  @Test(.enabled(if: dumpCar != nil), arguments: CARWriterSupport.catalogs.map(\.path))
  func dumpCarListsEveryFacetAndRendition(path: String) throws {
    let tool = try #require(Self.dumpCar)
    #expect(FileManager.default.isExecutableFile(atPath: tool), "ASSETCAT_DUMP_CAR=\(tool) is not an executable")
    let platform = CARWriterSupport.catalogs.first { $0.path == path }?.platform ?? "iphoneos"
    let source = try CARWriterSupport.read(path)
    let dir = CARWriterSupport.temporaryDirectory()
    let car = dir.appendingPathComponent("Assets.car").path
    let (summary, _) = try CARWriter.write(
      source, options: CARWriterSupport.options(source, platform: platform), to: car)
    // dump_car writes decoded images into its working directory: a scratch one.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = [car]
    process.currentDirectoryURL = dir
    // Both streams to files: read from two pipes one after the other, dump_car stalls once the
    // other's buffer fills (it did, warning of each palette image it cannot decode).
    let (outFile, errFile) = (dir.appendingPathComponent("stdout.txt"), dir.appendingPathComponent("stderr.txt"))
    _ = FileManager.default.createFile(atPath: outFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errFile.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: outFile)
    process.standardError = try FileHandle(forWritingTo: errFile)
    try process.run()
    process.waitUntilExit()
    let text = try String(contentsOf: outFile, encoding: .utf8) + "\n" + String(contentsOf: errFile, encoding: .utf8)
    let lines = text.split(separator: "\n")
    #expect(process.terminationStatus == 0)
    #expect(lines.filter { $0.hasPrefix("Facet: ") }.count == summary.facets)
    #expect(lines.filter { $0.hasPrefix("Rendition: ") }.count == summary.renditions)
    #expect(summary.renditions > 0)
  }

  /// Sum of the catalog's regular files (Contents.json included: they are input files too).
  static func inputBytes(_ path: String) -> Int {
    let e = FileManager.default.enumerator(atPath: path)
    var sum = 0
    while let f = e?.nextObject() as? String {
      let a = try? FileManager.default.attributesOfItem(atPath: path + "/" + f)
      if (a?[.type] as? FileAttributeType) == .typeRegular { sum += (a?[.size] as? Int) ?? 0 }
    }
    return sum
  }

  /// The bench's catalog shape (scripts/gen_catalog.py, 200 sets): the car is at most 6% larger
  /// than the files it was made from. It was 1% under them with deflate; Apple's container (every
  /// block on a 16-byte boundary: 22 KB here; BITMAPKEYS; LZFSE chunks) costs 5%, and Apple's shape
  /// comes first (Docs/AssetsCarWriting.md, "Size").
  @Test func benchShapedCarIsNoLargerThanItsInputs() throws {
    let dir = CARWriterSupport.temporaryDirectory()
    let gen = Process()
    gen.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    gen.arguments = [
      "python3", CARWriterSupport.root.appendingPathComponent("scripts/gen_catalog.py").path, "--seed", "1", "--sets",
      "200", "--out", dir.path,
    ]
    gen.standardOutput = FileHandle.nullDevice
    try gen.run()
    gen.waitUntilExit()
    #expect(gen.terminationStatus == 0)
    let catalog = dir.appendingPathComponent("Bench.xcassets").path
    let source = try CARWriterSupport.read(catalog)
    let (bytes, summary) = try CARWriter.build(source, options: CARWriterSupport.options(source, platform: "iphoneos"))
    #expect(summary.renditions > 600)
    #expect(
      bytes.count <= Self.inputBytes(catalog) * 106 / 100,
      "car \(bytes.count) bytes, inputs \(Self.inputBytes(catalog))")
  }

  /// Every corpus catalog is no larger as a car, but the NetNewsWire Mac and Widget app icons'
  /// photographs: LZFSE, Apple's encoding, codes them larger than their PNGs' row filters and
  /// deflate (and than deflate alone, which the writer used before 28 November 2026); the writer's
  /// LZFSE is within 1% of Apple's reference encoder on them. Those two are held to 8% and 17%
  /// over their inputs. Not in this test: element-ios `Images`, whose 81 PDFs/SVGs are drawn at
  /// 1x/2x/3x as actool does, which adds bitmaps its inputs never held, and whose preserved PDFs
  /// are kept as they are, as Apple keeps them (Docs/AssetsCarWriting.md). Nor two catalogs of the
  /// repository's slice: NetNewsWire iOS, whose PDFs are drawn at three scales without the full
  /// catalog's large PNGs beside them, and the widget's, two colour sets in 1.5 KB of JSON, less
  /// than a car's fixed header and trees.
  @Test func corpusCarsAreNoLargerThanTheirInputs() throws {
    let excluded = [
      "/Riot/Assets/Images.xcassets", Corpora.vendored("Ranchero-Software__NetNewsWire/iOS/"),
      Corpora.vendored("Ranchero-Software__NetNewsWire/Widget/"),
    ]
    // SharedImages' Display P3 app icons, with colours outside sRGB, also keep their RGBW twins (8
    // bytes a pixel) as Apple's cars keep them: 204,872 bytes for 156,568.
    let allowance = [
      "/Mac/Resources/Assets.xcassets": 108, "/Widget/Assets.xcassets": 117, "/SharedImages.xcassets": 135,
    ]
    let corpora = CARWriterSupport.catalogs.filter { c in
      Corpora.roots.contains { c.path.hasPrefix($0 + "/") } && !excluded.contains(where: c.path.contains)
    }
    try #require(!corpora.isEmpty, "no catalogs under \(Corpora.roots)")
    for (path, platform) in corpora {
      let source = try CARWriterSupport.read(path)
      let (bytes, _) = try CARWriter.build(source, options: CARWriterSupport.options(source, platform: platform))
      let percent = allowance.first { path.hasSuffix($0.key) }?.value ?? 100
      #expect(
        bytes.count <= Self.inputBytes(path) * percent / 100,
        "\(path): car \(bytes.count), inputs \(Self.inputBytes(path))")
    }
  }
}

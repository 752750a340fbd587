import AssetCatCAR
import AssetCatCARWriter
import AssetCatCore
import AssetCatDiff
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCLI

/// `diff` as a reviewer reads it in a pull request: removed renditions show what they were, added
/// ones what they are; colours by their components; four-letter codes in reading order; GitHub
/// annotations on the changed Contents.json line; a Markdown summary; toolchain fields never a
/// change; the same target options as `size`.
@Suite struct DiffReviewTests {
  typealias Capture = DiffCommandTests.Capture

  static func run(_ request: DiffCommandLogic.Request, format: DiffFormat = .text) -> (Int32, String) {
    let capture = Capture()
    let code = DiffCommandLogic.run(request, format: format, output: capture.output)
    return (code, capture.value)
  }

  static func run(_ a: String, _ b: String, format: DiffFormat = .text) -> (Int32, String) {
    run(DiffCommandLogic.Request(before: a, after: b), format: format)
  }

  /// Logo with a 1x image and, unless `twoX` is false, a 2x one, in Xcode's formatting; returns
  /// the catalog and the lines of the `filename` keys (`1️⃣` the 1x, `2️⃣` the 2x).
  static func logo(twoX: Bool = true, pixel: [UInt8] = [255, 0, 0, 255]) throws -> (FixtureCatalog, [String: Int]) {
    let c = try FixtureCatalog(name: twoX ? "Before" : "After")
    let second =
      twoX
      ? """
      ,
          {
            "filename" : "l@2x.png",2️⃣
            "idiom" : "universal",
            "scale" : "2x"
          }
      """ : ""
    let lines = try c.contents(
      "Logo.imageset",
      """
      {
        "images" : [
          {
            "filename" : "l.png",1️⃣
            "idiom" : "universal",
            "scale" : "1x"
          }\(second)
        ],
        "info" : {
          "author" : "xcode",
          "version" : 1
        }
      }
      """)
    try c.write("Logo.imageset/l.png", PNGWriter.png(width: 1, height: 1, rgba: pixel))
    if twoX { try c.write("Logo.imageset/l@2x.png", PNGWriter.png(width: 2, height: 2, pixel: pixel)) }
    return (c, lines)
  }

  @Test("a removed rendition shows its old values as before, with no 'none →', in text, JSON and GitHub")
  func removedRendition() throws {
    let (before, lines) = try Self.logo(), (after, _) = try Self.logo(twoX: false)
    let (code, text) = Self.run(before.path, after.path)
    #expect(code == 1)
    let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("- Logo [idiom=universal,scale=2]") })
    #expect(line.hasPrefix("- Logo [idiom=universal,scale=2]: name l@2x.png; pixelSize 2x2;"), "\(line)")
    #expect(!line.contains("none") && !line.contains("→"), "\(line)")

    let (_, json) = Self.run(before.path, after.path, format: .json)
    let report = try JSONDecoder().decode(DiffReport.self, from: Data(json.utf8))
    let removed = try #require(report.changes.first { $0.kind == .removed })
    #expect(removed.fields.allSatisfy { $0.before != nil && $0.after == nil })
    #expect(removed.fields.contains { $0.field == "name" && $0.before == "l@2x.png" })

    let (_, github) = Self.run(before.path, after.path, format: .github)
    // A removal is annotated where the entry was: the before catalog's Contents.json.
    let place = "file=\(before.path)/Logo.imageset/Contents.json,line=\(lines["2️⃣"]!)"
    #expect(github.contains("::notice \(place),title=assetcat diff::- Logo [idiom=universal,scale=2]: name l@2x.png"))
  }

  @Test("an added rendition shows its values as after, in text and JSON")
  func addedRendition() throws {
    let (before, _) = try Self.logo(twoX: false), (after, _) = try Self.logo()
    let (code, text) = Self.run(before.path, after.path)
    #expect(code == 1)
    #expect(text.contains("+ Logo [idiom=universal,scale=2]: name l@2x.png; pixelSize 2x2;"), "\(text)")
    #expect(!text.contains("none →"))
    let (_, json) = Self.run(before.path, after.path, format: .json)
    let report = try JSONDecoder().decode(DiffReport.self, from: Data(json.utf8))
    let added = try #require(report.changes.first { $0.kind == .added })
    #expect(added.fields.allSatisfy { $0.before == nil && $0.after != nil })
  }

  @Test("GitHub: a changed image is annotated on its filename's line, an added asset on line 1 of its Contents.json")
  func githubLines() throws {
    let (before, _) = try Self.logo(), (after, lines) = try Self.logo(pixel: [0, 0, 255, 255])
    try after.contents(
      "Dot.imageset",
      #"{"images":[{"idiom":"universal","filename":"d.png"}],"info":{"author":"xcode","version":1}}"#)
    try after.write("Dot.imageset/d.png", PNGWriter.png(width: 1, height: 1, rgba: [0, 0, 0, 255]))
    let (code, github) = Self.run(before.path, after.path, format: .github)
    #expect(code == 1)
    let file = "\(after.path)/Logo.imageset/Contents.json"
    #expect(github.contains("::notice file=\(file),line=\(lines["1️⃣"]!),title=assetcat diff::~ Logo [idiom=universal"))
    #expect(github.contains("::notice file=\(file),line=\(lines["2️⃣"]!),title=assetcat diff::~ Logo [idiom=universal"))
    #expect(github.contains("::notice file=\(after.path)/Dot.imageset/Contents.json,line=1,title=assetcat diff::+ Dot"))
    let contentNotices = github.split(separator: "\n").filter { $0.contains("title=assetcat diff::") }
    #expect(contentNotices.count == 3 && contentNotices.allSatisfy { $0.contains("/Contents.json,line=") })
  }

  /// A color set of one sRGB colour with the components as written; the line of its `color` (`1️⃣`).
  @discardableResult
  static func tint(_ red: String, green: String = "0.231", in c: FixtureCatalog) throws -> [String: Int] {
    try c.contents(
      "Tint.colorset",
      """
      {
        "colors" : [
          {
            "color" : {1️⃣
              "color-space" : "srgb",
              "components" : { "alpha" : "1.000", "blue" : "0.188", "green" : "\(green)", "red" : "\(red)" }
            },
            "idiom" : "universal"
          }
        ],
        "info" : { "author" : "xcode", "version" : 1 }
      }
      """)
  }

  static func car(_ c: FixtureCatalog) async throws -> String { try await DiffCommandTests.car(c) }

  @Test("colours whose components are equal but for a float's rounding are no change, car against car and source")
  func equalColours() async throws {
    let a = try FixtureCatalog(), b = try FixtureCatalog()
    try Self.tint("1.000", in: a)
    try Self.tint("0.99999997", in: b)
    let (x, y) = (try await Self.car(a), try await Self.car(b))
    let (code, text) = Self.run(x, y)
    #expect(code == 0, "\(text)")
    #expect(!text.contains("pixels changed") && !text.contains("color"))
    // A source and a car differ in how a colour is stored, never in the colour.
    let (_, mixed) = Self.run(a.path, y)
    #expect(!mixed.contains("pixels changed") && !mixed.contains("color srgb"), "\(mixed)")
  }

  @Test("a changed colour prints its components before and after, in the colour's Contents.json line on GitHub")
  func changedColour() throws {
    let a = try FixtureCatalog(), b = try FixtureCatalog()
    try Self.tint("1.000", in: a)
    let lines = try Self.tint("1.000", green: "0.500", in: b)
    let (code, text) = Self.run(a.path, b.path)
    #expect(code == 1)
    #expect(
      text.contains("~ Tint [idiom=universal]: color srgb 1.000 0.231 0.188 1.000 → srgb 1.000 0.500 0.188 1.000"),
      "\(text)")
    #expect(!text.contains("pixels changed"))
    let (_, github) = Self.run(a.path, b.path, format: .github)
    #expect(github.contains("file=\(b.path)/Tint.colorset/Contents.json,line=\(lines["1️⃣"]!),"), "\(github)")
  }

  @Test("four-letter codes print in reading order: ARGB and GA8 for packed images, RAWD PDF for a kept vector")
  func codesInReadingOrder() async throws {
    // Logo red (packed ARGB), Dot black (packed gray), and a kept PDF.
    let c = try DiffCommandTests.catalog(logo: DiffCommandTests.red)
    try c.contents(
      "Shape.imageset",
      #"{"images":[{"idiom":"universal","filename":"s.pdf"}],"info":{"author":"xcode","version":1},"#
        + #""properties":{"preserves-vector-representation":true}}"#)
    try c.write("Shape.imageset/s.pdf", PDFBuilder.classic(PDFBuilder.page("/MediaBox [0 0 20 10]")))
    let car = try await Self.car(c)
    let (_, text) = Self.run(c.path, car)
    #expect(text.contains("encoding png → packed palette ARGB"), "\(text)")
    #expect(text.contains("GA8") && text.contains("encoding pdf → RAWD PDF"), "\(text)")
    for reversed in ["BGRA", "8AG", "DWAR", "FDP"] { #expect(!text.contains(reversed), "\(reversed)") }
  }

  /// A copy of the car at `path` whose CARHEADER says another CoreUI, storage version and tool.
  static func rebranded(_ path: String) throws -> String {
    var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let file = try CARFile(path: path)
    let block = try #require(file.store.variables.variables.first { $0.name == "CARHEADER" }).block
    let at = Int(file.store.index.blocks[Int(block)].offset)
    // magic, coreUIVersion, storageVersion, timestamp, renditionCount, mainVersion[128], versionString[256].
    for (field, value) in [(4, UInt32(974)), (8, UInt32(file.header.storageVersion + 1))] {
      for i in 0..<4 { bytes[at + field + i] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(i))) }
    }
    // As Apple's cars hold it, CoreUI's name ends in a line break.
    for (field, text) in [(20, "@(#)PROGRAM:CoreUI  PROJECT:CoreUI-974.1\n"), (148, "Xcode 26.4 (17E192)")] {
      let value = Array(text.utf8) + [0]
      bytes.replaceSubrange((at + field)..<(at + field + value.count), with: value)
    }
    let out = path + ".rebranded.car"
    try Data(bytes).write(to: URL(fileURLWithPath: out))
    return out
  }

  @Test("two cars that differ only in the toolchain fields: no change, exit 0, the fields listed as toolchain notes")
  func toolchainIsNoChange() async throws {
    let c = try DiffCommandTests.catalog(logo: DiffCommandTests.red)
    let car = try await Self.car(c)
    let other = try Self.rebranded(car)
    for structure in [false, true] {
      let (code, text) = Self.run(DiffCommandLogic.Request(before: car, after: other, structure: structure))
      #expect(code == 0, "\(text)")
      #expect(text.contains("toolchain CARHEADER.coreUIVersion: ") && text.contains(" → 974\n"), "\(text)")
      #expect(
        text.contains("toolchain CARHEADER.storageVersion: ") && text.contains("toolchain CARHEADER.versionString"))
      #expect(text.contains("toolchain CARHEADER.mainVersion: ") && !text.contains("\n\n"), "\(text)")
      #expect(text.contains("no difference"))
    }
    let (_, json) = Self.run(car, other, format: .json)
    let report = try JSONDecoder().decode(DiffReport.self, from: Data(json.utf8))
    #expect(report.changes.isEmpty && report.toolchain.count == 4)
  }

  @Test("Markdown: a heading, the counts and a table of the changed assets with their byte deltas; deterministic")
  func markdown() throws {
    let (before, _) = try Self.logo(), (after, _) = try Self.logo(twoX: false, pixel: [0, 0, 255, 255])
    let (code, text) = Self.run(before.path, after.path, format: .markdown)
    #expect(code == 1)
    #expect(text.hasPrefix("## assetcat diff\n\n`\(before.path)` → `\(after.path)`: 2 changes (1 removed, 1 changed)"))
    #expect(text.contains("| Asset | Change | Before | After | Bytes |\n| --- | --- | --- | --- | ---: |\n"))
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("| Logo [") }
    #expect(rows.count == 2, "\(text)")
    #expect(rows[0].hasPrefix("| Logo [idiom=universal,scale=1] | changed: pixels"), "\(rows[0])")
    #expect(rows[1].hasPrefix("| Logo [idiom=universal,scale=2] | removed | name l@2x.png; pixelSize 2x2;"))
    #expect(rows[1].hasSuffix(" |  | \u{2212}\(try Self.size(before, "l@2x.png")) |"), "\(rows[1])")
    #expect(Self.run(before.path, after.path, format: .markdown).1 == text)
  }

  static func size(_ c: FixtureCatalog, _ file: String) throws -> Int {
    try Data(contentsOf: URL(fileURLWithPath: c.path + "/Logo.imageset/" + file)).count
  }

  @Test("--platform, --minimum-deployment-target and --quiet parse as size's; the download sizes follow the platform")
  func targetOptions() throws {
    let command = try Diff.parseAsRoot([
      "a.xcassets", "b.xcassets", "--platform", "macosx", "--minimum-deployment-target", "13.0", "--quiet",
      "--format", "markdown",
    ])
    let diff = try #require(command as? Diff)
    #expect(diff.target.options.platform == .macOS && diff.target.options.minimumDeploymentTarget.text == "13.0")
    #expect(diff.quiet && diff.format == .markdown)
    #expect(throws: (any Error).self) { try Diff.parseAsRoot(["a", "b", "--platform", "amiga"]) }

    let (before, _) = try Self.logo(), (after, _) = try Self.logo(twoX: false)
    let request = DiffCommandLogic.Request(
      before: before.path, after: after.path,
      options: CAROptions(platform: .macOS, minimumDeploymentTarget: OSVersion("13.0")!))
    let (_, json) = Self.run(request, format: .json)
    let report = try JSONDecoder().decode(DiffReport.self, from: Data(json.utf8))
    #expect(!report.devices.isEmpty && report.devices.allSatisfy { $0.variant.hasPrefix("Mac") }, "\(report.devices)")
  }
}

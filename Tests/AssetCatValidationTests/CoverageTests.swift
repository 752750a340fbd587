import AssetCatCore
import AssetCatTestSupport
import AssetCatValidation
import Foundation
import Testing

/// AC040 and AC041 against a coverage matrix, and the matrix file's parsing.
@Suite("Coverage AC040/AC041")
struct CoverageTests {
  static func matrix(_ json: String) throws -> CoverageMatrix { try CoverageMatrix(json: Data(json.utf8)) }

  func colorSet(_ c: TestCatalog, _ name: String, dark: Bool) throws {
    let darkEntry = """
      ,
          { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
            "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.000", \
      "green" : "0.000", "red" : "0.000" } },
            "idiom" : "universal" }
      """
    try c.write(
      "\(name).colorset/Contents.json",
      """
      { "colors" : [
          { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "1.000", \
      "green" : "1.000", "red" : "1.000" } },
            "idiom" : "universal" }\(dark ? darkEntry : "")
        ],
        "info" : { "author" : "xcode", "version" : 1 } }
      """)
  }

  @Test func noMatrixNoCoverageFindings() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    try c.write(
      "Phone.imageset/Contents.json",
      #"{ "images" : [ { "filename" : "p.png", "idiom" : "iphone", "scale" : "1x" } ], "info" : { "#
        + #""author" : "xcode", "version" : 1 } }"#
    )
    try c.write("Phone.imageset/p.png", PNGWriter.png(width: 1, height: 1))
    #expect(try await c.validate().diagnostics.isEmpty)
    let m = try Self.matrix(
      #"[{"idiom": "phone", "scale": 1}, {"idiom": "pad", "scale": 2}, {"idiom": "pad", "scale": 3}]"#)
    let r = try await c.validate(ValidationOptions(matrix: m))
    try #require(r.diagnostics.map(\.code) == [.AC040])
    let d = r.diagnostics[0]
    #expect(d.asset == "Phone" && d.severity == .warning)
    #expect(d.message.contains("2 of the 3 trait collections"))
    #expect(d.message.contains("'idiom=pad,scale=2'"))
  }

  @Test func aDarkEntryNoRequestChoosesIsAC041() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    try colorSet(c, "Tint", dark: true)
    let lightOnly = try Self.matrix(#"[{"idiom": "phone", "style": "light"}, {"idiom": "pad"}]"#)
    let r = try await c.validate(ValidationOptions(matrix: lightOnly))
    try #require(r.diagnostics.map(\.code) == [.AC041])
    #expect(r.diagnostics[0].line == 4)
    #expect(r.diagnostics[0].message.contains("style=dark"))
    let both = try Self.matrix(#"[{"idiom": "phone", "style": "light"}, {"idiom": "phone", "style": "dark"}]"#)
    #expect(try await c.validate(ValidationOptions(matrix: both)).diagnostics.isEmpty)
  }

  @Test func devicesMatrixIsEveryOrientationLightAndDark() {
    let phone = CoverageDevice(
      name: "iPhone", portrait: TraitCollection(idiom: .phone, scale: 3, width: .compact, height: .regular),
      landscape: TraitCollection(idiom: .phone, scale: 3, width: .compact, height: .compact))
    let watch = CoverageDevice(name: "Watch", portrait: TraitCollection(idiom: .watch, scale: 2), landscape: nil)
    let m = CoverageMatrix.devices([phone, watch])
    #expect(m.traitCollections.count == 6)
    #expect(m.traitCollections.filter { $0.style == .dark }.count == 3)
  }

  @Test(arguments: [
    "", "not json", "{}", #"{"idiom": "phone"}"#, "[1, 2]", #"[{"idiom": 3}]"#, #"[{"idiom": "iphon"}]"#,
    #"[{"scale": "4x"}]"#, #"[{"colour": "red"}]"#, #"[{"idiom": ["phone"]}]"#, "[]", "[[]]", "null",
    String(repeating: "[", count: 10000),
  ])
  func badMatrixFilesThrowAndNeverCrash(_ text: String) {
    #expect(throws: CoverageMatrixError.self) { try CoverageMatrix(json: Data(text.utf8)) }
  }

  @Test func matrixFileErrorsNameTheFile() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-matrix-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let bad = dir.appendingPathComponent("m.json")
    try Data(#"[{"idiom": "iphon"}]"#.utf8).write(to: bad)
    do {
      _ = try CoverageMatrix(contentsOf: bad.path)
      Issue.record("no error")
    } catch {
      #expect(error.description.contains(bad.path))
      #expect(error.description.contains("iphon"))
    }
    #expect(throws: CoverageMatrixError.self) {
      try CoverageMatrix(contentsOf: dir.appendingPathComponent("missing.json").path)
    }
    let good = try Self.matrix(#"[{"idiom": "phone", "scale": "3x"}, {"idiom": "iphone", "scale": 3}]"#)
    #expect(good.traitCollections.count == 1)  // duplicates collapse
  }
}

@Suite("Coverage with --devices")
struct DeviceCoverageTests {
  @Test func everyPresetInEachOrientationLightAndDark() {
    let m = CoverageMatrix.allDevices
    #expect(!m.traitCollections.isEmpty)
    #expect(m.traitCollections.contains { $0.idiom == .phone && $0.width == .compact && $0.height == .compact })
    #expect(m.traitCollections.contains { $0.idiom == .pad && $0.style == .dark })
    #expect(
      m.traitCollections.filter { $0.style == .dark }.count == m.traitCollections.filter { $0.style == .light }.count)
  }

  /// `--devices` checks the presets of the platforms the catalog targets: `--platform` when given,
  /// else its idioms' platforms, else every preset.
  @Test func devicesFollowTheCatalogsPlatforms() {
    func input(_ idioms: [Idiom?]) -> ValidationInput {
      let renditions = idioms.enumerated().map { Rendition(slot: TraitCollection(idiom: $1, scale: 2), order: $0) }
      return ValidationInput(
        catalogPaths: ["A.xcassets"],
        assets: [
          AssetRecord(
            asset: Asset(name: "A", kind: .image, path: "A.imageset", renditions: renditions), catalogPath: "A.xcassets"
          )
        ])
    }
    #expect(CoverageMatrix.devicePlatforms(of: input([.watch, .watch]), platform: nil) == [.watchOS])
    #expect(CoverageMatrix.devicePlatforms(of: input([.phone, .pad, nil]), platform: nil) == [.iOS])
    #expect(
      CoverageMatrix.devicePlatforms(of: input([.watch, .phone, .mac]), platform: nil) == [.iOS, .macOS, .watchOS])
    #expect(CoverageMatrix.devicePlatforms(of: input([nil]), platform: nil) == [])
    #expect(CoverageMatrix.devicePlatforms(of: input([.watch]), platform: .iOS) == [.iOS])
    let watches = CoverageMatrix.devices(on: [.watchOS]).traitCollections
    #expect(!watches.isEmpty && watches.allSatisfy { $0.idiom == .watch && $0.screenWidth != nil })
    #expect(Set(CoverageMatrix.devices(on: [.iOS]).traitCollections.compactMap(\.idiom)) == [.phone, .pad])
    #expect(CoverageMatrix.devices(on: []) == CoverageMatrix.allDevices)
  }

  @Test func aPhoneOnlyImageLacksEveryOtherIdiom() async throws {
    let r = try await Validation.run(
      [Repo.broken.appendingPathComponent("AC040.xcassets").path], ValidationOptions(matrix: .allDevices))
    #expect(r.diagnostics.map(\.code) == [.AC040])
  }
}

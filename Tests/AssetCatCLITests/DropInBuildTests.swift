import AssetCatTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What Apple's actool finishes with a warning, assetcat finishes the same way in `actool`,
/// `compile` and `validate`: one check gate, so `validate` exits 0 exactly when
/// `compile -o X.car` does, and `--strict` makes the warning a failure.
@Suite("the drop-in holds on real builds")
struct DropInBuildTests {
  /// An image set of 1x and 2x PNGs; `missing` adds a 3x entry whose file is not there.
  static func catalog(missing: Bool = false, accentColor: Bool = false) throws -> FixtureCatalog {
    let cat = try FixtureCatalog()
    try cat.contents("", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
    try cat.png("Logo.imageset/a.png", width: 4, height: 4)
    try cat.png("Logo.imageset/a@2x.png", width: 8, height: 8)
    let gone = missing ? #", { "filename" : "gone@3x.png", "idiom" : "universal", "scale" : "3x" }"# : ""
    try cat.contents(
      "Logo.imageset",
      #"{ "images" : [ { "filename" : "a.png", "idiom" : "universal", "scale" : "1x" }, "#
        + #"{ "filename" : "a@2x.png", "idiom" : "universal", "scale" : "2x" }\#(gone) ], "#
        + #""info" : { "author" : "xcode", "version" : 1 } }"#)
    if accentColor {
      try cat.contents(
        "AccentColor.colorset",
        #"{ "colors" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#)
    }
    return cat
  }

  static func outputFolder(_ cat: FixtureCatalog) throws -> String {
    let out = cat.root.appendingPathComponent("out").path
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    return out
  }

  static let namedSets = [
    "--accent-color", "AccentColor", "--widget-background-color", "WidgetBackground", "--app-icon", "AppIcon",
  ]

  @Test("--accent-color, --widget-background-color and --app-icon naming nothing: AC070 warnings, outputs written")
  func namedSetsThatAreNotThere() throws {
    let cat = try Self.catalog()
    let out = try Self.outputFolder(cat)
    let plist = out + "/partial.plist"
    let actool = try AssetCatExecutable.run(
      ["actool", "--compile", out, "--platform", "iphoneos", "--warnings", "--output-format", "human-readable-text"]
        + Self.namedSets + ["--output-partial-info-plist", plist, cat.path])
    #expect(actool.status == 0, "\(actool.stdout)")
    for name in ["AccentColor", "WidgetBackground"] {
      #expect(
        actool.stdout.contains(
          "warning: None of the input catalogs contained a matching color set named \"\(name)\" [AC070]"),
        "\(actool.stdout)")
    }
    #expect(actool.stdout.contains("warning: None of the input catalogs contained a matching stickers icon set"))
    #expect(!actool.stdout.contains("error"), "\(actool.stdout)")
    #expect(FileManager.default.fileExists(atPath: out + "/Assets.car"))
    let written = try String(contentsOfFile: plist, encoding: .utf8)
    #expect(!written.contains("NSAccentColorName"), "no accent color that is not there")

    let car = out + "/X.car"
    let compile = try AssetCatExecutable.run([
      "compile", cat.path, "-o", car, "--platform", "iphoneos", "--accent-color", "AccentColor", "--app-icon",
      "AppIcon",
    ])
    #expect(compile.status == 0, "\(compile.stderr)")
    #expect(compile.stderr.contains("warning: None of the input catalogs contained a matching color set"))
    #expect(FileManager.default.fileExists(atPath: car))
    let validate = try AssetCatExecutable.run(["validate", cat.path, "--accent-color", "AccentColor"])
    #expect(validate.status == 0)
    #expect(validate.stdout.contains(": warning: ") && validate.stdout.contains("[AC070]"))
    #expect(
      try AssetCatExecutable.run(["validate", "--strict", cat.path, "--accent-color", "AccentColor"]).status == 1)
  }

  @Test("an accent color that is there: no AC070, and the partial plist names it")
  func namedColorThatIsThere() throws {
    let cat = try Self.catalog(accentColor: true)
    let out = try Self.outputFolder(cat)
    let plist = out + "/partial.plist"
    let actool = try AssetCatExecutable.run([
      "actool", "--compile", out, "--platform", "iphoneos", "--warnings", "--accent-color", "AccentColor",
      "--output-partial-info-plist", plist, cat.path,
    ])
    #expect(actool.status == 0)
    #expect(!actool.stdout.contains("AC070"))
    #expect(try String(contentsOfFile: plist, encoding: .utf8).contains("NSAccentColorName"))
  }

  @Test("a file a Contents.json names that is missing: AC010 warning; the car is written without that entry")
  func missingFileIsLeftOut() throws {
    let cat = try Self.catalog(missing: true)
    let out = try Self.outputFolder(cat)
    let validate = try AssetCatExecutable.run(["validate", cat.path])
    #expect(validate.status == 0)
    #expect(validate.stdout.contains("warning: file 'gone@3x.png' does not exist in 'Logo.imageset'"))
    #expect(validate.stdout.contains("[AC010]"))
    #expect(try AssetCatExecutable.run(["validate", "--strict", cat.path]).status == 1)
    for name in ["X.car", "X.assetcat"] {
      let compile = try AssetCatExecutable.run(["compile", cat.path, "-o", out + "/" + name, "--platform", "iphoneos"])
      #expect(compile.status == 0, "\(compile.stderr)")
      #expect(compile.stderr.contains("warning: file 'gone@3x.png' does not exist"))
      let info = try AssetCatExecutable.run(["info", out + "/" + name])
      #expect(info.status == 0)
      #expect(info.stdout.contains("a@2x.png") && !info.stdout.contains("gone@3x.png"), "\(info.stdout)")
    }
    let deps = out + "/deps"
    let actool = try AssetCatExecutable.run([
      "actool", "--compile", out, "--platform", "iphoneos", "--warnings", "--output-format", "human-readable-text",
      "--export-dependency-info", deps, cat.path,
    ])
    #expect(actool.status == 0, "\(actool.stdout)")
    // In actool's words, with the code appended.
    #expect(
      actool.stdout.contains(
        "./Logo.imageset/Contents.json: warning: The file \"gone@3x.png\" for the image set \"Logo\" does not "
          + "exist [AC010]"), "\(actool.stdout)")
    #expect(FileManager.default.fileExists(atPath: out + "/Assets.car"))
    // A missing input record (0x11), so the build system runs actool again when the file appears.
    let record = [0x11] + Array((cat.path + "/Logo.imageset/gone@3x.png").utf8) + [0]
    let written = [UInt8](try Data(contentsOf: URL(fileURLWithPath: deps)))
    #expect(written.indices.contains { written[$0...].starts(with: record) }, "\(written)")
  }

  @Test(
    "validate exits 0 exactly when compile -o X.car does, on every broken and fixed sample",
    arguments: ["SampleAssets/Broken", "Tests/AssetCatValidationTests/Fixtures/Fixed"])
  func validateAgreesWithCompile(_ folder: String) throws {
    let broken = ValidateCommandTests.root.appendingPathComponent(folder).path
    let names = try FileManager.default.contentsOfDirectory(atPath: broken).filter { $0.hasSuffix(".xcassets") }
      .sorted()
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-gate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: out) }
    #expect(names.count > 20)
    for name in names {
      let catalog = broken + "/" + name
      // The options a sample is checked with (AC070–AC072: the icon and color it names).
      var extra: [String] = []
      let optionsFile = broken + "/" + name.replacingOccurrences(of: ".xcassets", with: ".options.json")
      if let data = FileManager.default.contents(atPath: optionsFile),
        let options = try JSONSerialization.jsonObject(with: data) as? [String: Any]
      {
        for (key, value) in options.sorted(by: { $0.key < $1.key }) {
          for v in (value as? [String]) ?? [value as? String].compactMap({ $0 }) { extra += ["--" + key, v] }
        }
      }
      let validate = try AssetCatExecutable.run(["validate", catalog] + extra)
      let compile = try AssetCatExecutable.run(
        ["compile", catalog, "-o", out.appendingPathComponent(name + ".car").path] + extra)
      #expect(
        (validate.status == 0) == (compile.status == 0),
        "\(name): validate \(validate.status), compile \(compile.status): \(compile.stderr)")
    }
  }

  @Test("--output-partial-info-plist /dev/stdout and /dev/null: exit 0, the plist on standard output")
  func specialFileOutputs() throws {
    let cat = try Self.catalog(accentColor: true)
    let out = try Self.outputFolder(cat)
    let r = try AssetCatExecutable.run([
      "actool", "--compile", out, "--platform", "iphoneos", "--accent-color", "AccentColor",
      "--output-partial-info-plist", "/dev/stdout", "--export-dependency-info", "/dev/null", cat.path,
    ])
    #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
    #expect(r.stdout.contains("<key>NSAccentColorName</key>"), "\(r.stdout)")
    #expect(!r.stderr.contains("character device"))
    #expect(FileManager.default.fileExists(atPath: out + "/Assets.car"))
  }

  @Test("actool with no arguments: its usage on standard error, exit 1, as assetcat actool and as actool")
  func noArgumentsPrintsUsage() throws {
    let sub = try AssetCatExecutable.run(["actool"])
    #expect(sub.status == 1)
    #expect(sub.stdout.isEmpty)
    #expect(sub.stderr.contains("USAGE:") && sub.stderr.contains("--compile DIR"), "\(sub.stderr)")
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-noargs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let link = dir.appendingPathComponent("actool")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: AssetCatExecutable.url)
    let named = try AssetCatExecutable.run(link, [])
    #expect(named.status == 1)
    #expect(named.stderr == sub.stderr)
  }

  @Test("a folder whose name is not valid UTF-8: an AC031 warning in validate, info and compile, not a silent vanish")
  func nameThatIsNotUTF8() throws {
    let cat = try Self.catalog()
    // "Bad\xFF.imageset": made through the C call, as no Swift String names it.
    let bad = Array(cat.path.utf8) + Array("/Bad".utf8) + [0xFF] + Array(".imageset".utf8)
    var cPath = bad + [0]
    #expect(cPath.withUnsafeMutableBytes { mkdir($0.baseAddress!.assumingMemoryBound(to: CChar.self), 0o755) } == 0)
    let finding = "Bad\\xFF.imageset' is not valid UTF-8"
    let validate = try AssetCatExecutable.run(["validate", cat.path])
    #expect(validate.status == 0)
    #expect(
      validate.stdout.contains("warning: the name '" + finding) && validate.stdout.contains("[AC031]"),
      "\(validate.stdout)")
    #expect(try AssetCatExecutable.run(["validate", "--strict", cat.path]).status == 1)
    let info = try AssetCatExecutable.run(["info", cat.path])
    #expect(info.status == 0)
    #expect(info.stderr.contains(finding), "\(info.stderr)")
    let out = try Self.outputFolder(cat)
    let compile = try AssetCatExecutable.run(["compile", cat.path, "-o", out + "/X.car"])
    #expect(compile.status == 0)
    #expect(compile.stderr.contains(finding), "\(compile.stderr)")
    // Valid names: no AC031.
    let clean = try Self.catalog()
    #expect(try !AssetCatExecutable.run(["validate", clean.path]).stdout.contains("AC031"))
  }

  @Test("an app icon set compiled into a car with no --app-icon: a note naming the set left out")
  func unnamedAppIconIsNoted() throws {
    let cat = try Self.catalog()
    try cat.png("AppIcon.appiconset/icon.png", width: 1024, height: 1024)
    try cat.contents(
      "AppIcon.appiconset",
      #"{ "images" : [ { "filename" : "icon.png", "idiom" : "universal", "platform" : "ios", "#
        + #""size" : "1024x1024" } ], "info" : { "author" : "xcode", "version" : 1 } }"#)
    let out = try Self.outputFolder(cat)
    let note = "the app icon set 'AppIcon' is not in the car: no --app-icon or --alternate-app-icon names it"
    let compile = try AssetCatExecutable.run(["compile", cat.path, "-o", out + "/X.car", "--platform", "iphoneos"])
    #expect(compile.status == 0)
    #expect(compile.stderr.contains("note: " + note), "\(compile.stderr)")
    let actool = try AssetCatExecutable.run([
      "actool", "--compile", out, "--platform", "iphoneos", "--notices", "--output-format", "human-readable-text",
      cat.path,
    ])
    #expect(actool.status == 0)
    #expect(actool.stdout.contains("note: " + note), "\(actool.stdout)")
    // Named, it is compiled and not noted.
    let named = try AssetCatExecutable.run([
      "compile", cat.path, "-o", out + "/Y.car", "--platform", "iphoneos", "--app-icon", "AppIcon",
    ])
    #expect(named.status == 0)
    #expect(!named.stderr.contains("is not in the car"), "\(named.stderr)")
  }

  @Test("a Photoshop document in an image set: validate and compile -o X.car agree, and the car holds its image")
  func photoshopImage() throws {
    let cat = try Self.catalog()
    try cat.write("Art.imageset/art.psd", Data(PSDSamples.psd(width: 6, height: 4, compression: 1)))
    try cat.contents(
      "Art.imageset",
      #"{ "images" : [ { "filename" : "art.psd", "idiom" : "universal" } ], "#
        + #""info" : { "author" : "xcode", "version" : 1 } }"#)
    try Self.validateAndCompileAgree(cat, carHolds: "art.psd  6×4 px")
  }

  /// `validate --decode` passes `cat` and `compile -o X.car` builds it, and the car lists `entry`;
  /// `validate`'s output is returned.
  @discardableResult
  static func validateAndCompileAgree(_ cat: FixtureCatalog, carHolds entry: String) throws -> String {
    let validate = try AssetCatExecutable.run(["validate", "--decode", cat.path])
    #expect(validate.status == 0, "\(validate.stdout)")
    let out = try Self.outputFolder(cat)
    let compile = try AssetCatExecutable.run(["compile", cat.path, "-o", out + "/X.car", "--platform", "iphoneos"])
    #expect(compile.status == 0, "\(compile.stderr)")
    let info = try AssetCatExecutable.run(["info", out + "/X.car"])
    #expect(info.stdout.contains(entry), "\(info.stdout)")
    return validate.stdout
  }

  @Test("a BMP named .png in an image set: a misnamed-file warning, and validate and compile -o X.car agree")
  func bmpImage() throws {
    func le32(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)] }
    // 2×1, 24-bit, one padded row: red, blue.
    let bmp =
      Array("BM".utf8) + le32(62) + le32(0) + le32(54) + le32(40) + le32(2) + le32(1) + [1, 0, 24, 0] + le32(0)
      + le32(0) + le32(2835) + le32(2835) + le32(0) + le32(0) + [0, 0, 255, 255, 0, 0, 0, 0]
    let cat = try Self.catalog()
    try cat.write("Pic.imageset/pic.png", Data(bmp))
    try cat.contents(
      "Pic.imageset",
      #"{ "images" : [ { "filename" : "pic.png", "idiom" : "universal" } ], "#
        + #""info" : { "author" : "xcode", "version" : 1 } }"#)
    let said = try Self.validateAndCompileAgree(cat, carHolds: "pic.png  2×1 px")
    #expect(said.contains("'pic.png' is a BMP image, not a PNG"), "\(said)")
  }

  @Test("a symbol set's SVG that is no symbol template: an AC020 error in validate as in compile -o X.car")
  func symbolSetThatIsNoTemplate() throws {
    let cat = try Self.catalog()
    try cat.write(
      "Star.symbolset/s.svg",
      Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>"#.utf8)
    )
    try cat.contents(
      "Star.symbolset",
      #"{ "symbols" : [ { "filename" : "s.svg", "idiom" : "universal" } ], "#
        + #""info" : { "author" : "xcode", "version" : 1 } }"#)
    let validate = try AssetCatExecutable.run(["validate", cat.path])
    #expect(validate.status == 1)
    #expect(validate.stdout.contains("not a symbol template") && validate.stdout.contains("[AC020]"))
    let out = try Self.outputFolder(cat)
    let compile = try AssetCatExecutable.run(["compile", cat.path, "-o", out + "/X.car", "--platform", "iphoneos"])
    #expect(compile.status == 1)
    #expect(!FileManager.default.fileExists(atPath: out + "/X.car"))
  }
}

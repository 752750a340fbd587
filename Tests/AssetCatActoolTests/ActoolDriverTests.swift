import AssetCatActool
import AssetCatBytes
import AssetCatImageHeaders
import AssetCatTestSupport
import Foundation
import Testing

@Suite("actool driver: what a build system gets")
struct ActoolDriverTests {
  @Test func xtoolCommandLineOnTheSample() async throws {
    let r = try ActoolRun()
    defer { r.remove() }
    let outcome = await r.xtool(Paths.sample, extra: ["--output-format", "human-readable-text"])
    #expect(outcome.exitCode == 0, "\(ActoolRun.text(outcome))")
    #expect(r.files() == ["AppIcon60x60@2x.png", "AppIcon76x76@2x~ipad.png", "Assets.car"])
    // The single 1024 icon scaled down through cairo: 120 and 152 pixels, opaque like the source.
    let iphone = try ImageProbe.probe(Data(r.bytes(r.out + "/AppIcon60x60@2x.png")))
    let ipad = try ImageProbe.probe(Data(r.bytes(r.out + "/AppIcon76x76@2x~ipad.png")))
    #expect((iphone.width, iphone.height, iphone.hasAlpha) == (120, 120, false))
    #expect((ipad.width, ipad.height, ipad.hasAlpha) == (152, 152, false))
    #expect(String(decoding: r.bytes(r.plist), as: UTF8.self) == Self.iOSPartialPlist)
    #expect(
      ActoolRun.text(outcome) == """
        /* com.apple.actool.compilation-results */
        \(r.out)/Assets.car
        \(r.out)/AppIcon60x60@2x.png
        \(r.out)/AppIcon76x76@2x~ipad.png
        \(r.plist)


        """)
  }

  static let iOSPartialPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>CFBundleIcons</key>
    \t<dict>
    \t\t<key>CFBundlePrimaryIcon</key>
    \t\t<dict>
    \t\t\t<key>CFBundleIconFiles</key>
    \t\t\t<array>
    \t\t\t\t<string>AppIcon60x60</string>
    \t\t\t</array>
    \t\t\t<key>CFBundleIconName</key>
    \t\t\t<string>AppIcon</string>
    \t\t</dict>
    \t</dict>
    \t<key>CFBundleIcons~ipad</key>
    \t<dict>
    \t\t<key>CFBundlePrimaryIcon</key>
    \t\t<dict>
    \t\t\t<key>CFBundleIconFiles</key>
    \t\t\t<array>
    \t\t\t\t<string>AppIcon60x60</string>
    \t\t\t\t<string>AppIcon76x76</string>
    \t\t\t</array>
    \t\t\t<key>CFBundleIconName</key>
    \t\t\t<string>AppIcon</string>
    \t\t</dict>
    \t</dict>
    \t<key>CFBundleLocalizations</key>
    \t<array>
    \t\t<string>fr</string>
    \t\t<string>fr-CA</string>
    \t</array>
    </dict>
    </plist>

    """

  @Test(Corpora.needed) func xtoolCommandLineOnACorpusCatalogCopiesTheSetsOwnIcons() async throws {
    let catalog = try Corpora.full("element-hq__element-ios/Riot/Assets/SharedImages.xcassets")
    let r = try ActoolRun()
    defer { r.remove() }
    let outcome = await r.xtool(catalog, extra: ["--output-format", "xml1", "--export-dependency-info", r.deps])
    #expect(outcome.exitCode == 0, "\(ActoolRun.text(outcome))")
    let icons = catalog + "/AppIcon.appiconset/"
    #expect(r.bytes(r.out + "/AppIcon60x60@2x.png") == r.bytes(icons + "AppIcon~iPhone-60@2x.png"))
    #expect(r.bytes(r.out + "/AppIcon76x76@2x~ipad.png") == r.bytes(icons + "AppIcon~iPad-76@2x.png"))
    let doc = try ActoolRun.plist(outcome.output)
    let files = (doc["com.apple.actool.compilation-results"] as? [String: Any])?["output-files"] as? [String]
    #expect(files?.last == r.plist)
    #expect(files?.count == 4)
    // Dependency info: version first, then the outputs, then every file read.
    let deps = r.bytes(r.deps)
    #expect(deps.first == 0x00)
    #expect(deps.starts(with: [0x00] + Array("assetcat-0.1.0".utf8) + [0x00, 0x40]))
    let records = try deps.withUnsafeBytes { raw in
      var reader = ByteReader(raw, endianness: .big)
      var out: [DependencyInfoRecord] = []
      while !reader.isAtEnd { out.append(try reader.record(DependencyInfoRecord.self)) }
      return out
    }
    #expect(records.first == DependencyInfoRecord(.version, "assetcat-0.1.0"))
    #expect(records.filter { $0.kind == .output }.map(\.text) == files?.sorted())
    #expect(records.contains(DependencyInfoRecord(.input, icons + "AppIcon~iPad-76@2x.png")))
    #expect(records.contains(DependencyInfoRecord(.input, icons + "Contents.json")))
  }

  @Test func versionProbeIsAPlistWithTheTwoKeys() async throws {
    let r = try ActoolRun()
    defer { r.remove() }
    let outcome = await r.run(["--version", "--output-format", "xml1"])
    #expect(outcome.exitCode == 0)
    let version = try #require(try ActoolRun.plist(outcome.output)["com.apple.actool.version"] as? [String: String])
    #expect(Set(version.keys) == ["bundle-version", "short-bundle-version"])
    #expect(version.values.allSatisfy { !$0.isEmpty })
  }

  @Test func twoRunsAreByteIdentical() async throws {
    var seen: [[String: [UInt8]]] = []
    for _ in 0..<2 {
      let r = try ActoolRun()
      defer { r.remove() }
      let outcome = await r.xtool(Paths.sample, extra: ["--export-dependency-info", r.deps])
      var all = ["stdout": outcome.output.map { $0 }, "plist": r.bytes(r.plist), "deps": r.bytes(r.deps)]
      for f in r.files() { all[f] = r.bytes(r.out + "/" + f) }
      // Paths differ per run (a fresh folder each): compare with the folder replaced.
      seen.append(
        all.mapValues {
          Array(String(decoding: $0, as: UTF8.self).replacingOccurrences(of: r.root.path, with: "R").utf8)
        })
    }
    #expect(seen[0] == seen[1])
  }

  /// actool warns that the named set is not there and builds the rest: a missing
  /// `--app-icon` is a warning, the car and the partial plist are written, exit 0.
  @Test func aMissingAppIconIsActoolsWarningAndTheRestIsBuilt() async throws {
    let r = try ActoolRun()
    defer { r.remove() }
    let outcome = await r.run(
      [
        "--compile", r.out, "--app-icon", "Missing", "--platform", "iphoneos", "--output-partial-info-plist", r.plist,
        "--output-format", "human-readable-text", "--warnings", Paths.sample,
      ])
    #expect(outcome.exitCode == 0)
    #expect(
      ActoolRun.text(outcome).contains(
        """
        /* com.apple.actool.warnings */
        \(Paths.sample): warning: None of the input catalogs contained a matching stickers icon set or app icon \
        set named  "Missing" [AC070]
        """), "\(ActoolRun.text(outcome))")
    #expect(r.files() == ["Assets.car"])
    let plist = try ActoolRun.plist(r.bytes(r.plist))
    #expect(plist["CFBundleIconName"] == nil)
  }

  /// Xcode builds, archives and exports an app whose App Store icon has an alpha channel; the
  /// store refuses it at upload (ITMS-90717). So actool's run builds, and says so as a warning.
  /// The full corpora's NetNewsWire iOS icon (its 1024 icons are megabytes, not in the slice).
  @Test(Corpora.needed) func anAppStoreIconWithAlphaIsAWarningAndTheBuildGoesOn() async throws {
    let catalog = try Corpora.full("Ranchero-Software__NetNewsWire/iOS/Resources/Assets.xcassets")
    let r = try ActoolRun()
    defer { r.remove() }
    let built = await r.xtool(catalog, extra: ["--output-format", "xml1", "--warnings"])
    #expect(built.exitCode == 0)
    let doc = try ActoolRun.plist(built.output)
    #expect(doc["com.apple.actool.document.errors"] == nil)
    let warnings = doc["com.apple.actool.document.warnings"] as? [[String: Any]] ?? []
    #expect(warnings.contains { ($0["message"] as? String)?.hasSuffix("[AC072]") == true })
    #expect(r.files() == ["AppIcon60x60@2x.png", "AppIcon76x76@2x~ipad.png", "Assets.car"])
    let skipped = await r.xtool(
      catalog, extra: ["--skip-app-store-deployment", "--output-format", "xml1", "--warnings"])
    #expect(skipped.exitCode == 0)
    #expect(!ActoolRun.text(skipped).contains("AC072"))
  }

  /// The full corpora's NetNewsWire Mac icon (1.2 MB, not in the slice).
  @Test(Corpora.needed) func macOSGetsAnIcnsAndTopLevelKeys() async throws {
    let catalog = try Corpora.full("Ranchero-Software__NetNewsWire/Mac/Resources/Assets.xcassets")
    let r = try ActoolRun()
    defer { r.remove() }
    let outcome = await r.run(
      [
        "--compile", r.out, "--platform", "macosx", "--target-device", "mac", "--minimum-deployment-target", "13.0",
        "--app-icon", "AppIcon", "--accent-color", "AccentColor", "--output-partial-info-plist", r.plist, catalog,
      ])
    #expect(outcome.exitCode == 0, "\(ActoolRun.text(outcome))")
    #expect(r.files() == ["AppIcon.icns", "Assets.car"])
    let icns = r.bytes(r.out + "/AppIcon.icns")
    #expect(Array(icns.prefix(4)) == Array("icns".utf8))
    #expect(Int(icns[4]) << 24 | Int(icns[5]) << 16 | Int(icns[6]) << 8 | Int(icns[7]) == icns.count)
    let plist = try ActoolRun.plist(r.bytes(r.plist))
    #expect(plist["CFBundleIconFile"] as? String == "AppIcon")
    #expect(plist["CFBundleIconName"] as? String == "AppIcon")
    #expect(plist["NSAccentColorName"] as? String == "AccentColor")
  }

  @Test func withoutAnIconThePartialPlistIsAnEmptyDict() async throws {
    let r = try ActoolRun()
    defer { r.remove() }
    let outcome = await r.run([
      "--compile", r.out, "--platform", "iphoneos", "--output-partial-info-plist", r.plist,
      "--include-partial-info-plist-localizations", "NO", Paths.sample,
    ])
    #expect(outcome.exitCode == 0)
    #expect(String(decoding: r.bytes(r.plist), as: UTF8.self).contains("<plist version=\"1.0\">\n<dict/>\n</plist>"))
    #expect(
      !ActoolRun.text(outcome).contains(
        "include-partial-info-plist-localization"
          + "s"))  // no "not implemented" notice
  }

  @Test func thePartialPlistListsTheLocalesOfLocalizedAssetsOnlyWhenThereAreSome() async throws {
    let r = try ActoolRun()
    defer { r.remove() }
    let flags = ["--compile", r.out, "--platform", "macosx", "--output-partial-info-plist", r.plist]
    #expect(await r.run(flags + [Paths.sample]).exitCode == 0)
    let plist = try ActoolRun.plist(r.bytes(r.plist))
    #expect(plist["CFBundleLocalizations"] as? [String] == ["fr", "fr-CA"])
    let unlocalized = try ActoolOutputRefusalTests.catalog()
    #expect(await r.run(flags + [unlocalized.path]).exitCode == 0)
    #expect(try ActoolRun.plist(r.bytes(r.plist))["CFBundleLocalizations"] == nil)
  }

  @Test func ignoredOptionsAreNoticesInTheDocument() async throws {
    let r = try ActoolRun()
    defer { r.remove() }
    let outcome = await r.run(
      [
        "--compile", r.out, "--platform", "iphoneos", "--ui-framework-family", "uikit", "--frobnicate",
        "--output-format=human-readable-text", Paths.sample,
      ])
    #expect(outcome.exitCode == 0)
    let text = ActoolRun.text(outcome)
    #expect(
      text.contains("/* com.apple.actool.notices */\nactool: note: --ui-framework-family uikit is not implemented"))
    #expect(text.contains("actool: note: unknown option --frobnicate was ignored"))
  }

  @Test func anXml1ResultsDocumentWithFindingsParses() async throws {
    let r = try ActoolRun()
    defer { r.remove() }
    let broken = Paths.root.appendingPathComponent("SampleAssets/Broken/AC073.xcassets").path
    let outcome = await r.run([
      "--compile", r.out, "--platform", "iphoneos", "--warnings", "--output-format", "xml1", broken,
    ])
    #expect(outcome.exitCode == 0)
    let warnings = try #require(
      try ActoolRun.plist(outcome.output)["com.apple.actool.document.warnings"] as? [[String: Any]])
    try #require(warnings.count == 1)
    #expect(warnings[0]["catalog"] as? String == broken)
    #expect(warnings[0]["type"] as? String == "Ambiguous Content")
    #expect(
      warnings[0]["message"] as? String == "AppIcon.appiconset/icon-60@2x.png is 100x100 but should be 120x120 [AC073]")
    #expect(warnings[0]["affected-items"] as? [String] == ["./AppIcon.appiconset/Contents.json"])
  }

  @Test func compileOutputFilenameNamesTheCarAndAPathIsRefused() async throws {
    let r = try ActoolRun()
    defer { r.remove() }
    let outcome = await r.xtool(
      Paths.sample, extra: ["--compile-output-filename", "App.car", "--output-format", "human-readable-text"])
    #expect(outcome.exitCode == 0, "\(ActoolRun.text(outcome))")
    #expect(r.files() == ["App.car", "AppIcon60x60@2x.png", "AppIcon76x76@2x~ipad.png"])
    #expect(ActoolRun.text(outcome).contains("\(r.out)/App.car"))
    #expect(!ActoolRun.text(outcome).contains("compile-output-filename"))  // no "not implemented" notice
    for bad in ["../App.car", "", ".."] {
      let refused = await r.run([
        "--compile", r.out, "--platform", "iphoneos", "--compile-output-filename", bad, "--output-format",
        "human-readable-text", Paths.sample,
      ])
      #expect(refused.exitCode == 2, "\(bad)")
      #expect(
        ActoolRun.text(refused).contains("--compile-output-filename must be a file name"), "\(ActoolRun.text(refused))")
    }
    #expect(r.files() == ["App.car", "AppIcon60x60@2x.png", "AppIcon76x76@2x~ipad.png"])
  }

  @Test func theCompileFolderMustExist() async throws {
    let r = try ActoolRun()
    defer { r.remove() }
    let outcome = await r.run([
      "--compile", r.out + "/nope", "--platform", "iphoneos", "--output-format", "human-readable-text", Paths.sample,
    ])
    #expect(outcome.exitCode == 2)
    #expect(ActoolRun.text(outcome).contains("error: the --compile folder"))
  }

  /// The car's temporary file cannot be made (its name would be longer than a file name can be):
  /// the writer fails after the check passed, and nothing else is put in place either. An output
  /// that cannot be written is an I/O failure: exit 2, as compile's.
  @Test func aFailingCarWriterWritesNothing() async throws {
    let r = try ActoolRun()
    defer { r.remove() }
    let longName = String(repeating: "A", count: 250) + ".car"
    let outcome = await r.run([
      "--compile", r.out, "--compile-output-filename", longName, "--platform", "iphoneos", "--app-icon", "AppIcon",
      "--output-partial-info-plist", r.plist, Paths.sample,
    ])
    #expect(outcome.exitCode == 2)
    #expect(ActoolRun.text(outcome).contains("cannot write"))
    #expect(r.files().isEmpty)
    #expect(!FileManager.default.fileExists(atPath: r.plist))
  }
}

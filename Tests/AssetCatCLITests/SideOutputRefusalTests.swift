import AssetCatTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `symbols -o` and `report -o` follow the output rule of `compile -o` (SPEC §7): exit 2 and
/// nothing changed for an input, a path inside an input catalog, a FIFO or a device.
@Suite("Outputs: symbols and report refuse what they must not replace")
struct SideOutputRefusalTests {
  @Test("symbols -o naming the catalog's Contents.json, a new file inside the catalog, a FIFO or a folder")
  func symbolsRefused() throws {
    let (cat, png, contents) = try OutputRefusalTests.catalog()
    let fifo = cat.root.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o644) == 0)
    for target in [
      png, contents, cat.path + "/Assets.swift", cat.path + "/Logo.imageset/New.swift", fifo, cat.root.path,
    ] {
      let before = OutputRefusalTests.snapshot(target)
      let r = try AssetCatExecutable.run(["symbols", cat.path, "-o", target])
      #expect(r.status == 2, "\(target): \(r.stderr)")
      #expect(r.stderr.contains("-o:"), "\(r.stderr)")
      let after = OutputRefusalTests.snapshot(target)
      #expect(after.mode == before.mode && after.bytes == before.bytes, "\(target) changed")
    }
    #expect(!FileManager.default.fileExists(atPath: cat.path + "/Assets.swift"))
    let good = cat.root.appendingPathComponent("Assets.swift").path
    #expect(try AssetCatExecutable.run(["symbols", cat.path, "-o", good]).status == 0)
    #expect(
      FileManager.default.contents(atPath: good).map { String(decoding: $0, as: UTF8.self).contains("logo") } == true)
  }

  @Test("report -o inside the catalog (new or deep), the catalog itself, a file or a FIFO")
  func reportRefused() throws {
    let (cat, png, _) = try OutputRefusalTests.catalog()
    let fifo = cat.root.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o644) == 0)
    for target in [cat.path + "/report", cat.path + "/Logo.imageset/a/b", cat.path, png, fifo] {
      let before = OutputRefusalTests.snapshot(target)
      let r = try AssetCatExecutable.run(["report", cat.path, "-o", target, "--quiet"])
      #expect(r.status == 2, "\(target): \(r.stderr)")
      #expect(r.stderr.contains("refused output"), "\(r.stderr)")
      let after = OutputRefusalTests.snapshot(target)
      #expect(after.mode == before.mode && after.bytes == before.bytes, "\(target) changed")
    }
    #expect(!FileManager.default.fileExists(atPath: cat.path + "/report"))
    #expect(!FileManager.default.fileExists(atPath: cat.path + "/Logo.imageset/a"))
    let good = cat.root.appendingPathComponent("report").path
    #expect(try AssetCatExecutable.run(["report", cat.path, "-o", good, "--quiet"]).status == 0)
    #expect(FileManager.default.fileExists(atPath: good + "/index.html"))
  }
}

/// A catalog's own Appearance.json that is a symbolic link leaving the catalog is AC032 and is
/// never read: not by validate, compile, nor resolve --component.
@Suite("Path policy: a linked Appearance.json")
struct LinkedAppearanceFileTests {
  @Test func outsideLinkIsAC032AndNotRead() throws {
    let (cat, _, _) = try OutputRefusalTests.catalog()
    let outside = cat.root.appendingPathComponent("rules.json").path
    // Parsed, this would give AC050 ("missing 'version'"): it must not be parsed at all.
    try Data(#"{ "rules" : [] }"#.utf8).write(to: URL(fileURLWithPath: outside))
    try FileManager.default.createSymbolicLink(atPath: cat.path + "/Appearance.json", withDestinationPath: outside)
    let v = try AssetCatExecutable.run(["validate", cat.path])
    #expect(v.status == 1)
    #expect(v.stdout.contains("Appearance.json: error: appearance file") && v.stdout.contains("[AC032]"), "\(v.stdout)")
    #expect(!v.stdout.contains("AC050"), "\(v.stdout)")
    let out = cat.root.appendingPathComponent("out.assetcat").path
    #expect(try AssetCatExecutable.run(["compile", cat.path, "-o", out]).status == 1)
    #expect(!FileManager.default.fileExists(atPath: out))
    let rules = cat.root.appendingPathComponent("Rules.json").path
    try Data(#"{ "version" : 1, "rules" : [] }"#.utf8).write(to: URL(fileURLWithPath: rules))
    #expect(try AssetCatExecutable.run(["compile", cat.path, "-o", out, "--appearance", rules]).status == 0)
    let r = try AssetCatExecutable.run(["resolve", cat.path, "--component", "Button"])
    #expect(r.status == 2 && r.stderr.contains("outside the catalog"), "\(r.stderr)")
  }
}

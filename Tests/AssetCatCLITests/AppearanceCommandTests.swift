import AssetCatArchive
import AssetCatCore
import AssetCatFileSystem
import AssetCatImaging
import AssetCatPipeline
import AssetCatSource
import Foundation
import Testing

@testable import AssetCatCLI

/// Collects what a command writes (in-process runs).
final class CapturedOutput: @unchecked Sendable {
  private let lock = NSLock()
  private var outText = ""
  private var errText = ""
  var out: String { lock.withLock { outText } }
  var err: String { lock.withLock { errText } }
  var output: CommandOutput {
    CommandOutput(
      out: { s in self.lock.withLock { self.outText += s } },
      err: { s in self.lock.withLock { self.errText += s } })
  }
}

/// The package's sample catalog.
let demoCatalog: String = {
  var url = URL(fileURLWithPath: #filePath)
  for _ in 0..<3 { url.deleteLastPathComponent() }
  return url.appendingPathComponent("SampleAssets/Demo.xcassets").path
}()

private func resolve(_ configure: (inout ResolveOptions) -> Void) -> (status: Int32, out: String, err: String) {
  var o = ResolveOptions(catalog: demoCatalog)
  configure(&o)
  let captured = CapturedOutput()
  let status = ResolveCommandLogic.run(o, output: captured.output)
  return (status, captured.out, captured.err)
}

private func json(_ text: String) throws -> [String: Any] {
  try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

private func property(_ answer: [String: Any], _ name: String) -> [String: Any]? {
  (answer["properties"] as? [String: Any])?[name] as? [String: Any]
}

@Suite("resolve --component (SPEC §4–5)")
struct AppearanceCommandTests {
  @Test("the sample's Appearance.json is clean against the Demo catalog")
  func sampleIsClean() throws {
    let read = try SourceCatalogReader.read(path: demoCatalog, options: .init(inspector: .imaging))
    let path = try #require(AppearanceFile.path(inCatalog: demoCatalog))
    let parsed = try AppearanceFile.load(path: path, assets: read.catalog)
    #expect(parsed.diagnostics == [])
    #expect(parsed.rules.rules.count >= 10)
  }

  @Test("Adaptive Photos: the smaller star in compact height, with its rendition and size")
  func ratingControl() throws {
    let landscape = resolve {
      $0.component = "RatingControl"
      $0.device = "iPhone 15"
      $0.orientation = "landscape"
      $0.format = .json
    }
    #expect(landscape.status == 0)
    let a = try json(landscape.out)
    #expect(a["component"] as? String == "RatingControl")
    let star = try #require(property(a, "starImage"))
    #expect(star["kind"] as? String == "image")
    #expect(star["value"] as? String == "StarSmall")
    #expect(star["source"] as? String == "rule")
    #expect(star["rule"] as? Int == 2)
    let match = try #require(star["match"] as? [String: Any])
    #expect(match["file"] as? String == "Rating/StarSmall.imageset/star-small@3x.png")
    #expect((match["intrinsicSize"] as? [String: Any])?["width"] as? Int == 16)
    #expect(property(a, "starSpacing")?["value"] as? Int == 4)

    let portrait = try json(
      resolve {
        $0.component = "RatingControl"
        $0.device = "iPhone 15"
        $0.format = .json
      }.out)
    #expect(property(portrait, "starImage")?["value"] as? String == "Star")
    #expect(
      ((property(portrait, "starImage")?["match"] as? [String: Any])?["intrinsicSize"] as? [String: Any])?["width"]
        as? Int == 24)
    #expect(property(portrait, "tintColor")?["value"] as? String == "Tint")

    // Tint per appearance: the dark rule picks AccentColor, resolved to its dark variant.
    let dark = try json(
      resolve {
        $0.component = "RatingControl"
        $0.device = "iPhone 15"
        $0.traits = "style=dark"
        $0.format = .json
      }.out)
    #expect(property(dark, "tintColor")?["value"] as? String == "AccentColor")
    #expect(
      ((property(dark, "tintColor")?["match"] as? [String: Any])?["slot"] as? [String: String])?["style"] == "dark")
  }

  @Test("UIKit: in Toolbar > NavigationBar, the NavigationBar rule's tint beats the dark Toolbar rule")
  func outermostContainer() throws {
    let r = resolve {
      $0.component = "Button"
      $0.containers = ["Toolbar", "NavigationBar", "Window"]
      $0.traits = "idiom=phone,scale=3,style=dark"
      $0.format = .json
      $0.explain = true
    }
    #expect(r.status == 0)
    let a = try json(r.out)
    let tint = try #require(property(a, "tintColor"))
    #expect(tint["value"] as? String == "Tint")
    #expect(tint["rule"] as? Int == 8)
    let candidates = try #require(tint["candidates"] as? [[String: Any]])
    #expect(candidates.map { $0["result"] as? String } == ["lost", "won", "lost"])
    #expect((candidates[2]["reason"] as? String)?.contains("closer to the root") == true)
    // The Toolbar rule still wins the property nobody closer to the root sets.
    #expect(property(a, "cornerRadius")?["value"] as? Int == 4)
    // The longer containedIn applies too.
    #expect(property(a, "contentInsets")?["value"] as? [String: Int] == ["top": 4, "left": 8, "bottom": 4, "right": 8])
    // A dark color resolves under the query's style.
    #expect(((tint["match"] as? [String: Any])?["slot"] as? [String: String])?["style"] == "dark")
  }

  @Test("--set beats every rule and is read as the property's kind")
  func instanceValue() throws {
    let r = resolve {
      $0.component = "RatingControl"
      $0.traits = "height=compact"
      $0.set = ["starImage=Star", "tintColor=#FF0000", "extra=8,8"]
      $0.format = .json
    }
    #expect(r.status == 0)
    let a = try json(r.out)
    #expect(property(a, "starImage")?["source"] as? String == "instance")
    #expect(property(a, "starImage")?["value"] as? String == "Star")
    #expect(property(a, "starImage")?["match"] != nil)
    #expect(property(a, "tintColor")?["kind"] as? String == "color")
    #expect(property(a, "tintColor")?["match"] == nil)  // a literal names no asset
    #expect(property(a, "extra")?["kind"] as? String == "size")
  }

  @Test("bad --set is bad usage")
  func badSet() {
    #expect(
      resolve {
        $0.component = "RatingControl"
        $0.set = ["starSpacing=wide"]
      }.status == 2)
    #expect(
      resolve {
        $0.component = "RatingControl"
        $0.set = ["=4"]
      }.status == 2)
    #expect(
      resolve {
        $0.name = "Star"
        $0.set = ["a=1"]
      }.status == 2)
    #expect(
      resolve {
        $0.name = "Star"
        $0.containers = ["NavigationBar"]
      }.status == 2)
    #expect(
      resolve {
        $0.name = "Star"
        $0.appearance = "x.json"
      }.status == 2)
  }

  @Test("a component no rule styles: exit 1")
  func unknownComponent() {
    let r = resolve { $0.component = "Slider" }
    #expect(r.status == 1)
    #expect(r.out.contains("no rule for 'Slider' applies (components with rules: "))
    #expect(resolve { $0.component = "button" }.out.contains("did you mean 'Button'?"))
    let label = resolve {
      $0.component = "Label"
      $0.containers = ["Window"]
      $0.explain = true
    }
    #expect(label.status == 1)
    #expect(
      label.out.contains(
        "rule 6, line 43: not-applicable: containedIn [OverlayView] is not an ordered subsequence of the "
          + "containers [Window]"
      ))
  }

  @Test("--appearance FILE replaces the catalog's rules; its AC050 findings go to stderr")
  func appearanceFile() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-appearance-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("Rules.json")
    try Data(
      """
      { "version": 1, "rules": [
        { "component": "Badge", "properties": { "image": { "image": "Starr" }, "size": { "size": "20,20" } } } ] }
      """.utf8
    ).write(to: file)
    let r = resolve {
      $0.component = "Badge"
      $0.appearance = file.path
    }
    #expect(
      r.err.contains("\(file.path):2:63: error: property 'image' of rule 1 ('Badge') names unknown image 'Starr'"))
    #expect(r.err.contains("[AC050]"))
    #expect(r.out.contains("image: image Starr (rule 1, line 2) -> no such asset"))
    #expect(r.status == 1)  // a named image has no match
    #expect(
      resolve {
        $0.component = "Badge"
        $0.appearance = dir.appendingPathComponent("missing.json").path
      }.status == 2)
  }

  @Test("--batch mixes image and appearance lines")
  func batch() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-batch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("requests.jsonl")
    try Data(
      """
      {"name": "Logo", "traits": {"scale": 2}}
      {"component": "OverlayView", "device": "iPhone 15", "orientation": "landscape"}
      {"component": "Button", "containers": ["NavigationBar"], "set": {"cornerRadius": 2, \
      "contentInsets": {"insets": {"top": 1, "left": 2, "bottom": 3, "right": 4}}}}
      {"component": "Button", "name": "Logo"}

      """.utf8
    ).write(to: file)
    let r = resolve { $0.batch = file.path }
    let lines = r.out.split(separator: "\n").map(String.init)
    try #require(lines.count == 4)
    #expect(try json(lines[0])["name"] as? String == "Logo")
    let overlay = try json(lines[1])
    #expect(
      property(overlay, "layoutMargins")?["value"] as? [String: Int] == [
        "top": 8, "left": 16, "bottom": 8, "right": 16,
      ])
    let button = try json(lines[2])
    #expect(property(button, "cornerRadius")?["source"] as? String == "instance")
    #expect(
      property(button, "contentInsets")?["value"] as? [String: Int] == ["top": 1, "left": 2, "bottom": 3, "right": 4])
    #expect(property(button, "tintColor")?["value"] as? String == "Tint")
    #expect((try json(lines[3])["error"] as? String)?.contains("not both") == true)
    #expect(r.status == 1)  // the bad line
  }
}

@Suite("compile stores appearance rules (SPEC §4–5)")
struct AppearanceCompileTests {
  static func tempDir() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "assetcat-appearance-compile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
  }

  @Test("the catalog's Appearance.json is stored, and listed in the depfile")
  func storesCatalogRules() async throws {
    let dir = try Self.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    var o = CompileOptions(sources: [demoCatalog], output: dir.appendingPathComponent("Demo.assetcat").path)
    o.progress = false
    o.depfile = dir.appendingPathComponent("Demo.d").path
    let captured = CapturedOutput()
    #expect(await CompileCommandLogic.run(o, output: captured.output) == 0, "\(captured.err)")
    let compiled = try CompiledCatalog(contentsOf: URL(fileURLWithPath: o.output))
    let rules = try compiled.loadAppearanceRules()
    #expect(rules.components.contains("RatingControl"))
    let depfile = try String(contentsOf: URL(fileURLWithPath: o.depfile!), encoding: .utf8)
    #expect(depfile.contains("Appearance.json"))
  }

  @Test("--appearance FILE replaces the rules; AC050 errors stop the compile")
  func appearanceOption() async throws {
    let dir = try Self.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let good = dir.appendingPathComponent("good.json")
    try Data(#"{"version": 1, "rules": [{"component": "Only", "properties": {"logo": {"image": "Logo"}}}]}"#.utf8)
      .write(to: good)
    let bad = dir.appendingPathComponent("bad.json")
    try Data(#"{"version": 1, "rules": [{"component": "Only", "properties": {"logo": {"image": "Nope"}}}]}"#.utf8)
      .write(to: bad)

    var o = CompileOptions(sources: [demoCatalog], output: dir.appendingPathComponent("A.assetcat").path)
    o.progress = false
    o.appearance = good.path
    #expect(await CompileCommandLogic.run(o, output: CapturedOutput().output) == 0)
    #expect(
      try CompiledCatalog(contentsOf: URL(fileURLWithPath: o.output)).loadAppearanceRules().components == ["Only"])

    o.output = dir.appendingPathComponent("B.assetcat").path
    o.appearance = bad.path
    let captured = CapturedOutput()
    #expect(await CompileCommandLogic.run(o, output: captured.output) == 1)
    #expect(captured.err.contains("[AC050]"))
    #expect(!FileManager.default.fileExists(atPath: o.output))

    o.appearance = dir.appendingPathComponent("missing.json").path
    #expect(await CompileCommandLogic.run(o, output: CapturedOutput().output) == 2)
  }

  @Test("with --appearance FILE, a broken Appearance.json of the catalog does not stop the compile")
  func replacedRulesFileIsNotChecked() async throws {
    let dir = try Self.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let catalog = dir.appendingPathComponent("Copy.xcassets")
    try FileManager.default.copyItem(at: URL(fileURLWithPath: demoCatalog), to: catalog)
    try Data(#"{"version": 1, "rules": [{"component": "X", "properties": {"p": {"image": "Nope"}}}]}"#.utf8)
      .write(to: catalog.appendingPathComponent("Appearance.json"))
    let good = dir.appendingPathComponent("good.json")
    try Data(#"{"version": 1, "rules": [{"component": "Only", "properties": {"logo": {"image": "Logo"}}}]}"#.utf8)
      .write(to: good)

    var o = CompileOptions(sources: [catalog.path], output: dir.appendingPathComponent("A.assetcat").path)
    o.progress = false
    let own = CapturedOutput()
    #expect(await CompileCommandLogic.run(o, output: own.output) == 1)
    #expect(own.err.components(separatedBy: "[AC050]").count == 2, "one AC050, not one per checker: \(own.err)")
    o.appearance = good.path
    let replaced = CapturedOutput()
    #expect(await CompileCommandLogic.run(o, output: replaced.output) == 0, "\(replaced.err)")
  }

  @Test("info counts the rules of a source and a compiled catalog")
  func info() async throws {
    let dir = try Self.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    var o = CompileOptions(sources: [demoCatalog], output: dir.appendingPathComponent("Demo.assetcat").path)
    o.progress = false
    #expect(await CompileCommandLogic.run(o, output: CapturedOutput().output) == 0)
    for catalog in [demoCatalog, o.output] {
      let captured = CapturedOutput()
      #expect(InfoCommandLogic.run(catalog: catalog, format: .json, output: captured.output) == 0)
      let appearance = try #require(try json(captured.out)["appearance"] as? [String: Any])
      #expect((appearance["components"] as? [String])?.contains("RatingControl") == true)
      #expect((appearance["ruleCount"] as? Int ?? 0) >= 10)
    }
  }

  @Test("extract writes the stored rules back as Appearance.json, which reads back clean")
  func extract() async throws {
    let dir = try Self.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    var o = CompileOptions(sources: [demoCatalog], output: dir.appendingPathComponent("Demo.assetcat").path)
    o.progress = false
    #expect(await CompileCommandLogic.run(o, output: CapturedOutput().output) == 0)
    let out = dir.appendingPathComponent("Back.xcassets").path
    #expect(ExtractCommandLogic.run(catalog: o.output, directory: out, output: CapturedOutput().output) == 0)
    let read = try SourceCatalogReader.read(path: out, options: .init(inspector: .imaging))
    let back = try AppearanceFile.load(path: try #require(AppearanceFile.path(inCatalog: out)), assets: read.catalog)
    #expect(back.diagnostics == [])
    let original = try CompiledCatalog(contentsOf: URL(fileURLWithPath: o.output)).loadAppearanceRules()
    #expect(
      back.rules.rules.map {
        var r = $0
        r.line = nil
        return r
      }
        == original.rules.map {
          var r = $0
          r.line = nil
          return r
        })
  }

  @Test("end to end: the built executable answers --component with SPEC exit codes")
  func endToEnd() throws {
    let ok = try AssetCatExecutable.run([
      "resolve", demoCatalog, "--component", "NavigationBar", "--device", "iPhone 15", "--orientation", "landscape",
      "--format", "json",
    ])
    #expect(ok.status == 0, "\(ok.stderr)")
    #expect(ok.stdout.contains(#""prefersLargeTitles""#))
    #expect(try AssetCatExecutable.run(["resolve", demoCatalog, "--component", "Nothing"]).status == 1)
    #expect(try AssetCatExecutable.run(["resolve", demoCatalog, "Star", "--component", "Button"]).status == 2)
  }
}

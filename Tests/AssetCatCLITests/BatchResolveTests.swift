import AssetCatCLI
import AssetCatCore
import AssetCatLookup
import Foundation
import Testing

/// `resolve --batch` answers through the one resolve path of a single `resolve`: plain
/// `{"name", "traits"}` lines are read by a byte scanner, every other line by the JSON parser, and
/// both hand their request to the same cached path. Every way must write the same bytes, and the
/// same bytes as the single answer's JSON.
@Suite("resolve --batch: one resolve path")
struct BatchResolveTests {
  static let traitsTexts = [
    #"{"idiom": "phone", "scale": 3, "style": "dark"}"#,
    #"{"idiom":"pad","scale":2,"width":"regular","height":"regular"}"#,
    #"{ "scale" : "2x" , "style" : "light" }"#,
    #"{}"#,
    #"{"idiom": "universal", "scale": 1}"#,
    #"{"style": "dark", "style": "light"}"#,  // duplicate key: the last wins, as in the parser
    #"{"scale": "9"}"#,  // bad value: an error line
    #"{"colour": "red"}"#,  // unknown key: an error line
    #"{"style": null}"#,
  ]
  static let names = ["Logo", "Tint", "Button", "DarkOnly", "Nope", "logo"]

  /// `name` with its last character written as a `\u` escape: the same request, which the
  /// scanner leaves to the JSON parser.
  static func escaped(_ name: String) -> String {
    let last = name.unicodeScalars.last!
    return String(name.unicodeScalars.dropLast()) + String(format: "\\u%04x", last.value)
  }

  func batch(_ catalog: String, _ input: String, explain: Bool = false) throws -> (Int32, String) {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-fast-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("requests.jsonl")
    try Data(input.utf8).write(to: file)
    var o = ResolveOptions(catalog: catalog)
    o.batch = file.path
    o.explain = explain
    let buffer = OutputBuffer()
    let code = ResolveCommandLogic.run(o, output: buffer.output)
    return (code, buffer.out)
  }

  @Test("scanned and parsed lines write the same bytes, from source and compiled catalogs")
  func sameBytes() throws {
    let cat = try exampleCatalog()
    let compiledDir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "assetcat-fastc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: compiledDir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: compiledDir) }
    let compiled = compiledDir.appendingPathComponent("c.assetcat").path
    let compile = try AssetCatExecutable.run(["compile", cat.path, "-o", compiled])
    #expect(compile.status == 0, "\(compile.stderr)")

    var plain = "", general = ""
    for _ in 0..<2 {  // twice: the second round is answered from the caches
      for name in Self.names {
        for t in Self.traitsTexts {
          plain += #"{"name": "\#(name)", "traits": \#(t)}"# + "\n"
          general += #"{"traits": \#(t), "name": "\#(Self.escaped(name))"}"# + "\n"
        }
        plain += #" {"name":"\#(name)"} "# + "\r\n"
        general += #"{"name": "\#(Self.escaped(name))"}"# + "\n"
      }
    }
    for catalog in [cat.path, compiled] {
      let (fastCode, fast) = try batch(catalog, plain)
      let (slowCode, slow) = try batch(catalog, general)
      #expect(!fast.isEmpty)
      #expect(fast == slow)
      #expect(fastCode == slowCode)
      // "\r\n" is one Character
      #expect(fast.utf8.split(separator: 0x0A).count == plain.utf8.split(separator: 0x0A).count)
    }
    // Same answers from the source and the compiled catalog.
    #expect(try batch(cat.path, plain).1 == batch(compiled, plain).1)
  }

  @Test("lines the scanner leaves to the parser are still answered, with their line numbers")
  func otherShapes() throws {
    let cat = try exampleCatalog()
    let input = [
      #"{"name": "Logo", "traits": {"scale": 2}}"#,
      #"{"name": "Logo", "traits": {"scale": 2}, "device": "iPhone 15 Pro"}"#,
      #"{"name": "Logo", "traits": {"scale": {"x": 1}}}"#,
      #"{"name": "Lo\"go", "traits": {}}"#,
      #"{"name": "Logo", "name": "Tint"}"#,
      #"{"name": "Logo", "traits": {"scale": 2}} trailing"#,
      #"{"name": "Logo", "traits": {"scale": 2"#,
      "",
      #"{"name": "Tint", "traits": {"style": "dark"}}"#,
    ].joined(separator: "\n")  // no newline after the last line
    let (code, out) = try batch(cat.path, input)
    let lines = out.split(separator: "\n").map(String.init)
    #expect(lines.count == 8, "\(out)")
    let objects = try lines.map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect((objects[0]["match"] as? [String: Any])?["file"] as? String == "Logo.imageset/logo@2x.png")
    #expect(objects[1]["match"] is [String: Any])
    #expect(objects[2]["line"] as? Int == 3)
    #expect(objects[3]["name"] as? String == "Lo\"go")
    #expect(objects[5]["line"] as? Int == 6)
    #expect(objects[6]["line"] as? Int == 7)
    #expect((objects[7]["match"] as? [String: Any])?["reference"] as? String == "systemBlueColor")
    #expect(code == 1)
  }

  @Test("--explain answers list the candidates (uncached)")
  func explain() throws {
    let cat = try exampleCatalog()
    let (_, out) = try batch(cat.path, #"{"name": "Logo", "traits": {"scale": 2}}"# + "\n", explain: true)
    #expect(out.contains(#""candidates""#))
  }
}

extension BatchResolveTests {
  @Test("a long traits text (not cached) is answered like a short one")
  func longTraitsText() throws {
    let cat = try exampleCatalog()
    let padding = String(repeating: " ", count: 600)
    let input =
      #"{"name": "Logo", "traits": {"scale": 2,\#(padding)"style": "dark"}}"# + "\n"
      + #"{"name": "Logo", "traits": {"scale": 2, "style": "dark"}}"# + "\n"
    let (code, out) = try batch(cat.path, input + input)
    let lines = out.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(Set(lines).count == 1, "\(out)")
    #expect(code == 0)
  }
}

extension BatchResolveTests {
  @Test("every batch answer is the single answer's JSON, byte for byte (compact)")
  func sameAsSingleAnswer() throws {
    let cat = try exampleCatalog()
    let runner = ResolveRunner(catalog: try CatalogLoader.load(cat.path))
    var input = ""
    var expected = ""
    for _ in 0..<2 {  // the second round is answered from the caches
      for name in Self.names {
        for t in Self.traitsTexts {
          guard let traits = try? TraitCollection(parsing: Self.textForm(t)) else { continue }
          input += #"{"name": "\#(name)", "traits": \#(t)}"# + "\n"
          expected += runner.json(try runner.answer(.init(name: name, traits: traits))).serialized() + "\n"
        }
      }
    }
    let (_, out) = try batch(cat.path, input)
    #expect(out == expected)
  }

  /// `{"idiom": "phone", "scale": 3}` → `idiom=phone,scale=3` (the test's flat traits texts);
  /// `null` values and duplicate keys are left out (`TraitCollection(parsing:)` has no form for them).
  static func textForm(_ json: String) throws -> String {
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    guard !json.contains("null"), object.count == json.components(separatedBy: ":").count - 1 else {
      throw CancellationError()
    }
    return object.keys.sorted().map { "\($0)=\(object[$0]!)" }.joined(separator: ",")
  }
}

import AssetCatCLI
import Foundation
import Testing

/// `resolve --batch` answers plain `{"name", "traits"}` lines on a fast path (byte scan, cached
/// answers); every other line goes through the general path. Both must write the same bytes.
@Suite("resolve --batch fast path")
struct BatchFastPathTests {
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

  /// `name` with its last character written as a `\u` escape: the same request, which the fast
  /// path leaves to the general one.
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

  @Test("fast and general paths write the same bytes, from source and compiled catalogs")
  func sameBytes() throws {
    let cat = try exampleCatalog()
    let compiledDir = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-fastc-\(UUID().uuidString)")
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
      #expect(fast.utf8.split(separator: 0x0A).count == plain.utf8.split(separator: 0x0A).count)  // "\r\n" is one Character
    }
    // Same answers from the source and the compiled catalog.
    #expect(try batch(cat.path, plain).1 == batch(compiled, plain).1)
  }

  @Test("lines the fast path refuses are still answered, with their line numbers")
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
    let objects = try lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
    #expect((objects[0]["match"] as? [String: Any])?["file"] as? String == "Logo.imageset/logo@2x.png")
    #expect(objects[1]["match"] is [String: Any])
    #expect(objects[2]["line"] as? Int == 3)
    #expect(objects[3]["name"] as? String == "Lo\"go")
    #expect(objects[5]["line"] as? Int == 6)
    #expect(objects[6]["line"] as? Int == 7)
    #expect((objects[7]["match"] as? [String: Any])?["reference"] as? String == "systemBlueColor")
    #expect(code == 1)
  }

  @Test("--explain answers are unchanged (the fast path is off)")
  func explain() throws {
    let cat = try exampleCatalog()
    let (_, out) = try batch(cat.path, #"{"name": "Logo", "traits": {"scale": 2}}"# + "\n", explain: true)
    #expect(out.contains(#""candidates""#))
  }
}

extension BatchFastPathTests {
  @Test("a long traits text (not cached) is answered like a short one")
  func longTraitsText() throws {
    let cat = try exampleCatalog()
    let padding = String(repeating: " ", count: 600)
    let input = #"{"name": "Logo", "traits": {"scale": 2,\#(padding)"style": "dark"}}"# + "\n"
      + #"{"name": "Logo", "traits": {"scale": 2, "style": "dark"}}"# + "\n"
    let (code, out) = try batch(cat.path, input + input)
    let lines = out.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(Set(lines).count == 1, "\(out)")
    #expect(code == 0)
  }
}

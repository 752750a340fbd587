import Testing

@testable import AssetCatCore

/// `Appearance.json` fixtures mark the position a diagnostic must point at with `1️⃣` (as
/// swift-format's tests do); the marker is removed before parsing.
private func parse(_ marked: String, assets: (any AssetLookup)? = appearanceTestAssets) -> (
  AppearanceRuleSet.ParseResult, line: Int?, column: Int?
) {
  var line: Int?
  var column: Int?
  var text = ""
  for (n, l) in marked.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    if let r = l.range(of: "1️⃣") {
      line = n + 1
      column = l.utf8.distance(from: l.startIndex, to: r.lowerBound) + 1
      text += l.replacingCharacters(in: r, with: "")
    } else {
      text += l
    }
    text += "\n"
  }
  return (
    AppearanceRuleSet.parse(Array(text.utf8), path: "Demo.xcassets/Appearance.json", assets: assets), line, column
  )
}

@Suite("Appearance.json parsing and AC050 (SPEC §4, §6)")
struct AppearanceParsingTests {
  @Test("a good file gives no diagnostic")
  func goodFile() throws {
    let (r, _, _) = parse(
      """
      { "version": 1,
        "rules": [
          { "component": "RatingControl", "properties": { "starImage": { "image": "Star" } } },
          { "component": "RatingControl", "traits": { "height": "compact", "scale": 2 },
            "properties": { "starImage": { "image": "StarSmall" }, "spacing": { "number": 4 } } },
          { "component": "Button", "containedIn": ["NavigationBar", "TabBarController"], "traits": { "style": "dark" },
            "properties": { "tintColor": { "color": "AccentColor" }, "cornerRadius": { "number": 6 },
                            "highlight": { "color": "#FF8800cc" }, "enabled": { "bool": true },
                            "title": { "string": "OK" },
                            "margins": { "insets": "8,16,8,16" }, "padding": { "insets": { "top": 1, \
      "left": 2, "bottom": 3, "right": 4 } },
                            "iconSize": { "size": "44,44" }, "minimum": { "size": { "width": 10, \
      "height": 20 } } } } ] }
      """)
    #expect(r.diagnostics == [])
    try #require(r.rules.rules.count == 3)
    #expect(r.rules.rules[1].traits == (try! TraitCollection(parsing: "height=compact,scale=2")))
    #expect(r.rules.rules[1].line == 4)
    #expect(r.rules.rules[2].containedIn == ["NavigationBar", "TabBarController"])
    #expect(r.rules.rules[2].properties["margins"] == .insets(EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)))
    #expect(r.rules.rules[2].properties["padding"] == .insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
    #expect(r.rules.rules[2].properties["minimum"] == .size(Size(width: 10, height: 20)))
    #expect(r.rules.rules[2].properties["highlight"] == .color(.literal(red: 255, green: 136, blue: 0, alpha: 204)))
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var label: String
    var json: String
    var message: String
    /// Rules kept after the error.
    var kept: Int
    var testDescription: String { label }
  }

  static let cases: [Case] = [
    Case(
      label: "unknown image",
      json: """
        { "version": 1, "rules": [
          { "component": "A", "properties": { "p": { "image": 1️⃣"Sta" } } } ] }
        """, message: "property 'p' of rule 1 ('A') names unknown image 'Sta'; add it to the catalog or fix the name",
      kept: 1),
    Case(
      label: "unknown color, near miss",
      json: """
        { "version": 1, "rules": [
          { "component": "A", "properties": { "p": { "color": 1️⃣"accentcolor" } } } ] }
        """, message: "property 'p' of rule 1 ('A') names unknown color 'accentcolor'; did you mean 'AccentColor'?",
      kept: 1),
    Case(
      label: "image naming a color set",
      json: """
        { "version": 1, "rules": [
          { "component": "A", "properties": { "p": { "image": 1️⃣"AccentColor" } } } ] }
        """, message: "property 'p' of rule 1 ('A') names 'AccentColor', which is a color asset, not an image set",
      kept: 1),
    Case(
      label: "bad color literal",
      json: """
        { "version": 1, "rules": [
          { "component": "A", "properties": { "p": { "color": 1️⃣"#12345" } } } ] }
        """,
      message:
        "bad color value for property 'p' of rule 1 ('A'): expected a color asset's name or #RRGGBB or "
        + "#RRGGBBAA, found a string '#12345'",
      kept: 1),
    Case(
      label: "bad trait key",
      json: """
        { "version": 1, "rules": [
          { "component": "A", "traits": { 1️⃣"heigth": "compact" }, "properties": {} } ] }
        """,
      message:
        "unknown trait 'heigth' in rule 1 ('A') (known: idiom, subtype, screenWidth, scale, width, height, "
        + "style, contrast, gamut, direction, locale, memory, graphics)",
      kept: 0),
    Case(
      label: "bad trait value",
      json: """
        { "version": 1, "rules": [
          { "component": "A", "traits": { "height": 1️⃣"small" }, "properties": {} } ] }
        """,
      message: "invalid value 'small' for trait 'height' (expected compact or regular) in rule 1 "
        + "('A')", kept: 0),
    Case(
      label: "unknown value kind",
      json: """
        { "version": 1, "rules": [
          { "component": "A", "properties": { "p": { 1️⃣"colour": "#FFFFFF" } } } ] }
        """,
      message:
        "unknown value kind 'colour' for property 'p' of rule 1 ('A') (expected image, color, number, string, "
        + "bool, insets, size)",
      kept: 1),
    Case(
      label: "wrong JSON type for a kind",
      json: """
        { "version": 1, "rules": [
          { "component": "A", "properties": { "p": { "number": 1️⃣"6" } } } ] }
        """, message: "bad number value for property 'p' of rule 1 ('A'): expected a number, found a string '6'",
      kept: 1),
    Case(
      label: "bare value without a kind",
      json: """
        { "version": 1, "rules": [
          { "component": "A", "properties": { "p": 1️⃣6 } } ] }
        """,
      message:
        "property 'p' of rule 1 ('A') must be an object with one key naming its kind (image, color, number, "
        + "string, bool, insets, size), such as {\"number\": 6}",
      kept: 1),
    Case(
      label: "bad insets",
      json: """
        { "version": 1, "rules": [
          { "component": "A", "properties": { "p": { "insets": 1️⃣"1,2,3" } } } ] }
        """,
      message:
        "bad insets value for property 'p' of rule 1 ('A'): expected \"top,left,bottom,right\" in points, "
        + "found a string '1,2,3'",
      kept: 1),
    Case(
      label: "bad size",
      json: """
        { "version": 1, "rules": [
          { "component": "A", "properties": { "p": { "size": 1️⃣{ "width": 1 } } } } ] }
        """,
      message:
        "bad size value for property 'p' of rule 1 ('A'): expected {\"width\", \"height\"} numbers in points, "
        + "found an object",
      kept: 1),
    Case(
      label: "unknown rule key",
      json: """
        { "version": 1, "rules": [
          { "component": "A", 1️⃣"containedin": ["B"], "properties": {} } ] }
        """, message: "unknown key 'containedin' in rule 1; did you mean 'containedIn'?", kept: 0),
    Case(
      label: "unknown top-level key",
      json: """
        { "version": 1, 1️⃣"rulez": [] }
        """, message: "unknown key 'rulez' in the appearance file (known keys: 'version', 'rules')", kept: 0),
    Case(
      label: "wrong version",
      json: """
        { "version": 1️⃣2, "rules": [ { "component": "A", "properties": {} } ] }
        """, message: "unsupported appearance file version 2; this tool reads version 1", kept: 0),
    Case(
      label: "missing component",
      json: """
        { "version": 1, "rules": [
          1️⃣{ "properties": {} } ] }
        """, message: "rule 1 has no 'component'; name the component it styles", kept: 0),
    Case(
      label: "containedIn not an array",
      json: """
        { "version": 1, "rules": [
          { "component": "A", "containedIn": 1️⃣"B", "properties": {} } ] }
        """, message: "'containedIn' of rule 1 ('A') must be an array of container names, innermost first", kept: 0),
    Case(
      label: "duplicate property",
      json: """
        { "version": 1, "rules": [
          { "component": "A", "properties": { "p": { "number": 1 }, 1️⃣"p": { "number": 2 } } } ] }
        """, message: "duplicate property 'p' in rule 1 ('A'); keep one", kept: 1),
    Case(
      label: "not JSON",
      json: """
        { "version": 1, "rules": [
          { "component": "A" 1️⃣"properties": {} } ] }
        """,
      message: "appearance file is not valid JSON: expected ',' or '}' after a member, found '\"'; fix the syntax",
      kept: 0),
  ]

  @Test(arguments: cases)
  func ac050(_ c: Case) {
    let (r, line, column) = parse(c.json)
    #expect(r.diagnostics.count == 1)
    let d = r.diagnostics.first
    #expect(d?.code == .AC050)
    #expect(d?.severity == .error)
    #expect(d?.message == c.message)
    #expect(d?.path == "Demo.xcassets/Appearance.json")
    #expect(d?.line == line)
    #expect(d?.column == column)
    #expect(r.rules.rules.count == c.kept)
  }

  @Test("without a catalog, asset names are not checked")
  func noCatalog() {
    let (r, _, _) = parse(
      #"{ "version": 1, "rules": [ { "component": "A", "properties": { "p": { "image": "Whatever" } } } ] }"#,
      assets: nil)
    #expect(r.diagnostics == [])
  }

  @Test("hostile nesting is a diagnostic, not a crash")
  func deepNesting() {
    let json = String(repeating: "[", count: 10_000)
    let r = AppearanceRuleSet.parse(Array(json.utf8), path: "x")
    #expect(r.diagnostics.first?.code == .AC050)
  }
}

@Suite("JSON parser: what Appearance.json diagnostics rely on")
struct JSONParserAppearanceTests {
  @Test("positions are 1-based lines and byte columns, a BOM not counted")
  func positions() throws {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let doc = try JSONParser.parse(bom + Array("{\n  \"a\": [1, \"é\", true],\n \"b\": null }".utf8))
    let members = try #require(doc.members)
    #expect((doc.line, doc.column) == (1, 1))
    #expect((members[0].keyLine, members[0].keyColumn) == (2, 3))
    let items = try #require(members[0].value.elements)
    #expect(items.map(\.column) == [9, 12, 18])
    #expect(items[1].string == "é")
    #expect((members[1].keyLine, members[1].keyColumn) == (3, 2))
  }

  @Test(
    "strict syntax",
    arguments: ["{\"a\": 1,}", "[01]", "\"\\x\"", "{\"a\" 1}", "[1] 2", "\"\u{1}\"", "1e", "nul", "\"\\ud800\""])
  func rejects(_ text: String) {
    #expect(throws: JSONParseError.self) { try JSONParser.parse(Array(text.utf8)) }
  }

  @Test func escapes() throws {
    #expect(try JSONParser.parse(Array(#""a\"b\\c\/d\n\u00e9\ud83d\ude00""#.utf8)).string == "a\"b\\c/d\né😀")
  }
}

@Suite("Appearance.json written back (extract)")
struct AppearanceFileWritingTests {
  static let source = """
    { "version": 1,
      "rules": [
        { "component": "A", "properties": { "p": { "number": 1 } } },

        { "component": "B", "containedIn": ["C"], "traits": { "style": "dark" },
          "properties": { "q": { "insets": "1,2,3,4" }, "r": { "color": "#FF000080" } } } ] }
    """

  @Test("rules with increasing lines come back at the same lines")
  func keepsLines() throws {
    let original = AppearanceRuleSet.parse(Array(Self.source.utf8), path: "a.json")
    #expect(original.diagnostics == [])
    #expect(original.rules.rules.map(\.line) == [3, 5])
    let written = try original.rules.appearanceFileData()
    let back = AppearanceRuleSet.parse([UInt8](written), path: "b.json")
    #expect(back.diagnostics == [])
    #expect(back.rules.rules == original.rules.rules)
    #expect(try back.rules.appearanceFileData() == written)
  }

  @Test("rules without usable lines are pretty-printed and read back without diagnostics")
  func prettyOtherwise() throws {
    var rules = AppearanceRuleSet.parse(Array(Self.source.utf8), path: "a.json").rules
    rules.rules.reverse()
    let written = try rules.appearanceFileData()
    #expect(String(decoding: written, as: UTF8.self).contains("\n  \"rules\" : ["))
    let back = AppearanceRuleSet.parse([UInt8](written), path: "b.json")
    #expect(back.diagnostics == [])
    #expect(back.rules.rules.map(\.component) == ["B", "A"])
  }
}

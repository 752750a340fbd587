import AssetCatCore
import Testing

@Suite("JSON parser with positions")
struct JSONParserTests {
  @Test func keepsKeyOrderAndPositions() throws {
    let text = """
      {
        "zeta" : 1,
        "alpha" : [ "x", { "b" : true } ],
        "mid" : null
      }
      """
    let root = try JSONParser.parse(text)
    let members = try #require(root.members)
    #expect(members.map(\.key) == ["zeta", "alpha", "mid"])
    #expect(members[0].keyLine == 2)
    #expect(members[0].keyColumn == 3)
    #expect(members[1].value.line == 3)
    #expect(members[1].value.column == 13)
    #expect(root["alpha"]?.elements?[1]["b"]?.bool == true)
    #expect(root["zeta"]?.number == 1)
    #expect(root["mid"]?.value == .null)
  }

  @Test func numbersKeepTheirText() throws {
    let root = try JSONParser.parse("[1.000, -2e3, 0]")
    #expect(root.elements?[0].value == .number(1, "1.000"))
    #expect(root.elements?[1].number == -2000)
  }

  @Test func escapesAndUnicode() throws {
    let root = try JSONParser.parse(#"["a\"b\\c\/\n", "\u00e9\ud83d\ude00", "é"]"#)
    #expect(root.elements?.map { $0.string ?? "" } == ["a\"b\\c/\n", "é😀", "é"])
  }

  @Test("a string's bytes that are not UTF-8 and a control character in it are errors, with or without escapes")
  func invalidStringBytes() {
    for (bytes, message) in [
      (Array("[\"a".utf8) + [0xFF] + Array("b\"]".utf8), "not valid UTF-8"),
      (Array("[\"a\\n".utf8) + [0xC3] + Array("\"]".utf8), "not valid UTF-8"),
      (Array("[\"a".utf8) + [0x01] + Array("\"]".utf8), "control character"),
    ] {
      #expect(throws: JSONParseError.self) { try JSONParser.parse(bytes) }
      do { _ = try JSONParser.parse(bytes) } catch { #expect(error.message.contains(message), "\(error.message)") }
    }
  }

  @Test func skipsByteOrderMark() throws {
    let root = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\":1}".utf8))
    #expect(root["a"]?.number == 1)
  }

  @Test(arguments: [
    ("{\n  \"a\" : 1,\n}", 3, "expected a key"),
    ("{\n  \"a\" 1\n}", 2, "expected ':'"),
    ("[1, 2", 1, "unexpected end"),
    ("{\"a\": tru}", 1, "unexpected"),
    ("\"abc", 1, "unterminated string"),
    ("[01]", 1, "expected ','"),
    ("{} x", 1, "after the end"),
    ("[\"\\x\"]", 1, "invalid escape"),
    ("\"\\ud800\"", 1, "surrogate"),
  ])
  func reportsErrorsWithLines(text: String, line: Int, message: String) {
    do {
      _ = try JSONParser.parse(text)
      Issue.record("expected a parse error for \(text)")
    } catch {
      #expect(error.line == line)
      #expect(error.message.contains(message), "\(error.message)")
    }
  }

  @Test func capsNesting() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: JSONParseError.self) { try JSONParser.parse(deep) }
  }
}

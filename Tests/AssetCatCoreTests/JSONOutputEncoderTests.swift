import AssetCatCore
import Foundation
import Testing

/// Codable types written through `JSONOutputEncoder` come out as `JSONOutput` built by hand
/// would: keys in declaration order, nil optionals left out, numbers as `JSONOutput` writes them.
@Suite struct JSONOutputEncoderTests {
  struct Answer: Encodable {
    var name: String
    var kind: String?
    var scale: Int
    var size: Size?
    var tags: [String]
    var raw: JSONOutput
    var nested: Nested?
  }

  struct Nested: Encodable {
    var on: Bool
    var ratio: Double
  }

  /// Writes `null` for a nil `kind`, as an answer about a missing asset does.
  struct ExplicitNull: Encodable {
    var kind: String?
    enum CodingKeys: String, CodingKey { case kind }
    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(kind, forKey: .kind)
    }
  }

  @Test("keys in declaration order, nil optionals left out, JSONOutput values as they are")
  func declarationOrder() throws {
    let value = Answer(
      name: "Logo", kind: nil, scale: 3, size: Size(width: 20, height: 10.5), tags: ["a", "b"],
      raw: .serialized(Array(#"{"z":1}"#.utf8)), nested: Nested(on: true, ratio: 0.25))
    let hand = JSONOutput.object([
      ("name", .string("Logo")), ("scale", .number(3)),
      ("size", .object([("width", .number(20)), ("height", .number(10.5))])),
      ("tags", .array([.string("a"), .string("b")])), ("raw", .serialized(Array(#"{"z":1}"#.utf8))),
      ("nested", .object([("on", .bool(true)), ("ratio", .number(0.25))])),
    ])
    let encoded = try JSONOutputEncoder().encode(value)
    #expect(encoded.serialized() == hand.serialized())
    #expect(encoded.serialized(pretty: true) == hand.serialized(pretty: true))
    #expect(
      encoded.serialized()
        == #"{"name":"Logo","scale":3,"size":{"width":20,"height":10.5},"tags":["a","b"],"raw":{"z":1},"#
        + #""nested":{"on":true,"ratio":0.25}}"#
    )
  }

  @Test("encodeNil and a nil optional encoded by hand write null; empty containers stay empty")
  func nullsAndEmpties() throws {
    #expect(try JSONOutputEncoder().encode(ExplicitNull(kind: nil)).serialized() == #"{"kind":null}"#)
    #expect(try JSONOutputEncoder().encode([String]()).serialized() == "[]")
    #expect(try JSONOutputEncoder().encode([String: Int]()).serialized() == "{}")
    #expect(try JSONOutputEncoder().encode(JSONOutput.object([])).serialized() == "{}")
  }

  @Test("a JSONOutput encodes through another encoder too (a serialized one cannot)")
  func foreignEncoder() throws {
    let value = JSONOutput.object([("b", .string("y")), ("a", .array([.string("x"), .null, .bool(false)]))])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    #expect(String(decoding: try encoder.encode(value), as: UTF8.self) == #"{"a":["x",null,false],"b":"y"}"#)
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(JSONOutput.serialized([0x31])) }
  }
}

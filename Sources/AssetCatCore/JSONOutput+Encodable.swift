/// A `JSONOutput` inside a Codable type: `JSONOutputEncoder` writes it as it is; another encoder
/// gets its members in their order (a value already serialized cannot be re-encoded: it throws).
extension JSONOutput: Encodable {
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .object(let members):
      var c = encoder.container(keyedBy: MemberKey.self)
      for (key, value) in members { try c.encode(value, forKey: MemberKey(stringValue: key)) }
    case .array(let items):
      var c = encoder.unkeyedContainer()
      for item in items { try c.encode(item) }
    case .string(let s):
      var c = encoder.singleValueContainer()
      try c.encode(s)
    case .number(let d):
      var c = encoder.singleValueContainer()
      try c.encode(d)
    case .bool(let b):
      var c = encoder.singleValueContainer()
      try c.encode(b)
    case .null:
      var c = encoder.singleValueContainer()
      try c.encodeNil()
    case .serialized:
      throw EncodingError.invalidValue(
        self,
        .init(
          codingPath: encoder.codingPath, debugDescription: "a value already serialized is written by JSONOutput only"))
    }
  }

  /// An object member's name as a coding key.
  struct MemberKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

/// Encodes an `Encodable` value as a `JSONOutput`, keeping object keys in the order the value
/// encodes them: a synthesized `encode(to:)` encodes its properties in the order they are
/// declared, so a Codable type lays out SPEC §5's answers (name, kind, request, match) as
/// `JSONOutput` writes them, compact or indented. `JSONEncoder` sorts keys or follows a
/// dictionary's order; neither keeps a declared order.
///
/// Numbers are written as `JSONOutput.number` writes a `Double` (`120`, `0.5`); a `nil` optional
/// property is left out (`encodeIfPresent`), and `encodeNil` writes `null`. A `JSONOutput` value
/// inside the encoded value is written as it is (an answer's parts already built or serialized).
public struct JSONOutputEncoder: Sendable {
  public init() {}

  /// The value as JSON; an object or array that encodes nothing is `{}` or `[]`.
  public func encode<T: Encodable>(_ value: T) throws -> JSONOutput {
    let node = JSONOutputNode()
    try node.encode(value, codingPath: [])
    return node.output
  }
}

extension JSONOutputEncoder {
  /// `encode(_:)` of a value whose encoding cannot fail: the encoder throws nothing of its own, so
  /// only an `encode(to:)` that throws by itself stops it (a programming error, trapped).
  public func output<T: Encodable>(_ value: T) -> JSONOutput {
    do { return try encode(value) } catch { preconditionFailure("\(T.self) does not encode: \(error)") }
  }
}

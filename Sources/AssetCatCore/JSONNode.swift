import Foundation

/// A JSON value that remembers where it was written: 1-based line and column of its first
/// character, and the order of an object's keys (Contents.json order is SPEC §3 step 4's order).
///
/// Foundation's `JSONSerialization` loses both, so the reader parses Contents.json itself.
public struct JSONNode: Hashable, Sendable {
  public enum Value: Hashable, Sendable {
    case object([Member])
    case array([JSONNode])
    case string(String)
    /// The number and the text it was written as (`"1.000"` keeps its digits).
    case number(Double, String)
    case bool(Bool)
    case null
  }

  /// One key of an object, with the position of the key itself.
  public struct Member: Hashable, Sendable {
    public var key: String
    public var keyLine: Int
    public var keyColumn: Int
    public var value: JSONNode
  }

  public var value: Value
  /// 1-based.
  public var line: Int
  /// 1-based, in bytes of UTF-8.
  public var column: Int

  public init(_ value: Value, line: Int, column: Int) {
    self.value = value
    self.line = line
    self.column = column
  }

  /// The members of an object, in written order; `nil` for other values.
  public var members: [Member]? {
    if case .object(let m) = value { return m }
    return nil
  }

  /// The first member named `key` of an object.
  public subscript(key: String) -> JSONNode? {
    guard case .object(let m) = value else { return nil }
    return m.first { $0.key == key }?.value
  }

  public var elements: [JSONNode]? {
    if case .array(let a) = value { return a }
    return nil
  }

  public var string: String? {
    if case .string(let s) = value { return s }
    return nil
  }

  public var number: Double? {
    if case .number(let n, _) = value { return n }
    return nil
  }

  public var bool: Bool? {
    if case .bool(let b) = value { return b }
    return nil
  }

  /// A short name of the value's type for messages (`an object`, `a string`).
  public var typeName: String {
    switch value {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }
}

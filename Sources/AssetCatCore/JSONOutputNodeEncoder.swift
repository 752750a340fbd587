/// The `Encoder` of `JSONOutputEncoder`: it writes into one `JSONOutputNode`.
struct JSONOutputNodeEncoder: Encoder {
  let node: JSONOutputNode
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    node.becomeObject()
    return KeyedEncodingContainer(Keyed<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    node.becomeArray()
    return Unkeyed(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { Single(node: node, codingPath: codingPath) }

  /// An array index as a coding key (for coding paths).
  struct Index: CodingKey {
    var intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
  }

  struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONOutputNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.member(key.stringValue).set(.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { node.member(key.stringValue).set(.bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { node.member(key.stringValue).set(.string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { node.member(key.stringValue).set(.number(value)) }
    mutating func encode(_ value: Float, forKey key: Key) throws {
      node.member(key.stringValue).set(.number(Double(value)))
    }
    mutating func encode(_ value: Int, forKey key: Key) throws {
      node.member(key.stringValue).set(.number(Double(value)))
    }
    mutating func encode(_ value: Int8, forKey key: Key) throws {
      node.member(key.stringValue).set(.number(Double(value)))
    }
    mutating func encode(_ value: Int16, forKey key: Key) throws {
      node.member(key.stringValue).set(.number(Double(value)))
    }
    mutating func encode(_ value: Int32, forKey key: Key) throws {
      node.member(key.stringValue).set(.number(Double(value)))
    }
    mutating func encode(_ value: Int64, forKey key: Key) throws {
      node.member(key.stringValue).set(.number(Double(value)))
    }
    mutating func encode(_ value: UInt, forKey key: Key) throws {
      node.member(key.stringValue).set(.number(Double(value)))
    }
    mutating func encode(_ value: UInt8, forKey key: Key) throws {
      node.member(key.stringValue).set(.number(Double(value)))
    }
    mutating func encode(_ value: UInt16, forKey key: Key) throws {
      node.member(key.stringValue).set(.number(Double(value)))
    }
    mutating func encode(_ value: UInt32, forKey key: Key) throws {
      node.member(key.stringValue).set(.number(Double(value)))
    }
    mutating func encode(_ value: UInt64, forKey key: Key) throws {
      node.member(key.stringValue).set(.number(Double(value)))
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      try node.member(key.stringValue).encode(value, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
      -> KeyedEncodingContainer<NestedKey>
    {
      JSONOutputNodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).container(
        keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      JSONOutputNodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
      JSONOutputNodeEncoder(node: node.member("super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
      JSONOutputNodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
    }
  }

  struct Unkeyed: UnkeyedEncodingContainer {
    let node: JSONOutputNode
    let codingPath: [any CodingKey]
    var count: Int { node.count }

    mutating func encodeNil() throws { node.appendElement().set(.null) }
    mutating func encode(_ value: Bool) throws { node.appendElement().set(.bool(value)) }
    mutating func encode(_ value: String) throws { node.appendElement().set(.string(value)) }
    mutating func encode(_ value: Double) throws { node.appendElement().set(.number(value)) }
    mutating func encode(_ value: Float) throws { node.appendElement().set(.number(Double(value))) }
    mutating func encode(_ value: Int) throws { node.appendElement().set(.number(Double(value))) }
    mutating func encode(_ value: Int8) throws { node.appendElement().set(.number(Double(value))) }
    mutating func encode(_ value: Int16) throws { node.appendElement().set(.number(Double(value))) }
    mutating func encode(_ value: Int32) throws { node.appendElement().set(.number(Double(value))) }
    mutating func encode(_ value: Int64) throws { node.appendElement().set(.number(Double(value))) }
    mutating func encode(_ value: UInt) throws { node.appendElement().set(.number(Double(value))) }
    mutating func encode(_ value: UInt8) throws { node.appendElement().set(.number(Double(value))) }
    mutating func encode(_ value: UInt16) throws { node.appendElement().set(.number(Double(value))) }
    mutating func encode(_ value: UInt32) throws { node.appendElement().set(.number(Double(value))) }
    mutating func encode(_ value: UInt64) throws { node.appendElement().set(.number(Double(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
      let path = codingPath + [Index(intValue: count)]
      try node.appendElement().encode(value, codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
      NestedKey
    > {
      let path = codingPath + [Index(intValue: count)]
      return JSONOutputNodeEncoder(node: node.appendElement(), codingPath: path).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      let path = codingPath + [Index(intValue: count)]
      return JSONOutputNodeEncoder(node: node.appendElement(), codingPath: path).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
      let path = codingPath + [Index(intValue: count)]
      return JSONOutputNodeEncoder(node: node.appendElement(), codingPath: path)
    }
  }

  struct Single: SingleValueEncodingContainer {
    let node: JSONOutputNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.set(.null) }
    mutating func encode(_ value: Bool) throws { node.set(.bool(value)) }
    mutating func encode(_ value: String) throws { node.set(.string(value)) }
    mutating func encode(_ value: Double) throws { node.set(.number(value)) }
    mutating func encode(_ value: Float) throws { node.set(.number(Double(value))) }
    mutating func encode(_ value: Int) throws { node.set(.number(Double(value))) }
    mutating func encode(_ value: Int8) throws { node.set(.number(Double(value))) }
    mutating func encode(_ value: Int16) throws { node.set(.number(Double(value))) }
    mutating func encode(_ value: Int32) throws { node.set(.number(Double(value))) }
    mutating func encode(_ value: Int64) throws { node.set(.number(Double(value))) }
    mutating func encode(_ value: UInt) throws { node.set(.number(Double(value))) }
    mutating func encode(_ value: UInt8) throws { node.set(.number(Double(value))) }
    mutating func encode(_ value: UInt16) throws { node.set(.number(Double(value))) }
    mutating func encode(_ value: UInt32) throws { node.set(.number(Double(value))) }
    mutating func encode(_ value: UInt64) throws { node.set(.number(Double(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws { try node.encode(value, codingPath: codingPath) }
  }
}

/// One value `JSONOutputEncoder` is building: containers hold their members as nodes, so a nested
/// container that `Encoder` hands out writes into its parent after it is returned.
final class JSONOutputNode {
  private enum Kind { case empty, value, object, array }

  private var kind = Kind.empty
  private var value = JSONOutput.null
  /// An object's keys in the order first encoded, and their values.
  private var keys: [String] = []
  private var index: [String: Int] = [:]
  /// An object's member values, or an array's elements.
  private var children: [JSONOutputNode] = []

  /// What was encoded; a container that encoded nothing is `{}` (or `[]` for an array).
  var output: JSONOutput {
    switch kind {
    case .empty: .object([])
    case .value: value
    case .object: .object(zip(keys, children).map { ($0, $1.output) })
    case .array: .array(children.map(\.output))
    }
  }

  /// The number of elements of an array.
  var count: Int { kind == .array ? children.count : 0 }

  func set(_ value: JSONOutput) {
    kind = .value
    self.value = value
  }

  /// `value` encoded into this node; a `JSONOutput` is taken as it is.
  func encode<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws {
    if let json = value as? JSONOutput {
      set(json)
      return
    }
    try value.encode(to: JSONOutputNodeEncoder(node: self, codingPath: codingPath))
  }

  /// Makes this node an object (empty until a member is encoded); anything encoded before is dropped.
  func becomeObject() {
    guard kind != .object else { return }
    kind = .object
    keys = []
    index = [:]
    children = []
  }

  /// Makes this node an array (empty until an element is encoded).
  func becomeArray() {
    guard kind != .array else { return }
    kind = .array
    children = []
  }

  /// The node for member `key`, added after the others; a key encoded again keeps its place and
  /// takes the new value.
  func member(_ key: String) -> JSONOutputNode {
    becomeObject()
    let node = JSONOutputNode()
    if let i = index[key] {
      children[i] = node
    } else {
      index[key] = keys.count
      keys.append(key)
      children.append(node)
    }
    return node
  }

  /// A new element node at the end of the array.
  func appendElement() -> JSONOutputNode {
    becomeArray()
    let node = JSONOutputNode()
    children.append(node)
    return node
  }
}

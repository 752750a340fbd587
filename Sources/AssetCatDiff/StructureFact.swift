/// One container-level fact about a compiled catalog: a dotted path (`tree.RENDITIONS.nodeSize`)
/// and its value as text. Two cars have the same shape when they have the same facts.
public struct StructureFact: Hashable, Sendable, Codable {
  public var path: String
  public var value: String

  public init(_ path: String, _ value: String) {
    self.path = path
    self.value = value
  }
}

/// Facts collected in order; a path given twice keeps its first value.
struct StructureFacts {
  private(set) var list: [StructureFact] = []
  private var seen: Set<String> = []

  mutating func add(_ path: String, _ value: String) {
    guard seen.insert(path).inserted else { return }
    list.append(StructureFact(path, value))
  }

  mutating func add(_ path: String, _ value: some BinaryInteger) { add(path, String(value)) }

  mutating func add(_ path: String, _ values: [String]) { add(path, values.joined(separator: " ")) }
}

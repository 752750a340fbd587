/// One container-level difference between two cars: a fact whose value differs or that only one
/// car has, and, when the difference is one the writer accepts, why.
public struct StructureDifference: Hashable, Sendable, Codable {
  public var path: String
  public var before: String?
  public var after: String?
  /// Why this difference does not matter (a date, a tool's name, an identifier drawn at random),
  /// or `nil` for a real difference.
  public var accepted: String?

  public var text: String { accepted.map { "\(change)  [accepted: \($0)]" } ?? change }

  /// `CARHEADER.coreUIVersion: 918 → 974`.
  public var change: String { "\(path): \(before ?? "(absent)") → \(after ?? "(absent)")" }
}

/// Compares two cars' structure facts path by path, in the first car's order, then the paths
/// only the second has.
public enum StructureDiff {
  public static func compare(_ a: [StructureFact], _ b: [StructureFact]) -> [StructureDifference] {
    let after = Dictionary(b.map { ($0.path, $0.value) }, uniquingKeysWith: { x, _ in x })
    let beforePaths = Set(a.map(\.path))
    var out: [StructureDifference] = []
    for f in a where after[f.path] != f.value {
      out.append(difference(f.path, f.value, after[f.path]))
    }
    for f in b where !beforePaths.contains(f.path) {
      out.append(difference(f.path, nil, f.value))
    }
    return out
  }

  static func difference(_ path: String, _ before: String?, _ after: String?) -> StructureDifference {
    StructureDifference(path: path, before: before, after: after, accepted: AcceptedDifferences.reason(for: path))
  }
}

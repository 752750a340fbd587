/// The points of a car's shape on which CoreUI is known to be stricter than readers that look
/// blocks up by name — block order, the key/value order of tree leaves, BITMAPKEYS, the block
/// index, the TLVs of colors, multisize sets and vectors, the pixel encodings, APPEARANCEKEYS —
/// compared between Apple's car and another car of the same catalog. Everything else `diff
/// --structure` lists is content or the writing tool's identity.
public enum CARShapePoints {
  public struct Finding: Hashable, Sendable, Codable {
    /// The point (`block order`, `tree leaves`, …) and the fact it concerns.
    public var point: String
    public var path: String
    public var apple: String?
    public var ours: String?

    public var text: String { "\(point): \(path): Apple \(apple ?? "(absent)"), ours \(ours ?? "(absent)")" }
  }

  /// Where `ours` departs from `apple` on the shape points.
  public static func compare(apple: [StructureFact], ours: [StructureFact]) -> [Finding] {
    let a = Dictionary(apple.map { ($0.path, $0.value) }, uniquingKeysWith: { x, _ in x })
    let b = Dictionary(ours.map { ($0.path, $0.value) }, uniquingKeysWith: { x, _ in x })
    var out: [Finding] = []
    func same(_ point: String, _ path: String, _ f: (String?) -> String? = { $0 }) {
      let x = f(a[path]), y = f(b[path])
      if x != y { out.append(Finding(point: point, path: path, apple: x, ours: y)) }
    }
    same("block order", "bom.variables")
    same("block order", "bom.fileOrder")
    same("block index", "bom.index.slots")
    same("block index", "bom.index.free")
    for tree in ["RENDITIONS", "FACETKEYS", "APPEARANCEKEYS", "BITMAPKEYS"] where a["tree.\(tree).version"] != nil {
      for field in ["blockIds", "fileOffsets", "nodeSize", "keysAreValues"] {
        same("tree leaves", "tree.\(tree).\(field)")
      }
    }
    same("BITMAPKEYS", "BITMAPKEYS") { $0.map { $0 == "absent" ? "absent" : "present" } }
    same("APPEARANCEKEYS", "APPEARANCEKEYS") { $0.map { $0 == "absent" ? "absent" : "present" } }
    for (path, value) in a where path.hasSuffix(".layout") && isStructureLayout(value) {
      let rendition = String(path.dropLast(".layout".count))
      guard b[path] != nil else { continue }
      same("TLVs", rendition + ".tlvs")
      same("TLVs", rendition + ".tlv1004")
    }
    out += encodings(apple: a, ours: b)
    return out.sorted { ($0.point, $0.path) < ($1.point, $1.path) }
  }

  /// The chunk rows of a payload's framing (`4 chunks of rows 5,5,5,1`).
  static func rows(_ framing: String) -> Substring? {
    framing.range(of: "chunks of rows").map { framing[$0.lowerBound...] }
  }

  /// Layouts 9 (vector), 1009 (color), 1010 (multisize set).
  static func isStructureLayout(_ value: String) -> Bool {
    ["9 ", "1009 ", "1010 "].contains { value.hasPrefix($0) }
  }

  /// A compression Apple's cars do not use (deflate, 2) in ours; and, for a rendition both
  /// store as LZFSE chunks, chunks of other rows.
  static func encodings(apple a: [String: String], ours b: [String: String]) -> [Finding] {
    var out: [Finding] = []
    for (path, value) in b where path.hasSuffix(".payload") && value.contains("compression 2,") {
      out.append(Finding(point: "pixel encoding", path: path, apple: a[path], ours: value))
    }
    for (path, value) in a where path.hasSuffix(".payload") && value.contains("compression 4,") {
      if let ours = b[path], ours.contains("compression 4,"), rows(ours) != rows(value) {
        out.append(Finding(point: "pixel encoding", path: path, apple: value, ours: ours))
      }
    }
    return out
  }
}

/// The points of a car's shape on which CoreUI is known to be stricter than readers that look
/// blocks up by name — block order, the key/value order of tree leaves, BITMAPKEYS, the block
/// index, the key format, the TLVs of colors, multisize sets and vectors, the pixel encodings,
/// APPEARANCEKEYS —
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
    same("key format", "KEYFORMAT.attributes")
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
    out += atlases(apple: a, ours: b)
    return out.sorted { ($0.point, $0.path) < ($1.point, $1.path) }
  }

  /// Packed atlases: an image packed (an internal link, layout 1003) in one car and whole in the
  /// other, and the sheets (layout 1004) of the two cars, each by its size, pixel format, name and
  /// key less `dimension1` (which sheet of a group is numbered first differs among Xcodes).
  static func atlases(apple a: [String: String], ours b: [String: String]) -> [Finding] {
    var out: [Finding] = []
    for path in Set(a.keys).union(b.keys).sorted() where path.hasSuffix(".layout") {
      let (x, y) = (a[path], b[path])
      guard x != nil, y != nil, x != y, x!.hasPrefix("1003 ") || y!.hasPrefix("1003 ") else { continue }
      out.append(Finding(point: "packed atlases", path: path, apple: x, ours: y))
    }
    let (x, y) = (sheets(a), sheets(b))
    if x != y {
      out.append(
        Finding(
          point: "packed atlases", path: "sheets", apple: x.joined(separator: "; "), ours: y.joined(separator: "; ")))
    }
    return out
  }

  /// Each sheet of a car's facts: `[element=9 part=181 scale=2] 102x68 scale 200 ARGB
  /// ZZZZPackedAsset-2.0.0-gamut0`, sorted.
  static func sheets(_ facts: [String: String]) -> [String] {
    facts.compactMap { path, value -> String? in
      guard path.hasSuffix(".layout"), value.hasPrefix("1004 ") else { return nil }
      let r = String(path.dropLast(".layout".count))
      let key = r.drop { $0 != "[" }.dropFirst().drop { $0 != "[" }.dropLast(2)
      let attributes = key.split(separator: " ").filter { !$0.hasPrefix("dimension1=") }.joined(separator: " ")
      return "\(attributes)] \(facts[r + ".size"] ?? "") \(facts[r + ".pixelFormat"] ?? "") \(facts[r + ".name"] ?? "")"
    }
    .sorted()
  }

  /// The chunk rows of a payload's framing (`4 chunks of rows 5,5,5,1`).
  static func rows(_ framing: String) -> Substring? {
    framing.range(of: "chunks of rows").map { framing[$0.lowerBound...] }
  }

  /// Layouts 9 (vector), 1009 (color), 1010 (multisize set).
  static func isStructureLayout(_ value: String) -> Bool {
    ["9 ", "1009 ", "1010 "].contains { value.hasPrefix($0) }
  }

  /// A compression Apple's cars do not use (deflate, 2) in ours where Apple's car has another (a
  /// car that is deflated where it is compared with itself departs from nothing); and, for a rendition both
  /// store as LZFSE chunks, chunks of other rows.
  static func encodings(apple a: [String: String], ours b: [String: String]) -> [Finding] {
    var out: [Finding] = []
    for (path, value) in b
    where path.hasSuffix(".payload") && value.contains("compression 2,") && a[path]?.contains("compression 2,") != true
    {
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

import AssetCatCore
import Foundation

/// Reads one Contents.json tree (SPEC §2 keys) into renditions, reporting AC001, AC002, AC003,
/// AC012, AC013, AC060 and AC061 with the line of the key or value at fault.
struct ContentsParser {
  let path: String
  let asset: String?
  var diagnostics: [Diagnostic] = []

  init(path: String, asset: String?) {
    self.path = path
    self.asset = asset
  }

  // MARK: Reporting

  mutating func report(
    _ code: DiagnosticCode, _ message: String, line: Int?, column: Int? = nil, severity: Severity? = nil
  ) {
    diagnostics.append(
      Diagnostic(code, severity: severity, message, path: path, line: line, column: column, asset: asset))
  }

  mutating func unknownKey(_ m: JSONNode.Member, in place: String, known: Set<String>) {
    report(
      .AC002,
      "unknown key '\(m.key)' in \(place); "
        + "Xcode ignores it (known keys: \(known.sorted().joined(separator: ", "))); "
        + "remove it or fix its spelling",
      line: m.keyLine, column: m.keyColumn)
  }

  mutating func wrongType(_ m: JSONNode.Member, expected: String) {
    report(
      .AC001, "'\(m.key)' must be \(expected), not \(m.value.typeName); write it as Xcode does",
      line: m.value.line, column: m.value.column)
  }

  mutating func invalid(_ m: JSONNode.Member, _ text: String, expected: String) {
    report(
      .AC003, "invalid value '\(text)' for '\(m.key)' (expected \(expected)); fix the value or remove the key",
      line: m.value.line, column: m.value.column)
  }

  mutating func string(_ m: JSONNode.Member) -> String? {
    if let s = m.value.string { return s }
    wrongType(m, expected: "a string")
    return nil
  }

  mutating func bool(_ m: JSONNode.Member) -> Bool? {
    if let b = m.value.bool { return b }
    // Xcode reads "true"/"false" strings too; accept them quietly.
    if let s = m.value.string, s == "true" || s == "false" { return s == "true" }
    wrongType(m, expected: "true or false")
    return nil
  }

  mutating func number(_ m: JSONNode.Member) -> Double? {
    if let n = m.value.number { return n }
    if let s = m.value.string, let n = Double(s), n.isFinite { return n }
    wrongType(m, expected: "a number")
    return nil
  }

  // MARK: Top level

  /// Checks `info` and the top-level keys; `extra` are the kind's own top-level keys.
  mutating func checkTopLevel(_ root: JSONNode, extra: Set<String>) -> [JSONNode.Member]? {
    guard let members = root.members else {
      report(
        .AC001, "Contents.json must hold a JSON object, not \(root.typeName); restore the file Xcode wrote",
        line: root.line, column: root.column)
      return nil
    }
    let known = ContentsSchema.topLevelKeys.union(extra)
    var seen = Set<String>()
    for m in members {
      if !seen.insert(m.key).inserted {
        report(.AC001, "key '\(m.key)' appears twice; keep one", line: m.keyLine, column: m.keyColumn)
      }
      if !known.contains(m.key) { unknownKey(m, in: "Contents.json", known: known) }
      if m.key == "info" {
        guard let info = m.value.members else {
          wrongType(m, expected: "an object")
          continue
        }
        for im in info where !ContentsSchema.infoKeys.contains(im.key) {
          unknownKey(im, in: "'info'", known: ContentsSchema.infoKeys)
        }
      }
    }
    return members
  }

  /// Reads `properties`.
  mutating func readProperties(_ members: [JSONNode.Member], into out: inout ParsedContents) {
    guard let pm = members.first(where: { $0.key == "properties" }) else { return }
    guard let props = pm.value.members else { return wrongType(pm, expected: "an object") }
    for m in props {
      switch m.key {
      case "template-rendering-intent":
        guard let s = string(m) else { continue }
        if s == "template" || s == "original" {
          out.properties.templateRenderingIntent = s
        } else if s != "automatic" && s != "default" {
          invalid(m, s, expected: "template or original")
        }
      case "preserves-vector-representation":
        if let b = bool(m) { out.properties.preservesVectorRepresentation = b }
      case "compression-type":
        if let s = string(m) { out.properties.compressionType = s }
      case "localizable":
        if let b = bool(m) { out.properties.localizable = b }
      case "on-demand-resource-tags":
        guard let tags = m.value.elements else {
          wrongType(m, expected: "an array of strings")
          continue
        }
        for t in tags {
          if let s = t.string {
            out.properties.onDemandResourceTags.append(s)
          } else {
            report(
              .AC001, "'on-demand-resource-tags' must hold strings, not \(t.typeName)", line: t.line, column: t.column)
          }
        }
      case "auto-scaling":
        if let s = string(m) { out.properties.autoScaling = s }
      case "provides-namespace":
        if let b = bool(m) { out.providesNamespace = b }
      case "pre-rendered":
        _ = bool(m)
      case "symbol-rendering-intent", "content-type", "generate-swift-asset-symbol-extensions":
        _ = string(m)
      case "content-reference":
        if m.value.members == nil { wrongType(m, expected: "an object") }
      default:
        unknownKey(m, in: "'properties'", known: ContentsSchema.propertyKeys)
      }
    }
  }

  // MARK: Groups

  /// A group's or the catalog's Contents.json: `info` and `properties` only.
  mutating func parseGroup(_ root: JSONNode) -> ParsedContents {
    var out = ParsedContents()
    guard let members = checkTopLevel(root, extra: []) else { return out }
    readProperties(members, into: &out)
    return out
  }

  // MARK: Assets

  /// An asset's Contents.json.
  mutating func parseAsset(_ root: JSONNode, kind: AssetKind) -> ParsedContents {
    var out = ParsedContents()
    let listKey = ContentsSchema.entriesKey(kind)
    guard let members = checkTopLevel(root, extra: [listKey]) else { return out }
    readProperties(members, into: &out)
    guard let list = members.first(where: { $0.key == listKey }) else { return out }
    guard let entries = list.value.elements else {
      wrongType(list, expected: "an array of entries")
      return out
    }
    guard entries.count <= SourceLimits.maxEntries else {
      report(
        .AC001,
        "'\(listKey)' has \(entries.count) entries, over the limit of \(SourceLimits.maxEntries); split the set",
        line: list.value.line, column: list.value.column)
      return out
    }
    var slotKeys: [String: Int] = [:]  // slot identity → line of the first entry
    for (n, entry) in entries.enumerated() {
      guard let em = entry.members else {
        report(
          .AC001, "each entry of '\(listKey)' must be an object, not \(entry.typeName)", line: entry.line,
          column: entry.column)
        continue
      }
      parseEntry(em, node: entry, kind: kind, index: n, slotKeys: &slotKeys, into: &out)
    }
    return out
  }

  static func parseScale(_ s: String) -> Int? {
    let t = s.lowercased()
    guard t.hasSuffix("x"), let v = Int(t.dropLast()), (1...3).contains(v) else { return nil }
    return v
  }
}

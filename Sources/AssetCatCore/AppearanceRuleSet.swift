import Foundation

/// The appearance rules of a catalog (SPEC §4): the contents of `Appearance.json`, in file order.
///
/// Codable as `{"version": 1, "rules": […]}` — the same shape as `Appearance.json` (plus each
/// rule's source line), which is also how a compiled catalog stores it.
public struct AppearanceRuleSet: Hashable, Sendable, Codable {
  /// The only version of `Appearance.json` this tool reads.
  public static let currentVersion = 1

  public var version: Int
  /// Rules in file order; a later rule wins a full tie (SPEC §4).
  public var rules: [AppearanceRule]
  /// The file the rules came from, as the user named it (for messages); not stored in compiled catalogs.
  public var path: String?

  public init(rules: [AppearanceRule], path: String? = nil) {
    self.version = Self.currentVersion
    self.rules = rules
    self.path = path
  }

  public static let empty = AppearanceRuleSet(rules: [])

  private enum CodingKeys: String, CodingKey { case version, rules }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    version = try c.decode(Int.self, forKey: .version)
    guard version == Self.currentVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: c, debugDescription: "unsupported appearance rules version \(version)")
    }
    rules = try c.decode([AppearanceRule].self, forKey: .rules)
    path = nil
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(version, forKey: .version)
    try c.encode(rules, forKey: .rules)
  }

  /// Every component a rule names, sorted.
  public var components: [String] { Array(Set(rules.map(\.component))).sorted() }

  /// The kind a property has in the rules for `component` (the first rule that sets it), so
  /// `--set starImage=Star` can be read as an image.
  public func kind(ofProperty name: String, component: String) -> AppearanceValueKind? {
    rules.first { $0.component == component && $0.properties[name] != nil }?.properties[name]?.kind
  }

  /// The rules as an `Appearance.json` (what `extract` puts at the root of the folder it writes).
  ///
  /// When every rule knows its source line and the lines increase from 2 on, each rule is written
  /// compactly on its own line at that line (blank lines between): reading the file back gives the
  /// same rules with the same lines, so compile → extract → compile is byte-identical. Otherwise
  /// (rules built in code, or merged from several files) it is pretty-printed without lines.
  public func appearanceFileData() throws -> Data {
    var stripped = self
    for i in stripped.rules.indices { stripped.rules[i].line = nil }
    let lines = rules.compactMap(\.line)
    let keepsLines =
      !rules.isEmpty && lines.count == rules.count && lines[0] >= 2
      && zip(lines, lines.dropFirst()).allSatisfy { $0 < $1 }
    let encoder = JSONEncoder()
    if !keepsLines {
      encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
      var data = try encoder.encode(stripped)
      data.append(0x0A)
      return data
    }
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var out = Data("{\"version\": \(version), \"rules\": [".utf8)
    var line = 1
    for (i, rule) in stripped.rules.enumerated() {
      while line < lines[i] {
        out.append(0x0A)
        line += 1
      }
      out.append(try encoder.encode(rule))
      if i < rules.count - 1 { out.append(UInt8(ascii: ",")) }
    }
    out.append(contentsOf: Array("\n]}\n".utf8))
    return out
  }
}

import AssetCatCore

/// A complication set's Contents.json (watchOS): an `assets` list naming the image sets inside by
/// folder (`{"filename": "Circular.imageset", "idiom": "watch", "role": "circular"}`).
extension ContentsParser {
  /// The keys of an entry of `assets`.
  static let complicationEntryKeys: Set<String> = ["filename", "idiom", "role"]

  /// The folder names the entries list (AC001 for a wrong type, AC002 for an unknown key, AC003
  /// for an empty name), each with the line of its `filename` value.
  mutating func parseComplicationSet(_ root: JSONNode) -> [(folder: String, line: Int)] {
    guard let members = checkTopLevel(root, extra: ["assets"]) else { return [] }
    guard let list = members.first(where: { $0.key == "assets" }) else { return [] }
    guard let entries = list.value.elements else {
      wrongType(list, expected: "an array of entries")
      return []
    }
    var folders: [(folder: String, line: Int)] = []
    for entry in entries {
      guard let em = entry.members else {
        report(
          .AC001, "each entry of 'assets' must be an object, not \(entry.typeName)", line: entry.line,
          column: entry.column)
        continue
      }
      for m in em {
        guard Self.complicationEntryKeys.contains(m.key) else {
          unknownKey(m, in: "an entry of a complication set", known: Self.complicationEntryKeys)
          continue
        }
        guard let s = string(m) else { continue }
        if m.key == "filename" {
          if s.isEmpty {
            invalid(m, s, expected: "the name of an image set inside the complication set")
          } else {
            folders.append((s, m.value.line))
          }
        }
      }
    }
    return folders
  }
}

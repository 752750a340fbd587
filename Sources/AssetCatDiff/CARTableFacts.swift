import AssetCatBytes
import AssetCatCAR

/// Facts of a car's name tables: APPEARANCEKEYS, LOCALIZATIONKEYS, FACETKEYS and BITMAPKEYS.
enum CARTableFacts {
  static func add(_ file: CARFile, _ labels: CARKeyLabels, _ f: inout StructureFacts) throws(CARError) {
    names("APPEARANCEKEYS", file.appearances, file, &f)
    names("LOCALIZATIONKEYS", file.localizations, file, &f)
    f.add("FACETKEYS.count", file.facets.count)
    for (name, key) in file.facets {
      let pairs = key.attributes.map { $0.attribute == .identifier ? "identifier" : "\($0.attribute.name)=\($0.value)" }
      f.add("facet[\(name)]", "hotSpot \(key.hotSpotX),\(key.hotSpotY); " + pairs.joined(separator: " "))
    }
    try bitmapKeys(file, labels, &f)
  }

  static func names(_ tree: String, _ table: [UInt16: String], _ file: CARFile, _ f: inout StructureFacts) {
    guard file.store.variables.block(named: tree) != nil else {
      f.add(tree, "absent")
      return
    }
    f.add(tree, table.sorted { $0.key < $1.key }.map { "\($0.value)=\($0.key)" })
  }

  /// Each BITMAPKEYS entry by the facet its inline key names: the value's bytes as
  /// little-endian words, so a descriptor field that differs is easy to point at.
  static func bitmapKeys(_ file: CARFile, _ labels: CARKeyLabels, _ f: inout StructureFacts) throws(CARError) {
    guard let tree = try file.store.tree("BITMAPKEYS") else {
      f.add("BITMAPKEYS", "absent")
      return
    }
    let entries = try file.store.entries(of: tree)
    f.add("BITMAPKEYS", "\(entries.count) entries")
    for e in entries {
      let value = try file.store.littleEndianBlock(e.value)
      let key = tree.descriptor.keysAreValues != 0 ? labels.facet(identifier: e.key) : "key block"
      f.add("BITMAPKEYS[\(key)]", words(Array(value.windowBytes)))
    }
  }

  /// Bytes as little-endian u32 words in hex (a last partial word as bytes).
  static func words(_ bytes: [UInt8]) -> String {
    var out: [String] = []
    var i = 0
    while i + 4 <= bytes.count {
      let w = UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]) << 16 | UInt32(bytes[i + 3]) << 24
      out.append(String(w, radix: 16))
      i += 4
    }
    if i < bytes.count { out.append(bytes[i...].map { String($0, radix: 16) }.joined(separator: ",")) }
    return "\(bytes.count) bytes: " + out.joined(separator: " ")
  }
}

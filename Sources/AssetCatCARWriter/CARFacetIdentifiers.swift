/// Facet identifiers (key attribute 17). Apple's function of the name is unknown
/// (`notes/car-format.md` §2.6), so each name gets a 16-bit FNV-1a fold of its UTF-8 bytes; names
/// are taken in byte order and a taken (or zero) value moves to the next free one, so the same set
/// of names always gets the same identifiers.
enum CARFacetIdentifiers {
  static func assign(_ names: [String]) -> [String: UInt16] {
    var taken: Set<UInt16> = [0]
    var out: [String: UInt16] = [:]
    // Each name's bytes made once, not two arrays a comparison (a sixth of a size query's plans).
    let ordered = names.map { (bytes: Array($0.utf8), name: $0) }.sorted {
      $0.bytes.lexicographicallyPrecedes($1.bytes)
    }
    for (_, name) in ordered {
      var id = fold(name)
      while taken.contains(id) { id &+= 1 }
      taken.insert(id)
      out[name] = id
    }
    return out
  }

  static func fold(_ name: String) -> UInt16 {
    var h: UInt32 = 0x811C_9DC5
    for b in name.utf8 { h = (h ^ UInt32(b)) &* 0x0100_0193 }
    return UInt16(truncatingIfNeeded: h ^ (h >> 16))
  }
}

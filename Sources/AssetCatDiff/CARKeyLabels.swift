import AssetCatCAR

/// Names for a car's keys that do not depend on the identifiers its writer drew: a facet by its
/// name, a rendition by its facet's name and the key attributes it sets (appearance and
/// localization by their names), so the same rendition in two cars gets the same label.
struct CARKeyLabels {
  let file: CARFile
  let facetNames: [UInt16: String]

  init(file: CARFile) {
    self.file = file
    var names: [UInt16: String] = [:]
    for (name, key) in file.facets {
      if let id = key.value(of: .identifier), names[id] == nil { names[id] = name }
    }
    facetNames = names
  }

  /// `Logo[scale=2 idiom=1 appearance=UIAppearanceDark]`: the facet name, then every attribute
  /// but the identifier that is not 0, in attribute-number order.
  func rendition(_ key: RenditionKey) -> String {
    var facet = "?"
    var parts: [(RenditionAttribute, String)] = []
    for (a, v) in zip(file.keyFormat.attributes, key.values) {
      if a == .identifier {
        facet = facetNames[v] ?? "identifier \(v)"
        continue
      }
      guard v != 0 else { continue }
      parts.append((a, value(a, v)))
    }
    let attributes = parts.sorted { $0.0 < $1.0 }.map { "\($0.0.name)=\($0.1)" }
    return "\(facet)[\(attributes.joined(separator: " "))]"
  }

  func value(_ a: RenditionAttribute, _ v: UInt16) -> String {
    switch a {
    case .appearance: return file.appearances[v] ?? String(v)
    case .localization: return file.localizations[v] ?? String(v)
    default: return String(v)
    }
  }

  /// The facet name an identifier stands for (BITMAPKEYS keys), or the number.
  func facet(identifier: UInt32) -> String {
    UInt16(exactly: identifier).flatMap { facetNames[$0] } ?? "identifier \(identifier)"
  }
}

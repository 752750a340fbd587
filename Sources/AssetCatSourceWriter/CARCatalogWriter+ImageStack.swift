import AssetCatCAR
import AssetCatCore

/// tvOS layer stacks extract as the image stacks Xcode edits: `<stack>.imagestack` listing its
/// layers front first, each `<layer>.imagestacklayer` holding the layer's image set as `Content`.
/// The flattened and blurred images in the stack's facet are what actool makes from the layers,
/// so they are left out (a compile makes them again).
extension CARCatalogWriter {
  /// Each layer stack facet's layer facets, front first (the car lists them back first).
  static func imageStacks(in catalog: CARCatalog) -> [String: [String]] {
    var names: [UInt16: String] = [:]
    for f in catalog.file.facets {
      if let id = f.key.value(of: .identifier), names[id] == nil { names[id] = f.name }
    }
    var stacks: [String: [String]] = [:]
    for (name, facet) in catalog.facets {
      guard let stack = facet.entries.first(where: { $0.header.layout == .layerStack }),
        let refs = try? stack.tlv(CSITLV.layerReferences)?.parse(CSILayerReferences.self)
      else { continue }
      let layers = refs.layers.reversed().compactMap { layer in
        FacetKey(attributes: layer.key).value(of: .identifier).flatMap { names[$0] }
      }
      let kept = layers.filter { $0 != name && catalog.facets[$0]?.asset.asset.kind == .image }
      if !kept.isEmpty { stacks[name] = kept }
    }
    return stacks
  }

  mutating func writeImageStack(_ name: String, layers: [String], folder: String) throws {
    var layerNames: [String] = []
    for facet in layers {
      var layer = Self.layerName(facet, in: name)
      var n = 2
      while layerNames.contains(where: { $0.lowercased() == layer.lowercased() }) {
        layer = "\(Self.layerName(facet, in: name))-\(n)"
        n += 1
      }
      layerNames.append(layer)
    }
    try root.makeFolders(folder)
    try root.write(Array(ContentsJSONWriter.imageStack(layers: layerNames)), to: folder + "/Contents.json")
    for (facet, layer) in zip(layers, layerNames) {
      guard let f = catalog.facets[facet] else { continue }
      let layerFolder = folder + "/\(layer).imagestacklayer"
      try root.makeFolders(layerFolder)
      try root.write(Array(ContentsJSONWriter.group(providesNamespace: false)), to: layerFolder + "/Contents.json")
      try writeAsset(f.asset.asset, facet: f, folder: layerFolder + "/Content.imageset")
    }
    assets += 1
    if catalog.facets[name]?.entries.contains(where: { $0.header.layout != .layerStack }) == true {
      skipped.append(
        "'\(name)': its flattened and blurred images are made from its layers (a compile makes them again); "
          + "not extracted"
      )
    }
  }

  /// `Stack/Front/Content` → `Front`, as actool names a layer's image set; else the facet's last
  /// name component.
  static func layerName(_ facet: String, in stack: String) -> String {
    let suffix = "/Content"
    if facet.hasPrefix(stack + "/"), facet.hasSuffix(suffix), facet.count > stack.count + 1 + suffix.count {
      return safe(String(facet.dropFirst(stack.count + 1).dropLast(suffix.count)))
    }
    return safe(String(facet.split(separator: "/").last ?? Substring(facet)))
  }
}

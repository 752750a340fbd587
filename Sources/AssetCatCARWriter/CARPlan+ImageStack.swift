import AssetCatCAR
import AssetCatCore
import AssetCatImageHeaders
import AssetCatSource
import Foundation

/// tvOS image stacks (`.imagestack`, the app icon's layers): each layer's image set is written as
/// any image set (`<stack>/<layer>/Content`); the stack's facet gets the stack rendition and, at
/// each scale every layer has, the flattened and blurred images (`CARLayerStackEncoder`).
extension CARPlan {
  /// What a stack derives from its layers; files are the layers' images, back first.
  enum Layered: Sendable {
    case stack(layerFacets: [String], identifiers: [UInt16], files: [String], scale: Int)
    case flattened(files: [String], scale: Int)
    case radiosity(files: [String], scale: Int)

    func encode() throws -> CSIRendition {
      switch self {
      case .stack(_, let ids, let files, let scale): return try Self.stack(identifiers: ids, files: files, scale: scale)
      case .flattened(let files, let scale): return try CARLayerStackEncoder.flattened(files, scale: scale)
      case .radiosity(let files, let scale): return try CARLayerStackEncoder.radiosity(files, scale: scale)
      }
    }

    /// The stack's size in points is its back layer's; each layer's frame is centred in it.
    static func stack(identifiers: [UInt16], files: [String], scale: Int) throws -> CSIRendition {
      let sizes = try files.map { f -> (Int, Int) in
        let info = try ImageProbe.probe(try Data(contentsOf: URL(fileURLWithPath: f)))
        return (info.width / scale, info.height / scale)
      }
      let (w, h) = sizes.first ?? (0, 0)
      let layers = zip(identifiers, sizes).map { id, size in
        (identifier: id, frame: CARRect(x: UInt32(max(0, (w - size.0) / 2)), y: UInt32(max(0, (h - size.1) / 2)), width: UInt32(size.0), height: UInt32(size.1)))
      }
      return try CARLayerStackEncoder.stack(layers: layers, width: w, height: h)
    }
  }

  /// `layers`: each listed layer's image set (front first, as the stack lists them), `nil` when
  /// the layer has none.
  mutating func addImageStack(_ a: SourceAsset, layers: [SourceAsset?]) {
    let name = a.asset.name
    guard !layers.isEmpty, layers.allSatisfy({ $0 != nil }) else {
      skipped.append("\(name): an image stack whose layers do not each hold an image set is not written")
      return
    }
    let backFirst = Array(layers.compactMap { $0 }.reversed())
    func bitmap(_ layer: SourceAsset, _ scale: Int) -> Rendition? {
      layer.asset.renditions.first { keeps($0) && $0.file != nil && $0.format?.isVector != true && $0.renditionScale == scale }
    }
    let scales = [1, 2, 3].filter { s in backFirst.allSatisfy { bitmap($0, s) != nil } }
    guard let first = scales.first else {
      skipped.append("\(name): the layers of this image stack have no bitmap at a scale they all share; not written")
      return
    }
    func files(_ s: Int) -> [String] { backFirst.compactMap { l in bitmap(l, s).flatMap { l.filePath(of: $0) } } }
    facets[name] = Self.imagePart
    let layerFacets = backFirst.map(\.asset.name)
    work.append(
      Work(
        facet: name, kind: .other, rendition: Rendition(slot: .empty, order: 0), filePath: nil, properties: a.asset.properties,
        values: [.scale: 1], part: Self.imagePart, layered: .stack(layerFacets: layerFacets, identifiers: [], files: files(first), scale: first)))
    for s in scales {
      guard let slot = bitmap(backFirst[0], s)?.slot else { continue }
      let values = keys.values(slot, locales: locales)
      for (part, layered) in [(CARLayerStackEncoder.flattenedPart, Layered.flattened(files: files(s), scale: s)), (CARLayerStackEncoder.radiosityPart, .radiosity(files: files(s), scale: s))] {
        work.append(
          Work(
            facet: name, kind: .other, rendition: Rendition(slot: slot, order: 0), filePath: nil, properties: a.asset.properties,
            values: values, part: part, layered: layered))
      }
    }
  }

  /// Fills in each stack's layer identifiers (the facets' identifiers, as `store` assigns them).
  mutating func resolveLayerIdentifiers() {
    let ids = CARFacetIdentifiers.assign(Array(facets.keys))
    for i in work.indices {
      guard case .stack(let layers, _, let files, let scale) = work[i].layered else { continue }
      work[i].layered = .stack(layerFacets: layers, identifiers: layers.map { ids[$0] ?? 0 }, files: files, scale: scale)
    }
  }
}

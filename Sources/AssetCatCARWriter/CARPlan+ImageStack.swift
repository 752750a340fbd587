import AssetCatCAR
import AssetCatCore
import AssetCatImageHeaders
import AssetCatSource
import Foundation

/// tvOS image stacks (`.imagestack`, the app icon's layers): each layer's image set is written as
/// any image set (`<stack>/<layer>/Content`); the stack's facet gets the stack rendition and, at
/// each scale every layer has, the flattened and blurred images (`CARLayerStackEncoder`).
extension CARPlan {
  /// What a stack derives from its layers.
  enum Layered: Sendable {
    /// The stack: its size in points and each layer (back first) with its frame in points; the
    /// layers' facet identifiers come once every facet is known (`resolveLayerIdentifiers`).
    case stack(width: Int, height: Int, layers: [(facet: String, frame: CARRect)], identifiers: [UInt16])
    /// The layer files (back first) drawn one over another, at `scale`.
    case flattened(files: [String], scale: Int, images: CARFlattenedImages)
    /// The same, blurred.
    case radiosity(files: [String], scale: Int, images: CARFlattenedImages)

    func encode(_ encodings: CARPixelEncodings) throws -> CSIRendition {
      switch self {
      case .stack(let w, let h, let layers, let ids):
        return try CARLayerStackEncoder.stack(layers: zip(ids, layers).map { ($0, $1.frame) }, width: w, height: h)
      case .flattened(let files, let scale, let images):
        return try CARLayerStackEncoder.flattened(images.image(of: files), scale: scale, encodings: encodings)
      case .radiosity(let files, let scale, let images):
        return try CARLayerStackEncoder.radiosity(images.image(of: files), scale: scale)
      }
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
    // A layer left without a file (the template's slot, as Moonlight TV's front layer) is not
    // drawn; the stack is made of the others.
    let backFirst = Array(
      layers.compactMap { $0 }.filter { l in l.asset.renditions.contains { $0.file != nil } }.reversed())
    func bitmap(_ layer: SourceAsset, _ scale: Int) -> Rendition? {
      layer.asset.renditions.first {
        keeps($0) && $0.file != nil && $0.format?.isVector != true && $0.renditionScale == scale
      }
    }
    let scales = [1, 2, 3].filter { s in backFirst.allSatisfy { bitmap($0, s) != nil } }
    guard !backFirst.isEmpty else {
      skipped.append("\(name): no layer of this image stack has an image; not written")
      return
    }
    guard let first = scales.first,
      let stack = Self.stackLayout(backFirst.map { ($0, bitmap($0, first)!) }, scale: first)
    else {
      skipped.append("\(name): the layers of this image stack have no bitmap at a scale they all share; not written")
      return
    }
    func files(_ s: Int) -> [String] { backFirst.compactMap { l in bitmap(l, s).flatMap { l.filePath(of: $0) } } }
    facets[name] = Self.imagePart
    work.append(
      Work(
        facet: name, kind: .other, rendition: Rendition(slot: .empty, order: 0), source: .layered(stack),
        properties: a.asset.properties,
        values: [.scale: 1], part: Self.imagePart))
    for s in scales {
      let slot = bitmap(backFirst[0], s)!.slot
      let derived: [(UInt16, Layered)] = [
        (CARLayerStackEncoder.flattenedPart, .flattened(files: files(s), scale: s, images: flattenedImages)),
        (CARLayerStackEncoder.radiosityPart, .radiosity(files: files(s), scale: s, images: flattenedImages)),
      ]
      for (part, layered) in derived {
        work.append(
          Work(
            facet: name, kind: .other, rendition: Rendition(slot: slot, order: 0), source: .layered(layered),
            properties: a.asset.properties,
            values: keys.values(slot, locales: locales), part: part))
      }
    }
  }

  /// The stack's size in points is its back layer's; each layer's frame is centred in it. From
  /// the sizes the reader probed (the file's header when it did not); `nil` when one is unknown.
  static func stackLayout(_ layers: [(SourceAsset, Rendition)], scale: Int) -> Layered? {
    var sizes: [(Int, Int)] = []
    for (layer, r) in layers {
      let probed =
        r.pixelSize
        ?? layer.filePath(of: r).flatMap { try? ImageProbe.probe(fileAt: $0) }.map {
          Size(width: Double($0.width), height: Double($0.height))
        }
      guard let px = probed else { return nil }
      sizes.append((Int(px.width) / scale, Int(px.height) / scale))
    }
    guard let (w, h) = sizes.first else { return nil }
    let framed = zip(layers, sizes).map { l, size in
      (
        facet: l.0.asset.name,
        frame: CARRect(
          x: UInt32(max(0, (w - size.0) / 2)), y: UInt32(max(0, (h - size.1) / 2)), width: UInt32(size.0),
          height: UInt32(size.1))
      )
    }
    return .stack(width: w, height: h, layers: framed, identifiers: [])
  }

  /// Fills in each stack's layer identifiers (`identifiers`, as the store writes them).
  mutating func resolveLayerIdentifiers() {
    for i in work.indices {
      guard case .layered(.stack(let w, let h, let layers, _)) = work[i].source else { continue }
      work[i].source = .layered(
        .stack(width: w, height: h, layers: layers, identifiers: layers.map { identifiers[$0.facet] ?? 0 }))
    }
  }
}

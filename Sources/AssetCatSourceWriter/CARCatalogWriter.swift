import AssetCatCAR
import AssetCatCARPixels
import AssetCatCore
import AssetCatFileSystem
import AssetCatImaging
import Foundation

/// Writes a car's facets as a source catalog: one folder per asset (group folders with
/// `provides-namespace` for names with `/`), decoded files, and Contents.json from the model.
/// Every folder and file name is made from sanitized components, and every write goes through
/// `BeneathFolder`, so nothing lands outside `root` whatever the car's names (SPEC §7).
struct CARCatalogWriter {
  let root: BeneathFolder
  let catalog: CARCatalog
  var assets = 0
  private(set) var files = 0
  /// What was left out by design (what Xcode makes again, a slot another rendition has), one
  /// message per rendition or facet.
  var skipped: [String] = []
  /// The renditions that could not be written (their pixels do not decode, or claim more than
  /// the limits allow), one message each naming the asset, the rendition and its layout:
  /// the extracted catalog lacks them, so `extract` fails.
  var failed: [String] = []
  /// Renditions left out as the same image encoded again for a later deployment target
  /// (`laterTargetCopies`): not a loss, so counted rather than warned about one by one.
  var laterTargetCopies = 0
  private let atlases = CARAtlasCache()

  init(root: BeneathFolder, catalog: CARCatalog) {
    self.root = root
    self.catalog = catalog
  }

  mutating func writeAll() throws {
    try root.write(Array(ContentsJSONWriter.group(providesNamespace: false)), to: "Contents.json")
    var groups: Set<String> = []
    let stacks = Self.imageStacks(in: catalog)
    let layers = Set(stacks.values.joined())
    for name in catalog.assetNames where !layers.contains(name) {
      guard let facet = catalog.facets[name] else { continue }
      let asset = facet.asset.asset
      guard let ext = stacks[name] != nil ? "imagestack" : asset.kind.folderExtension else {
        skipped.append(
          "facet '\(name)' (\(facet.entries.first?.header.layout.name ?? "empty")) is not a kind Xcode "
            + "catalogs hold; not extracted"
        )
        continue
      }
      // Split on the byte '/' (a Character split misses a '/' that a combining mark follows).
      var parts = RelativePath.components(name).map { Self.safe(String(decoding: $0, as: UTF8.self)) }
      let leaf = parts.removeLast()
      var folder = ""
      for p in parts {
        folder += p + "/"
        if groups.insert(folder).inserted {
          try root.write(Array(ContentsJSONWriter.group(providesNamespace: true)), to: folder + "Contents.json")
        }
      }
      if let layerFacets = stacks[name] {
        try writeImageStack(name, layers: layerFacets, folder: folder + "\(leaf).\(ext)")
      } else {
        try writeAsset(asset, facet: facet, folder: folder + "\(leaf).\(ext)")
      }
    }
  }

  /// Writes one asset into `folder` (a path relative to the destination).
  mutating func writeAsset(_ asset: Asset, facet: CARCatalog.Facet, folder: String) throws {
    try root.makeFolders(folder)
    var kept: [Rendition] = []
    var names: Set<String> = ["contents.json"]  // the folder's own
    let copies = Self.laterTargetCopies(asset, facet: facet)
    for (i, r) in asset.renditions.enumerated() {
      if copies.contains(i) {
        laterTargetCopies += 1
        continue
      }
      // A macOS app icon's .icns (raw data, com.apple.icns) is what Xcode derives from the set.
      if asset.kind == .appIcon, r.typeIdentifier == "com.apple.icns" {
        skipped.append(
          "'\(asset.name)': rendition '\(r.file ?? "?")' is the .icns Xcode makes from the set's images; not extracted")
        continue
      }
      if let twin = kept.first(where: { $0.slot == r.slot && $0.iconSize == r.iconSize }) {
        let extra = facet.extras[i].map { "\($0.attribute.name)=\($0.value)" }.joined(separator: ",")
        skipped.append(
          "'\(asset.name)': rendition '\(r.file ?? "?")' has the same slot as '\(twin.file ?? "?")' (differs "
            + "in \(extra.isEmpty ? "nothing a slot holds" : extra)); not extracted"
        )
        continue
      }
      var out = r
      out.order = kept.count
      do {
        switch try CARRenditionContent.decode(facet.entries[i], in: catalog.file, atlases: atlases) {
        case .bitmap(let b):
          out.file = try write(Array(try PNGEncoder.encode(b)), base: r.file, ext: "png", folder: folder, names: &names)
        case .file(let bytes, let ext):
          out.file = try write(bytes, base: r.file, ext: ext, folder: folder, names: &names)
        case .color:
          out.file = nil
          out.color = r.color.map(ExtractedColor.xcodeForm)
        case .multisizeSet, .structure:
          skipped.append(
            "'\(asset.name)': rendition '\(r.file ?? "?")' (\(facet.entries[i].header.layout.name)) has no "
              + "file form; not extracted"
          )
          continue
        }
      } catch let e as CARPixelError {
        failed.append(
          "'\(asset.name)': rendition '\(r.file ?? "?")' (\(facet.entries[i].header.layout.name)) cannot be "
            + "decoded: \(e.message); not extracted"
        )
        continue
      }
      kept.append(out)
    }
    var written = asset
    written.renditions = kept
    written.path = ""
    try root.write(Array(ContentsJSONWriter.contents(of: written)), to: folder + "/Contents.json")
    assets += 1
  }

  /// The renditions that differ from another of the asset only in a higher `deploymentTarget`.
  /// When an app's minimum deployment target is older than an encoding, actool stores each image
  /// again for the systems that read it, keyed by deploymentTarget: an Xcode 14.2 car for iOS
  /// 11 (Zhihu's) holds every image three times, LZFSE at 0, palette and deepmap at 3, deepmap2 at
  /// 5. A source catalog holds the image once: the lowest target's is kept, the one every
  /// system reads (and losslessly encoded, where deepmap2's predictive method is not).
  static func laterTargetCopies(_ asset: Asset, facet: CARCatalog.Facet) -> Set<Int> {
    struct Place: Hashable {
      var slot: TraitCollection
      var iconSize: String?
      var extras: [FacetKey.Pair]
    }
    var lowest: [Place: (index: Int, target: UInt16)] = [:]
    var copies: Set<Int> = []
    for (i, r) in asset.renditions.enumerated() {
      let extras = facet.extras[i]
      let target = extras.first { $0.attribute == .deploymentTarget }?.value ?? 0
      let place = Place(slot: r.slot, iconSize: r.iconSize, extras: extras.filter { $0.attribute != .deploymentTarget })
      guard let seen = lowest[place] else {
        lowest[place] = (i, target)
        continue
      }
      guard seen.target != target else { continue }  // a true twin: said as such by the caller
      copies.insert(seen.target < target ? i : seen.index)
      if target < seen.target { lowest[place] = (i, target) }
    }
    return copies
  }

  /// Writes `bytes` as a new file in `folder`, named from the rendition's own name.
  mutating func write(_ bytes: [UInt8], base: String?, ext: String, folder: String, names: inout Set<String>) throws
    -> String
  {
    var stem = Self.safe(((base ?? "image") as NSString).lastPathComponent)
    // Data has no kind of its own: keep the extension the file had in the source catalog.
    let ext = ext == "data" && !(stem as NSString).pathExtension.isEmpty ? (stem as NSString).pathExtension : ext
    stem = (stem as NSString).deletingPathExtension
    if stem.isEmpty { stem = "image" }
    var name = "\(stem).\(ext)"
    var n = 2
    while !names.insert(name.lowercased()).inserted {
      name = "\(stem)-\(n).\(ext)"
      n += 1
    }
    try root.write(bytes, to: folder + "/" + name)
    files += 1
    return name
  }

  /// A path component that cannot leave its folder: no separators, no `.`/`..`, no NUL. By
  /// Unicode scalar: a `Character` holds `/` and a combining mark after it as one.
  static func safe(_ s: String) -> String {
    var cleaned = ""
    for u in s.unicodeScalars { cleaned.unicodeScalars.append(u == "/" || u == "\\" || u == "\0" ? "_" : u) }
    if cleaned.isEmpty || cleaned == "." || cleaned == ".." { return "_" + cleaned }
    return cleaned.hasPrefix(".") ? "_" + cleaned : cleaned
  }
}

import AssetCatCore

/// An `Assets.car` as the project's model: one `Asset` per facet, one `Rendition` per rendition
/// of that facet, slots mapped from the keys (`CARSlotMapping`), so the SPEC §3 resolver, `info`
/// and `extract` work on it as on any catalog. Built once at open; lookups are dictionary reads.
/// Opened for some facets only (`CARFile.onlyFacets`), it answers for those and names the rest.
public final class CARCatalog: AssetLookup, Sendable {
  /// A facet's asset and the car entries behind each of its renditions (same order).
  public struct Facet: Sendable {
    public var asset: ResolvableAsset
    public var entries: [CARFile.Entry]
    /// Per rendition: the key attributes no trait carries.
    public var extras: [[FacetKey.Pair]]
  }

  public let file: CARFile
  public let facets: [String: Facet]
  public let assetNames: [String]

  public init(file: CARFile) {
    self.file = file
    let mapping = CARSlotMapping(
      keyFormat: file.keyFormat, appearances: file.appearances, localizations: file.localizations)
    var byIdentifier: [UInt16: [CARFile.Entry]] = [:]
    for e in file.renditions {
      guard let id = file.value(.identifier, in: e.key) else { continue }
      byIdentifier[id, default: []].append(e)
    }
    var facets: [String: Facet] = [:]
    var names = Set<String>()
    for (name, key) in file.facets {
      guard let id = key.value(of: .identifier) else { continue }
      names.insert(name)
      // A car opened for some facets: the others are named, not loaded.
      if let only = file.onlyFacets, !only.contains(name) { continue }
      facets[name] = Self.facet(name: name, entries: byIdentifier[id] ?? [], file: file, mapping: mapping)
    }
    self.facets = facets
    assetNames = names.sorted()
  }

  public func asset(named name: String) -> Asset? { facets[name]?.asset.asset }
  public func resolvableAsset(named name: String) -> ResolvableAsset? { facets[name]?.asset }

  static func facet(name: String, entries all: [CARFile.Entry], file: CARFile, mapping: CARSlotMapping) -> Facet {
    let kind = CARAssetKind.kind(of: all)
    let sizes = CARAssetKind.iconSizes(all, file: file)
    // The app icon's index rendition (SISM) is structure, not a rendition to choose.
    let entries = all.filter { $0.header.layout != .multisizeImageSet }
    var renditions: [Rendition] = []
    var extras: [[FacetKey.Pair]] = []
    for (i, e) in entries.enumerated() {
      let mapped = mapping.map(e.key)
      var r = CARRenditionMapping.rendition(e, slot: mapped.slot, order: i, file: file)
      if kind == .appIcon, let d2 = file.value(.dimension2, in: e.key), let s = sizes[d2] { r.iconSize = s }
      renditions.append(r)
      extras.append(mapped.extras.filter { !(kind == .appIcon && $0.attribute == .dimension2) })
    }
    let folder = kind.folderExtension.map { "\(name).\($0)" } ?? name
    var properties = AssetProperties()
    if kind == .image {
      properties.templateRenderingIntent = CARAssetKind.renderingIntent(entries)
      // actool keeps an image set's PDF or SVG in the car only when the set preserves vector data.
      properties.preservesVectorRepresentation = entries.contains { $0.header.layout == .vector }
    }
    let asset = Asset(name: name, kind: kind, path: folder, renditions: renditions, properties: properties)
    return Facet(asset: ResolvableAsset(asset), entries: entries, extras: extras)
  }
}

/// What kind of asset a facet's renditions make.
enum CARAssetKind {
  static func kind(of entries: [CARFile.Entry]) -> AssetKind {
    let layouts = Set(entries.map(\.header.layout))
    if layouts.contains(.multisizeImageSet) { return .appIcon }
    // tvOS image stacks and Xcode 26 icon stacks: no Contents.json kind assetcat writes.
    if layouts.contains(.layerStack) || layouts.contains(.iconStack) || layouts.contains(.iconGroup) { return .other }
    if layouts.contains(.color) { return .color }
    if layouts.contains(.vectorGlyph) { return .symbol }
    if layouts.contains(.rawData) { return .data }
    if layouts.contains(where: { $0.isBitmap || $0 == .vector || $0 == .internalLink }) { return .image }
    return .other
  }

  /// An image set's rendering mode, from its first image's header (`CSIHeader.renderingIntent`;
  /// a kept vector does not carry it); `nil` when the set has only vectors.
  static func renderingIntent(_ entries: [CARFile.Entry]) -> String? {
    entries.first { $0.header.layout != .vector }?.header.renderingIntent
  }

  /// SISM stores whole points; the iPad Pro icon's 83.5 points is stored as 83.
  static func points(_ v: UInt32) -> String { v == 83 ? "83.5" : "\(v)" }

  /// dimension2 index → icon size text (`60x60`) from the facet's multisize sets.
  static func iconSizes(_ entries: [CARFile.Entry], file: CARFile) -> [UInt16: String] {
    var out: [UInt16: String] = [:]
    for e in entries where e.header.layout == .multisizeImageSet {
      guard let set = try? file.rendition(e).parsePayload(CSIMultisizeSet.self) else { continue }
      for s in set.entries { out[UInt16(truncatingIfNeeded: s.index)] = "\(points(s.width))x\(points(s.height))" }
    }
    return out
  }
}

import AssetCatCAR
import AssetCatCARPixels
import AssetCatCore
import AssetCatImaging

/// `assetutil --info` of a car: the header object, then one object a rendition in the
/// RENDITIONS tree's order, with Apple's key names and value forms (Docs/Commands/assetutil.md
/// lists what is known and what is a guess).
struct AssetutilDump {
  let file: CARFile
  /// Facet identifier → facet name.
  private let names: [UInt16: String]
  /// Identifiers of the app icon facets: their bitmaps are `Icon Image`s.
  private let icons: Set<UInt16>
  /// Rendition key → the model's rendition (for a vector's size in points).
  private let models: [RenditionKey: Rendition]
  /// Atlas index → its decoded pixels (`nil`: it does not decode), read once.
  var atlases: [Int: DecodedImage?] = [:]

  init(_ file: CARFile) {
    self.file = file
    let catalog = CARCatalog(file: file)
    var names: [UInt16: String] = [:]
    for (name, key) in file.facets {
      if let id = key.value(of: .identifier), names[id] == nil { names[id] = name }
    }
    self.names = names
    var icons: Set<UInt16> = []
    var models: [RenditionKey: Rendition] = [:]
    for (name, facet) in catalog.facets {
      if facet.asset.asset.kind == .appIcon,
        let id = file.facets.first(where: { $0.name == name })?.key.value(
          of: .identifier)
      {
        icons.insert(id)
      }
      for (i, e) in facet.entries.enumerated() where i < facet.asset.asset.renditions.count {
        models[e.key] = facet.asset.asset.renditions[i]
      }
    }
    self.icons = icons
    self.models = models
  }

  /// The whole array, as `assetutil --info` prints it.
  mutating func json() -> AssetutilJSON {
    var items = [AssetutilHeader.object(file)]
    for i in file.renditions.indices {
      if let o = object(i) { items.append(.object(o)) }
    }
    return .array(items)
  }

  /// The object of rendition `i`; `nil` for the layouts Apple's dump skips.
  mutating func object(_ i: Int) -> [String: AssetutilJSON]? {
    let e = file.renditions[i]
    let id = file.value(.identifier, in: e.key) ?? 0
    guard let type = AssetutilValues.assetType(e.header.layout, icon: icons.contains(id)) else { return nil }
    let bytes = (try? file.store.block(e.block)).map { [UInt8]($0.windowBytes) } ?? []
    var o: [String: AssetutilJSON] = [
      "AssetType": .string(type),
      "Name": .string(names[id] ?? e.header.name),
      "Scale": .int(max(1, e.header.scale ?? 1)),
      "SHA1Digest": .string(SHA256.hexDigest(bytes)),
      "SizeOnDisk": .int(bytes.count),
    ]
    if id != 0 { o["NameIdentifier"] = .int(Int(id)) }
    keyAttributes(e, icon: icons.contains(id), into: &o)
    let rendition = try? file.rendition(e)
    switch e.header.layout {
    case .color: color(rendition, into: &o)
    case .rawData: data(rendition, into: &o)
    case .vector: vector(e, into: &o)
    case .multisizeImageSet: sizes(rendition, idiom: o["Idiom"], into: &o)
    case let l where l.isBitmap || l == .internalLink: image(i, rendition, into: &o)
    default: break
    }
    return o
  }

  /// What the key says beyond name and scale: idiom, state, value, appearance, dimensions.
  private func keyAttributes(_ e: CARFile.Entry, icon: Bool, into o: inout [String: AssetutilJSON]) {
    if let v = file.value(.idiom, in: e.key) { o["Idiom"] = .string(AssetutilValues.idiom(v)) }
    if let v = file.value(.state, in: e.key) { o["State"] = .string(AssetutilValues.state(v)) }
    if let v = file.value(.value, in: e.key) { o["Value"] = .string(AssetutilValues.value(v)) }
    if let v = file.value(.appearance, in: e.key), v > 0, let name = file.appearances[v] {
      o["Appearance"] = .string(name)
    }
    if let v = file.value(.dimension1, in: e.key), v > 0 { o[icon ? "Icon Index" : "Dimension1"] = .int(Int(v)) }
    if let v = file.value(.dimension2, in: e.key), v > 0 { o["Dimension2"] = .int(Int(v)) }
    if let v = file.value(.subtype, in: e.key), v > 0 { o["Subtype"] = .int(Int(v)) }
  }

  private func color(_ r: CSIRendition?, into o: inout [String: AssetutilJSON]) {
    guard let c = try? r?.parsePayload(CSIColor.self) else { return }
    o["Color components"] = .array(c.components.map { .double($0) })
    o["Colorspace"] = .string(AssetutilValues.colorSpace(c.colorSpace))
  }

  private func data(_ r: CSIRendition?, into o: inout [String: AssetutilJSON]) {
    guard let r, let d = try? r.parsePayload(CSIRawData.self) else { return }
    o["Compression"] = .string(d.isCompressed ? "lzfse" : "uncompressed")
    o["Data Length"] = .int(d.data.count)
    o["UTI"] = .string(r.tlv(CSITLV.uti).flatMap { Self.uti($0.value) } ?? "UTI-Unknown")
  }

  private func vector(_ e: CARFile.Entry, into o: inout [String: AssetutilJSON]) {
    o["Colorspace"] = .string("generic")
    o["RenditionName"] = .string(e.header.name)
    if let size = models[e.key]?.vectorSize {
      o["Width"] = .double(size.width)
      o["Height"] = .double(size.height)
    }
  }

  private func sizes(_ r: CSIRendition?, idiom: AssetutilJSON?, into o: inout [String: AssetutilJSON]) {
    guard let set = try? r?.parsePayload(CSIMultisizeSet.self) else { return }
    let idiomName = if case .string(let s)? = idiom { s } else { "universal" }
    o["Sizes"] = .array(set.entries.map { .string("\($0.width)x\($0.height) index:\($0.index) idiom:\(idiomName)") })
  }

  /// TLV 1005: u32 length (with NUL), u32 0, the string.
  static func uti(_ v: [UInt8]) -> String? {
    guard v.count > 8 else { return nil }
    return String(decoding: v[8...].prefix { $0 != 0 }, as: UTF8.self)
  }
}

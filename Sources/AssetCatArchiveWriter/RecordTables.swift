import AssetCatArchive
import AssetCatBytes
import AssetCatCore

/// The asset, rendition, color, component and tag tables of a catalog, serialized record by
/// record from the model (asset checksums are filled in later, over the laid-out bytes).
struct RecordTables {
  var assets = ByteWriter(endianness: .little)
  var renditions = ByteWriter(endianness: .little)
  var colors = ByteWriter(endianness: .little)
  var components = ByteWriter(endianness: .little)
  var tags = ByteWriter(endianness: .little)
  private var renditionCount: UInt32 = 0
  private var colorCount: UInt32 = 0
  private var componentCount: UInt32 = 0
  private var tagCount: UInt32 = 0

  /// Appends asset `index` with its renditions; `payloadOf(j)` is rendition `j`'s payload index.
  mutating func add(
    _ a: Asset, index: Int, strings: StringTableBuilder, payloadOf: (Int) -> Int?
  ) throws(CompiledCatalogWriteError) {
    var flags: UInt8 = 0
    if a.properties.preservesVectorRepresentation { flags |= AssetRecord.flagPreservesVector }
    if a.properties.localizable { flags |= AssetRecord.flagLocalizable }
    let record = AssetRecord(
      name: strings.ref(a.name), path: strings.ref(a.path), kind: FormatCodes.code(a.kind), flags: flags,
      firstRendition: renditionCount, renditionCount: UInt32(a.renditions.count),
      templateRenderingIntent: strings.ref(a.properties.templateRenderingIntent),
      compressionType: strings.ref(a.properties.compressionType), autoScaling: strings.ref(a.properties.autoScaling),
      firstTag: tagCount, tagCount: UInt32(a.properties.onDemandResourceTags.count))
    record.write(to: &assets)
    for t in a.properties.onDemandResourceTags {
      StringListEntry(string: strings.ref(t)).write(to: &tags)
      tagCount += 1
    }
    for (j, r) in a.renditions.enumerated() {
      var rec = try Self.rendition(r, of: a, index: index, strings: strings)
      if let c = r.color {
        rec.color = colorCount
        addColor(c, strings: strings)
      }
      rec.payload = payloadOf(j).map { UInt32($0) }
      rec.write(to: &renditions)
      renditionCount += 1
    }
  }

  private mutating func addColor(_ c: ColorValue, strings: StringTableBuilder) {
    ColorRecord(
      colorSpace: strings.ref(c.colorSpace), reference: strings.ref(c.reference), platform: strings.ref(c.platform),
      firstComponent: componentCount, componentCount: UInt32(c.components.count)
    ).write(to: &colors)
    for comp in c.components {
      ComponentRecord(name: strings.ref(comp.name), value: comp.value).write(to: &components)
      componentCount += 1
    }
    colorCount += 1
  }

  /// A rendition's record without its color and payload indices.
  static func rendition(_ r: Rendition, of a: Asset, index: Int, strings: StringTableBuilder)
    throws(CompiledCatalogWriteError) -> RenditionRecord
  {
    let s = r.slot
    guard r.order >= 0, r.order < Int(UInt32.max) else {
      throw .unrepresentable("rendition order \(r.order) of '\(a.name)'")
    }
    if let sc = s.scale, !(1...3).contains(sc) { throw .unrepresentable("scale \(sc) of '\(a.name)'") }
    if let m = s.memory, !(1...Int(UInt16.max)).contains(m) { throw .unrepresentable("memory \(m)GB of '\(a.name)'") }
    var rec = RenditionRecord()
    rec.asset = UInt32(index)
    rec.order = UInt32(r.order)
    rec.slotCodes = [
      FormatCodes.code(s.idiom), UInt8(s.scale ?? 0), FormatCodes.code(s.width), FormatCodes.code(s.height),
      FormatCodes.code(s.style), FormatCodes.code(s.contrast), FormatCodes.code(s.gamut), FormatCodes.code(s.direction),
    ]
    rec.memory = UInt16(s.memory ?? 0)
    rec.graphics = FormatCodes.code(s.graphics)
    (rec.screenWidthKind, rec.screenWidthPoints) = FormatCodes.code(s.screenWidth)
    rec.format = FormatCodes.code(r.format)
    (rec.subtype, rec.locale, rec.file) = (strings.ref(s.subtype), strings.ref(s.locale), strings.ref(r.file))
    (rec.typeIdentifier, rec.iconSize) = (strings.ref(r.typeIdentifier), strings.ref(r.iconSize))
    (rec.pixelSize, rec.vectorSize, rec.alignmentInsets) = (r.pixelSize, r.vectorSize, r.alignmentInsets)
    if let z = r.resizing {
      rec.resizing = .init(
        mode: strings.ref(z.mode), centerMode: strings.ref(z.centerMode), centerSize: z.centerSize,
        capInsets: z.capInsets)
    }
    (rec.iconRole, rec.iconPlatform) = (strings.ref(r.iconRole), strings.ref(r.iconPlatform))
    return rec
  }

  /// Every string the records of `assets` reference.
  static func addStrings(of assets: [Asset], to strings: inout StringTableBuilder) {
    for a in assets {
      for s in [a.name, a.path] { strings.add(s) }
      for s in [a.properties.templateRenderingIntent, a.properties.compressionType, a.properties.autoScaling] {
        strings.add(s)
      }
      for t in a.properties.onDemandResourceTags { strings.add(t) }
      for r in a.renditions {
        for s in [r.slot.subtype, r.slot.locale, r.file, r.typeIdentifier, r.iconSize, r.iconRole, r.iconPlatform] {
          strings.add(s)
        }
        strings.add(r.resizing?.mode)
        strings.add(r.resizing?.centerMode)
        guard let c = r.color else { continue }
        for s in [c.colorSpace, c.reference, c.platform] { strings.add(s) }
        for comp in c.components { strings.add(comp.name) }
      }
    }
  }
}

import AssetCatBytes
import AssetCatCore

/// Records to model values: an asset's record group, checked against its checksum, becomes an
/// `Asset` with its renditions (codes checked against the format's tables, strings as UTF-8).
extension CompiledCatalog {
  /// Reads, checks and decodes asset `index` from the bytes (not the cache).
  func decodeAsset(at index: Int) throws(CompiledCatalogError) -> Asset {
    let s = layout
    let group = try AssetRecordGroup.load(index, in: s)
    try group.checkChecksum(in: s)
    let a = group.record, at = group.recordOffset
    guard let kind = FormatCodes.kind(a.kind) else {
      throw CompiledCatalogError(.badValue, at: at + AssetRecord.kindOffset, "asset kind code \(a.kind) is unknown")
    }
    var tags: [String] = []
    for t in group.tags {
      tags.append(try s.requiredString(t.string, at: at + AssetRecord.tagsOffset, "on-demand resource tag"))
    }
    let properties = AssetProperties(
      templateRenderingIntent: try s.string(a.templateRenderingIntent, at: at),
      preservesVectorRepresentation: a.flags & AssetRecord.flagPreservesVector != 0,
      compressionType: try s.string(a.compressionType, at: at), localizable: a.flags & AssetRecord.flagLocalizable != 0,
      onDemandResourceTags: tags, autoScaling: try s.string(a.autoScaling, at: at))
    var renditions: [Rendition] = []
    renditions.reserveCapacity(group.renditions.count)
    for (j, (r, c)) in zip(group.renditions, group.colors).enumerated() {
      let ro = s.renditions.start + (Int(a.firstRendition) + j) * RenditionRecord.byteSize
      renditions.append(try decodeRendition(r, color: c, at: ro))
    }
    return Asset(
      name: try s.requiredString(a.name, at: at, "asset \(index)'s name"),
      kind: kind, path: try s.requiredString(a.path, at: at + AssetRecord.pathOffset, "asset \(index)'s path"),
      renditions: renditions, properties: properties)
  }

  func decodeRendition(_ r: RenditionRecord, color: (color: ColorRecord, components: [ComponentRecord])?, at ro: Int)
    throws(CompiledCatalogError) -> Rendition
  {
    let s = layout
    func code<T>(_ i: Int, _ what: String, _ decode: (UInt8) -> T??) throws(CompiledCatalogError) -> T? {
      let c = i < 8 ? r.slotCodes[i] : (i == 10 ? r.graphics : r.format)
      guard let v = decode(c) else {
        throw CompiledCatalogError(.badValue, at: ro + RenditionRecord.slotOffset + i, "\(what) code \(c) is unknown")
      }
      return v
    }
    var slot = TraitCollection()
    slot.idiom = try code(0, "idiom", FormatCodes.idiom)
    let scale = r.slotCodes[1]
    guard scale <= 3 else {
      throw CompiledCatalogError(.badValue, at: ro + RenditionRecord.scaleOffset, "scale \(scale) is outside 1…3")
    }
    slot.scale = scale == 0 ? nil : Int(scale)
    slot.width = try code(2, "width class", FormatCodes.sizeClass)
    slot.height = try code(3, "height class", FormatCodes.sizeClass)
    slot.style = try code(4, "appearance", FormatCodes.style)
    slot.contrast = try code(5, "contrast", FormatCodes.contrast)
    slot.gamut = try code(6, "gamut", FormatCodes.gamut)
    slot.direction = try code(7, "direction", FormatCodes.direction)
    slot.memory = r.memory == 0 ? nil : Int(r.memory)
    slot.graphics = try code(10, "graphics", FormatCodes.graphics)
    guard let width = FormatCodes.screenWidth(kind: r.screenWidthKind, points: r.screenWidthPoints) else {
      throw CompiledCatalogError(
        .badValue, at: ro + RenditionRecord.screenWidthOffset,
        "screen-width kind \(r.screenWidthKind) with \(r.screenWidthPoints) points is not a screen width")
    }
    slot.screenWidth = width
    slot.subtype = try s.string(r.subtype, at: ro)
    slot.locale = try s.string(r.locale, at: ro)
    var resizing: Resizing? = nil
    if let z = r.resizing {
      resizing = Resizing(
        mode: try s.requiredString(z.mode, at: ro, "resizing mode"), centerMode: try s.string(z.centerMode, at: ro),
        centerSize: z.centerSize, capInsets: z.capInsets)
    }
    return Rendition(
      slot: slot, file: try s.string(r.file, at: ro + RenditionRecord.fileOffset),
      format: try code(11, "format", FormatCodes.format),
      pixelSize: r.pixelSize, vectorSize: r.vectorSize, alignmentInsets: r.alignmentInsets,
      resizing: resizing,
      color: try color.map { c throws(CompiledCatalogError) in try decodeColor(c.color, c.components, at: ro) },
      typeIdentifier: try s.string(r.typeIdentifier, at: ro), iconSize: try s.string(r.iconSize, at: ro),
      iconRole: try s.string(r.iconRole, at: ro), iconPlatform: try s.string(r.iconPlatform, at: ro),
      order: Int(r.order))
  }

  func decodeColor(_ c: ColorRecord, _ components: [ComponentRecord], at: Int) throws(CompiledCatalogError)
    -> ColorValue
  {
    let s = layout
    var out: [ColorComponent] = []
    for k in components {
      out.append(ColorComponent(name: try s.requiredString(k.name, at: at, "color component name"), value: k.value))
    }
    return ColorValue(
      colorSpace: try s.string(c.colorSpace, at: at), components: out, reference: try s.string(c.reference, at: at),
      platform: try s.string(c.platform, at: at))
  }
}

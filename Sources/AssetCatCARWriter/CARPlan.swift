import AssetCatBytes
import AssetCatCAR
import AssetCatCore
import AssetCatSource
import Foundation

/// What goes into a car: the facets, and one work item per rendition with its key values. The
/// encoding runs in parallel; everything else is in a fixed order, so the output never depends on
/// the number of jobs.
struct CARPlan {
  struct Work: Sendable {
    /// What never changes once the item is planned, in one shared box: plans, packers and sizers
    /// copy work items by the thousand (a thinned plan, a kept list, a pipeline's closure), and a
    /// copy of the fields themselves retained each of their strings and tables.
    final class Subject: Sendable {
      let facet: String
      let kind: AssetKind
      let rendition: Rendition
      let properties: AssetProperties
      let values: [RenditionAttribute: UInt16]
      let part: UInt16

      init(
        facet: String, kind: AssetKind, rendition: Rendition, properties: AssetProperties,
        values: [RenditionAttribute: UInt16], part: UInt16
      ) {
        (self.facet, self.kind, self.rendition) = (facet, kind, rendition)
        (self.properties, self.values, self.part) = (properties, values, part)
      }
    }

    let subject: Subject
    /// What the rendition is made from (`CARPlan.Source`).
    var source: Source
    /// Kept whole, never packed (`CARPlan.isLoneOneX`).
    var keptWhole = false

    init(
      facet: String, kind: AssetKind, rendition: Rendition, source: Source, properties: AssetProperties,
      values: [RenditionAttribute: UInt16], part: UInt16
    ) {
      subject = Subject(
        facet: facet, kind: kind, rendition: rendition, properties: properties, values: values, part: part)
      self.source = source
    }

    var facet: String { subject.facet }
    var kind: AssetKind { subject.kind }
    var rendition: Rendition { subject.rendition }
    var properties: AssetProperties { subject.properties }
    /// Trait attributes (without identifier, element and part).
    var values: [RenditionAttribute: UInt16] { subject.values }
    var part: UInt16 { subject.part }

    /// This item with one trait attribute set (a deployment-target level, a wide-colour twin's gamut).
    func with(_ value: UInt16, for attribute: RenditionAttribute) -> Work {
      var values = values
      values[attribute] = value
      var w = Work(
        facet: facet, kind: kind, rendition: rendition, source: source, properties: properties, values: values,
        part: part)
      w.keptWhole = keptWhole
      return w
    }

    /// The file the rendition is made from, if any.
    var filePath: String? { source.file }
    /// For a bitmap drawn from a vector file: the scale it is drawn at (the rendition's slot has it).
    var rasterScale: Int? { source.drawingScale }
    /// The name the rendition carries instead of its file's (an Icon Composer layer's art: `image.png`).
    var csiName: String? { source.name }

    var atlas: Bool {
      if case .packedSheet = source { return true }
      return false
    }

    var isWideColorTwin: Bool {
      if case .wideColorTwin = source { return true }
      return false
    }

    /// The file this item decodes to its pixels, if any (a PNG of an image set or an icon set;
    /// not a stack's layers, which `CARFlattenedImages` decodes): a decode that succeeds checks
    /// the file's image data as a probe that inflates it would (`CARWriter.Summary.decodedFiles`).
    var decodedFile: String? { Self.decodedFile(of: source, kind: kind, rendition: rendition) }

    private static func decodedFile(of source: Source, kind: AssetKind, rendition: Rendition) -> String? {
      switch source {
      case .entry(let file?, _), .wideColorTwin(let file, _):
        guard kind != .color else { return nil }
        return CARRenditionEncoder.treatment(kind: kind, rendition: rendition) == .bitmap ? file : nil
      case .packed(_, let from): return decodedFile(of: from, kind: kind, rendition: rendition)
      case .entry(nil, _), .drawn, .iconSet, .layered, .prebuilt, .iconPiece, .packedSheet: return nil
      }
    }

    /// The record as the car stores it: an atlas's as the packer made it (or the cache gave it),
    /// anything else encoded (`contents`: as `encode` takes them).
    func record(_ encodings: CARPixelEncodings, contents: Data? = nil) throws -> [UInt8] {
      if case .packedSheet(let sheet) = source { return try sheet.record.bytes() }
      return try CARRenditionEncoder.record(try encode(encodings, contents: contents))
    }

    /// The bytes of the file the encoder reads whole (an entry's bitmap, JPEG, HEIF, PDF or SVG;
    /// a twin's PNG), read for the cache key so that the encoder need not read them again; `nil`
    /// for what is read otherwise (a vector drawn from its path, a data set's file) or cannot be.
    func fileContents() -> Data? {
      switch source {
      case .entry(let file?, _) where kind != .color:
        let treatment = CARRenditionEncoder.treatment(kind: kind, rendition: rendition)
        guard treatment != .data else { return nil }
        return try? CARRenditionEncoder.contents(of: file, treatment: treatment)
      case .wideColorTwin(let file, _): return try? CARRenditionEncoder.contents(of: file, treatment: .bitmap)
      default: return nil
      }
    }

    /// The rendition; `contents`: its file's bytes when `fileContents` read them already.
    func encode(_ encodings: CARPixelEncodings, contents: Data? = nil) throws -> CSIRendition {
      var csi: CSIRendition
      switch source {
      case .prebuilt(let whole), .iconPiece(_, resolved: let whole?), .packed(let whole, _): return whole
      case .iconPiece(_, resolved: nil):
        throw CARRenditionEncoder.Failure(description: "\(facet): an Icon Composer piece before its layers are known")
      case .packedSheet(let sheet):
        return try sheet.record.bytes().withUnsafeBytes { raw in
          var reader = ByteReader(raw, endianness: .little)
          return try CSIRendition(from: &reader)
        }
      case .layered(let layered): return try layered.encode(encodings)
      case .iconSet(let iconSet):
        return CSIRendition(
          header: CSIHeader(layout: .multisizeImageSet, name: String(facet.utf8.prefix(127)) ?? facet),
          tlvs: CARRenditionEncoder.structureTLVs, payload: try CARRenditionEncoder.record(iconSet))
      case .drawn(let file, let scale) where kind == .symbol:
        csi = try CARRenditionEncoder.symbol(rendition, filePath: file, scale: scale, encodings: encodings)
      case .drawn(let file, let scale):
        csi = try CARRenditionEncoder.rasterized(
          rendition, facet: facet, filePath: file, scale: scale, encodings: encodings)
      case .wideColorTwin(let file, _):
        let name = CARRenditionEncoder.csiName(ofFile: file)
        let data = try contents ?? CARRenditionEncoder.contents(of: file, treatment: .bitmap)
        csi = try CARRenditionEncoder.wideColorTwin(data, name: name, rendition: rendition, encodings: encodings)
      case .entry(let file, _):
        csi = try CARRenditionEncoder.encode(
          rendition, kind: kind, facet: facet, filePath: file, properties: properties, encodings: encodings,
          contents: contents)
      }
      finish(&csi.header)
      return csi
    }

    /// An image set's rendering mode goes on each of its images, drawn ones and JPEGs included,
    /// not on the kept vector (nor on icons, colors or data), as in Apple's cars; without it
    /// CoreUI reads `original`, and template icons are never tinted.
    func finish(_ header: inout CSIHeader) {
      if kind == .image, header.layout != .vector {
        header.renderingIntent = properties.templateRenderingIntent
      }
      if let csiName { header.name = csiName }
    }
  }

  static let element: UInt16 = 85
  /// The element of packed atlases (`ZZZZPackedAsset`).
  static let atlasElement: UInt16 = 9
  static let imagePart: UInt16 = 181
  static let colorPart: UInt16 = 217
  static let iconSetPart: UInt16 = 218
  static let iconImagePart: UInt16 = 220
  static let iconStackPart: UInt16 = 245
  static let iconGroupPart: UInt16 = 246
  static let iconGradientPart: UInt16 = 247

  let profile: CARPlatformProfile
  let idioms: Set<Idiom>
  let options: CAROptions
  /// The pixel encodings the deployment target's readers decode.
  let encodings: CARPixelEncodings
  /// The deployment-target levels the images are written at (`CARDeploymentTargetVariants`).
  let variants: CARDeploymentTargetVariants
  let keys: CARKeyBuilder
  var facets: [String: UInt16] = [:]  // name → facet part
  /// Each facet's identifier (`CARFacetIdentifiers`), once every facet is known.
  private(set) var identifiers: [String: UInt16] = [:]
  /// The stacks' flattened images, each made once for its two renditions.
  let flattenedImages = CARFlattenedImages()
  var work: [Work] = []
  var locales: [String: UInt16] = [:]
  var skipped: [String] = []
  /// The hashes the source reader took of the files it read whole (`SourceReadResult.contentHashes`):
  /// the rendition cache's keys without reading those files again (`CARCacheKey.known`).
  var contentHashes: [String: UInt64] = [:]

  init(profile: CARPlatformProfile, idioms: Set<Idiom>, options: CAROptions) {
    self.profile = profile
    self.idioms = idioms
    self.options = options
    var encodings = CARPixelEncodings(
      platform: options.platform, minimumDeploymentTarget: options.minimumDeploymentTarget)
    encodings.smallest = options.optimization == .space
    encodings.sizedChunks = options.xcode < CARXcodeVersion(major: 15, minor: 3)
    self.encodings = encodings
    variants = CARDeploymentTargetVariants(options)
    keys = CARKeyBuilder(isMac: options.platform == .macOS)
  }

  mutating func collect(_ source: SourceReadResult) {
    let active = source.assets.filter(\.isActive)
    for (i, t) in source.localeTags.enumerated() { locales[t] = UInt16(i + 1) }
    let byName = Dictionary(active.map { ($0.asset.name, $0) }, uniquingKeysWith: { first, _ in first })
    for a in active where a.stackLayers.isEmpty { add(a) }
    for a in active where !a.stackLayers.isEmpty {
      addImageStack(a, layers: a.stackLayers.map { byName["\(a.asset.name)/\($0)/Content"] })
    }
    for document in options.iconComposerDocuments { addIconComposer(document) }
    addWideColorTwins(probes: source.probes)
    contentHashes = source.contentHashes
    addDeploymentTargetVariants()
    identifiers = CARFacetIdentifiers.assign(Array(facets.keys))
    resolveLayerIdentifiers()
    resolveIconPieces()
  }

  /// Threads that encode renditions.
  var jobs: Int { options.jobs ?? ProcessInfo.processInfo.activeProcessorCount }

  func keeps(_ r: Rendition) -> Bool { r.slot.idiom.map { idioms.contains($0) } ?? true }

  mutating func add(_ a: SourceAsset) {
    let asset = a.asset
    switch asset.kind {
    case .image, .data, .color:
      let part = asset.kind == .color ? Self.colorPart : Self.imagePart
      let kept = macFirst(
        withoutUnusedScales(asset.renditions.filter { keeps($0) && ($0.file != nil || $0.color != nil) }))
      guard !kept.isEmpty else { return }
      facets[asset.name] = part
      let whole = isLoneOneX(kept, kind: asset.kind)
      for r in kept {
        if asset.kind == .image, r.format?.isVector == true {
          addVector(r, of: a)
          continue
        }
        var w = Work(
          facet: asset.name, kind: asset.kind, rendition: r, source: .entry(file: a.filePath(of: r)),
          properties: asset.properties,
          values: keys.values(r.slot, locales: locales), part: part)
        w.keptWhole = whole
        work.append(w)
      }
    case .appIcon where asset.name == options.appIcon || options.alternateAppIcons.contains(asset.name): addAppIcon(a)
    case .appIcon: return  // actool writes only the sets named by --app-icon and --alternate-app-icon
    case .other where asset.folderType == "brandassets": return  // its stacks and sets are written
    case .symbol: addSymbol(a)
    case .other: skipped.append("\(asset.name): \(asset.kind.rawValue) sets are not written to a car")
    }
  }

  /// An iOS-family image set whose one image is a 1x bitmap: Apple keeps it whole. The
  /// DKImagePickerController pod's `empty_album` (31 × 31, its 2x and 3x slots empty) is never
  /// packed in its Apple cars of Xcode 13.1 to 26.2, beside the pod's other 1x images in a sheet;
  /// a Mac car of Xcode 26.6 (Prune) packs two such images, so the Mac packs them.
  func isLoneOneX(_ renditions: [Rendition], kind: AssetKind) -> Bool {
    kind == .image && !keys.isMac && renditions.count == 1 && renditions[0].slot.scale == 1
      && renditions[0].format?.isVector != true
  }

  /// On a Mac car, no 3x image where the same slot has a 1x or 2x one: no Mac draws at 3x.
  /// Apple's Mac cars of Xcode 13.3 to 26.1 (eight in public repositories) hold no scale-3
  /// rendition, and the Xcode 7.3 car of acextract's catalog for macOS leaves out the 23 3x
  /// images its iOS car keeps. A 3x image alone in its slot stays: it is all the set has there.
  func withoutUnusedScales(_ renditions: [Rendition]) -> [Rendition] {
    guard keys.isMac else { return renditions }
    func unscaled(_ r: Rendition) -> TraitCollection {
      var slot = r.slot
      slot.scale = nil
      return slot
    }
    let lower = Set(renditions.filter { ($0.slot.scale ?? 3) <= 2 }.map(unscaled))
    return renditions.filter { ($0.slot.scale ?? 0) <= 2 || !lower.contains(unscaled($0)) }
  }

  /// On a Mac car, `mac` entries ahead of the rest (order kept otherwise): they share the
  /// universal key there, and where both fill a slot the Mac one is what a Mac chooses.
  /// A Mac app icon's dark and tinted images are left out below macOS 26, the first to show
  /// them, with a note: Xcode 26.3's car of pom11/Grid for macOS 14 holds the set's plain images
  /// only, its dark ones left out.
  mutating func withoutEarlyMacAppearances(_ renditions: [Rendition], icon: String) -> [Rendition] {
    guard keys.isMac, options.minimumDeploymentTarget.major < 26 else { return renditions }
    let plain = renditions.filter { $0.slot.style == nil }
    if plain.count < renditions.count {
      skipped.append(
        "\(icon): \(renditions.count - plain.count) dark or tinted app icon images are for macOS 26 and later: "
          + "left out for macOS \(options.minimumDeploymentTarget)"
      )
    }
    return plain
  }

  func macFirst(_ renditions: [Rendition]) -> [Rendition] {
    guard keys.isMac else { return renditions }
    return renditions.filter { $0.slot.idiom == .mac } + renditions.filter { $0.slot.idiom != .mac }
  }

  /// A PDF or SVG in an image set: a bitmap at each scale its slot needs (`addDrawn`), drawn
  /// from the file and named by it, as actool writes — except where the set has a bitmap file for
  /// that very slot, which wins (as in Apple's cars: a PNG overrides the drawn PDF at its scale);
  /// and, when the set preserves vector data and the slot has no scale, the file itself as a
  /// vector rendition.
  mutating func addVector(_ r: Rendition, of a: SourceAsset) {
    let bitmapSlots = Set(a.asset.renditions.filter { $0.file != nil && !($0.format?.isVector ?? false) }.map(\.slot))
    addDrawn(r, of: a, kind: .image, besides: bitmapSlots)
    if a.asset.properties.preservesVectorRepresentation && r.slot.scale == nil {
      work.append(
        Work(
          facet: a.asset.name, kind: .image, rendition: r, source: .entry(file: a.filePath(of: r)),
          properties: a.asset.properties,
          values: keys.values(r.slot, locales: locales), part: Self.imagePart))
    }
  }

  /// A symbol set: its template drawn as an image (`SymbolImage`) at each scale of its slot's
  /// idioms, as a vector is, under the image part; a template image, named by the file.
  mutating func addSymbol(_ a: SourceAsset) {
    let kept = a.asset.renditions.filter { keeps($0) && $0.file != nil }
    guard !kept.isEmpty else { return }
    facets[a.asset.name] = Self.imagePart
    for r in kept { addDrawn(r, of: a, kind: .symbol) }
  }

  /// A bitmap drawn from `r`'s vector file at each scale its slot needs (`CARVectorScales`; only
  /// the scale `options.keep` fixes, when it fixes one), but for slots in `besides`.
  mutating func addDrawn(_ r: Rendition, of a: SourceAsset, kind: AssetKind, besides: Set<TraitCollection> = []) {
    for scale in CARVectorScales.scales(of: r.slot, keptIdioms: idioms)
    where options.keep?.scale.map({ $0 == scale }) ?? true {
      var raster = r
      raster.slot.scale = scale
      if besides.contains(raster.slot) { continue }
      // Without a file (never, as the reader lists a vector by its file), encoding says so.
      let source = a.filePath(of: r).map { Source.drawn(file: $0, scale: scale) } ?? .entry(file: nil)
      work.append(
        Work(
          facet: a.asset.name, kind: kind, rendition: raster, source: source,
          properties: a.asset.properties,
          values: keys.values(raster.slot, locales: locales), part: Self.imagePart))
    }
  }

  /// An app icon: per idiom (and subtype) a multisize index (part 218, SISM) and one image per
  /// size and scale (part 220) whose dimension2 is the size's index (`CARAppIconSizes`:
  /// actool's numbers on iOS, where a single-size icon is written for the iPhone and the iPad,
  /// and a classic set's 60×60@3x also as the iPhone XR's 90-point icon).
  mutating func addAppIcon(_ a: SourceAsset) {
    var kept = macFirst(a.asset.renditions.filter { keeps($0) && $0.file != nil })
    kept = withoutEarlyMacAppearances(kept, icon: a.asset.name)
    guard !kept.isEmpty else { return }
    // The facet is keyed by the images' part, as in every Apple car (Xcode 10.1 to 26).
    facets[a.asset.name] = Self.iconImagePart
    let iOS = options.platform == .iOS
    let singleSize = iOS && kept.contains(where: CARAppIconSizes.isSingleSize)
    // A car thinned for one idiom (`--keep idiom=phone`, a device model) gets that device's copy only.
    let devices = options.keep?.idiom.map { idioms.intersection([$0]) } ?? idioms
    if iOS { kept = kept.flatMap { CARAppIconSizes.perDevice($0, keeping: devices) } }
    if iOS && !singleSize { kept += kept.compactMap(CARAppIconSizes.xrCopy).filter(keeps) }
    let index = CARAppIconSizes.index(kept.compactMap(\.iconSize), iOS: iOS, singleSize: singleSize)
    // One multisize index per idiom and subtype (the XR copy has its own, as in Apple's cars).
    var byDevice: [[UInt16]: Set<String>] = [:]
    for r in kept {
      var values = keys.values(r.slot, locales: locales)
      if let s = r.iconSize, let d = index[s] { values[.dimension2] = d }
      byDevice[[values[.idiom] ?? 0, values[.subtype] ?? 0], default: []].insert(r.iconSize ?? "")
      work.append(
        Work(
          facet: a.asset.name, kind: .appIcon, rendition: r, source: .entry(file: a.filePath(of: r)),
          properties: a.asset.properties,
          values: values, part: Self.iconImagePart))
    }
    for (device, names) in byDevice.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
      let entries = names.compactMap { n -> CSIMultisizeSet.Entry? in
        // Whole points, as SISM stores them (83.5 as 83); Messages' icons are not square (60x45).
        guard let d = index[n], let size = Size(iconSize: n) else { return nil }
        return CSIMultisizeSet.Entry(width: UInt32(size.width), height: UInt32(size.height), index: UInt32(d))
      }.sorted { $0.index < $1.index }
      // Scale 1, as the multisize indexes of Apple's cars are keyed (Xcode 10.1 to 26).
      var values: [RenditionAttribute: UInt16] = [.scale: 1]
      if device[0] != 0 { values[.idiom] = device[0] }
      if device[1] != 0 { values[.subtype] = device[1] }
      work.append(
        Work(
          facet: a.asset.name, kind: .appIcon, rendition: Rendition(slot: .empty, order: 0),
          source: .iconSet(CSIMultisizeSet(entries: entries)), properties: a.asset.properties, values: values,
          part: Self.iconSetPart))
    }
  }

}

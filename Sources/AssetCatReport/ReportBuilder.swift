import AssetCatCore
import AssetCatValidation

/// Turns a catalog read and its validation into the page's data, and lists the thumbnails the
/// page refers to. Pure: no files are read or written here.
struct ReportBuilder {
  /// A thumbnail to make: the source file and where it goes, relative to the report folder.
  struct Thumbnail: Sendable, Hashable {
    var source: String
    var target: String
    var format: RenditionFormat
  }

  /// Formats a browser shows as they are (copied); vectors are rasterized to PNG; the rest
  /// (HEIC, TIFF) get no thumbnail.
  static let copiedFormats: Set<RenditionFormat> = [.png, .jpeg, .gif, .webp, .bmp]

  /// The platforms whose devices the page shows; empty for every device preset.
  let platforms: [ApplePlatform]
  /// The device presets the page shows: those of `platforms`.
  let devices: [DevicePreset]
  private(set) var thumbnails: [Thumbnail] = []
  /// The distinct requests of the devices, and each device's four indices into them.
  private var requests: [TraitCollection] = []
  private var deviceRequests: [[Int]] = []

  init(platforms: [ApplePlatform]) {
    self.platforms = platforms
    devices = ApplePlatform.presets(on: platforms)
  }

  mutating func document(input: ValidationInput, report: ValidationReport) -> ReportDocument {
    let records = input.activeAssets.sorted { ($0.asset.name, $0.catalogPath) < ($1.asset.name, $1.catalogPath) }
    var byAsset: [String: [Diagnostic]] = [:]
    var general: [ReportDiagnostic] = []
    for d in report.diagnostics.sorted() {
      if let name = d.asset { byAsset[name, default: []].append(d) } else { general.append(ReportDiagnostic(d)) }
    }
    let known = Set(records.map(\.asset.name))
    for (name, list) in byAsset where !known.contains(name) { general += list.map { ReportDiagnostic($0) } }
    thumbnails = []
    collectRequests()
    let catalogIndex = Dictionary(input.catalogPaths.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    let assets = records.enumerated().map { index, record in
      asset(
        record, index: index, catalog: catalogIndex[record.catalogPath] ?? 0,
        diagnostics: byAsset[record.asset.name] ?? [])
    }
    let reportDevices = zip(devices, deviceRequests).map { ReportDevice(name: $0.name, requests: $1) }
    return ReportDocument(
      catalogs: input.catalogPaths, platforms: platforms.map(\.displayName), devices: reportDevices,
      requests: requests.map(\.description), assets: assets,
      general: general.sorted { ($0.location, $0.code, $0.message) < ($1.location, $1.code, $1.message) },
      errors: report.errorCount, warnings: report.warningCount)
  }

  /// Every device's requests in portrait and landscape, light and dark, each distinct one once.
  private mutating func collectRequests() {
    var index: [TraitCollection: Int] = [:]
    requests = []
    deviceRequests = devices.map { d in
      var row: [Int] = []
      for orientation in [DevicePreset.Orientation.portrait, .landscape] {
        for style in [UserInterfaceStyle.light, .dark] {
          guard orientation == .portrait || d.landscape != nil else {
            row.append(-1)
            continue
          }
          var request = d.traits(orientation)
          request.style = style
          if let i = index[request] {
            row.append(i)
          } else {
            index[request] = requests.count
            row.append(requests.count)
            requests.append(request)
          }
        }
      }
      return row
    }
  }

  private mutating func asset(_ record: AssetRecord, index: Int, catalog: Int, diagnostics: [Diagnostic])
    -> ReportAsset
  {
    let asset = record.asset
    let pictures = ReportIconPictures.renditions(record)
    let content = pictures ?? asset.renditions.filter { $0.file != nil || $0.color != nil }
    var slots: [ReportSlot] = []
    for (i, r) in content.enumerated() {
      var slot = Self.slot(r)
      if let path = record.filePath(of: r), let format = r.format {
        let ext = Self.copiedFormats.contains(format) ? Self.fileExtension(path) : format.isVector ? "png" : nil
        if let ext {
          let target = "thumbs/\(index)-\(i).\(ext)"
          thumbnails.append(Thumbnail(source: path, target: target, format: format))
          slot.thumb = target
        }
      }
      slots.append(slot)
    }
    let findings = diagnostics.map { d in
      ReportDiagnostic(d, slot: Self.slotIndex(of: d, in: content, record: record, byLine: pictures == nil))
    }
    return ReportAsset(
      name: asset.name, kind: asset.kind.rawValue, path: asset.path, catalog: catalog, slots: slots,
      picks: picks(asset, slots: content.map(\.slot)), diagnostics: findings)
  }

  /// The index in `content` of the slot a finding concerns: the one whose file it names, or
  /// whose Contents.json entry is on its line (`byLine` only for the asset's own entries: an Icon
  /// Composer document's pictures have none); `nil` for a finding on the asset as a whole.
  static func slotIndex(of d: Diagnostic, in content: [Rendition], record: AssetRecord, byLine: Bool) -> Int? {
    if let i = content.firstIndex(where: { record.filePath(of: $0) == d.path }) { return i }
    guard byLine, let line = d.line, d.path == record.location else { return nil }
    return content.firstIndex { record.line(of: $0) == line }
  }

  /// What each device request gets, by SPEC §3's resolver (the one `resolve` and coverage use).
  private func picks(_ asset: Asset, slots: [TraitCollection]) -> [Int] {
    guard [.image, .color, .data, .symbol].contains(asset.kind) else { return [] }
    return requests.map { RenditionResolver.choose(slots: slots, request: $0, usesScale: asset.kind.hasScale) ?? -1 }
  }

  static func slot(_ r: Rendition) -> ReportSlot {
    var s = ReportSlot(traits: r.slot.description, file: r.file)
    if let p = r.compiledPixelSize { s.pixels = "\(Int(p.width))×\(Int(p.height)) px" }
    if let size = r.intrinsicSize { s.points = "\(number(size.width))×\(number(size.height)) pt" }
    if let c = r.color {
      s.color = css(c)
      s.colorText =
        c.reference
        ?? ([c.colorSpace ?? ""] + c.components.map { "\($0.name) \(number($0.value))" })
        .joined(separator: " ")
    }
    return s
  }

  /// A CSS color for a swatch (components clamped to 0…1; a system color reference has none).
  static func css(_ c: ColorValue) -> String? {
    var v: [String: Double] = [:]
    for comp in c.components { v[comp.name] = min(1, max(0, comp.value)) }
    let alpha = v["alpha"] ?? 1
    func byte(_ x: Double) -> Int { Int((x * 255).rounded()) }
    if let r = v["red"], let g = v["green"], let b = v["blue"] {
      return "rgba(\(byte(r)),\(byte(g)),\(byte(b)),\(number(alpha)))"
    }
    if let w = v["white"] { return "rgba(\(byte(w)),\(byte(w)),\(byte(w)),\(number(alpha)))" }
    return nil
  }

  /// At most three decimals, no trailing zeros (deterministic text for sizes and components).
  static func number(_ x: Double) -> String {
    let rounded = (x * 1000).rounded() / 1000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var t = String(rounded)
    while t.hasSuffix("0") { t.removeLast() }
    return t
  }

  static func fileExtension(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: ".") else { return "img" }
    let ext = name[name.index(after: dot)...].lowercased()
    return ext.allSatisfy { $0.isLetter || $0.isNumber } && !ext.isEmpty ? ext : "img"
  }
}

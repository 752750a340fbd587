import AssetCatCore

/// AC040 (a trait collection of the coverage matrix for which an asset has no match) and AC041 (a
/// rendition that no trait collection of the matrix would choose), by SPEC §3's resolver.
///
/// Image, color, data and symbol sets are checked; app icons are chosen by the system, not by
/// traits, and are left out. Entries without content (empty slots, AC013) take no part: they
/// hold nothing to choose.
public struct CoverageCheck: CatalogCheck {
  public init() {}
  public var codes: [DiagnosticCode] { [.AC040, .AC041] }

  /// Trait collections a message lists before "and N more".
  static let listed = 3

  public func check(_ context: ValidationContext) -> [Diagnostic] {
    let matrix = context.options.matrix?.traitCollections ?? []
    let devices = context.options.devices?.traitCollections ?? []
    guard !matrix.isEmpty || !devices.isEmpty else { return [] }
    var out: [Diagnostic] = []
    for record in context.input.activeAssets where [.image, .color, .data, .symbol].contains(record.asset.kind) {
      let requests = CoverageMatrix(matrix + DeviceRequests.requests(for: record.asset, devices: devices))
      out += check(record, against: requests.traitCollections)
    }
    return out
  }

  /// AC040 and AC041 for one asset against `requests`.
  func check(_ record: AssetRecord, against requests: [TraitCollection]) -> [Diagnostic] {
    guard !requests.isEmpty else { return [] }
    let asset = record.asset
    let content = asset.renditions.filter { $0.file != nil || $0.color != nil }
    let slots = content.map(\.slot)
    var chosen = [Bool](repeating: false, count: content.count)
    var missing: [TraitCollection] = []
    for request in requests {
      if let i = RenditionResolver.choose(slots: slots, request: request, usesScale: asset.kind.hasScale) {
        chosen[i] = true
      } else {
        missing.append(request)
      }
    }
    var out: [Diagnostic] = []
    if !missing.isEmpty { out.append(noMatch(record, missing: missing, of: requests.count)) }
    for (i, r) in content.enumerated() where !chosen[i] {
      let what = r.file.map { "the entry for '\(CatalogPath.fileName($0))'" } ?? "the entry"
      out.append(
        Diagnostic(
          .AC041,
          "\(what) (\(r.slot)) in '\(asset.name)' is never chosen for any of the \(requests.count) trait "
            + "collections of the matrix; remove it or add the traits it is for to the matrix",
          path: record.location, line: record.line(of: r), asset: asset.name))
    }
    return out
  }

  /// AC040: the first few of `missing` and how many more.
  func noMatch(_ record: AssetRecord, missing: [TraitCollection], of total: Int) -> Diagnostic {
    let list =
      missing.prefix(Self.listed).map { "'\($0)'" }.joined(separator: "; ")
      + (missing.count > Self.listed ? "; and \(missing.count - Self.listed) more" : "")
    return Diagnostic(
      .AC040,
      "'\(record.asset.name)' has no match for \(missing.count) of the \(total) trait collections "
        + "of the matrix (\(list)); add an entry for them, such as a universal one",
      path: record.location, asset: record.asset.name)
  }
}

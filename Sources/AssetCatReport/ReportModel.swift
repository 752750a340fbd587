/// The data a report page renders, embedded in `index.html` as JSON (short keys: at 3,000 assets
/// the page parses this once on load).
struct ReportDocument: Codable, Sendable {
  /// The source catalogs, as given on the command line.
  var catalogs: [String]
  /// Device presets, in `assetcat devices` order: each asset's `picks` row follows it.
  var devices: [ReportDevice]
  var assets: [ReportAsset]
  /// Findings not tied to one asset (unreadable folders, catalog-wide checks).
  var general: [ReportDiagnostic]
  var errors: Int
  var warnings: Int
}

struct ReportDevice: Codable, Sendable {
  var name: String
  /// Whether the device rotates (a landscape column exists).
  var rotates: Bool
  var portrait: String
  var landscape: String?
}

struct ReportAsset: Codable, Sendable {
  var name: String
  var kind: String
  /// The asset folder relative to its catalog.
  var path: String
  var catalog: String
  var slots: [ReportSlot]
  /// Per device: the chosen slot index in portrait light, portrait dark, landscape light,
  /// landscape dark; -1 no match, -2 no such orientation. Empty for kinds the system chooses
  /// (app icons) rather than traits.
  var picks: [[Int]]
  var diagnostics: [ReportDiagnostic]
}

struct ReportSlot: Codable, Sendable {
  /// The slot's traits in SPEC §2 text form (`(any)` for a universal slot).
  var traits: String
  var file: String?
  /// The thumbnail relative to `index.html`.
  var thumb: String?
  var pixels: String?
  /// The intrinsic size in points (SPEC §3).
  var points: String?
  /// A CSS color for a color set's swatch.
  var color: String?
  var colorText: String?
}

struct ReportDiagnostic: Codable, Sendable, Hashable {
  var code: String
  var severity: String
  var message: String
  var location: String
}

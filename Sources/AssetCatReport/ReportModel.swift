import AssetCatCore
import AssetCatSize

/// The data a report page renders, embedded in `index.html` as JSON (short keys: at 3,000 assets
/// the page parses this once on load).
struct ReportDocument: Codable, Sendable {
  /// The source catalogs, as given on the command line.
  var catalogs: [String]
  /// The platforms whose device presets the page shows (`--platform`, else those the catalogs'
  /// idioms target), display names; empty when every preset is shown (universal entries only).
  var platforms: [String]
  /// Device presets of `platforms`, in `assetcat devices` order.
  var devices: [ReportDevice]
  /// The distinct trait collections the devices request (SPEC §2 text form); each asset's
  /// `picks` follows this order (devices share most requests, so the data stays small).
  var requests: [String]
  var assets: [ReportAsset]
  /// Findings not tied to one asset (unreadable folders, catalog-wide checks).
  var general: [ReportDiagnostic]
  var errors: Int
  var warnings: Int
  /// What each device downloads (`assetcat size` of the catalogs); `nil` when not measured.
  var sizes: SizeReport?
}

struct ReportDevice: Codable, Sendable {
  var name: String
  /// Indices into `ReportDocument.requests` for portrait light, portrait dark, landscape light,
  /// landscape dark; -1 where the device does not rotate.
  var requests: [Int]
}

struct ReportAsset: Codable, Sendable {
  var name: String
  var kind: String
  /// The asset folder relative to its catalog.
  var path: String
  /// Index into `ReportDocument.catalogs`.
  var catalog: Int
  var slots: [ReportSlot]
  /// Per request of `ReportDocument.requests`: the chosen slot index, or -1 for no match. Empty
  /// for kinds the system chooses (app icons) rather than traits.
  var picks: [Int]
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
  /// The index in `ReportAsset.slots` of the slot the finding concerns; `nil` for the asset as a
  /// whole (or a finding not tied to one asset).
  var slot: Int?

  init(_ d: Diagnostic, slot: Int? = nil) {
    code = d.code.rawValue
    severity = d.severity.rawValue
    message = d.message
    location = d.line.map { "\(d.path):\($0)" } ?? d.path
    self.slot = slot
  }
}

/// The stable diagnostic codes of SPEC §6, with their default severity and a one-line title
/// (used for SARIF's rule table and `--help`).
public enum DiagnosticCode: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
  case AC001, AC002, AC003, AC010, AC011, AC012, AC013, AC020, AC021, AC022, AC023, AC024
  case AC030, AC031, AC032, AC040, AC041, AC050, AC060, AC061, AC070, AC071, AC072, AC073, AC080, AC090, AC091

  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

  public var defaultSeverity: Severity {
    switch self {
    case .AC001, .AC003, .AC012, .AC020, .AC022, .AC024, .AC031, .AC032, .AC050, .AC060, .AC090, .AC091: .error
    // AC010, AC070 and AC072 are what Apple's actool builds past with a warning (a missing file is
    // left out; a set named on the command line that is not there is not used; the store, not
    // the build, refuses an App Store icon with alpha): the build does the same, so validate too.
    case .AC002, .AC010, .AC011, .AC021, .AC023, .AC030, .AC040, .AC041, .AC061, .AC070, .AC071, .AC072, .AC073,
      .AC080:
      .warning
    case .AC013: .note
    }
  }

  public var title: String {
    switch self {
    case .AC001: "unreadable catalog or Contents.json"
    case .AC002: "unknown key or folder type"
    case .AC003: "invalid value"
    case .AC010: "referenced file does not exist"
    case .AC011: "unassigned child"
    case .AC012: "ambiguous content"
    case .AC013: "empty slot"
    case .AC020: "image does not decode"
    case .AC021: "pixel sizes disagree across scales"
    case .AC022: "single-scale bitmap beside scaled bitmaps"
    case .AC023: "template image without transparency"
    case .AC024: "image over the size limits"
    case .AC030: "duplicate asset name"
    case .AC031: "invalid asset or group name"
    case .AC032: "path leaves the catalog"
    case .AC040: "no match for a trait collection of the coverage matrix"
    case .AC041: "rendition no trait collection can choose"
    case .AC050: "bad appearance rule"
    case .AC060: "bad color"
    case .AC061: "locale entry in a non-localizable image set"
    case .AC070: "named app icon, accent color or other set does not exist"
    case .AC071: "app icon set lacks a size its platform needs"
    case .AC072: "App Store icon has an alpha channel"
    case .AC073: "icon pixel size does not fit its slot"
    case .AC080: "two assets generate the same Swift symbol name"
    case .AC090: "Icon Composer icon.json is malformed"
    case .AC091: "Icon Composer layer picture is missing"
    }
  }
}

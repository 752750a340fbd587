/// The stable diagnostic codes of SPEC §6: one table of each code's default severity and one-line
/// title (SARIF's rule table and `--help` show them). The message of a finding is written beside
/// the check that finds it.
public enum DiagnosticCode: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
  case AC001, AC002, AC003, AC010, AC011, AC012, AC013, AC020, AC021, AC022, AC023, AC024
  case AC030, AC031, AC032, AC040, AC041, AC050, AC060, AC061, AC070, AC071, AC072, AC073, AC080, AC090, AC091

  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

  /// The code's default severity and title. AC010, AC070 and AC072 are what Apple's actool builds
  /// past with a warning (a missing file is left out; a set named on the command line that is not
  /// there is not used; the store, not the build, refuses an App Store icon with alpha): the build
  /// does the same, so validate too.
  public var entry: (severity: Severity, title: String) {
    switch self {
    case .AC001: (.error, "unreadable catalog or Contents.json")
    case .AC002: (.warning, "unknown key or folder type")
    case .AC003: (.error, "invalid value")
    case .AC010: (.warning, "referenced file does not exist")
    case .AC011: (.warning, "unassigned child")
    case .AC012: (.error, "ambiguous content")
    case .AC013: (.note, "empty slot")
    case .AC020: (.error, "image does not decode")
    case .AC021: (.warning, "pixel sizes disagree across scales")
    case .AC022: (.error, "single-scale bitmap beside scaled bitmaps")
    case .AC023: (.warning, "template image without transparency")
    case .AC024: (.error, "image over the size limits")
    case .AC030: (.warning, "duplicate asset name")
    case .AC031: (.error, "invalid asset or group name")
    case .AC032: (.error, "path leaves the catalog")
    case .AC040: (.warning, "no match for a trait collection of the coverage matrix")
    case .AC041: (.warning, "rendition no trait collection can choose")
    case .AC050: (.error, "bad appearance rule")
    case .AC060: (.error, "bad color")
    case .AC061: (.warning, "locale entry in a non-localizable image set")
    case .AC070: (.warning, "named app icon, accent color or other set does not exist")
    case .AC071: (.warning, "app icon set lacks a size its platform needs")
    case .AC072: (.warning, "App Store icon has an alpha channel")
    case .AC073: (.warning, "icon pixel size does not fit its slot")
    case .AC080: (.warning, "two assets generate the same Swift symbol name")
    case .AC090: (.error, "Icon Composer icon.json is malformed")
    case .AC091: (.error, "Icon Composer layer picture is missing")
    }
  }

  public var defaultSeverity: Severity { entry.severity }

  public var title: String { entry.title }
}

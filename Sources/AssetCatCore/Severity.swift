/// How serious a finding is (SPEC §6).
public enum Severity: String, Hashable, Sendable, Codable, Comparable, CaseIterable {
  case error, warning, note
  public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
  private var rank: Int {
    switch self {
    case .error: 0
    case .warning: 1
    case .note: 2
    }
  }
}

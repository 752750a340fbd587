import AssetCatCore

/// The outcome of `validate`: every finding, sorted, with counts and SPEC §5's exit code.
public struct ValidationReport: Sendable, Hashable {
  /// The catalog paths as given.
  public var catalogs: [String]
  /// Sorted by path, line, column, code, message; exact duplicates removed.
  public var diagnostics: [Diagnostic]

  public init(catalogs: [String], diagnostics: [Diagnostic]) {
    self.catalogs = catalogs
    self.diagnostics = Array(Set(diagnostics)).sorted()
  }

  public func count(_ severity: Severity) -> Int { diagnostics.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) } }
  public var errorCount: Int { count(.error) }
  public var warningCount: Int { count(.warning) }
  public var noteCount: Int { count(.note) }

  /// SPEC §5: 1 when there are errors, or warnings with `strict`; else 0.
  public func exitCode(strict: Bool) -> Int32 {
    Self.exitCode(errors: errorCount, warnings: warningCount, strict: strict)
  }

  /// The rule of `exitCode(strict:)` on counts (`report` keeps only its counts).
  public static func exitCode(errors: Int, warnings: Int, strict: Bool) -> Int32 {
    errors > 0 || (strict && warnings > 0) ? 1 : 0
  }

  /// `2 errors, 1 warning, 0 notes in 1 catalog`.
  public var summary: String {
    func n(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
    return
      "\(n(errorCount, "error")), \(n(warningCount, "warning")), \(n(noteCount, "note")) "
      + "in \(n(catalogs.count, "catalog"))"
  }
}

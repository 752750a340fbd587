extension Diagnostic {
  /// The finding as SPEC §6's text form, the one Xcode parses from actool:
  /// `PATH:LINE: error: MESSAGE [AC012]`, or `PATH: error: MESSAGE [AC012]` without a line; with
  /// `column`, `PATH:LINE:COLUMN: …` (a rules file's findings, which name the column). The message
  /// is kept to one line: a stray newline would split the finding for Xcode. Every command that
  /// prints findings as text prints them with this.
  public func textLine(column withColumn: Bool = false) -> String {
    var place = path
    if let line {
      place += ":\(line)"
      if withColumn, let column { place += ":\(column)" }
    }
    let oneLine = message.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
    return "\(place): \(severity.rawValue): \(oneLine) [\(code.rawValue)]"
  }
}

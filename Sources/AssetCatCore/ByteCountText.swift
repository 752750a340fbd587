/// Byte counts as people read them (decimal units, as Xcode's size report and Finder give them).
public enum ByteCountText {
  /// `1.95 MB`, `212 KB`, `880 bytes`.
  public static func bytes(_ n: Int) -> String {
    let v = Double(abs(n))
    let sign = n < 0 ? "-" : ""
    if v >= 1_000_000 { return sign + trimmed(v / 1_000_000) + " MB" }
    if v >= 1_000 { return sign + trimmed(v / 1_000) + " KB" }
    return "\(n) bytes"
  }

  /// A change: `+212 KB`, `−40 KB` (a minus sign), `0 bytes`.
  public static func delta(_ n: Int) -> String {
    if n == 0 { return "0 bytes" }
    let magnitude = bytes(abs(n))
    return (n > 0 ? "+" : "\u{2212}") + magnitude
  }

  /// Three significant digits at most (`1.95`, `21.2`, `212`).
  static func trimmed(_ v: Double) -> String {
    let digits = v >= 100 ? 0 : v >= 10 ? 1 : 2
    var s = String(format: "%.\(digits)f", v)
    if s.contains(".") {
      while s.hasSuffix("0") { s.removeLast() }
      if s.hasSuffix(".") { s.removeLast() }
    }
    return s
  }

  /// `1,951,234`.
  public static func grouped(_ n: Int) -> String {
    let digits = String(abs(n))
    var out = ""
    for (i, c) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(c)
    }
    return (n < 0 ? "-" : "") + out
  }
}

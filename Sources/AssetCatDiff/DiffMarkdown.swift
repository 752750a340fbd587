import AssetCatCore
import Foundation

/// `diff --format markdown`: a summary for a pull request's comment — a heading, the counts, a
/// table of the changed assets (asset, change, before, after, bytes), the devices whose download
/// changed and the toolchain notes. In the report's order, so the same pair gives the same text.
extension DiffReport {
  public func markdown(before: String, after: String) -> String {
    var out = ["## assetcat diff", "", "`\(before)` → `\(after)`: \(counts)"]
    if !changes.isEmpty {
      out += ["", "| Asset | Change | Before | After | Bytes |", "| --- | --- | --- | --- | ---: |"]
      out += changes.map(Self.row)
    }
    let variants = changedVariants
    if !variants.isEmpty {
      out += ["", "| Download | Devices | Before | After | Change |", "| --- | --- | ---: | ---: | ---: |"]
      out += variants.map { v in
        let cells = [
          v.variant, v.devices.map(\.device).joined(separator: ", "), ByteCountText.grouped(v.before),
          ByteCountText.grouped(v.after), ByteCountText.delta(v.after - v.before),
        ]
        return Self.tableRow(cells)
      }
    }
    if !toolchain.isEmpty {
      out += ["", "Toolchain (not a change):"]
      out += toolchain.map { "- \($0.change)" }
    }
    return out.joined(separator: "\n") + "\n"
  }

  /// `3 changes (1 added, 1 removed, 1 changed), −3.47 KB on iPhone @2x`, or `no difference`.
  var counts: String {
    guard hasDifferences else { return "no difference" }
    let n = changes.count
    var parts = ["\(n) change\(n == 1 ? "" : "s")"]
    let kinds = [CatalogChange.Kind.added, .removed, .changed].compactMap { k -> String? in
      let count = changes.filter { $0.kind == k }.count
      return count == 0 ? nil : "\(count) \(k.rawValue)"
    }
    if !kinds.isEmpty { parts[0] += " (\(kinds.joined(separator: ", ")))" }
    parts += changedVariants.map(\.headline)
    let real = (structure ?? []).filter { $0.accepted == nil }.count
    if real > 0 { parts.append("\(real) structure difference\(real == 1 ? "" : "s")") }
    return parts.joined(separator: ", ")
  }

  static func row(_ c: CatalogChange) -> String {
    let change = c.kind == .changed ? "changed: " + c.fields.map(\.field).joined(separator: ", ") : c.kind.rawValue
    let before = c.fields.compactMap { f in f.before.map { "\(f.field) \($0)" } }.joined(separator: "; ")
    let after = c.fields.compactMap { f in f.after.map { "\(f.field) \($0)" } }.joined(separator: "; ")
    let bytes = c.bytesDelta.map { $0 == 0 ? "0" : ($0 > 0 ? "+" : "\u{2212}") + ByteCountText.grouped(abs($0)) }
    return tableRow([c.subject, change, before, after, bytes ?? ""])
  }

  /// A table row, each cell's `|` escaped and line breaks made spaces.
  static func tableRow(_ cells: [String]) -> String {
    let escaped = cells.map {
      $0.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
    return "| " + escaped.joined(separator: " | ") + " |"
  }
}

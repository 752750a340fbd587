import AssetCatCore

extension SizeReport {
  /// Xcode's App Thinning Size Report in spirit: the universal car, then each variant (the
  /// devices that download the same thinned car) with its bytes and heaviest assets.
  public func text() -> String {
    var out = ["App thinning size report for \(catalog)", "", "Universal: \(Self.figure(universal))"]
    for group in variants() {
      let first = group[0]
      out.append("")
      out.append("Variant: \(first.variant)")
      out.append(
        "Devices: " + group.map { d in d.model.map { "\(d.device) (\($0))" } ?? d.device }.joined(separator: ", "))
      let share =
        universal > 0 ? String(format: " (%.1f%% of universal)", 100 * Double(first.bytes) / Double(universal)) : ""
      out.append("Assets.car: \(Self.figure(first.bytes))\(share)")
      if !first.assets.isEmpty { out.append("Heaviest assets:") }
      let width = first.assets.map { ByteCountText.bytes($0.bytes).count }.max() ?? 0
      for a in first.assets {
        out.append(
          "  " + String(repeating: " ", count: width - ByteCountText.bytes(a.bytes).count)
            + ByteCountText.bytes(a.bytes) + "  " + a.name)
      }
    }
    if !notes.isEmpty { out.append("") }
    out += notes.map { "note: \($0)" }
    return out.joined(separator: "\n") + "\n"
  }

  /// `1.95 MB (1,951,234 bytes)`.
  static func figure(_ n: Int) -> String { "\(ByteCountText.bytes(n)) (\(ByteCountText.grouped(n)) bytes)" }

  /// The devices grouped by variant, in the order each variant first appears.
  public func variants() -> [[DeviceSize]] {
    var order: [String] = []
    var groups: [String: [DeviceSize]] = [:]
    for d in devices {
      if groups[d.variant] == nil { order.append(d.variant) }
      groups[d.variant, default: []].append(d)
    }
    return order.compactMap { groups[$0] }
  }
}

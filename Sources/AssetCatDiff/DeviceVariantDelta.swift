import AssetCatCore

/// The devices of one variant whose download changed, as `diff` says it: one line for all of them.
struct DeviceVariantDelta: Hashable {
  var variant: String
  var devices: [DiffReport.DeviceDelta]

  var before: Int { devices.first?.before ?? 0 }
  var after: Int { devices.first?.after ?? 0 }

  /// `+212 KB on iPhone @3x`.
  var headline: String { "\(ByteCountText.delta(after - before)) on \(variant)" }

  /// `iPhone @3x (iPhone 15 Pro, iPhone 16): 1.95 MB → 2.16 MB (+212 KB; 1,951,234 → 2,163,000 bytes)`.
  var text: String {
    let names = devices.map(\.device).joined(separator: ", ")
    let bytes = "\(ByteCountText.grouped(before)) → \(ByteCountText.grouped(after)) bytes"
    let change = "\(ByteCountText.bytes(before)) → \(ByteCountText.bytes(after))"
    return "\(variant) (\(names)): \(change) (\(ByteCountText.delta(after - before)); \(bytes))"
  }
}

extension DiffReport {
  /// The devices whose download changed, a group per variant and figures, in the order the
  /// devices are listed.
  var changedVariants: [DeviceVariantDelta] {
    var groups: [DeviceVariantDelta] = []
    for d in devices where d.delta != 0 {
      if let i = groups.firstIndex(where: { $0.variant == d.variant && $0.before == d.before && $0.after == d.after }) {
        groups[i].devices.append(d)
      } else {
        groups.append(DeviceVariantDelta(variant: d.variant, devices: [d]))
      }
    }
    return groups
  }
}

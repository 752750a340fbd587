import AssetCatDiff
import AssetCatSize

/// `diff`'s per-device byte deltas: each device of either report, its bytes before and after
/// (0 where a report does not list it), in the order the first report lists them, then the
/// second's others.
enum DeviceDeltas {
  static func compare(_ before: SizeReport, _ after: SizeReport) -> [DiffReport.DeviceDelta] {
    let a = Dictionary(before.devices.map { ($0.device, $0) }, uniquingKeysWith: { x, _ in x })
    let b = Dictionary(after.devices.map { ($0.device, $0) }, uniquingKeysWith: { x, _ in x })
    var names = before.devices.map(\.device)
    names += after.devices.map(\.device).filter { a[$0] == nil }
    return names.compactMap { name in
      guard let any = a[name] ?? b[name] else { return nil }
      return DiffReport.DeviceDelta(
        device: name, model: any.model, variant: any.variant, before: a[name]?.bytes ?? 0, after: b[name]?.bytes ?? 0)
    }
  }
}

import AssetCatCARWriter
import AssetCatDiff
import AssetCatSize

/// The per-device deltas of `diff A B`: both measured for the same devices (every preset of
/// the idioms either serves), what they have alike encoded once. `nil` for a pair `size` cannot
/// measure (a compiled `.assetcat`).
enum DiffSizes {
  static func deltas(before: String, after: String, options: CAROptions) throws(SizeError) -> [DiffReport
    .DeviceDelta]?
  {
    guard let a = try? SizeInput.open(before), let b = try? SizeInput.open(after) else { return nil }
    let devices = try SizeDevices.resolve(names: [], models: [], idioms: a.idioms(options).union(b.idioms(options)))
    let records = CARRecordSizes(byContent: true)
    let x = try a.measure(name: before, options: options, devices: devices, top: 0, records: records)
    let y = try b.measure(name: after, options: options, devices: devices, top: 0, records: records)
    return DeviceDeltas.compare(x, y)
  }
}

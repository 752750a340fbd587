import AssetCatCore

/// The devices a `size` run reports on: those named (`--device`), then those given by model
/// identifier (`--device-model`), in the order given; with neither, every preset of the
/// catalog's idioms, in the presets' order (phones first).
public enum SizeDevices {
  public static func resolve(names: [String], models: [String], idioms: Set<Idiom>) throws(SizeError) -> [SizeDevice] {
    var out: [SizeDevice] = []
    for name in names {
      guard let preset = DevicePreset.named(name) else {
        throw SizeError("unknown device '\(name)'; known: \(DevicePreset.all.map(\.name).joined(separator: ", "))")
      }
      out.append(SizeDevice(preset: preset))
    }
    for model in models {
      guard let keep = ThinningDevice.traits(forModel: model) else {
        throw SizeError("unknown device model '\(model)': expected an identifier such as iPhone16,1 or iPad16,3")
      }
      out.append(SizeDevice(name: DevicePreset.withModel(model)?.name ?? model, model: model, keep: keep))
    }
    if names.isEmpty && models.isEmpty {
      out = DevicePreset.all.filter { idioms.contains($0.idiom) }.map(SizeDevice.init(preset:))
    }
    var seen: Set<SizeDevice> = []
    return out.filter { seen.insert($0).inserted }
  }
}

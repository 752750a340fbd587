import AssetCatCore
import Testing

/// The presets' model identifiers (`DevicePreset.model`) and the thinning rule for any model
/// identifier (`ThinningDevice`) are two tables of one thing: they must say the same of every
/// preset that has a model, or `size --device` and `size --device-model` would disagree.
@Suite("Device presets and model identifiers")
struct DeviceModelTableTests {
  @Test func everyPresetModelThinsAsThePreset() throws {
    let withModels = DevicePreset.all.filter { $0.model != nil }
    #expect(withModels.count > 20)
    for preset in withModels {
      let traits = try #require(ThinningDevice.traits(forModel: preset.model!), "\(preset.name)")
      #expect(traits.idiom == preset.idiom, "\(preset.name)")
      // Apple TV keeps both its scales (a 4K model draws at 1x on a 1080p set).
      #expect(traits.scale == (preset.idiom == .tv ? nil : preset.scale), "\(preset.name)")
      #expect(DevicePreset.withModel(preset.model!) == preset)
    }
  }
}

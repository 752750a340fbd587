import AssetCatCore
import Testing

/// The device table (`DevicePreset`) is the one place a model identifier's traits come from
/// for the devices it lists: thinning for a listed model (`--filter-for-device-model`,
/// `size --device-model`) keeps what its preset (`--device`) keeps.
@Suite("Device presets and model identifiers")
struct DeviceModelTableTests {
  @Test func everyListedModelNamesOnePresetAndThinsAsIt() throws {
    let withModels = DevicePreset.all.filter { $0.model != nil }
    #expect(withModels.count > 20)
    #expect(Set(withModels.compactMap(\.model)).count == withModels.count)
    for preset in withModels {
      #expect(DevicePreset.withModel(preset.model!) == preset)
      #expect(ThinningDevice.traits(forModel: preset.model!) == ThinningDevice.traits(of: preset), "\(preset.name)")
    }
  }

  /// A model the table does not list thins by the rule for its family and generation.
  @Test func aModelNotListedThinsByTheRule() {
    #expect(DevicePreset.withModel("iPhone12,8") == nil)
    #expect(ThinningDevice.traits(forModel: "iPhone12,8") == TraitCollection(idiom: .phone, scale: 2))
    #expect(ThinningDevice.traits(of: DevicePreset.all.first { $0.idiom == .tv }!).scale == nil)
  }
}

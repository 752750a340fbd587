import AssetCatCore

/// A device `size` reports on: its name, its model identifier when known, and the traits a build
/// thinned for it keeps (its idiom and scale, as `--filter-for-device-model` keeps them).
public struct SizeDevice: Sendable, Hashable {
  /// A preset's name (`iPhone 15 Pro`), or the model identifier given when no preset has it.
  public var name: String
  /// The model identifier (`iPhone16,1`); `nil` for a preset without one on record.
  public var model: String?
  /// What the car thinned for the device keeps.
  public var keep: TraitCollection

  public init(name: String, model: String?, keep: TraitCollection) {
    self.name = name
    self.model = model
    self.keep = keep
  }

  /// The preset `preset`, thinned as actool thins for its model (`ThinningDevice`: by the
  /// preset's idiom and scale, both scales for Apple TV), whether or not a model is on record.
  public init(preset: DevicePreset) {
    self.init(name: preset.name, model: preset.model, keep: ThinningDevice.traits(of: preset))
  }

  /// The thinned car the device downloads, named by what it keeps (`iPhone @3x`): devices with
  /// the same variant download the same bytes.
  public var variant: String {
    let family =
      switch keep.idiom {
      case .phone?: "iPhone"
      case .pad?: "iPad"
      case .tv?: "Apple TV"
      case .watch?: "Apple Watch"
      case .mac?: "Mac"
      case .vision?: "Apple Vision"
      case .car?: "CarPlay"
      default: "any device"
      }
    return keep.scale.map { "\(family) @\($0)x" } ?? family
  }
}

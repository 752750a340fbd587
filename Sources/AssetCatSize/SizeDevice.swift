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

  /// The preset `preset`: thinned by its model as actool thins, else by its idiom and scale.
  public init(preset: DevicePreset) {
    let keep = preset.model.flatMap(ThinningDevice.traits(forModel:))
    self.init(name: preset.name, model: preset.model, keep: keep ?? Self.keep(idiom: preset.idiom, scale: preset.scale))
  }

  /// Apple TV keeps both its scales (a 4K model draws at 1x on a 1080p set), as actool's thinning does.
  static func keep(idiom: Idiom, scale: Int) -> TraitCollection {
    idiom == .tv ? TraitCollection(idiom: .tv) : TraitCollection(idiom: idiom, scale: scale)
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

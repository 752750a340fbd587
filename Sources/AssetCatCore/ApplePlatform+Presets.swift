extension ApplePlatform {
  /// The device presets of `platforms`' devices, in `assetcat devices` order; every preset when
  /// `platforms` is empty (a catalog of universal entries only says nothing of its platform).
  public static func presets(on platforms: [ApplePlatform]) -> [DevicePreset] {
    let idioms = Set(platforms.flatMap(\.deviceIdioms))
    return DevicePreset.all.filter { idioms.isEmpty || idioms.contains($0.idiom) }
  }
}

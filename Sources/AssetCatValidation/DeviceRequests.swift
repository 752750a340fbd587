import AssetCatCore

/// The requests `validate --devices` holds one asset against (AC040, AC041): the device presets
/// the asset targets, each varied over the settings the asset has entries for.
///
/// - **Targets**: an asset with a universal entry targets every device of the check (the
///   catalog's platforms); otherwise the devices of its entries' idioms, iPhone and iPad
///   together (an iOS app runs on both). A visionOS-only asset is never held against an iPhone,
///   nor a CarPlay-only one against any preset (there is no CarPlay preset).
/// - **Settings**: direction, locale and contrast are the user's, not the device's, and a
///   device's display gamut is not the only one the app meets (older and external displays), so
///   a device is asked in each value of these axes that the asset's entries use. A right-to-left,
///   localized, high-contrast or sRGB/P3 entry is then chosen where it is meant to be, never
///   "never chosen; remove it".
enum DeviceRequests {
  static func requests(for asset: Asset, devices: [TraitCollection]) -> [TraitCollection] {
    let targeted = idioms(of: asset).map { idioms in devices.filter { $0.idiom.map(idioms.contains) ?? true } }
    return varied(targeted ?? devices, over: asset.renditions.map(\.slot))
  }

  /// The idioms of the devices `asset` is for; `nil` when an entry is universal (every device).
  static func idioms(of asset: Asset) -> Set<Idiom>? {
    var idioms = Set<Idiom>()
    for r in asset.renditions {
      guard let idiom = r.slot.idiom else { return nil }
      idioms.insert(idiom)
    }
    if !idioms.isDisjoint(with: [.phone, .pad]) { idioms.formUnion([.phone, .pad]) }
    return idioms
  }

  /// Every request of `requests` in every combination of the setting values `slots` use (a
  /// request as it is on an axis no slot specifies).
  static func varied(_ requests: [TraitCollection], over slots: [TraitCollection]) -> [TraitCollection] {
    let directions = values(slots.map(\.direction), all: LayoutDirection.allCases)
    let locales = values(slots.map(\.locale), all: [])
    let contrasts = values(slots.map(\.contrast), all: Contrast.allCases)
    let gamuts = values(slots.map(\.gamut), all: DisplayGamut.allCases)
    var out: [TraitCollection] = []
    for request in requests {
      for direction in directions {
        for locale in locales {
          for contrast in contrasts {
            for gamut in gamuts {
              var t = request
              if let direction { t.direction = direction }
              if let locale { t.locale = locale }
              if let contrast { t.contrast = contrast }
              if let gamut { t.gamut = gamut }
              out.append(t)
            }
          }
        }
      }
    }
    return out
  }

  /// `[nil]` (leave the request as it is) when no slot specifies the axis; else every value of
  /// `all` and those the slots name (a locale: no locale, then each the slots name).
  static func values<T: Hashable>(_ specified: [T?], all: [T]) -> [T?] {
    let named = specified.compactMap { $0 }
    guard !named.isEmpty else { return [nil] }
    var seen = Set<T>()
    let distinct = (all + named).filter { seen.insert($0).inserted }
    return (all.isEmpty ? [nil] : []) + distinct.map(Optional.some)
  }
}

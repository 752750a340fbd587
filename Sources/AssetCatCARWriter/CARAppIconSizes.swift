import AssetCatCore

/// How an app icon set's renditions are keyed in an iOS car, as actool keys them (a
/// reimplementation checked against Xcode's actool, mcfans/actool, and the Flutter pairs'
/// cars): each size's dimension2 is a fixed number, and a single-size 1024 icon is written
/// once for the iPhone and once for the iPad.
enum CARAppIconSizes {
  /// actool's dimension2 of the iOS icon sizes (83.5 is 6; 90 is the iPhone Plus size).
  static let iOSIndex: [String: UInt16] = [
    "20x20": 1, "29x29": 2, "40x40": 3, "60x60": 4, "76x76": 5, "83.5x83.5": 6, "90x90": 7, "1024x1024": 8,
  ]

  /// The dimension2 of each size in `sizes`. iOS: the fixed numbers, other sizes after them in
  /// ascending order, and a single-size set's 1024 is 1 (as actool writes it); elsewhere the
  /// sizes are numbered 1, 2, … in ascending order (the Mac's 16 … 512 are 1 … 5, as actool's).
  static func index(_ sizes: [String], iOS: Bool, singleSize: Bool) -> [String: UInt16] {
    let ascending = Set(sizes).sorted { points($0) < points($1) }
    guard iOS else { return Dictionary(uniqueKeysWithValues: ascending.enumerated().map { ($1, UInt16($0 + 1)) }) }
    if singleSize { return ["1024x1024": 1] }
    var out: [String: UInt16] = [:]
    var next = (iOSIndex.values.max() ?? 0) + 1
    for s in ascending {
      if let fixed = iOSIndex[s] {
        out[s] = fixed
      } else {
        out[s] = next
        next += 1
      }
    }
    return out
  }

  /// Whether `r` is the single-size iOS icon (Xcode 14+: universal, 1024, `platform: ios`, as
  /// Xcode writes it; the validator's `AppIconRequirements.isSingleSize` is the same test for
  /// any platform, in a module the writer does not depend on).
  static func isSingleSize(_ r: Rendition) -> Bool {
    r.slot.idiom == nil && r.iconSize == "1024x1024" && r.iconPlatform == "ios"
  }

  /// In an iOS car the single-size icon stands for the iPhone's and the iPad's: one copy of it
  /// for each of those idioms the car keeps (itself when it keeps neither).
  static func perDevice(_ r: Rendition, keeping idioms: Set<Idiom>) -> [Rendition] {
    guard isSingleSize(r) else { return [r] }
    let copies = [Idiom.phone, .pad].filter(idioms.contains).map { idiom -> Rendition in
      var copy = r
      copy.slot.idiom = idiom
      return copy
    }
    return copies.isEmpty ? [r] : copies
  }

  /// The iPhone XR copy actool adds to an iOS set (seen in Xcode 10.2 and 14.3 cars): the
  /// iPhone's 60×60@3x image (180 pixels) keyed again as a 90×90-point icon at 2x for subtype
  /// 1792 (the XR's 828-pixel-wide screen, 2x, whose home screen shows 90-point icons), with its
  /// own multisize index; `nil` when `r` is not that image.
  static func xrCopy(of r: Rendition) -> Rendition? {
    guard r.slot.idiom == .phone, r.slot.subtype == nil, r.slot.scale == 3, r.iconSize == "60x60" else { return nil }
    var copy = r
    copy.slot.subtype = "1792"
    copy.slot.scale = 2
    copy.iconSize = "90x90"
    return copy
  }

  /// `60x60` → 60, `83.5x83.5` → 83.5 (0 for a size that is not one).
  static func points(_ size: String) -> Double { Size(iconSize: size)?.width ?? 0 }
}

import AssetCatCore

/// How a car carries Contents.json's watch `screen-width` conditions: in the rendition key's
/// `subtype` attribute, as the number CoreUI gives each Apple Watch size (a watch asks for its own
/// number). The numbers follow the screens' heights in pixels for the sizes after the first two
/// (40 mm 394, 44 mm 448, 41 mm 430, 45 mm 484, 49 mm 502), and are 320 and 384 for the original
/// 38 mm and 42 mm.
///
/// Sources (facts only, nothing copied): the conditions Xcode writes per size — `<=145` 38 mm,
/// `>145` 42 mm, `>161` 40 mm, `>183` 44 mm — are listed by brightdigit/AssetLib
/// (`AppleWatchScreenWidth`) and by Xcode-written complication sets on GitHub; SwiftUI's
/// `_DeviceVariant` (as OpenSwiftUI documents it) names the 40/44 mm screens `h394`/`h448`. The
/// 320/384 numbers and the later conditions (`>175`, `>197`, `>204`) are from CoreUI knowledge
/// not confirmed against an Apple-built car here: a car from actool would settle them.
public enum CARWatchScreenWidth {
  /// Condition ↔ subtype number, narrowest watch first.
  public static let table: [(condition: ScreenWidth, subtype: UInt16)] = [
    (.atMost(145), 320),  // 38 mm (136 points wide)
    (.above(145), 384),  // 42 mm (156)
    (.above(161), 394),  // 40 mm (162)
    (.above(175), 430),  // 41 mm (176)
    (.above(183), 448),  // 44 mm (184)
    (.above(197), 484),  // 45 mm (198)
    (.above(204), 502),  // 49 mm (205)
  ]

  /// The subtype number of a screen-width condition; `nil` for one no Apple Watch size stands for.
  public static func subtype(for condition: ScreenWidth) -> UInt16? {
    table.first { $0.condition == condition }?.subtype
  }

  /// The condition a subtype number stands for; `nil` when it is not a watch size's number.
  public static func condition(for subtype: UInt16) -> ScreenWidth? {
    table.first { $0.subtype == subtype }?.condition
  }
}

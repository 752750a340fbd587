import Foundation
import Testing

@testable import AssetCatCore

/// SPEC §2–§3's screen-width axis: a request's width in points against a slot's `<=N` / `>N`.
@Suite("Screen width")
struct ScreenWidthTests {
  /// Xcode's four watch slots, in the order its templates list them.
  static let watchSlots = [
    "idiom=watch,screenWidth=<=145", "idiom=watch,screenWidth=>161", "idiom=watch,screenWidth=>145",
    "idiom=watch,screenWidth=>183",
  ]
  .map { try! TraitCollection(parsing: $0 + ",scale=2") }

  @Test func parsesConditionsAndWidths() {
    #expect(ScreenWidth(parsing: "<=145") == .atMost(145))
    #expect(ScreenWidth(parsing: ">161") == .above(161))
    #expect(ScreenWidth(parsing: " 184 ") == .points(184))
    for bad in ["", "<145", ">=145", "wide", "-3", ">", "<=", "1e3", "999999999999"] {
      #expect(ScreenWidth(parsing: bad) == nil, "\(bad)")
    }
    #expect(ScreenWidth.atMost(145).text == "<=145")
  }

  @Test func textAndJSONForms() throws {
    let t = try TraitCollection(parsing: "idiom=watch,screenWidth=184,scale=2")
    #expect(t.screenWidth == .points(184))
    #expect(t.textForm == "idiom=watch,screenWidth=184,scale=2")
    #expect(try TraitCollection(parsing: "SCREENWIDTH=184").screenWidth == .points(184))
    let json = String(decoding: try JSONEncoder().encode(t), as: UTF8.self)
    #expect(json.contains("\"screenWidth\":184"))
    let back = try JSONDecoder().decode(
      TraitCollection.self, from: Data(#"{"idiom":"watch","screenWidth":184,"scale":2}"#.utf8))
    #expect(back == t)
    #expect(throws: TraitError.self) { try TraitCollection(parsing: "screenWidth=wide") }
  }

  /// What each watch size chooses among Xcode's four slots: the tightest condition that holds.
  @Test(arguments: [(136, 0), (145, 0), (146, 2), (156, 2), (161, 2), (162, 1), (176, 1), (184, 3), (205, 3), (211, 3)])
  func watchChoosesItsSize(width: Int, expected: Int) {
    let request = TraitCollection(idiom: .watch, screenWidth: .points(width), scale: 2)
    #expect(RenditionResolver.choose(slots: Self.watchSlots, request: request) == expected)
  }

  @Test func unspecifiedWidthMatchesOnlyAny() throws {
    let request = TraitCollection(idiom: .watch, scale: 2)
    #expect(RenditionResolver.choose(slots: Self.watchSlots, request: request) == nil)
    let withAny = Self.watchSlots + [try TraitCollection(parsing: "idiom=watch,scale=2")]
    #expect(RenditionResolver.choose(slots: withAny, request: request) == 4)
    let e = RenditionResolver.explain(
      slots: withAny, request: TraitCollection(idiom: .watch, screenWidth: .points(184), scale: 2))
    #expect(e.chosen == 3)
    #expect(e.fates[4] == .lessSpecific(axis: .screenWidth))
    #expect(e.fates[0] == .eliminated(axis: .screenWidth))
  }

  /// Screen width comes after subtype and before locale in step 2.
  @Test func preferenceOrder() throws {
    let slots = try ["screenWidth=>145", "locale=fr"].map { try TraitCollection(parsing: $0) }
    #expect(
      RenditionResolver.choose(slots: slots, request: try TraitCollection(parsing: "screenWidth=184,locale=fr")) == 0)
    #expect(TraitAxis.preferenceOrder.firstIndex(of: .screenWidth) == 2)
  }

  /// Every Apple Watch size, with its width in points, so `--device` chooses what the watch does.
  @Test func everyWatchSizeHasAPresetWithItsWidth() throws {
    let expected: [(String, Int, Int)] = [
      ("Apple Watch Series 3 (38mm)", 136, 0), ("Apple Watch Series 3 (42mm)", 156, 2),
      ("Apple Watch SE (40mm)", 162, 1),
      ("Apple Watch SE (44mm)", 184, 3), ("Apple Watch Series 9 (41mm)", 176, 1),
      ("Apple Watch Series 9 (45mm)", 198, 3),
      ("Apple Watch Series 10 (42mm)", 187, 3), ("Apple Watch Series 10 (46mm)", 208, 3),
      ("Apple Watch Ultra 2 (49mm)", 205, 3),
      ("Apple Watch Ultra 3 (49mm)", 211, 3),
      ("Apple Watch SE 3 (40mm)", 162, 1), ("Apple Watch SE 3 (44mm)", 184, 3),
      ("Apple Watch Series 11 (42mm)", 187, 3), ("Apple Watch Series 11 (46mm)", 208, 3),
    ]
    for (name, width, choice) in expected {
      let d = try #require(DevicePreset.named(name), "\(name)")
      #expect(d.traits().screenWidth == .points(width))
      #expect(RenditionResolver.choose(slots: Self.watchSlots, request: d.traits()) == choice, "\(name)")
    }
    #expect(DevicePreset.all.filter { $0.idiom == .watch }.count == expected.count)
    #expect(DevicePreset.named("iPhone 16")?.traits().screenWidth == nil)
  }
}

import Testing

@testable import AssetCatCore

@Suite("Device presets")
struct DevicePresetTests {
  static let phones = [
    "iPhone SE (3rd generation)", "iPhone 13 mini", "iPhone 14", "iPhone 14 Plus", "iPhone 15", "iPhone 15 Plus",
    "iPhone 15 Pro", "iPhone 15 Pro Max", "iPhone 16", "iPhone 16 Plus", "iPhone 16 Pro", "iPhone 16 Pro Max",
    "iPhone 16e", "iPhone 17", "iPhone Air", "iPhone 17 Pro", "iPhone 17 Pro Max",
  ]
  static let pads = [
    "iPad (10th generation)", "iPad mini (6th generation)", "iPad mini (A17 Pro)", "iPad Air 11-inch (M2)",
    "iPad Air 13-inch (M2)", "iPad Pro 11-inch (M4)", "iPad Pro 13-inch (M4)", "iPad (A16)", "iPad Air 11-inch (M3)",
    "iPad Air 13-inch (M3)", "iPad Pro 11-inch (M5)", "iPad Pro 13-inch (M5)",
  ]

  @Test(arguments: phones)
  func phonesAreCompactRegularInPortrait(_ name: String) throws {
    let d = try #require(DevicePreset.named(name))
    #expect(d.idiom == .phone)
    let p = d.traits(.portrait)
    #expect(p.width == .compact && p.height == .regular)
    let l = d.traits(.landscape)
    #expect(l.height == .compact)
    let big = name.hasSuffix("Plus") || name.hasSuffix("Max") || name == "iPhone Air"
    #expect(l.width == (big ? .regular : .compact), "Plus, Max and Air phones are regular width in landscape")
    #expect(d.scale == (name.contains("SE") ? 2 : 3))
  }

  @Test(arguments: pads)
  func padsAreRegularFullScreen(_ name: String) throws {
    let d = try #require(DevicePreset.named(name))
    #expect(d.idiom == .pad)
    #expect(d.scale == 2)
    for o in DevicePreset.Orientation.allCases {
      let t = d.traits(o)
      #expect(t.width == .regular && t.height == .regular)
      #expect(d.traits(o, multitasking: .slideOver).width == .compact)
      #expect(d.traits(o, multitasking: .oneThird).width == .compact)
      #expect(d.traits(o, multitasking: .oneThird).height == .regular)
    }
    #expect(d.traits(.landscape, multitasking: .twoThirds).width == .regular)
    #expect(d.traits(.portrait, multitasking: .twoThirds).width == .compact)
    #expect(d.traits(.landscape, multitasking: .half).width == (name.contains("13-inch") ? .regular : .compact))
  }

  @Test func lookupIgnoresCaseAndPunctuation() {
    #expect(DevicePreset.named("iphone 15 pro")?.name == "iPhone 15 Pro")
    #expect(DevicePreset.named("IPHONE-15-PRO-MAX")?.name == "iPhone 15 Pro Max")
    #expect(DevicePreset.named("ipad pro 13-inch (m4)")?.name == "iPad Pro 13-inch (M4)")
    #expect(DevicePreset.named("iPhone 99") == nil)
    #expect(DevicePreset.named("") == nil)
  }

  @Test func namesAreUniqueAndOtherFamiliesExist() {
    let keys = DevicePreset.all.map { DevicePreset.folded($0.name) }
    #expect(Set(keys).count == keys.count)
    for idiom in [Idiom.mac, .tv, .watch, .vision] { #expect(DevicePreset.all.contains { $0.idiom == idiom }) }
    #expect(DevicePreset.named("Mac")?.traits(.landscape) == DevicePreset.named("Mac")?.traits(.portrait))
  }

  @Test func traitsMergeUnderARequest() throws {
    let d = try #require(DevicePreset.named("iPhone 16 Pro Max"))
    let merged = TraitCollection.merged([
      d.traits(.landscape), try TraitCollection(parsing: "style=dark,width=compact"),
    ])
    #expect(merged.idiom == .phone)
    #expect(merged.scale == 3)
    #expect(merged.width == .compact)
    #expect(merged.height == .compact)
    #expect(merged.style == .dark)
  }

  /// Apple's longer names reach the presets that go by shorter ones.
  @Test func aliasesNameTheirPresets() {
    #expect(DevicePreset.named("Apple TV 4K (3rd generation)")?.name == "Apple TV 4K")
    #expect(DevicePreset.named("apple vision pro (m2)")?.name == "Apple Vision Pro")
    #expect(DevicePreset.named("Apple Vision Pro (M5)")?.graphics == .apple10)
  }

  @Test func multitaskingParses() {
    #expect(DevicePreset.Multitasking(parsing: "1/3") == .oneThird)
    #expect(DevicePreset.Multitasking(parsing: "slide-over") == .slideOver)
    #expect(DevicePreset.Multitasking(parsing: "quarter") == nil)
  }
}

import Foundation
import Testing

@testable import AssetCatCore

private func traits(_ text: String) -> TraitCollection { try! TraitCollection(parsing: text) }

private func rule(
  _ component: String, _ containers: [String], traits t: String = "", _ properties: [String: AppearanceValue]
) -> AppearanceRule {
  AppearanceRule(component: component, containedIn: containers, traits: traits(t), properties: properties)
}

private func rule(_ component: String, traits t: String = "", _ properties: [String: AppearanceValue]) -> AppearanceRule
{
  rule(component, [], traits: t, properties)
}

/// A small catalog: two star images (1x/2x/3x and a compact-height variant) and a color with a
/// dark variant.
let appearanceTestAssets = AssetCatalog(assets: [
  Asset(
    name: "Star", kind: .image, path: "Star.imageset",
    renditions: [1, 2, 3].enumerated().map { i, s in
      Rendition(
        slot: traits("scale=\(s)"), file: "Star.imageset/star@\(s)x.png", format: .png,
        pixelSize: Size(width: 44 * s, height: 44 * s), order: i)
    }),
  Asset(
    name: "StarSmall", kind: .image, path: "StarSmall.imageset",
    renditions: [
      Rendition(
        slot: .empty, file: "StarSmall.imageset/star-small.pdf", format: .pdf, vectorSize: Size(width: 22, height: 22),
        order: 0)
    ]),
  Asset(
    name: "AccentColor", kind: .color, path: "AccentColor.colorset",
    renditions: [
      Rendition(
        slot: .empty, color: ColorValue(colorSpace: "srgb", components: [.init(name: "red", value: 1)]), order: 0),
      Rendition(
        slot: traits("style=dark"), color: ColorValue(colorSpace: "srgb", components: [.init(name: "red", value: 0.5)]),
        order: 1),
    ]),
])

private func resolve(
  _ rules: [AppearanceRule], _ component: String, _ containers: [String] = [], traits t: String = "",
  set: [String: AppearanceValue] = [:]
) -> AppearanceResolution {
  AppearanceResolver(rules: AppearanceRuleSet(rules: rules), assets: appearanceTestAssets)
    .resolve(component: component, containers: containers, traits: traits(t), instanceValues: set)
}

private func winner(_ r: AppearanceResolution, _ property: String) -> Int? {
  if case .rule(let i)? = r.property(property)?.source { return i }
  return nil
}

@Suite("Appearance rules: matching (SPEC §4)")
struct AppearanceMatchingTests {
  @Test func componentMustMatchExactly() {
    let r = resolve([rule("Button", ["cornerRadius": .number(4)])], "button")
    #expect(r.properties.isEmpty)
  }

  @Test(
    "containedIn is an ordered subsequence of the chain, innermost first",
    arguments: [
      (["NavigationBar"], ["NavigationBar", "Window"], true),
      (["NavigationBar"], ["Toolbar", "NavigationBar", "Window"], true),  // not adjacent
      (["Toolbar", "Window"], ["Toolbar", "NavigationBar", "Window"], true),  // gap
      (["NavigationBar", "Toolbar"], ["Toolbar", "NavigationBar", "Window"], false),  // wrong order
      (["TabBar"], ["Toolbar", "NavigationBar", "Window"], false),
      (["NavigationBar", "NavigationBar"], ["NavigationBar", "Window"], false),  // needs two
      (["NavigationBar", "NavigationBar"], ["NavigationBar", "View", "NavigationBar"], true),
      ([], [], true),
    ] as [([String], [String], Bool)])
  func subsequence(containedIn: [String], chain: [String], matches: Bool) {
    let r = AppearanceRule(component: "Button", containedIn: containedIn, properties: [:])
    #expect((r.containerEmbedding(in: chain) != nil) == matches)
  }

  @Test("the embedding puts the outermost container at its root-most occurrence")
  func embeddingChoice() {
    let chain = ["View", "NavigationBar", "View", "NavigationBar", "Window"]
    // The last container takes the root-most occurrence; the others the innermost ones possible.
    #expect(
      AppearanceRule(component: "B", containedIn: ["NavigationBar"], properties: [:]).containerEmbedding(in: chain) == [
        3
      ])
    #expect(
      AppearanceRule(component: "B", containedIn: ["View", "NavigationBar"], properties: [:]).containerEmbedding(
        in: chain) == [0, 3])
    #expect(
      AppearanceRule(component: "B", containedIn: ["View", "View"], properties: [:]).containerEmbedding(in: chain) == [
        0, 2,
      ])
    #expect(AppearanceRule(component: "B", containedIn: [], properties: [:]).containerEmbedding(in: chain) == [])
  }

  @Test("the query's traits must contain the rule's (partially specified rule traits)")
  func traitContainment() {
    let rules = [rule("RatingControl", traits: "height=compact", ["starImage": .image("StarSmall")])]
    #expect(
      resolve(rules, "RatingControl", traits: "idiom=phone,width=compact,height=compact,scale=3").property("starImage")
        != nil)
    #expect(resolve(rules, "RatingControl", traits: "idiom=phone,height=regular").property("starImage") == nil)
    #expect(resolve(rules, "RatingControl", traits: "idiom=phone").property("starImage") == nil)  // unspecified height
    let two = [rule("RatingControl", traits: "height=compact,style=dark", ["starImage": .image("StarSmall")])]
    #expect(resolve(two, "RatingControl", traits: "height=compact,style=dark,scale=2").property("starImage") != nil)
    #expect(resolve(two, "RatingControl", traits: "height=compact").property("starImage") == nil)
  }

  /// A rule for bigger watches (`screenWidth: ">161"`) applies to a watch whose width satisfies
  /// it, as an image slot's condition does; before, only the text `>161` itself matched.
  @Test("a screen-width condition in a rule is met by a width that satisfies it")
  func screenWidthCondition() {
    let rules = [rule("Face", traits: "screenWidth=>161", ["cornerRadius": .number(8)])]
    #expect(resolve(rules, "Face", traits: "idiom=watch,screenWidth=184").property("cornerRadius") != nil)
    #expect(resolve(rules, "Face", traits: "idiom=watch,screenWidth=156").property("cornerRadius") == nil)
    #expect(resolve(rules, "Face", traits: "idiom=watch").property("cornerRadius") == nil)
    #expect(traits("screenWidth=184,scale=2").contains(traits("screenWidth=>183")))
    #expect(!traits("screenWidth=183").contains(traits("screenWidth=>183")))
  }

  @Test("SPEC §3 defaults complete the query before containment")
  func defaultsApply() {
    let rules = [rule("Button", traits: "style=light", ["tintColor": .color(.asset("AccentColor"))])]
    #expect(resolve(rules, "Button").property("tintColor") != nil)
    #expect(resolve(rules, "Button", traits: "style=dark").property("tintColor") == nil)
  }

  @Test("why a rule does not apply")
  func notApplyingFates() {
    let rules = [
      rule("Button", ["NavigationBar"], ["alpha": .number(1)]),
      rule("Button", traits: "style=dark", ["alpha": .number(2)]),
      rule("Button", ["alpha": .number(3)]),
    ]
    let p = resolve(rules, "Button", ["Toolbar"]).property("alpha")!
    #expect(p.candidates.map(\.fate) == [.containersNotMatched, .traitNotContained(.style), .won])
  }
}

@Suite("Appearance rules: precedence (SPEC §4)")
struct AppearancePrecedenceTests {
  @Test("a contained rule beats one with no containers")
  func containersBeatNone() {
    let rules = [
      rule("Button", ["NavigationBar"], ["tintColor": .color(.asset("AccentColor"))]),
      rule(
        "Button", traits: "idiom=phone,style=dark",
        ["tintColor": .color(.literal(red: 255, green: 0, blue: 0, alpha: 255))]),
    ]
    let r = resolve(rules, "Button", ["NavigationBar", "Window"], traits: "idiom=phone,style=dark")
    #expect(winner(r, "tintColor") == 0)
    #expect(r.property("tintColor")!.candidates[1].fate == .lost(to: 0, because: .outermostContainer))
  }

  @Test("UIKit: the outer container's rule beats a deeper, more specific one")
  func outermostWins() {
    // Button in Toolbar in NavigationBar in Window.
    let chain = ["Toolbar", "NavigationBar", "Window"]
    let rules = [
      rule("Button", ["NavigationBar"], ["tintColor": .color(.asset("AccentColor"))]),
      // Deeper container, more traits, later in the file: still loses.
      rule(
        "Button", ["Toolbar"], traits: "idiom=phone,style=dark,height=compact",
        ["tintColor": .color(.literal(red: 0, green: 0, blue: 255, alpha: 255))]),
    ]
    let r = resolve(rules, "Button", chain, traits: "idiom=phone,style=dark,height=compact")
    #expect(winner(r, "tintColor") == 0)
    let loser = r.property("tintColor")!.candidates[1]
    #expect(loser.fate == .lost(to: 0, because: .outermostContainer))
    #expect(loser.key?.outermostContainer == 0)
    #expect(r.property("tintColor")!.candidates[0].key?.outermostContainer == 1)
  }

  @Test("same outermost container: the longer containedIn wins")
  func longerWins() {
    let chain = ["Toolbar", "NavigationBar", "Window"]
    let rules = [
      rule("Button", ["Toolbar", "NavigationBar"], ["cornerRadius": .number(2)]),
      rule("Button", ["NavigationBar"], traits: "style=light", ["cornerRadius": .number(1)]),
    ]
    let r = resolve(rules, "Button", chain)
    #expect(winner(r, "cornerRadius") == 0)
    #expect(r.property("cornerRadius")!.candidates[1].fate == .lost(to: 0, because: .fewerContainers))
  }

  @Test("same containers: more specified traits win")
  func moreTraitsWin() {
    let rules = [
      rule("RatingControl", traits: "idiom=phone,height=compact", ["starImage": .image("StarSmall")]),
      rule("RatingControl", traits: "height=compact", ["starImage": .image("Star")]),
      rule("RatingControl", ["starImage": .image("Star")]),
    ]
    let r = resolve(rules, "RatingControl", traits: "idiom=phone,height=compact")
    #expect(winner(r, "starImage") == 0)
    #expect(
      r.property("starImage")!.candidates.map(\.fate) == [
        .won, .lost(to: 0, because: .fewerTraits), .lost(to: 0, because: .fewerTraits),
      ])
  }

  @Test("a full tie: the later rule in the file wins")
  func laterWins() {
    let rules = [
      rule("Button", ["NavigationBar"], traits: "style=dark", ["cornerRadius": .number(1)]),
      rule("Button", ["NavigationBar"], traits: "idiom=phone", ["cornerRadius": .number(2)]),
    ]
    let r = resolve(rules, "Button", ["NavigationBar"], traits: "idiom=phone,style=dark")
    #expect(winner(r, "cornerRadius") == 1)
    #expect(r.property("cornerRadius")!.value == .number(2))
    #expect(r.property("cornerRadius")!.candidates[0].fate == .lost(to: 1, because: .earlierInFile))
  }

  @Test("repeated containers: the outermost occurrence decides")
  func repeatedContainers() {
    // View in NavigationBar (inner) inside Popover inside NavigationBar (outer).
    let chain = ["NavigationBar", "Popover", "NavigationBar", "Window"]
    let rules = [
      rule("Label", ["NavigationBar"], ["font": .string("A")]),  // root-most match at 2
      rule("Label", ["Popover"], traits: "style=light", ["font": .string("B")]),  // at 1
    ]
    let r = resolve(rules, "Label", chain)
    #expect(winner(r, "font") == 0)
    #expect(r.property("font")!.candidates[0].embedding == [2])
  }

  @Test("precedence is per property: different rules can win different properties")
  func perProperty() {
    let rules = [
      rule("Button", ["NavigationBar"], ["tintColor": .color(.asset("AccentColor"))]),
      rule("Button", ["cornerRadius": .number(6), "tintColor": .color(.asset("Tint"))]),
    ]
    let r = resolve(rules, "Button", ["NavigationBar"])
    #expect(winner(r, "tintColor") == 0)
    #expect(winner(r, "cornerRadius") == 1)
    #expect(r.properties.map(\.name) == ["cornerRadius", "tintColor"])
  }

  @Test("an instance value beats every rule")
  func instanceValues() {
    let rules = [rule("Button", ["NavigationBar"], traits: "style=dark", ["tintColor": .color(.asset("AccentColor"))])]
    let red = AppearanceValue.color(.literal(red: 255, green: 0, blue: 0, alpha: 255))
    let r = resolve(
      rules, "Button", ["NavigationBar"], traits: "style=dark", set: ["tintColor": red, "title": .string("OK")])
    #expect(r.property("tintColor")?.source == .instance)
    #expect(r.property("tintColor")?.value == red)
    #expect(r.property("tintColor")?.candidates.map(\.fate) == [.overriddenByInstanceValue])
    #expect(r.property("title")?.value == .string("OK"))
    #expect(r.property("tintColor")?.asset == nil)  // a literal resolves to no asset
  }
}

@Suite("Appearance rules: values resolved with SPEC §3")
struct AppearanceAssetResolutionTests {
  @Test func imagesCarryTheirRendition() {
    let rules = [
      rule("RatingControl", ["starImage": .image("Star")]),
      rule("RatingControl", traits: "height=compact", ["starImage": .image("StarSmall")]),
    ]
    let regular = resolve(rules, "RatingControl", traits: "idiom=phone,scale=3,height=regular").property("starImage")!
    #expect(regular.asset?.rendition?.file == "Star.imageset/star@3x.png")
    #expect(regular.asset?.rendition?.intrinsicSize == Size(width: 44, height: 44))
    let compact = resolve(rules, "RatingControl", traits: "idiom=phone,scale=3,height=compact").property("starImage")!
    #expect(compact.asset?.rendition?.intrinsicSize == Size(width: 22, height: 22))
  }

  @Test func colorsResolveUnderTheQueryTraits() {
    let rules = [rule("Button", ["tintColor": .color(.asset("AccentColor"))])]
    let dark = resolve(rules, "Button", traits: "style=dark").property("tintColor")!
    #expect(dark.asset?.rendition?.order == 1)
    let light = resolve(rules, "Button").property("tintColor")!
    #expect(light.asset?.rendition?.order == 0)
  }

  @Test func unknownAssetHasNoMatch() {
    let r = resolve([rule("Button", ["image": .image("Nope")])], "Button")
    #expect(r.property("image")?.asset?.asset == nil)
    #expect(r.everyAssetMatched == false)
  }
}

@Suite("Appearance values")
struct AppearanceValueTests {
  @Test func colorLiterals() {
    #expect(AppearanceColor(parsing: "#ff8000") == .literal(red: 255, green: 128, blue: 0, alpha: 255))
    #expect(AppearanceColor(parsing: "#FF800080") == .literal(red: 255, green: 128, blue: 0, alpha: 128))
    #expect(AppearanceColor(parsing: "#FF80") == nil)
    #expect(AppearanceColor(parsing: "#GG8000") == nil)
    #expect(AppearanceColor(parsing: "Tint") == .asset("Tint"))
    #expect(AppearanceColor(parsing: "#ff8000")?.text == "#FF8000")
  }

  @Test("--set values: inferred, explicit kind, or the kind the rules give the property")
  func setValues() {
    #expect(AppearanceValue(inferring: "#FF0000") == .color(.literal(red: 255, green: 0, blue: 0, alpha: 255)))
    #expect(AppearanceValue(inferring: "6") == .number(6))
    #expect(AppearanceValue(inferring: "true") == .bool(true))
    #expect(AppearanceValue(inferring: "8,16,8,16") == .insets(EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)))
    #expect(AppearanceValue(inferring: "44,44") == .size(Size(width: 44, height: 44)))
    #expect(AppearanceValue(inferring: "Hello") == .string("Hello"))
    #expect(AppearanceValue(inferring: "image:Star") == .image("Star"))
    #expect(AppearanceValue(text: "Star", expected: .image) == .image("Star"))
    #expect(AppearanceValue(text: "AccentColor", expected: .color) == .color(.asset("AccentColor")))
    #expect(AppearanceValue(text: "x", expected: .number) == nil)
  }

  @Test("the JSON form round-trips")
  func codable() throws {
    let set = AppearanceRuleSet(rules: [
      AppearanceRule(
        component: "Button", containedIn: ["NavigationBar"], traits: traits("style=dark"),
        properties: [
          "a": .image("Star"), "b": .color(.literal(red: 1, green: 2, blue: 3, alpha: 4)), "c": .number(1.5),
          "d": .string("s"), "e": .bool(false), "f": .insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
          "g": .size(Size(width: 5, height: 6)),
        ], line: 3)
    ])
    let data = try JSONEncoder().encode(set)
    #expect(try JSONDecoder().decode(AppearanceRuleSet.self, from: data) == set)
  }
}

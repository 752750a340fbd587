import AssetCatCore
import AssetCatSymbols
import Testing

/// The naming rules, checked against names whose Xcode-generated symbols were read off
/// GeneratedAssetSymbols.swift files Xcode wrote for real catalogs.
@Suite("Symbol names: Xcode 15+ rules")
struct SymbolNameTests {
  @Test(arguments: [
    ("AccentColor", AssetKind.color, "accent"),
    ("BGColorOne", .color, "bgColorOne"),
    ("LaunchScreenBackground", .color, "launchScreenBackground"),
    ("color_000000", .color, "color000000"),
    ("Color", .color, "color"),
    ("HeaderImage", .image, "header"),
    ("HeaderImage", .data, "headerImage"),
    ("BMW", .image, "BMW"),
    ("M", .image, "M"),
    ("M-stadt", .image, "mStadt"),
    ("TLS2016", .image, "TLS_2016"),
    ("TLSold", .image, "tlSold"),
    ("A-1-1-0", .image, "A_1_1_0"),
    ("ironMaiden2", .image, "ironMaiden2"),
    ("arrow_basic_e", .image, "arrowBasicE"),
    ("121212", .color, "_121212"),
    ("Blue Sky", .image, "blueSky"),
    ("Default", .color, "`default`"),
    ("self", .image, "self_"),
    ("---", .image, "asset"),
  ])
  func member(_ name: String, _ kind: AssetKind, _ expected: String) {
    #expect(SymbolName.member(name, kind: kind) == expected)
  }

  @Test(arguments: [
    ("iconPreviews", "IconPreviews"), ("Colors", "Colors"), ("Button", "Button"), ("2024 promo", "_2024Promo"),
  ])
  func namespace(_ name: String, _ expected: String) {
    #expect(SymbolName.namespace(name) == expected)
  }

  @Test func clashingNamesAreAC080AndTheLaterOneIsLeftOut() throws {
    let table = SymbolTable([
      SymbolSource(name: "Logo", kind: .image, location: "A.xcassets/Logo.imageset"),
      SymbolSource(name: "logo", kind: .image, location: "A.xcassets/logo.imageset"),
      SymbolSource(name: "LogoImage", kind: .image, location: "A.xcassets/LogoImage.imageset"),
      SymbolSource(name: "Logo", kind: .color, location: "A.xcassets/Logo.colorset"),
    ])
    #expect(table.roots[.image]?.members == ["logo": "Logo"])
    #expect(table.roots[.color]?.members == ["logo": "Logo"])
    #expect(table.diagnostics.map(\.code) == [.AC080, .AC080])
    try #require(table.diagnostics.map(\.asset) == ["LogoImage", "logo"])
    let message = table.diagnostics[0].message
    #expect(message.contains("'LogoImage'") && message.contains("'Logo'") && message.contains("CatalogImage.logo"))
  }

  @Test func namespacesNestAndAConstantNamedLikeANamespaceClashes() {
    let table = SymbolTable([
      SymbolSource(name: "Icons/Back", kind: .image, location: "x"),
      SymbolSource(name: "Icons/Sub/Star", kind: .image, location: "x"),
      SymbolSource(name: "ICONS", kind: .image, location: "y"),
      SymbolSource(name: "Icons", kind: .image, location: "z"),
    ])
    let icons = table.roots[.image]?.children["Icons"]
    #expect(icons?.members == ["back": "Icons/Back"])
    #expect(icons?.children["Sub"]?.members == ["star": "Icons/Sub/Star"])
    #expect(table.roots[.image]?.members == ["ICONS": "ICONS", "icons": "Icons"])
    #expect(table.diagnostics.isEmpty)
  }

  @Test func sameInputSameText() {
    let sources = (0..<50).map {
      SymbolSource(name: "Group\($0 % 3)/Item \($0)", kind: $0 % 2 == 0 ? .image : .color, location: "")
    }
    let a = SwiftSymbolFile(table: SymbolTable(sources), catalogNames: ["A.xcassets"]).text
    let b = SwiftSymbolFile(table: SymbolTable(sources.reversed()), catalogNames: ["A.xcassets"]).text
    #expect(a == b)
  }
}

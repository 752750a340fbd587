import Foundation
import Testing

@testable import AssetCatCore

@Suite("Trait collections: text form, containment, merge (SPEC §2)")
struct TraitCollectionTests {
  @Test func parsesTextFormWithAliases() throws {
    let t = try TraitCollection(
      parsing:
        "idiom=iphone, "
        + "scale=3x,width=compact,height=regular,style=dark,gamut=display-P3,direction=right-to-left,"
        + "locale=fr_ca,memory=4GB,graphics=apple7"
    )
    #expect(t.idiom == .phone)
    #expect(t.scale == 3)
    #expect(t.width == .compact)
    #expect(t.height == .regular)
    #expect(t.style == .dark)
    #expect(t.gamut == .p3)
    #expect(t.direction == .rtl)
    #expect(t.locale == "fr-CA")
    #expect(t.memory == 4)
    #expect(t.graphics == .apple7)
    #expect(
      t.textForm
        == "idiom=phone,scale=3,width=compact,height=regular,style=dark,gamut=p3,direction=rtl,locale=fr-CA,"
        + "memory=4GB,graphics=apple7"
    )
    #expect(try TraitCollection(parsing: t.textForm) == t)
  }

  @Test(arguments: [
    ("idiom=iphon", TraitError.invalidValue(axis: .idiom, value: "iphon")),
    ("scale=4", TraitError.invalidValue(axis: .scale, value: "4")),
    ("colour=red", TraitError.unknownKey("colour")),
    ("idiom", TraitError.malformed("idiom")),
  ])
  func rejectsBadText(text: String, error: TraitError) {
    #expect(throws: error) { try TraitCollection(parsing: text) }
  }

  @Test func emptyTextIsEmptyCollection() throws {
    #expect(try TraitCollection(parsing: "  ") == .empty)
  }

  @Test func containmentFollowsUIKit() throws {
    let a = try TraitCollection(parsing: "idiom=phone,scale=3,height=compact,style=dark")
    #expect(a.contains(try TraitCollection(parsing: "height=compact")))
    #expect(a.contains(try TraitCollection(parsing: "idiom=phone,style=dark")))
    #expect(a.contains(.empty))
    #expect(!a.contains(try TraitCollection(parsing: "height=regular")))
    #expect(!a.contains(try TraitCollection(parsing: "width=compact")))  // unspecified in a
  }

  @Test func mergeLastSpecifiedWins() throws {
    let m = TraitCollection.merged([
      try TraitCollection(parsing: "idiom=phone,style=light"),
      try TraitCollection(parsing: "style=dark,scale=2"),
      try TraitCollection(parsing: "scale=3"),
    ])
    #expect(m == (try TraitCollection(parsing: "idiom=phone,scale=3,style=dark")))
  }

  @Test func jsonFormRoundTrips() throws {
    let t = try TraitCollection(parsing: "idiom=pad,scale=2,width=regular")
    let data = try JSONEncoder().encode(t)
    #expect(try JSONDecoder().decode(TraitCollection.self, from: data) == t)
    let decoded = try JSONDecoder().decode(TraitCollection.self, from: Data(#"{"idiom":"iphone","scale":"3x"}"#.utf8))
    #expect(decoded == (try TraitCollection(parsing: "idiom=phone,scale=3")))
  }
}

import Testing

@testable import AssetCatCore

private func slot(_ text: String) -> TraitCollection { try! TraitCollection(parsing: text) }

/// SPEC §3, case by case. Each case: slots in Contents.json order, a request, the expected index.
@Suite("Resolver (SPEC §3)")
struct RenditionResolverTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var label: String
    var slots: [String]
    var request: String
    var expected: Int?
    var usesScale = true
    var testDescription: String { label }
  }

  static let cases: [Case] = [
    // Step 1: elimination.
    Case(label: "idiom contradicts", slots: ["idiom=pad,scale=2"], request: "idiom=phone,scale=2", expected: nil),
    Case(
      label: "unspecified idiom matches only any", slots: ["idiom=phone,scale=2", "scale=2"], request: "scale=2",
      expected: 1),
    Case(label: "dark slot eliminated by default light", slots: ["style=dark,scale=1"], request: "", expected: nil),
    Case(
      label: "high contrast eliminated by default normal", slots: ["contrast=high", "scale=1"], request: "", expected: 1
    ),
    Case(label: "scale never eliminates", slots: ["scale=3"], request: "scale=1", expected: 0),
    Case(label: "locale language matches region request", slots: ["locale=fr"], request: "locale=fr-CA", expected: 0),
    Case(
      label: "locale region does not match language request", slots: ["locale=fr-CA"], request: "locale=fr",
      expected: nil),
    Case(label: "memory at most request", slots: ["memory=8GB", "memory=2GB"], request: "memory=4GB", expected: 1),
    Case(label: "memory unspecified request", slots: ["memory=2GB"], request: "", expected: nil),
    Case(
      label: "graphics at most request", slots: ["graphics=apple9", "graphics=apple4"], request: "graphics=apple7",
      expected: 1),
    // Step 2: preference, axis by axis.
    Case(
      label: "specific idiom beats universal", slots: ["scale=2", "idiom=phone,scale=2"],
      request: "idiom=phone,scale=2", expected: 1),
    Case(
      label: "idiom before scale", slots: ["scale=3", "idiom=phone,scale=1"], request: "idiom=phone,scale=3",
      expected: 1),
    Case(
      label: "height compact variant", slots: ["scale=2", "height=compact,scale=2"], request: "height=compact,scale=2",
      expected: 1),
    Case(
      label: "width before height", slots: ["height=compact", "width=compact"], request: "width=compact,height=compact",
      expected: 1),
    Case(
      label: "dark beats any", slots: ["scale=2", "style=dark,scale=2"], request: "style=dark,scale=2", expected: 1),
    Case(label: "light slot beats any for light", slots: ["", "style=light"], request: "", expected: 1),
    // iOS 18 app icons: the tinted slot only for the tinted request, the any slot otherwise.
    Case(
      label: "tinted eliminated by default light", slots: ["", "style=dark", "style=tinted"], request: "", expected: 0),
    Case(
      label: "tinted eliminated by "
        + "dark", slots: ["", "style=dark", "style=tinted"], request: "style=dark", expected: 1),
    Case(
      label: "tinted beats any for tinted", slots: ["", "style=dark", "style=tinted"], request: "style=tinted",
      expected: 2),
    Case(label: "tinted falls back to any", slots: ["", "style=dark"], request: "style=tinted", expected: 0),
    Case(
      label: "direction before style", slots: ["style=dark", "direction=rtl"], request: "style=dark,direction=rtl",
      expected: 1),
    Case(label: "gamut before style", slots: ["style=dark", "gamut=p3"], request: "style=dark,gamut=p3", expected: 1),
    Case(
      label: "locale exact beats language", slots: ["locale=fr", "locale=fr-CA", ""], request: "locale=fr-CA",
      expected: 1),
    Case(label: "locale language beats any", slots: ["", "locale=fr"], request: "locale=fr-CA", expected: 1),
    Case(
      label: "memory highest that "
        + "matches", slots: ["memory=1GB", "memory=3GB", ""], request: "memory=4GB", expected: 1),
    Case(
      label: "graphics highest that matches", slots: ["graphics=apple2", "graphics=apple5"], request: "graphics=apple6",
      expected: 1),
    // Step 3: scale.
    Case(label: "exact scale", slots: ["scale=1", "scale=2", "scale=3"], request: "scale=2", expected: 1),
    Case(label: "vector slot when no exact", slots: ["scale=1", "", "scale=3"], request: "scale=2", expected: 1),
    Case(label: "exact beats vector", slots: ["", "scale=2"], request: "scale=2", expected: 1),
    Case(label: "smallest above", slots: ["scale=1", "scale=3"], request: "scale=2", expected: 1),
    Case(label: "largest below", slots: ["scale=1", "scale=2"], request: "scale=3", expected: 1),
    Case(label: "default scale 1", slots: ["scale=3", "scale=1"], request: "", expected: 1),
    // Step 4: ambiguity.
    Case(label: "first in order wins", slots: ["scale=2", "scale=2"], request: "scale=2", expected: 0),
    // Colors: no scale step.
    Case(label: "color dark", slots: ["", "style=dark"], request: "style=dark", expected: 1, usesScale: false),
    // Step 5: no match.
    Case(label: "empty asset", slots: [], request: "", expected: nil),
  ]

  @Test(arguments: cases)
  func resolves(_ c: Case) {
    let slots = c.slots.map(slot)
    let got = RenditionResolver.choose(slots: slots, request: slot(c.request), usesScale: c.usesScale)
    #expect(got == c.expected)
    #expect(RenditionResolver.explain(slots: slots, request: slot(c.request), usesScale: c.usesScale).chosen == got)
  }

  @Test func explainSaysWhyEachCandidateFell() {
    let slots = ["idiom=pad,scale=2", "scale=2", "idiom=phone,scale=1", "idiom=phone,scale=3"].map(slot)
    let e = RenditionResolver.explain(slots: slots, request: slot("idiom=phone,scale=3"))
    #expect(e.chosen == 3)
    #expect(e.fates == [.eliminated(axis: .idiom), .lessSpecific(axis: .idiom), .worseScale, .chosen])
    #expect(
      e.request.style == .light && e.request.gamut == .srgb && e.request.direction == .ltr
        && e.request.contrast == .normal)
  }

  @Test func intrinsicSizeUsesRenditionScale() {
    let r = Rendition(slot: slot("scale=2"), pixelSize: Size(width: 120, height: 80), order: 0)
    #expect(r.intrinsicSize == Size(width: 60, height: 40))
    let single = Rendition(slot: slot(""), pixelSize: Size(width: 30, height: 10), order: 0)
    #expect(single.intrinsicSize == Size(width: 30, height: 10))
    let pdf = Rendition(slot: slot(""), format: .pdf, vectorSize: Size(width: 24, height: 24), order: 0)
    #expect(pdf.intrinsicSize == Size(width: 24, height: 24))
  }
}

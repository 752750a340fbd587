import AssetCatArchive
import AssetCatArchiveWriter
import AssetCatCore
import Testing

@Suite struct CatalogThinningTests {
  static let asset = Asset(
    name: "Logo", kind: .image, path: "Logo.imageset",
    renditions: [
      Rendition(slot: .init(scale: 1), file: "a1", order: 0),
      Rendition(slot: .init(scale: 2), file: "a2", order: 1),
      Rendition(slot: .init(scale: 3), file: "a3", order: 2),
      Rendition(slot: .init(idiom: .phone, scale: 2), file: "p2", order: 3),
      Rendition(slot: .init(idiom: .pad, scale: 2), file: "i2", order: 4),
      Rendition(slot: .init(scale: 3, style: .dark), file: "d3", order: 5),
    ])

  func kept(_ keep: String) throws -> [String] {
    CatalogThinning.thin(Self.asset, keeping: try TraitCollection(parsing: keep)).renditions.compactMap(\.file)
  }

  /// idiom=phone,scale=3: the phone slot is specific on idiom, the first axis, so it beats every
  /// universal slot, dark included, for every such request.
  @Test func phoneAtThreeX() throws {
    #expect(try kept("idiom=phone,scale=3") == ["p2"])
  }

  /// scale=3 alone: any idiom may be asked for, so the phone and pad slots stay; universal 1x and
  /// 2x lose to 3x whatever the other traits are.
  @Test func threeXAnyIdiom() throws {
    #expect(try kept("scale=3") == ["a3", "p2", "i2", "d3"])
  }

  @Test func nothingKeptKeepsEverything() throws {
    #expect(try kept("") == ["a1", "a2", "a3", "p2", "i2", "d3"])
  }

  /// A request with the kept traits gets the same answer from the thinned asset, for every
  /// combination of the other axes' values.
  @Test(arguments: ["idiom=phone,scale=3", "scale=2,style=dark", "idiom=tv", "width=compact"])
  func answersUnchanged(_ keepText: String) throws {
    let keep = try TraitCollection(parsing: keepText)
    let thinned = CatalogThinning.thin(Self.asset, keeping: keep)
    for idiom in [nil] + Idiom.allCases {
      for scale in 1...3 {
        for style in [nil] + UserInterfaceStyle.allCases {
          let t = TraitCollection.merged([TraitCollection(idiom: idiom, scale: scale, style: style), keep])
          let a = RenditionResolver.choose(slots: Self.asset.renditions.map(\.slot), request: t).map {
            Self.asset.renditions[$0]
          }
          let b = RenditionResolver.choose(slots: thinned.renditions.map(\.slot), request: t).map {
            thinned.renditions[$0]
          }
          #expect(a == b, "\(t)")
        }
      }
    }
  }
}

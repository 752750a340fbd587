import AssetCatCore
import AssetCatImaging
import AssetCatSource
import AssetCatTestSupport
import Foundation
import Testing

/// tvOS brand assets and image stacks: read through, as actool names what is inside them. They
/// were listed without their insides before, so their layers and top shelf images were lost.
@Suite("tvOS image stacks")
struct ImageStackReadTests {
  static let info = #""info" : { "author" : "xcode", "version" : 1 }"#

  static func catalog(listing layers: [String], present: [String]) throws -> FixtureCatalog {
    let c = try FixtureCatalog(name: "TV")
    try c.contents(
      "Brand.brandassets",
      #"{ "assets" : [ { "filename" : "App Icon.imagestack", "idiom" : "tv", "role" : "primary-app-icon", "#
        + #""size" : "400x240" }, { "filename" : "Shelf.imageset", "idiom" : "tv", "role" : "top-shelf-image", "#
        + #""size" : "1920x720" } ], "#
        + info + " }")
    let list = layers.map { #"{ "filename" : "\#($0).imagestacklayer" }"# }.joined(separator: ", ")
    try c.contents("Brand.brandassets/App Icon.imagestack", "{ \"layers\" : [ \(list) ], \(info) }")
    for layer in present {
      try c.contents("Brand.brandassets/App Icon.imagestack/\(layer).imagestacklayer", "{ \(info) }")
      let set = "Brand.brandassets/App Icon.imagestack/\(layer).imagestacklayer/Content.imageset"
      try c.contents(set, #"{ "images" : [ { "filename" : "a.png", "idiom" : "tv", "scale" : "1x" } ], "# + info + " }")
      try c.png(set + "/a.png", width: 4, height: 2)
    }
    try c.contents(
      "Brand.brandassets/Shelf.imageset",
      #"{ "images" : [ { "filename" : "s.png", "idiom" : "tv", "scale" : "1x" } ], "# + info + " }")
    try c.png("Brand.brandassets/Shelf.imageset/s.png", width: 4, height: 2)
    return c
  }

  @Test("layers are image sets named <stack>/<layer>/Content; the folder's roles and the stack's layers are kept")
  func namesAndRoles() throws {
    let c = try Self.catalog(listing: ["Front", "Back"], present: ["Front", "Back"])
    let r = try SourceCatalogReader.read(paths: [c.path], options: .init(inspector: .imaging))
    #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
    #expect(r.catalog.asset(named: "App Icon/Front/Content")?.kind == .image)
    #expect(r.catalog.asset(named: "App Icon/Back/Content")?.kind == .image)
    #expect(r.catalog.asset(named: "Shelf")?.kind == .image)
    #expect(r.sourceAsset(named: "App Icon")?.stackLayers == ["Front", "Back"])
    let roles = try #require(r.sourceAsset(named: "Brand")).brandRoles
    #expect(roles.homeScreenIcon == "App Icon")
    #expect(roles.asset(for: "top-shelf-image") == "Shelf")
    // compile keeps every folder's Contents.json for extract: the layers' too (they were lost).
    let kept = Set(r.contentsFiles().keys)
    for folder in [
      "Brand.brandassets", "Brand.brandassets/App Icon.imagestack",
      "Brand.brandassets/App Icon.imagestack/Front.imagestacklayer",
    ] {
      #expect(kept.contains(folder + "/Contents.json"), "\(folder)")
    }
  }

  @Test("a stack listing a layer that is not there is AC010 (the layers that are there still read)")
  func missingLayer() throws {
    let c = try Self.catalog(listing: ["Front", "Middle"], present: ["Front"])
    let r = try SourceCatalogReader.read(paths: [c.path], options: .init(inspector: .imaging))
    #expect(r.diagnostics.map(\.code) == [.AC010])
    #expect(r.diagnostics.first?.message.contains("Middle.imagestacklayer") == true)
    #expect(r.sourceAsset(named: "App Icon")?.stackLayers == ["Front"])
  }

  @Test("a layer named by a path is AC010 and not read, even when the folder it names exists (outside the stack)")
  func layerPath() throws {
    let c = try Self.catalog(listing: ["../Elsewhere/Front"], present: [])
    try c.contents(
      "Brand.brandassets/Elsewhere/Front.imagestacklayer/Content.imageset", #"{ "images" : [ ], "# + Self.info + " }")
    let r = try SourceCatalogReader.read(paths: [c.path], options: .init(inspector: .imaging))
    #expect(r.diagnostics.map(\.code) == [.AC010])
    #expect(r.sourceAsset(named: "App Icon")?.stackLayers == [])
    #expect(r.catalog.assets.allSatisfy { !$0.name.contains("..") })
  }
}

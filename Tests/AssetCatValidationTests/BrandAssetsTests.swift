import AssetCatCore
import AssetCatTestSupport
import AssetCatValidation
import Foundation
import Testing

/// AC071 for tvOS: the brand assets `--app-icon` names hold the home screen icon, the App Store
/// icon and both top shelf images, each at its scales (every layer of a stack too). A brand
/// assets folder was checked for existence only, so a tvOS app could reach App Store Connect
/// without its icons.
@Suite("tvOS brand assets (AC071)")
struct BrandAssetsTests {
  static let info = #""info" : { "author" : "xcode", "version" : 1 }"#

  /// Xcode's template, filled: `omit` leaves out an entry (by its asset name), `oneX` gives that
  /// asset (or layer, `Stack/Layer`) its 1x image only.
  static func catalog(omit: String? = nil, oneX: String? = nil) throws -> TestCatalog {
    let c = try TestCatalog("TV")
    let all = [
      ("App Icon - App Store", "imagestack", "primary-app-icon", "1280x768", [1]),
      ("App Icon", "imagestack", "primary-app-icon", "400x240", [1, 2]),
      ("Top Shelf Image Wide", "imageset", "top-shelf-image-wide", "2320x720", [1, 2]),
      ("Top Shelf Image", "imageset", "top-shelf-image", "1920x720", [1, 2]),
    ].filter { $0.0 != omit }
    let entries = all.map {
      #"{ "filename" : "\#($0.0).\#($0.1)", "idiom" : "tv", "role" : "\#($0.2)", "size" : "\#($0.3)" }"#
    }
    try c.write("Brand.brandassets/Contents.json", "{ \"assets\" : [ \(entries.joined(separator: ", ")) ], \(info) }")
    func imageSet(_ folder: String, _ name: String, _ scales: [Int]) throws {
      let used = name == oneX ? [1] : scales
      let images = used.map { #"{ "filename" : "i\#($0).png", "idiom" : "tv", "scale" : "\#($0)x" }"# }
      try c.write("\(folder)/Contents.json", "{ \"images\" : [ \(images.joined(separator: ", ")) ], \(info) }")
      for s in used { try c.write("\(folder)/i\(s).png", PNGWriter.png(width: 4 * s, height: 2 * s)) }
    }
    for (name, type, _, _, scales) in all {
      let folder = "Brand.brandassets/\(name).\(type)"
      guard type == "imagestack" else {
        try imageSet(folder, name, scales)
        continue
      }
      try c.write(
        "\(folder)/Contents.json",
        #"{ "layers" : [ { "filename" : "Front.imagestacklayer" }, { "filename" : "Back.imagestacklayer" } ], "# + info
          + " }")
      for layer in ["Front", "Back"] {
        try c.write("\(folder)/\(layer).imagestacklayer/Contents.json", "{ \(info) }")
        try imageSet("\(folder)/\(layer).imagestacklayer/Content.imageset", "\(name)/\(layer)", scales)
      }
    }
    return c
  }

  static func findings(_ c: TestCatalog, skipAppStore: Bool = false) async throws -> [String] {
    var options = ValidationOptions()
    options.appIcons = AppIconRequest(platform: .tvOS, appIcon: "Brand", skipAppStoreDeployment: skipAppStore)
    let report = try await c.validate(options)
    return report.diagnostics.filter { $0.code == .AC071 }.map(\.message)
  }

  @Test("Xcode's template, filled, passes")
  func complete() async throws {
    let c = try Self.catalog()
    defer { c.remove() }
    #expect(try await Self.findings(c).isEmpty)
  }

  @Test("a missing top shelf image, a layer without its 2x image and a missing App Store icon are AC071")
  func missing() async throws {
    let shelf = try Self.catalog(omit: "Top Shelf Image Wide")
    defer { shelf.remove() }
    #expect(
      try await Self.findings(shelf) == [
        "The brand assets \"Brand\" have no Top Shelf Image Wide (2320x720 points, role top-shelf-image-wide), "
          + "which Apple TV apps need; add one"
      ])
    let layer = try Self.catalog(oneX: "App Icon/Back")
    defer { layer.remove() }
    #expect(
      try await Self.findings(layer) == [
        "The home screen app icon needs a 400x240@2x image, and the layer \"Back\" of the image stack \"App "
          + "Icon\" has none; add it"
      ])
    let store = try Self.catalog(omit: "App Icon - App Store")
    defer { store.remove() }
    #expect(try await Self.findings(store).count == 1)
    #expect(try await Self.findings(store, skipAppStore: true).isEmpty)
  }
}

import AssetCatArchive
import AssetCatArchiveWriter
import AssetCatCore
import Foundation

/// Model catalogs built in code, with their payload bytes, for format tests.
enum Fixtures {
  /// A temporary folder removed when the value is released by the test.
  final class TempDir {
    let url: URL
    init() {
      url = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-archive-tests-\(UUID().uuidString)")
      try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
    func file(_ name: String) -> URL { url.appendingPathComponent(name) }
  }

  static func bytes(_ seed: Int, count: Int) -> [UInt8] {
    var x = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15 | 1
    return (0..<count).map { _ in
      x ^= x << 13
      x ^= x >> 7
      x ^= x << 17
      return UInt8(truncatingIfNeeded: x)
    }
  }

  /// A catalog that uses every field of the model, and the bytes of each file.
  static func richCatalog() -> (AssetCatalog, [String: [UInt8]]) {
    var files: [String: [UInt8]] = [:]
    let shared = bytes(7, count: 100)
    files["Logo.imageset/logo.png"] = bytes(1, count: 37)
    files["Logo.imageset/logo@2x.png"] = bytes(2, count: 64)
    files["Logo.imageset/logo-dark@2x.png"] = bytes(3, count: 1)
    files["Logo.imageset/logo@3x.png"] = shared
    files["Icons/Star.imageset/star.pdf"] = bytes(4, count: 300)
    files["Icons/Copy.imageset/copy@3x.png"] = shared  // same bytes as logo@3x: stored once
    files["Blob.dataset/blob.json"] = Array(#"{"k": 1}"#.utf8)
    files["Empty.dataset/empty.bin"] = []
    files["Café.imageset/café.png"] = bytes(5, count: 20)

    let logo = Asset(
      name: "Logo", kind: .image, path: "Logo.imageset",
      renditions: [
        Rendition(
          slot: TraitCollection(scale: 1), file: "Logo.imageset/logo.png", format: .png,
          pixelSize: Size(width: 60, height: 40), order: 0),
        Rendition(
          slot: TraitCollection(scale: 2), file: "Logo.imageset/logo@2x.png", format: .png,
          pixelSize: Size(width: 120, height: 80),
          alignmentInsets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
          resizing: Resizing(
            mode: "9-part", centerMode: "tile", centerSize: Size(width: 2, height: 3),
            capInsets: EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)),
          order: 1),
        Rendition(
          slot: TraitCollection(scale: 2, style: .dark), file: "Logo.imageset/logo-dark@2x.png", format: .png,
          pixelSize: Size(width: 121, height: 80.5), order: 2),
        Rendition(
          slot: TraitCollection(scale: 3), file: "Logo.imageset/logo@3x.png", format: .png,
          pixelSize: Size(width: 180, height: 120), resizing: Resizing(mode: "3-part-horizontal", capInsets: .zero),
          order: 3),
        Rendition(slot: TraitCollection(idiom: .pad, scale: 2), order: 4),  // empty slot
      ],
      properties: AssetProperties(
        templateRenderingIntent: "template", preservesVectorRepresentation: true, compressionType: "lossless",
        localizable: true,
        onDemandResourceTags: ["level1", "intro"], autoScaling: "auto"))
    let star = Asset(
      name: "Icons/Star", kind: .image, path: "Icons/Star.imageset",
      renditions: [
        Rendition(
          slot: TraitCollection(
            idiom: .watch, subtype: "42mm", screenWidth: .above(161), width: .compact, height: .regular, style: .light,
            contrast: .high, gamut: .p3,
            direction: .rtl, locale: "fr-CA", memory: 4, graphics: .apple7),
          file: "Icons/Star.imageset/star.pdf", format: .pdf, vectorSize: Size(width: 24, height: 24), order: 0)
      ])
    let copy = Asset(
      name: "Icons/Copy", kind: .image, path: "Icons/Copy.imageset",
      renditions: [
        Rendition(
          slot: TraitCollection(idiom: .phone, scale: 3), file: "Icons/Copy.imageset/copy@3x.png", format: .png,
          pixelSize: Size(width: 10, height: 10), order: 0)
      ])
    let accent = Asset(
      name: "AccentColor", kind: .color, path: "AccentColor.colorset",
      renditions: [
        Rendition(
          slot: TraitCollection(),
          color: ColorValue(
            colorSpace: "srgb",
            components: [
              .init(name: "red", value: 0.5), .init(name: "green", value: 1), .init(name: "blue", value: 0),
              .init(name: "alpha", value: 1),
            ]),
          order: 0),
        Rendition(
          slot: TraitCollection(style: .dark),
          color: ColorValue(
            colorSpace: "extended-gray",
            components: [.init(name: "white", value: 1.25), .init(name: "alpha", value: 0.5)]), order: 1),
        Rendition(
          slot: TraitCollection(contrast: .high),
          color: ColorValue(colorSpace: nil, components: [], reference: "systemBlueColor", platform: "ios"), order: 2),
      ])
    let blob = Asset(
      name: "Blob", kind: .data, path: "Blob.dataset",
      renditions: [
        Rendition(
          slot: TraitCollection(), file: "Blob.dataset/blob.json", format: .data, typeIdentifier: "public.json",
          order: 0)
      ])
    let empty = Asset(
      name: "Empty", kind: .data, path: "Empty.dataset",
      renditions: [
        Rendition(
          slot: TraitCollection(idiom: .mac), file: "Empty.dataset/empty.bin", format: .data, typeIdentifier: "",
          order: 0)
      ])
    let icon = Asset(
      name: "AppIcon", kind: .appIcon, path: "AppIcon.appiconset",
      renditions: [
        Rendition(
          slot: TraitCollection(idiom: .iosMarketing, scale: 1), iconSize: "1024x1024", iconRole: "appLauncher",
          iconPlatform: "ios", order: 0)
      ])
    let cafe = Asset(
      name: "Café", kind: .image, path: "Café.imageset",
      renditions: [
        Rendition(
          slot: TraitCollection(scale: 1), file: "Café.imageset/café.png", format: .png,
          pixelSize: Size(width: 1, height: 1), order: 0)
      ],
      properties: AssetProperties(onDemandResourceTags: ["intro"]))
    let other = Asset(name: "Sprites", kind: .other, path: "Sprites.spriteatlas", renditions: [])
    return (AssetCatalog(assets: [logo, star, copy, accent, blob, empty, icon, cafe, other]), files)
  }

  /// Writes `files` under `root` and returns a payload function reading them from disk.
  static func materialize(_ files: [String: [UInt8]], under root: URL) -> (Asset, Rendition) -> CompiledCatalogWriter
    .PayloadSource?
  {
    for (path, b) in files {
      let url = root.appendingPathComponent(path)
      try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try! Data(b).write(to: url)
    }
    return { _, r in r.file.map { .file(root.appendingPathComponent($0)) } }
  }

  static func inMemory(_ files: [String: [UInt8]]) -> (Asset, Rendition) -> CompiledCatalogWriter.PayloadSource? {
    { _, r in r.file.flatMap { files[$0] }.map { .bytes($0) } }
  }
}

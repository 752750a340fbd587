import AssetCatCore
import AssetCatFileSystem
import AssetCatIconComposer
import AssetCatImaging
import AssetCatSource
import AssetCatValidation
import Foundation

/// The flat app icons drawn from `.icon` inputs: each document drawn (`IconCompositor`) into a
/// temporary catalog as an app icon set of the document's name (`slots(_:)`), which the build
/// then reads like any catalog: the car's icon, the loose
/// icons, the `.icns` and the partial plist come from it as from an `.appiconset`. This is the
/// flattened fallback actool makes for systems before 26 (and with
/// `--enable-icon-stack-fallback-generation=disabled` not given); the layered icon stack itself
/// is written by the car writer (`CAROptions.iconComposerDocuments`).
struct IconComposerFallback {
  /// The temporary folder (removed by `remove()`) and the catalog in it.
  let folder: String
  let catalog: String
  /// The files read from the documents (for the dependency-info file).
  var inputs: [String] = []

  static let maxImageBytes = 64 << 20

  /// Draws `documents` (paths of `.icon` folders) for `platform`; `nil` when there are none.
  static func make(_ documents: [String], platform: ApplePlatform) throws(IconComposerError) -> IconComposerFallback? {
    guard !documents.isEmpty else { return nil }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-icon-\(UUID().uuidString)")
      .path
    var fallback = IconComposerFallback(folder: folder, catalog: folder + "/IconComposer.xcassets")
    do {
      try fallback.write("Contents.json", Array(#"{ "info" : { "author" : "assetcat", "version" : 1 } }"#.utf8))
      for document in documents { try fallback.add(document, platform: platform) }
    } catch {
      fallback.remove()
      throw error
    }
    return fallback
  }

  /// The app icon a document is drawn into: its name without `.icon` (`AppIcon.icon/` → `AppIcon`).
  static func iconName(of document: String) -> String {
    let path = document.hasSuffix("/") ? String(document.dropLast()) : document
    return ((path as NSString).lastPathComponent as NSString).deletingPathExtension
  }

  /// Draws one document into `<name>.appiconset`.
  mutating func add(_ document: String, platform: ApplePlatform) throws(IconComposerError) {
    let path = document.hasSuffix("/") ? String(document.dropLast()) : document
    let name = Self.iconName(of: document)
    let bytes = try read("icon.json", in: path)
    // Parsed once, by the parser validation and the car writer use: what is malformed is named
    // (AC090's wording), and every look is drawn from that model.
    let file: IconFile
    do { file = try IconFile.parse(bytes) } catch { throw .document("\(path)/\(error)") }
    let set = "\(name).appiconset"
    var entries: [String] = []
    var pictures: [String: Data] = [:]  // each read once, whatever the looks share
    for look in Self.looks(platform) {
      let parsed = IconComposerDocument(file, look: look)
      let layers = try parsed.placedLayers { (image) throws(IconComposerError) in
        if let known = pictures[image] { return known }
        let bytes = Data(try read("Assets/" + image, in: path))
        pictures[image] = bytes
        return bytes
      }
      for slot in Self.slots(platform) {
        let file = Self.fileName(name, slot, look)
        let pixels = slot.scale == 0 ? 1024 : slot.points * slot.scale
        try write(
          set + "/" + file, try draw(parsed, layers, pixels: pixels, platform: platform, look: look, path: path))
        entries.append(Self.entry(file, slot, look, platform))
      }
    }
    let contents =
      "{\n  \"images\" : [\n    " + entries.joined(separator: ",\n    ")
      + "\n  ],\n  \"info\" : { \"author\" : \"assetcat\", \"version\" : 1 }\n}\n"
    try write(set + "/Contents.json", Array(contents.utf8))
  }

  /// The slots the drawn set fills: iOS and watchOS take Xcode's single-size form (one 1024,
  /// scale 0 here), which actool scales; macOS the seven sizes Xcode 26.2's car of a public
  /// `.icon` (cubesql/cubeSQLAdmin, macOS 10.14) holds: 16 to 512 points at 2x, 1024 at 1x.
  static func slots(_ platform: ApplePlatform) -> [(points: Int, scale: Int)] {
    guard platform == .macOS else { return [(1024, 0)] }
    return [16, 32, 64, 128, 256, 512].map { ($0, 2) } + [(1024, 1)]
  }

  /// The looks drawn: iOS also gets the dark and tinted icons iOS 18 shows (an iOS 26 build's
  /// assetutil listing has the drawn icon in the default, dark and tintable appearances); the Mac
  /// build of a public `.icon` has only the default look, and watchOS has no other.
  static func looks(_ platform: ApplePlatform) -> [IconComposerDocument.Look] {
    platform == .iOS ? IconComposerDocument.Look.allCases : [.light]
  }

  static func fileName(_ name: String, _ slot: (points: Int, scale: Int), _ look: IconComposerDocument.Look) -> String {
    let base = slot.scale == 0 ? name : "\(name)-\(slot.points)@\(slot.scale)x"
    return look == .light ? base + ".png" : "\(base)-\(look.rawValue).png"
  }

  /// The slot's Contents.json entry; dark and tinted ones carry their `luminosity` appearance.
  static func entry(
    _ file: String, _ slot: (points: Int, scale: Int), _ look: IconComposerDocument.Look, _ platform: ApplePlatform
  ) -> String {
    let appearance =
      look == .light ? "" : #""appearances" : [ { "appearance" : "luminosity", "value" : "\#(look.rawValue)" } ], "#
    return slot.scale == 0
      ? #"{ \#(appearance)"filename" : "\#(file)", "idiom" : "universal", "#
        + #""platform" : "\#(platform.iconPlatformName)", "size" : "1024x1024" }"#
      : #"{ \#(appearance)"filename" : "\#(file)", "idiom" : "mac", "scale" : "\#(slot.scale)x", "#
        + #""size" : "\#(slot.points)x\#(slot.points)" }"#
  }

  /// The document drawn at `pixels` a side as a PNG: the full square, opaque, for iOS and
  /// watchOS (their home screens cut the shape); macOS's rounded square. The tinted look is
  /// its dark drawing in gray (iOS tints it).
  func draw(
    _ document: IconComposerDocument, _ layers: [IconLayer], pixels: Int, platform: ApplePlatform,
    look: IconComposerDocument.Look,
    path: String
  ) throws(IconComposerError) -> [UInt8] {
    let square = platform != .macOS
    do {
      var image = try IconCompositor.render(
        background: document.background ?? .solid(.white), layers: layers, pixels: pixels,
        shape: square ? .square : .roundedSquare,
        opaque: square)
      if look == .tinted { image = IconCompositor.gray(image) }
      return [UInt8](try PNGEncoder.encode(image, opaque: square))
    } catch {
      throw .document("\(path): the icon could not be drawn at \(pixels) pixels: \(error)")
    }
  }

  /// A file of the document under the project's path policy (nothing outside the `.icon`).
  mutating func read(_ relative: String, in document: String) throws(IconComposerError) -> [UInt8] {
    guard let root = BeneathPath.realPath(document) else {
      throw .document("\(document): the Icon Composer document does not exist")
    }
    switch BeneathPath.contents(of: relative, under: root, rootReal: root, limit: Self.maxImageBytes) {
    case .success(let bytes):
      inputs.append(document + "/" + relative)
      return bytes
    case .failure(let problem): throw .document("\(document)/\(relative) \(problem.text)")
    }
  }

  func write(_ relative: String, _ bytes: [UInt8]) throws(IconComposerError) {
    let url = URL(fileURLWithPath: catalog + "/" + relative)
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    } catch {
      throw .document("the fallback icon could not be written to \(url.path): \(error)")
    }
  }

  func remove() { try? FileManager.default.removeItem(atPath: folder) }
}

import AssetCatBytes
import AssetCatCAR
import AssetCatCARPixels
import AssetCatCARWriter
import AssetCatCore
import AssetCatImaging
import AssetCatSource
import AssetCatTestSupport
import Foundation
import Testing

/// The catalogs the car-writer tests compile, and a helper to build and open a car.
enum CARWriterSupport {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let sample = root.appendingPathComponent("SampleAssets/Demo.xcassets").path
  static let watchSample = root.appendingPathComponent("SampleAssets/Watch.xcassets").path
  /// The real catalogs this suite compiles, below the slice's or the full corpora's folder.
  static let corpusCatalogs = [
    "Ranchero-Software__NetNewsWire/Mac/Resources/Assets.xcassets",
    "Ranchero-Software__NetNewsWire/iOS/Resources/Assets.xcassets",
    "Ranchero-Software__NetNewsWire/Widget/Assets.xcassets",
    "element-hq__element-ios/Riot/Assets/Images.xcassets",
    "element-hq__element-ios/Riot/Assets/SharedImages.xcassets",
  ]

  /// The samples (Demo for iOS, Watch for watchOS), the slice's catalogs, and the full corpora's
  /// when present (platform from its folder: `Mac/` is macOS).
  static var catalogs: [(path: String, platform: String)] {
    var out = [(sample, "iphoneos"), (watchSample, "watchos")]
    for root in Corpora.roots {
      for p in corpusCatalogs where FileManager.default.fileExists(atPath: root + "/" + p) {
        out.append((root + "/" + p, p.contains("/Mac/") ? "macosx" : "iphoneos"))
      }
    }
    return out
  }

  static func read(_ path: String) throws -> SourceReadResult {
    try SourceCatalogReader.read(
      paths: [path], options: SourceReadOptions(probeImages: true, jobs: 2, inspector: .imaging))
  }

  /// The first app icon set's name, so the car carries an app icon as an app build's would.
  static func appIcon(_ source: SourceReadResult) -> String? {
    source.assets.filter { $0.asset.kind == .appIcon }.map(\.asset.name).sorted().first
  }

  static func options(_ source: SourceReadResult, platform: String, jobs: Int = 2) -> CAROptions {
    CAROptions(
      platform: ApplePlatform(actoolName: platform)!, minimumDeploymentTarget: OSVersion("15.0")!,
      appIcon: appIcon(source),
      jobs: jobs)
  }

  /// The catalog at `path` written as a car for `platform` and read back.
  static func car(_ path: String, platform: String) throws -> CARCatalog {
    let source = try read(path)
    return try open(try CARWriter.build(source, options: options(source, platform: platform)).0)
  }

  static func open(_ bytes: [UInt8]) throws -> CARCatalog {
    CARCatalog(file: try CARFile(storage: ByteStorage(copying: bytes)))
  }

  /// The first rendition named `name` in `car`, and its pixels decoded.
  static func bitmap(named name: String, in car: CARCatalog) throws -> (entry: CARFile.Entry, image: DecodedImage) {
    let entry = try #require(car.file.renditions.first { $0.header.name == name })
    guard case .bitmap(let image) = try CARRenditionContent.decode(entry, in: car.file) else {
      throw BitmapMissing(name: name)
    }
    return (entry, image)
  }

  struct BitmapMissing: Error, CustomStringConvertible {
    var name: String
    var description: String { "\(name) is not a bitmap" }
  }

  static func temporaryDirectory() -> URL {
    let dir = ScratchDirectory.path("carwriter")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
  }
}

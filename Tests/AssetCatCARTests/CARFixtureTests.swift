import AssetCatCAR
import AssetCatImaging
import AssetCatValidation
import Foundation
import Testing

/// Real cars Apple's actool wrote (see Fixtures/LICENSES.md), read, verified and extracted.
@Suite("Assets.car fixtures")
struct CARFixtureTests {
  typealias S = CARTestSupport

  @Test("Xcode 7.3 iOS car: every facet and rendition listed, every bitmap decoded and equal to its source PNG")
  func acextractPixelExact() async throws {
    let path = S.fixture("acextract-ios-xcode7.3.car")
    let file = try CARFile(path: path)
    #expect(file.facets.count == 6)
    #expect(file.renditions.count == 31)
    let v = S.verify(path)
    #expect(v.code == 0)
    #expect(v.capture.out.contains("31 bitmap"))
    let x = S.extract(path)
    #expect(x.code == 0, "\(x.capture.err)")
    let sources = try Self.pngs(in: S.fixture("acextract-source.xcassets"))
    var compared = 0
    for (name, extracted) in try Self.pngs(in: x.directory) {
      guard let source = sources[name] else { continue }
      let a = try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: extracted)))
      let b = try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: source)))
      guard a.width == b.width, a.height == b.height else { continue }
      #expect(Self.maxOpaqueDifference(a, b) <= 2, "\(name)")
      compared += 1
    }
    #expect(compared >= 10)
    try await Self.expectValid(x.directory)
  }

  @Test(
    """
    Xcode 26.3 macOS app icon: multisize set, packed atlases and internal links extract to an app icon set \
    that validates
    """
  )
  func gridAppIcon() async throws {
    let path = S.fixture("grid-macos-xcode26.3.car")
    let catalog = CARCatalog(file: try CARFile(path: path))
    let icon = try #require(catalog.asset(named: "AppIcon"))
    #expect(icon.kind == .appIcon)
    #expect(Set(icon.renditions.compactMap(\.iconSize)) == ["16x16", "32x32", "128x128", "256x256", "512x512"])
    #expect(S.verify(path).code == 0)
    let x = S.extract(path)
    #expect(x.code == 0)
    let contents = try String(contentsOfFile: x.directory + "/AppIcon.appiconset/Contents.json", encoding: .utf8)
    #expect(contents.contains("\"size\" : \"512x512\"") || contents.contains("\"size\": \"512x512\""))
    try await Self.expectValid(x.directory)
  }

  @Test("Xcode 5 macOS car (CSI v0) and a thinned car with no renditions read")
  func oldAndEmpty() throws {
    let old = S.verify(S.fixture("gui7kit-macos-xcode5.car"))
    #expect(old.code == 0)
    #expect(old.capture.out.contains("4 bitmap"))
    let thinned = S.verify(S.fixture("livecontainer-ios-thinned.car"))
    #expect(thinned.code == 0, "\(thinned.capture.err)")
    #expect(S.info(S.fixture("livecontainer-ios-thinned.car")).code == 0)
  }

  @Test("tvOS layer stack car: deepmap2 layers and the blurred (radiosity) images decode; every rendition reads")
  func layerStackDecodes() throws {
    let path = S.fixture("volte-tvos-xcode26.2.car")
    let v = S.verify(path)
    #expect(v.code == 0)
    // The two blurred images were reported as not decoded (8 bitmaps) before.
    #expect(v.capture.out.contains("10 bitmap"))
    #expect(v.capture.err.isEmpty, "\(v.capture.err)")
    let info = S.info(path)
    #expect(info.code == 0)
    #expect(info.capture.out.contains("key format:"))
  }

  static func pngs(in dir: String) throws -> [String: String] {
    var out: [String: String] = [:]
    let e = FileManager.default.enumerator(atPath: dir)
    while let p = e?.nextObject() as? String {
      // Keyed by "Set.imageset/file.png": groups differ between a source and its extraction.
      if p.hasSuffix(".png") { out[p.split(separator: "/").suffix(2).joined(separator: "/")] = dir + "/" + p }
    }
    return out
  }

  /// Largest channel difference over pixels opaque in both (premultiplied storage loses
  /// precision only where alpha < 255).
  static func maxOpaqueDifference(_ a: DecodedImage, _ b: DecodedImage) -> Int {
    var worst = 0
    for i in stride(from: 0, to: a.rgba.count, by: 4) where a.rgba[i + 3] == 255 && b.rgba[i + 3] == 255 {
      for c in 0..<3 { worst = max(worst, abs(Int(a.rgba[i + c]) - Int(b.rgba[i + c]))) }
    }
    return worst
  }

  /// `validate --decode` of an extracted catalog: no errors, and every PNG decodes.
  static func expectValid(_ dir: String) async throws {
    let input = try ValidationInput.read(paths: [dir], jobs: 1)
    let report = await Validator.validate(input, options: ValidationOptions(decode: true, jobs: 1))
    #expect(report.errorCount == 0, "\(report.diagnostics.filter { $0.severity == .error })")
  }
}

import AssetCatCAR
import AssetCatCARPixels
import AssetCatCore
import AssetCatTestSupport
import Testing

@testable import AssetCatCARWriter

/// Images of at most 256 colours are written as palette images (compression 8: indices packed in
/// 1, 2, 4 or 8 bits, LZFSE-coded) when the deployment target's CoreUI reads them, as deflate
/// before that, and read back to the same pixels either way.
@Suite struct CARPaletteImageTests {
  /// `colors` colours (premultiplied-exact: opaque, plus clear) over a `width` × 160 image (over
  /// 64 × 64 pixels, where deflate is not tried beside the palette), each row shifted so rows differ.
  static func pixels(colors: Int, width: Int) -> [UInt8] {
    (0..<(width * 160)).flatMap { i -> [UInt8] in
      let c = (i + i / width) % colors
      return c == 0 ? [0, 0, 0, 0] : [UInt8(c & 0xFF), UInt8(c >> 8 & 0xFF), UInt8(c * 7 & 0xFF), 255]
    }
  }

  static let cases: [(colors: Int, width: Int)] = [
    (2, 33), (3, 37), (4, 40), (5, 41), (16, 45), (17, 53), (256, 300), (257, 300),
  ]

  func build(target: String, platform: String = "iphoneos") throws -> (CARCatalog, [String: [UInt8]]) {
    let catalog = try FixtureCatalog()
    var expected: [String: [UInt8]] = [:]
    for (colors, width) in Self.cases {
      let name = "Colors\(colors)"
      try catalog.contents(
        "\(name).imageset",
        #"{ "images" : [ { "filename" : "a.png", "idiom" : "universal", "scale" : "1x" } ], "info" : { "#
          + #""author" : "xcode", "version" : 1 } }"#
      )
      let px = Self.pixels(colors: colors, width: width)
      try catalog.write("\(name).imageset/a.png", PNGWriter.png(width: width, height: 160, rgba: px))
      expected[name] = px
    }
    let source = try CARWriterSupport.read(catalog.path)
    var options = CARWriterSupport.options(source, platform: platform)
    options.minimumDeploymentTarget = OSVersion(target)!
    // Each image's own encoding: small images would otherwise be packed into an atlas.
    options.packsAtlases = false
    return (try CARWriterSupport.open(try CARWriter.build(source, options: options).0), expected)
  }

  func compression(_ car: CARCatalog, _ name: String) throws -> CARCompression {
    let entry = try #require(car.facets[name]?.entries.first)
    return try car.file.rendition(entry).parsePayload(CSIBitmapPayload.self).compression
  }

  @Test(arguments: ["13.0", "17.0"]) func fewColoursArePaletteImagesFromIOS13(target: String) throws {
    let (car, expected) = try build(target: target)
    for (colors, _) in Self.cases {
      let name = "Colors\(colors)"
      let c = try compression(car, name)
      if colors <= 256 { #expect(c == .palette, "\(name)") } else { #expect(c != .palette, "\(name)") }
      let entry = try #require(car.facets[name]?.entries.first)
      guard case .bitmap(let bitmap) = try CARRenditionContent.decode(entry, in: car.file) else {
        Issue.record("\(name) is not a bitmap")
        continue
      }
      #expect(bitmap.rgba == expected[name], "\(name)")
    }
  }

  /// Every image of at most 256 colours is a palette image, small ones included (smaller than
  /// their LZFSE chunks); one of more colours is LZFSE.
  @Test func fewColoursArePaletteImagesAtAnySize() {
    let encodings = CARPixelEncodings(palette: true)
    for (side, expected) in [(16, CARCompression.palette), (64, .palette), (65, .palette), (256, .palette)] {
      let bgra = (0..<(side * side)).flatMap { i -> [UInt8] in
        (i / side + i) % 3 == 0 ? [0, 0, 0, 0] : [9, 99, 200, 255]
      }
      let encoded = CARPixelEncoder.encode(bgra, width: side, height: side, encodings: encodings)
      #expect(encoded.payload.compression == expected, "\(side) × \(side)")
    }
    var rng = SplitMix64(seed: 3)
    let noise = (0..<(64 * 64)).flatMap { _ in
      [UInt8(rng.next() % 256), UInt8(rng.next() % 256), UInt8(rng.next() % 256), 255]
    }
    #expect(CARPixelEncoder.encode(noise, width: 64, height: 64, encodings: encodings).payload.compression == .lzfse)
  }

  @Test func olderTargetsGetNoPaletteImages() throws {
    for (target, platform) in [("12.4", "iphoneos"), ("10.14", "macosx"), ("5.0", "watchos")] {
      let (car, expected) = try build(target: target, platform: platform)
      for (colors, _) in Self.cases {
        let name = "Colors\(colors)"
        #expect(try compression(car, name) != .palette, "\(name) for \(platform) \(target)")
        let entry = try #require(car.facets[name]?.entries.first)
        guard case .bitmap(let bitmap) = try CARRenditionContent.decode(entry, in: car.file) else { continue }
        #expect(bitmap.rgba == expected[name], "\(name)")
      }
    }
  }

  @Test func deploymentTargetsDecideThePalette() {
    #expect(CARPixelEncodings(platform: .iOS, minimumDeploymentTarget: OSVersion("13.0")!).palette)
    #expect(!CARPixelEncodings(platform: .iOS, minimumDeploymentTarget: OSVersion("12.4")!).palette)
    #expect(CARPixelEncodings(platform: .macOS, minimumDeploymentTarget: OSVersion("10.15")!).palette)
    #expect(CARPixelEncodings(platform: .macOS, minimumDeploymentTarget: OSVersion("11")!).palette)
    #expect(!CARPixelEncodings(platform: .macOS, minimumDeploymentTarget: OSVersion("10.14.6")!).palette)
    #expect(CARPixelEncodings(platform: .watchOS, minimumDeploymentTarget: OSVersion("6.0")!).palette)
    #expect(!CARPixelEncodings(platform: .tvOS, minimumDeploymentTarget: OSVersion("12.0")!).palette)
    #expect(CARPixelEncodings(platform: .visionOS, minimumDeploymentTarget: OSVersion("1.0")!).palette)
  }
}

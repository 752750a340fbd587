import AssetCatBytes
import AssetCatCAR
import AssetCatCARPixels
import AssetCatCore
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCARWriter

/// Wide-colour twins: a Display P3 PNG whose colours leave sRGB gets a second rendition, `RGBW`
/// half floats in extended-range sRGB keyed gamut P3, as Apple's cars keep one; a P3-tagged PNG
/// whose colours sRGB holds gets none.
@Suite struct CARWideColorTwinTests {
  /// Pure P3 red and green: outside sRGB.
  static let saturated: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255]
  /// P3 values of sRGB colours (CARColorProfileTests): inside it.
  static let tame: [UInt8] = [187, 105, 62, 255, 76, 158, 215, 255]

  static func car(_ images: [(String, [UInt8])]) throws -> CARFile {
    let cat = try FixtureCatalog(name: "Wide")
    for (name, rgba) in images {
      _ = try cat.contents(
        "\(name).imageset",
        #"{"images":[{"filename":"a.png","idiom":"universal","scale":"2x"}],"info":{"author":"xcode","version":1}}"#)
      try cat.write(
        "\(name).imageset/a.png", PNGWriter.png(width: 2, height: 1, rgba: rgba, iccProfile: ICCProfiles.displayP3()))
    }
    let source = try CARWriterSupport.read(cat.path)
    var options = CAROptions(platform: .iOS, minimumDeploymentTarget: OSVersion("15.0")!)
    options.packsAtlases = images.count > 1
    return try CARFile(storage: ByteStorage(copying: try CARWriter.build(source, options: options).0))
  }

  static func gamut(_ car: CARFile, _ e: CARFile.Entry) -> UInt16 {
    zip(car.keyFormat.attributes, e.key.values).first { $0.0 == .displayGamut }?.1 ?? 0
  }

  @Test("a P3 image with colours outside sRGB gets an RGBW twin keyed gamut P3")
  func twin() throws {
    let car = try Self.car([("Art", Self.saturated)])
    let images = car.renditions.filter { $0.header.name == "a.png" }
    #expect(images.map { Self.gamut(car, $0) }.sorted() == [0, 1])
    let twin = try #require(images.first { Self.gamut(car, $0) == 1 })
    #expect(twin.header.pixelFormat == CSIPixelFormat.rgbw && twin.header.colorSpace & 0xF == 4)
    guard case .bitmap(let b) = try CARRenditionContent.decode(twin, in: car) else {
      Issue.record("the twin is not a bitmap")
      return
    }
    // Clamped to 8 bits the reader gives sRGB's nearest: red and green full, the rest 0.
    #expect(b.rgba[0] == 255 && b.rgba[1] <= 1 && b.rgba[5] == 255 && b.rgba[4] <= 1, "\(b.rgba)")
  }

  @Test("a P3-tagged image whose colours sRGB holds gets no twin")
  func noTwin() throws {
    let car = try Self.car([("Art", Self.tame)])
    #expect(car.renditions.filter { $0.header.name == "a.png" }.map { Self.gamut(car, $0) } == [0])
  }

  /// Xcode 26.3 made no twin of a P3 icon whose only colours outside sRGB were on three nearly
  /// transparent pixels (pom11/Grid's 512 × 512): a colour counts for its coverage.
  @Test("a P3 image whose colours outside sRGB are nearly transparent gets no twin")
  func faintColoursMakeNoTwin() throws {
    let faint: [UInt8] = [187, 105, 62, 255, 255, 0, 0, 2]
    let car = try Self.car([("Art", faint)])
    #expect(car.renditions.filter { $0.header.name == "a.png" }.map { Self.gamut(car, $0) } == [0])
  }

  @Test("small twins are packed into their own -gamut1 RGBW sheet")
  func twinSheet() throws {
    let car = try Self.car([("A", Self.saturated), ("B", Self.saturated)])
    let sheets = car.renditions.filter { $0.header.layout == .packedImage }.map {
      "\($0.header.name) \($0.header.pixelFormatName)"
    }
    #expect(sheets.sorted() == ["ZZZZPackedAsset-2.1.0-gamut0 ARGB", "ZZZZPackedAsset-2.1.0-gamut1 RGBW"])
  }

  @Test("half floats as IEEE 754 binary16, rounded to nearest even")
  func halfFloats() {
    #expect(HalfFloat.bits(1) == 0x3C00 && HalfFloat.bits(-2) == 0xC000 && HalfFloat.bits(0) == 0)
    #expect(HalfFloat.bits(65504) == 0x7BFF && HalfFloat.bits(1e6) == 0x7C00 && HalfFloat.bits(1e-8) == 0)
    #expect(HalfFloat.bits(0.1) == 0x2E66 && HalfFloat.bits(-0.0747) == 0xACC8)
    #expect(HalfFloat.bits(Float(5.96e-8)) == 0x0001)  // the smallest subnormal
  }
}

import AssetCatCAR
import AssetCatCore
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCARWriter

/// A PNG with an ICC profile goes into the car in sRGB, as actool's ImageIO stores it
/// (element-ios' Display P3 app icons and monitor-profiled art move by up to 112 levels); a
/// Display P3 slot keeps its pixels as they are.
@Suite struct CARColorProfileTests {
  static let p3: [UInt8] = [187, 105, 62, 255, 76, 158, 215, 255]
  /// Their sRGB values (SRGBConversionTests says how they were computed).
  static let srgb: [Int] = [200, 100, 50, 255, 28, 160, 220, 255]

  static func carPixels(gamut: String?) throws -> [UInt8] {
    let cat = try FixtureCatalog(name: "Profiled")
    let slot = gamut.map { #", "display-gamut" : "\#($0)""# } ?? ""
    _ = try cat.contents(
      "Art.imageset",
      #"{ "images" : [ { "filename" : "art.png", "idiom" : "universal"\#(slot) } ], "info" : { "#
        + #""author" : "xcode", "version" : 1 } }"#
    )
    try cat.write(
      "Art.imageset/art.png", PNGWriter.png(width: 2, height: 1, rgba: Self.p3, iccProfile: ICCProfiles.displayP3()))
    let car = try CARWriterSupport.car(cat.path, platform: "iphoneos")
    return try CARWriterSupport.bitmap(named: "art.png", in: car).image.rgba
  }

  @Test("a Display P3 PNG in an sRGB slot is stored in sRGB")
  func convertedInAnSRGBSlot() throws {
    let stored = try Self.carPixels(gamut: nil)
    #expect(zip(stored, Self.srgb).allSatisfy { abs(Int($0) - $1) <= 1 }, "\(stored)")
  }

  @Test("in a Display P3 slot its pixels are kept")
  func keptInAP3Slot() throws {
    #expect(try Self.carPixels(gamut: "display-P3") == Self.p3)
  }
}

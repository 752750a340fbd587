import AssetCatCAR
import AssetCatCore
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCARWriter

/// Sliced images (`resizing`) go into the car as Apple's cars hold them: the caps and the center
/// only, slices counted from the bottom edge, the layout saying tile or stretch. The numbers are
/// those of acextract's Xcode 7.3 car beside its source catalog.
@Suite struct CARSlicedImageTests {
  static func sliced(_ mode: String, center: Size, caps: EdgeInsets, centerMode: String = "tile") -> Resizing {
    Resizing(mode: mode, centerMode: centerMode, centerSize: center, capInsets: caps)
  }

  static func rect(_ x: UInt32, _ y: UInt32, _ w: UInt32, _ h: UInt32) -> CARRect {
    CARRect(x: x, y: y, width: w, height: h)
  }

  @Test("slices as Apple's car lists them: left to right, top row first, y from the bottom")
  func rectsAsApple() throws {
    let h = try #require(
      SlicedBitmap(
        Self.sliced(
          "3-part-horizontal", center: Size(width: 4, height: 0),
          caps: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)), width: 50, height: 50))
    #expect(h.width == 24 && h.height == 50)
    #expect(
      h.rects(mode: "3-part-horizontal") == [
        Self.rect(0, 0, 10, 50), Self.rect(10, 0, 4, 50), Self.rect(14, 0, 10, 50),
      ])
    let v = try #require(
      SlicedBitmap(
        Self.sliced(
          "3-part-vertical", center: Size(width: 0, height: 3), caps: EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        ), width: 50, height: 50))
    #expect(v.width == 50 && v.height == 23)
    #expect(
      v.rects(mode: "3-part-vertical") == [Self.rect(0, 13, 50, 10), Self.rect(0, 10, 50, 3), Self.rect(0, 0, 50, 10)])
    let n = try #require(
      SlicedBitmap(
        Self.sliced(
          "9-part", center: Size(width: 2, height: 3), caps: EdgeInsets(top: 10, left: 11, bottom: 12, right: 13)),
        width: 50, height: 50))
    #expect(n.width == 26 && n.height == 25)
    #expect(
      n.rects(mode: "9-part") == [
        Self.rect(0, 15, 11, 10), Self.rect(11, 15, 2, 10), Self.rect(13, 15, 13, 10),
        Self.rect(0, 12, 11, 3), Self.rect(11, 12, 2, 3), Self.rect(13, 12, 13, 3),
        Self.rect(0, 0, 11, 12), Self.rect(11, 0, 2, 12), Self.rect(13, 0, 13, 12),
      ])
  }

  @Test("the layout says tile or stretch: 20/21, 23/24, 30/31")
  func layouts() {
    let caps = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1), c = Size(width: 1, height: 1)
    let got = ["3-part-horizontal", "3-part-vertical", "9-part"].flatMap { mode in
      ["tile", "stretch"].map {
        CARRenditionEncoder.layout(Self.sliced(mode, center: c, caps: caps, centerMode: $0)).rawValue
      }
    }
    #expect(got == [20, 21, 23, 24, 30, 31])
    #expect(CARRenditionEncoder.layout(Resizing(mode: "9-part", capInsets: caps)).rawValue == 31)
    #expect(CARRenditionEncoder.layout(nil) == .onePartScale)
  }

  /// A 50 × 40 opaque image whose pixel (x, y) is red 5x, green 5y.
  static let pixels: [UInt8] = (0..<40).flatMap { y in
    (0..<50).flatMap { x -> [UInt8] in [UInt8(x * 5), UInt8(y * 5), 0, 255] }
  }

  static func catalog(_ resizing: String) throws -> FixtureCatalog {
    let cat = try FixtureCatalog(name: "Sliced")
    _ = try cat.contents(
      "Bar.imageset",
      """
      { "images" : [ { "filename" : "bar.png", "idiom" : "universal", "scale" : "1x", "resizing" : \(resizing) } ],
        "info" : { "author" : "xcode", "version" : 1 } }
      """)
    try cat.write("Bar.imageset/bar.png", PNGWriter.png(width: 50, height: 40, rgba: Self.pixels))
    return cat
  }

  @Test("a 9-part image is stored as its caps and center, and reads back with its slicing")
  func ninePartInTheCar() throws {
    let cat = try Self.catalog(
      """
      { "mode" : "9-part", "center" : { "mode" : "tile", "width" : 4, "height" : 2 },
        "cap-insets" : { "left" : 10, "right" : 6, "top" : 5, "bottom" : 7 } }
      """)
    let source = try CARWriterSupport.read(cat.path)
    let car = try CARWriterSupport.car(cat.path, platform: "iphoneos")
    let (entry, bitmap) = try CARWriterSupport.bitmap(named: "bar.png", in: car)
    #expect(entry.header.width == 20 && entry.header.height == 14 && entry.header.layout.rawValue == 30)
    // Columns 0–13 and 44–49, rows 0–6 and 33–39 of the source.
    let xs = Array(0..<14) + Array(44..<50), ys = Array(0..<7) + Array(33..<40)
    let expected: [UInt8] = ys.flatMap { y in xs.flatMap { x -> [UInt8] in [UInt8(x * 5), UInt8(y * 5), 0, 255] } }
    #expect(bitmap.width == 20 && bitmap.height == 14 && bitmap.rgba == expected)
    let written = try #require(car.asset(named: "Bar")?.renditions.first)
    let original = try #require(source.catalog.assets.first { $0.name == "Bar" }?.renditions.first)
    #expect(
      written.resizing
        == Resizing(
          mode: "9-part", centerMode: "tile", centerSize: Size(width: 4, height: 2),
          capInsets: EdgeInsets(top: 5, left: 10, bottom: 7, right: 6)))
    #expect(written.resizing == original.resizing)
    #expect(written.intrinsicSize == Size(width: 20, height: 14) && original.intrinsicSize == written.intrinsicSize)
  }

  @Test("a center without a size keeps the whole image: nothing is dropped")
  func wholeWithoutCenterSize() throws {
    let cat = try Self.catalog(
      #"{ "mode" : "3-part-horizontal", "center" : { "mode" : "stretch" }, "cap-insets" : { "left" : 10, "#
        + #""right" : 6 } }"#
    )
    let car = try CARWriterSupport.car(cat.path, platform: "iphoneos")
    let (entry, bitmap) = try CARWriterSupport.bitmap(named: "bar.png", in: car)
    #expect(entry.header.width == 50 && entry.header.height == 40 && entry.header.layout.rawValue == 21)
    #expect(bitmap.rgba == Self.pixels)
  }
}

import AssetCatCAR
import AssetCatCore
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCARWriter

/// Alignment insets in TLV 1003 as Apple's cars hold them: (left, top), (right, bottom), then the
/// image less its insets. acextract's Xcode 7.3 car beside its source: `a_any` image.png, 50 × 50
/// with insets top 5, left 10, bottom 15, right 20, is 1, 10, 5, 20, 15, 20, 30; image@2x.png,
/// 100 × 100 with 6, 12, 18, 24, is 1, 12, 6, 24, 18, 64, 76. Ours had left and right swapped and
/// the whole image's size last.
@Suite struct CARAlignmentInsetsTests {
  static func metrics(insets: EdgeInsets, width: Int, height: Int) throws -> CSIMetrics {
    let r = Rendition(
      slot: TraitCollection(scale: 1), file: "image.png", format: .png, alignmentInsets: insets, order: 0)
    let tlvs = CARRenditionEncoder.bitmapTLVs(
      width: width, height: height, rowBytes: width * 4, rendition: r, sliced: nil)
    return try #require(try tlvs.first { $0.type == CSITLV.metrics }?.parse(CSIMetrics.self))
  }

  @Test("the writer stores Apple's numbers")
  func written() throws {
    let one = try Self.metrics(insets: EdgeInsets(top: 5, left: 10, bottom: 15, right: 20), width: 50, height: 50)
    #expect(one == CSIMetrics(topLeft: (10, 5), bottomRight: (20, 15), contentSize: (20, 30)))
    let two = try Self.metrics(insets: EdgeInsets(top: 6, left: 12, bottom: 18, right: 24), width: 100, height: 100)
    #expect(two == CSIMetrics(topLeft: (12, 6), bottomRight: (24, 18), contentSize: (64, 76)))
    let none = try Self.metrics(insets: .zero, width: 7, height: 3)
    #expect(none == CSIMetrics(topLeft: (0, 0), bottomRight: (0, 0), contentSize: (7, 3)))
    let covering = try Self.metrics(
      insets: EdgeInsets(top: 1e12, left: 1e12, bottom: 1e12, right: 1e12), width: 7, height: 3)
    #expect(covering.contentSize == (0, 0))
  }

  @Test("a car with Apple's numbers reads back the Contents.json insets, and ours round-trip")
  func readBack() throws {
    let cat = try FixtureCatalog(name: "Insets")
    _ = try cat.contents(
      "A.imageset",
      #"{ "images" : [ { "filename" : "a.png", "idiom" : "universal", "scale" : "1x", "alignment-insets" : { "#
        + #""top" : 5, "left" : 10, "bottom" : 15, "right" : 20 } } ], "info" : { "author" : "xcode", "#
        + #""version" : 1 } }"#
    )
    try cat.png("A.imageset/a.png", width: 50, height: 50)
    let car = try CARWriterSupport.car(cat.path, platform: "iphoneos")
    let entry = try #require(car.file.renditions.first { $0.header.name == "a.png" })
    #expect(
      try entry.tlv(CSITLV.metrics)?.parse(CSIMetrics.self)
        == CSIMetrics(topLeft: (10, 5), bottomRight: (20, 15), contentSize: (20, 30)))
    #expect(
      car.asset(named: "A")?.renditions.first?.alignmentInsets == EdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
  }
}

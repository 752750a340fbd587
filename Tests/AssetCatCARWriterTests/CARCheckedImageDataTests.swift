import AssetCatImageHeaders
import AssetCatSource
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCARWriter

/// The writer decodes a PNG without a second Adler-32 only where the reader's probe inflated
/// that file's image data and found it sound; a wrong checksum is never taken on trust.
@Suite struct CARCheckedImageDataTests {
  /// `Good.imageset` (intact) and `Bad.imageset`, whose zlib stream ends in a wrong Adler-32
  /// behind right chunk CRCs.
  static func catalog() throws -> FixtureCatalog {
    let c = try FixtureCatalog(name: "Adler")
    var stream = StructureSamples.pngImageData
    for name in ["Good", "Bad"] {
      try c.contents("\(name).imageset", #"{ "images" : [ { "filename" : "a.png", "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#)
      try c.write("\(name).imageset/a.png", Data(StructureSamples.png(idat: [stream])))
      stream[stream.count - 1] ^= 1
    }
    return c
  }

  @Test(arguments: [true, false])
  func wrongAdlerNeverReachesTheCar(probeChecked: Bool) throws {
    let c = try Self.catalog()
    let source = try SourceCatalogReader.read(
      paths: [c.path], options: SourceReadOptions(probeImages: true, jobs: 1, checkImageData: probeChecked))
    let plan = try CARWriter.plan(source, options: CAROptions(platform: "iphoneos", minimumDeploymentTarget: "17.0", jobs: 1))
    #expect(plan.work.filter(\.imageDataChecked).map(\.facet) == (probeChecked ? ["Good"] : []))
    let (_, summary) = try CARWriter.build(source, options: CAROptions(platform: "iphoneos", minimumDeploymentTarget: "17.0", jobs: 1))
    #expect(summary.renditions == 1)
    #expect(summary.skipped.count == 1 && summary.skipped[0].hasPrefix("Bad: "))
  }
}

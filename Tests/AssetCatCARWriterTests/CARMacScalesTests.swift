import AssetCatCAR
import AssetCatCore
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCARWriter

/// No Mac draws at 3x: a Mac car leaves out a 3x image whose slot has a 1x or 2x one, as Apple's
/// Mac cars do (none of eight from Xcode 13.3 to 26.1 holds a scale-3 rendition; Xcode 7.3's Mac
/// car of acextract's catalog leaves out the 23 3x images its iOS car keeps).
@Suite struct CARMacScalesTests {
  static func scales(platform: String) throws -> [String: [Int]] {
    let cat = try FixtureCatalog(name: "Scales")
    _ = try cat.contents(
      "All.imageset",
      #"{ "images" : [ { "filename" : "a.png", "idiom" : "universal", "scale" : "1x" }, { "#
        + #""filename" : "a@2x.png", "idiom" : "universal", "scale" : "2x" }, { "filename" : "a@3x.png", "#
        + #""idiom" : "universal", "scale" : "3x" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
    )
    _ = try cat.contents(
      "Only3x.imageset",
      #"{ "images" : [ { "filename" : "b@3x.png", "idiom" : "universal", "scale" : "3x" } ], "info" : { "#
        + #""author" : "xcode", "version" : 1 } }"#
    )
    for (file, side) in [
      ("All.imageset/a.png", 4), ("All.imageset/a@2x.png", 8), ("All.imageset/a@3x.png", 12),
      ("Only3x.imageset/b@3x.png", 12),
    ] {
      try cat.png(file, width: side, height: side)
    }
    let car = try CARWriterSupport.car(cat.path, platform: platform)
    var out: [String: [Int]] = [:]
    for name in ["All", "Only3x"] {
      out[name] = car.asset(named: name)?.renditions.compactMap(\.slot.scale).sorted() ?? []
    }
    return out
  }

  @Test("a Mac car keeps 1x and 2x, and a 3x image alone in its slot")
  func mac() throws {
    #expect(try Self.scales(platform: "macosx") == ["All": [1, 2], "Only3x": [3]])
  }

  @Test("an iOS car keeps every scale")
  func ios() throws {
    #expect(try Self.scales(platform: "iphoneos") == ["All": [1, 2, 3], "Only3x": [3]])
  }
}

import AssetCatCAR
import AssetCatCARPixels
import AssetCatCore
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCARWriter

/// `--optimization space` deflates at the smallest level: a car no larger than the default one,
/// whose images decode to the same pixels.
@Suite struct CAROptimizationTests {
  /// A 96 × 64 gradient with noise (too many colours for a palette image, so deflated), a gray
  /// image and a small one.
  static func catalog() throws -> FixtureCatalog {
    let cat = try FixtureCatalog(name: "Optimization")
    var rng = SplitMix64(seed: 7)
    func image(_ w: Int, _ h: Int, gray: Bool) -> Data {
      var rgba: [UInt8] = []
      for y in 0..<h {
        for x in 0..<w {
          let v = UInt8(truncatingIfNeeded: x * 2 + y + Int(rng.next() % 8))
          rgba +=
            gray
            ? [v, v, v, 255]
            : [v, UInt8(truncatingIfNeeded: y * 3), UInt8(truncatingIfNeeded: x + Int(rng.next() % 4)), 255]
        }
      }
      return PNGWriter.png(width: w, height: h, rgba: rgba)
    }
    for (name, w, h, gray) in [("Photo", 96, 64, false), ("Gray", 80, 80, true), ("Small", 20, 20, false)] {
      _ = try cat.contents(
        "\(name).imageset",
        #"{ "images" : [ { "filename" : "a.png", "idiom" : "universal", "scale" : "2x" } ], "info" : { "#
          + #""author" : "xcode", "version" : 1 } }"#
      )
      try cat.write("\(name).imageset/a.png", image(w, h, gray: gray))
    }
    return cat
  }

  @Test("space makes a car no larger than the default, of the same pixels")
  func space() throws {
    let cat = try Self.catalog()
    let source = try CARWriterSupport.read(cat.path)
    var options = CARWriterSupport.options(source, platform: "iphoneos")
    let standard = try CARWriter.build(source, options: options).0
    options.optimization = .space
    let small = try CARWriter.build(source, options: options).0
    #expect(small.count <= standard.count)
    #expect(small != standard)
    let (a, b) = (try CARWriterSupport.open(standard), try CARWriterSupport.open(small))
    for entry in a.file.renditions where entry.header.name == "a.png" {
      let other = try #require(b.file.renditions.first { $0.header.name == entry.header.name && $0.key == entry.key })
      guard case .bitmap(let x) = try CARRenditionContent.decode(entry, in: a.file),
        case .bitmap(let y) = try CARRenditionContent.decode(other, in: b.file)
      else { throw CARWriterSupport.BitmapMissing(name: "a.png") }
      #expect(x == y)
    }
  }
}

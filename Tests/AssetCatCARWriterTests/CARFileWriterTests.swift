import AssetCatCAR
import AssetCatCARPixels
import AssetCatImaging
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCARWriter

/// `CARWriter.write` streams renditions to the file as they are encoded: the file must hold what
/// the in-memory `build` holds, be the same whatever the jobs, and keep photos' pixels exact.
@Suite struct CARFileWriterTests {
  @Test func streamedCarHoldsEveryRenditionBuildHolds() throws {
    let source = try CARWriterSupport.read(CARWriterSupport.sample)
    let dir = CARWriterSupport.temporaryDirectory()
    let one = dir.appendingPathComponent("one.car").path, three = dir.appendingPathComponent("three.car").path
    let summary = try CARWriter.write(source, options: CARWriterSupport.options(source, platform: "iphoneos", jobs: 1), to: one)
    try CARWriter.write(source, options: CARWriterSupport.options(source, platform: "iphoneos", jobs: 3), to: three)
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: one)))
    #expect(bytes == [UInt8](try Data(contentsOf: URL(fileURLWithPath: three))))
    #expect(bytes.count == summary.bytes)
    let (built, builtSummary) = try CARWriter.build(source, options: CARWriterSupport.options(source, platform: "iphoneos"))
    #expect(summary == builtSummary.with(bytes: summary.bytes))
    let streamed = try CARWriterSupport.open(bytes), reference = try CARWriterSupport.open(built)
    #expect(streamed.assetNames == reference.assetNames)
    for name in reference.assetNames {
      let a = try #require(streamed.facets[name]), b = try #require(reference.facets[name])
      #expect(a.entries.count == b.entries.count, "\(name)")
      for (x, y) in zip(a.entries, b.entries) {
        #expect(try streamed.file.rendition(x) == reference.file.rendition(y), "\(name)")
      }
    }
  }

  @Test func noisyPhotoKeepsEveryPixelAndIsCompressed() throws {
    var rng = SplitMix64(seed: 17)
    let side = 96
    var rgba = [UInt8](repeating: 255, count: side * side * 4)
    for i in 0..<side * side {
      for c in 0..<3 { rgba[i * 4 + c] = UInt8(truncatingIfNeeded: (i % side) + Int(rng.next() % 16)) }
    }
    let image = DecodedImage(width: side, height: side, rgba: rgba)
    let dir = CARWriterSupport.temporaryDirectory()
    let set = dir.appendingPathComponent("Photos.xcassets/Noise.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(to: dir.appendingPathComponent("Photos.xcassets/Contents.json"))
    try PNGEncoder.encode(image, opaque: true).write(to: set.appendingPathComponent("noise.png"))
    let contents = #"{"images":[{"filename":"noise.png","idiom":"universal","scale":"1x"}],"info":{"author":"xcode","version":1}}"#
    try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
    let source = try CARWriterSupport.read(dir.appendingPathComponent("Photos.xcassets").path)
    let car = try CARWriterSupport.open(try CARWriter.build(source, options: CARWriterSupport.options(source, platform: "iphoneos")).0)
    let entry = try #require(car.facets["Noise"]?.entries.first)
    guard case .bitmap(let decoded) = try CARRenditionContent.decode(entry, in: car.file) else {
      Issue.record("Noise is not a bitmap")
      return
    }
    #expect(decoded.rgba == rgba)
    let stored = try car.file.rendition(entry).payload.count
    #expect(stored < side * side * 3, "\(stored) bytes for \(side * side * 4) bytes of pixels")
  }

  @Test func pipelineConsumesInOrderAndStopsOnAnError() throws {
    var seen: [Int] = []
    try OrderedPipeline.run(Array(0..<500), jobs: 4, window: 3, { $0 * 2 }, consume: { seen.append($0) })
    #expect(seen == (0..<500).map { $0 * 2 })
    struct Stop: Error {}
    var count = 0
    #expect(throws: Stop.self) {
      try OrderedPipeline.run(
        Array(0..<500), jobs: 3, window: 2, { $0 },
        consume: { v in
          count += 1
          if v == 10 { throw Stop() }
        })
    }
    #expect(count == 11)
  }
}

extension CARWriter.Summary {
  func with(bytes: Int) -> Self {
    var s = self
    s.bytes = bytes
    return s
  }
}

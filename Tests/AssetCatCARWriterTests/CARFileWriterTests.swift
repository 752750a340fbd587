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
    let (summary, _) = try CARWriter.write(
      source, options: CARWriterSupport.options(source, platform: "iphoneos", jobs: 1), to: one)
    try CARWriter.write(source, options: CARWriterSupport.options(source, platform: "iphoneos", jobs: 3), to: three)
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: one)))
    #expect(bytes == [UInt8](try Data(contentsOf: URL(fileURLWithPath: three))))
    #expect(bytes.count == summary.bytes)
    let (built, builtSummary) = try CARWriter.build(
      source, options: CARWriterSupport.options(source, platform: "iphoneos"))
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
    let (decoded, stored) = try roundTrip(DecodedImage(width: side, height: side, rgba: rgba))
    #expect(decoded.rgba == rgba)
    // LZFSE (Apple's encoding since 28 November 2026) codes this noise in 27.7 KB where deflate
    // took under 27.6 KB (three bytes a pixel): compressed all the same.
    #expect(stored < side * side * 4 * 4 / 5, "\(stored) bytes for \(side * side * 4) bytes of pixels")
  }

  /// A smooth diagonal gradient has no runs (RLE saves nothing) but deflate's matches find each
  /// row in the one above: it must not be taken for noise and only Huffman-coded (a Mac app's
  /// gradient icons made cars 2.4× their inputs that way).
  @Test func gradientWithoutRunsIsDeflatedNotOnlyHuffmanCoded() throws {
    let side = 96
    var rgba = [UInt8](repeating: 255, count: side * side * 4)
    for y in 0..<side {
      for x in 0..<side {
        let i = (y * side + x) * 4
        let v = x + y
        (rgba[i], rgba[i + 1], rgba[i + 2]) = (UInt8(v), UInt8(v / 2), UInt8(255 - v))
      }
    }
    let (decoded, stored) = try roundTrip(DecodedImage(width: side, height: side, rgba: rgba))
    #expect(decoded.rgba == rgba)
    #expect(stored < side * side * 4 / 10, "\(stored) bytes for \(side * side * 4) bytes of pixels")
  }

  /// `image` as the only PNG of a catalog, written to a car and read back: its pixels, and the
  /// size of its stored payload.
  func roundTrip(_ image: DecodedImage) throws -> (DecodedImage, Int) {
    let dir = CARWriterSupport.temporaryDirectory()
    let set = dir.appendingPathComponent("Photos.xcassets/Picture.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(
      to: dir.appendingPathComponent("Photos.xcassets/Contents.json"))
    try PNGEncoder.encode(image, opaque: true).write(to: set.appendingPathComponent("picture.png"))
    let contents =
      #"{"images":[{"filename":"picture.png","idiom":"universal","scale":"1x"}],"info":{"author":"xcode","version":1}}"#
    try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
    let car = try CARWriterSupport.car(dir.appendingPathComponent("Photos.xcassets").path, platform: "iphoneos")
    let entry = try #require(car.facets["Picture"]?.entries.first)
    guard case .bitmap(let decoded) = try CARRenditionContent.decode(entry, in: car.file) else {
      throw CARWriter.WriteError(description: "Picture is not a bitmap")
    }
    return (decoded, try car.file.rendition(entry).payload.count)
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

  @Test("the consumer is woken a batch at a time: every count and window, uneven work, all results in order")
  func pipelineBatchesWakeUps() throws {
    for count in [0, 1, 5, 7, 8, 9, 40] {
      for window in [1, 2, 7, 8, 9, 64] {
        var seen: [Int] = []
        try OrderedPipeline.run(
          Array(0..<count), jobs: 3, window: window,
          { i in
            if i % 5 == 0 { usleep(200) }  // slow items hold up the ones after them
            return i
          }, consume: { seen.append($0) })
        #expect(seen == Array(0..<count), "count \(count), window \(window)")
      }
    }
  }
}

extension CARWriter.Summary {
  func with(bytes: Int) -> Self {
    var s = self
    s.bytes = bytes
    return s
  }
}

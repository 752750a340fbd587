import AssetCatSource
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCARWriter

/// A rendition that cannot be encoded is left out and reported, and the car is laid out again
/// without it; nothing else is encoded a second time: the second layout copies the records the
/// first attempt made. The car is the one encoding every record anew without the failed item gives.
@Suite struct CARFailedRenditionTests {
  static let info = #""info":{"author":"xcode","version":1}"#

  /// Image sets of small PNGs at 1x, 2x and 3x (packed into atlases), a data set, and a PDF of
  /// 4,200 × 4,200 points, which fits at 1x but is over the limits drawn at 2x and 3x.
  static func catalog() throws -> FixtureCatalog {
    let c = try FixtureCatalog()
    try c.contents("", "{\(info)}")
    for name in ["Apple", "Pear", "Plum"] {
      let images = (1...3).map { #"{"idiom":"universal","filename":"i\#($0).png","scale":"\#($0)x"}"# }
      try c.contents("\(name).imageset", #"{"images":[\#(images.joined(separator: ","))],\#(info)}"#)
      for s in 1...3 { try c.png("\(name).imageset/i\(s).png", width: 8 * s, height: 6 * s) }
    }
    try c.contents("Notes.dataset", #"{"data":[{"idiom":"universal","filename":"n.txt"}],\#(info)}"#)
    try c.write("Notes.dataset/n.txt", Data("notes".utf8))
    try c.contents("Poster.imageset", #"{"images":[{"idiom":"universal","filename":"p.pdf"}],\#(info)}"#)
    try c.write(
      "Poster.imageset/p.pdf",
      PDFBuilder.classic(PDFBuilder.page("/MediaBox [0 0 4200 4200]", content: "1 0 0 rg 0 0 10 10 re f")))
    return c
  }

  /// The options, counting the renditions encoded (each `encoding` report is one).
  static func options(_ c: FixtureCatalog, counting encoded: Counter? = nil) throws -> (SourceReadResult, CAROptions) {
    let source = try CARWriterSupport.read(c.path)
    var options = CARWriterSupport.options(source, platform: "iphoneos")
    if let encoded { options.progress = CARProgress { phase, _, _ in if phase == "encoding" { encoded.add() } } }
    return (source, options)
  }

  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
  }

  @Test("a failed rendition: reported, and the car laid out again with no record encoded twice")
  func failedRenditionIsNotEncodedTwice() throws {
    let c = try Self.catalog()
    let encoded = Counter()
    let (source, options) = try Self.options(c, counting: encoded)
    let (bytes, summary) = try CARWriter.build(source, options: options)
    #expect(summary.unusable.map(\.asset) == ["Poster", "Poster"], "\(summary.unusable)")
    #expect(
      summary.unusable.allSatisfy {
        if case .overLimits = $0.failure.kind { true } else { false }
      })
    #expect(summary.renditions > 10)
    // Every rendition of the first layout encoded once (the two that failed among them), none again.
    let plan = try CARWriter.plan(source, options: options)
    let (unpacked, _) = plan.keptWork(failed: [])
    guard case .packed(let packed, let kept) = try CARAtlasPacker.pack(plan, kept: unpacked) else {
      Issue.record("packing failed")
      return
    }
    #expect(packed.work.contains { if case .packedSheet = $0.source { true } else { false } })
    #expect(encoded.count == kept.count)

    // The same bytes as encoding every record anew with the failures known from the start.
    let failed = Dictionary(
      uniqueKeysWithValues: plan.work.indices.filter { i in
        plan.work[i].facet == "Poster" && (plan.work[i].rasterScale ?? 1) > 1
      }.map { ($0, CARRenditionFailure(CARRenditionEncoder.Failure(description: "over"))) })
    #expect(failed.count == 2)
    var sink = CARMemorySink()
    guard case .written = try CARFileWriter.write(plan, failed: failed, to: &sink) else {
      Issue.record("not written")
      return
    }
    #expect(sink.bytes == bytes)
  }

  @Test("the car streamed to a file after a failure is the one built in memory")
  func streamedAfterAFailure() throws {
    let c = try Self.catalog()
    let (source, options) = try Self.options(c)
    let (bytes, built) = try CARWriter.build(source, options: options)
    let path = c.root.appendingPathComponent("x.car").path
    let (summary, _) = try CARWriter.write(source, options: options, to: path)
    #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) == bytes)
    #expect(summary == built)
    #expect(summary.unusable.count == 2)
  }
}

import AssetCatImageHeaders
import AssetCatTestSupport
import Foundation
import Testing

/// A Photoshop document's sections walked without decoding: an intact one is still
/// "a format assetcat does not read" (Xcode reads it by its bytes), a cut or damaged one is
/// damage, which `validate` reports as an AC020 error even when the file is named `.png`.
@Suite("PSD structure")
struct PSDStructureTests {
  static func probe(_ bytes: [UInt8]) throws(ImagingError) -> ImageInfo { try ImageProbe.probe(Data(bytes)) }

  @Test(
    "intact PSD and PSB documents, raw and RLE: the walk passes, the probe says unsupported format",
    arguments: [(0, false), (1, false), (0, true), (1, true)])
  func intact(compression: UInt16, large: Bool) throws {
    let file = PSDSamples.psd(width: 5, height: 3, compression: compression, large: large)
    let walked = try PSDStructure(file.withUnsafeBytes { $0 })
    #expect((walked.width, walked.height, walked.channels, walked.depth, walked.isLarge) == (5, 3, 3, 8, large))
    #expect(throws: ImagingError.unsupportedFormat(.psd)) { try Self.probe(file) }
  }

  @Test("every cut of a PSD is truncation, never a pass or a crash", arguments: [UInt16(0), 1])
  func everyCutIsTruncation(compression: UInt16) {
    let file = PSDSamples.psd(compression: compression)
    for n in 4..<file.count {
      do {
        _ = try Self.probe(Array(file.prefix(n)))
        Issue.record("cut to \(n) passed")
      } catch {
        guard case .truncated = error else {
          Issue.record("cut to \(n): \(error)")
          continue
        }
      }
    }
  }

  @Test("a bad version, reserved bytes, channel count, depth or compression is corrupt")
  func corruptHeader() {
    let good = PSDSamples.psd()
    for (offset, value, what) in [
      (5, 3, "version"), (8, 1, "reserved"), (13, 0, "channels"), (23, 7, "depth"), (43, 9, "compression"),
    ] {
      var bad = good
      bad[offset] = UInt8(value)
      do {
        _ = try Self.probe(bad)
        Issue.record("\(what): passed")
      } catch {
        guard case .corrupt = error else {
          Issue.record("\(what): \(error)")
          continue
        }
      }
    }
  }
}

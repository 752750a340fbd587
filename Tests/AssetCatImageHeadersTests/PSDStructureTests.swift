import AssetCatImageHeaders
import AssetCatTestSupport
import Foundation
import Testing

/// A Photoshop document's sections walked without decoding: an intact one probes as an image
/// (its merged image is decoded by AssetCatImaging, as Xcode reads it), a cut or damaged one is
/// damage, which `validate` reports as an AC020 error even when the file is named `.png`.
@Suite("PSD structure")
struct PSDStructureTests {
  static func probe(_ bytes: [UInt8]) throws(ImagingError) -> ImageInfo { try ImageProbe.probe(Data(bytes)) }

  @Test(
    "intact PSD and PSB documents, raw and RLE: the walk passes, the probe gives the header",
    arguments: [(0, false), (1, false), (0, true), (1, true)])
  func intact(compression: UInt16, large: Bool) throws {
    let file = PSDSamples.psd(width: 5, height: 3, compression: compression, large: large)
    let walked = try PSDStructure(file.withUnsafeBytes { $0 })
    #expect((walked.width, walked.height, walked.channels, walked.depth, walked.isLarge) == (5, 3, 3, 8, large))
    let info = try Self.probe(file)
    #expect((info.format, info.width, info.height, info.colorType, info.hasAlpha) == (.psd, 5, 3, "rgb", false))
  }

  @Test("a ZIP-compressed merged image (which assetcat does not decode) probes as damage, so validate says so")
  func zipIsRefusedAtTheProbe() {
    var file = PSDSamples.psd(width: 2, height: 2)
    // The compression field follows the three empty sections and four bytes of resources.
    let at = 26 + 4 + 8 + 4
    (file[at], file[at + 1]) = (0, 2)
    #expect(throws: ImagingError.corrupt("its merged image is ZIP-compressed, which assetcat does not decode")) {
      try Self.probe(file)
    }
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

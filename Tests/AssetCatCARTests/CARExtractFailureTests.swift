import AssetCatCAR
import Foundation
import Testing

/// `extract` of a car whose renditions cannot all be written exits 1 and names each one
/// (a car of 60000×60000-pixel renditions warned, wrote no image and exited 0).
@Suite("Assets.car extract that cannot write every rendition")
struct CARExtractFailureTests {
  typealias S = CARTestSupport

  /// The standard car with `count` more image sets, each one bitmap that claims
  /// 60000×60000 pixels (over SPEC §7's limits) with four bytes of pixels.
  static func carWithHugeRenditions(_ count: Int) -> String {
    var car = SyntheticCAR.standard()
    for i in 0..<count {
      let id = UInt16(500 + i)
      car.facets.append(("Huge\(i)", id, 181))
      let huge = SyntheticCAR.bitmap(
        name: "huge\(i).png", w: 60000, h: 60000, scale: 1, compression: .uncompressed, data: [0, 0, 0, 0])
      car.items.append(SyntheticCAR.Item(key: [0, 1, 0, id, 85, 181, 0], rendition: huge))
    }
    return car.write()
  }

  @Test(
    "renditions claiming 60000×60000 pixels: exit 1, each named as an error, the rest extracted", arguments: [1, 2])
  func hugeRenditions(count: Int) throws {
    let x = S.extract(Self.carWithHugeRenditions(count))
    #expect(x.code == 1, "\(x.capture.err)")
    for i in 0..<count {
      #expect(x.capture.err.contains("error: "), "\(x.capture.err)")
      #expect(x.capture.err.contains("'Huge\(i)': rendition 'huge\(i).png'"), "\(x.capture.err)")
    }
    #expect(
      x.capture.err.contains("\(count) rendition\(count == 1 ? "" : "s") could not be written"), "\(x.capture.err)")
    #expect(!x.capture.err.contains("warning: "), "\(x.capture.err)")
    // What could be written is there.
    #expect(FileManager.default.fileExists(atPath: x.directory + "/Star.imageset/star@2x.png"))
    #expect(!FileManager.default.fileExists(atPath: x.directory + "/Huge0.imageset/huge0.png"))
  }

  @Test("a car whose every rendition is written still exits 0 with no error")
  func wholeCar() throws {
    let x = S.extract(SyntheticCAR.standard().write())
    #expect(x.code == 0, "\(x.capture.err)")
    #expect(!x.capture.err.contains("error"), "\(x.capture.err)")
  }
}

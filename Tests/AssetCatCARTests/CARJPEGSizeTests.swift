import AssetCatCore
import Testing

@testable import AssetCatCAR

/// The size of a JPEG kept in a car (whose header says 0 × 0), from its frame header.
@Suite("JPEG size in a car")
struct CARJPEGSizeTests {
  /// SOI, an APP0 segment, fill bytes, then a frame header (`marker`) of 300 × 200, a scan.
  static func jpeg(frame marker: UInt8 = 0xC0) -> [UInt8] {
    [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x06, 0x4A, 0x46, 0x49, 0x46, 0xFF, 0xFF, marker, 0x00, 0x0B, 0x08, 0x00, 0xC8, 0x01, 0x2C, 0x01, 0x01, 0x11, 0x00]
      + [0xFF, 0xDA, 0x00, 0x02, 0xFF, 0xD9]
  }

  @Test func baselineAndProgressiveFramesGiveTheirSize() {
    #expect(CARJPEGSize.size(of: Self.jpeg()) == Size(width: 300, height: 200))
    #expect(CARJPEGSize.size(of: Self.jpeg(frame: 0xC2)) == Size(width: 300, height: 200))
  }

  @Test func tablesAreNotFramesAndAScanBeforeAFrameGivesNone() {
    // 0xC4 (Huffman tables) is skipped as a segment; the scan that follows ends the walk.
    #expect(CARJPEGSize.size(of: Self.jpeg(frame: 0xC4)) == nil)
  }

  @Test func everyCutAndNonJPEGIsNilNotACrash() {
    let whole = Self.jpeg()
    // The frame header's width ends at byte 20: every shorter cut has no size.
    for n in 0..<20 { #expect(CARJPEGSize.size(of: Array(whole.prefix(n))) == nil) }
    #expect(CARJPEGSize.size(of: Array("\u{89}PNG\r\n".utf8)) == nil)
    // A segment length that runs past the end.
    #expect(CARJPEGSize.size(of: [0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xFF, 0x00]) == nil)
  }
}

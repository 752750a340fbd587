import AssetCatBytes
import AssetCatCore

/// The pixel size of a JPEG kept in a car, from its frame header: actool writes 0 × 0 in the
/// header of a JPEG rendition (every JPEG of the swept Apple cars), and CoreUI takes the size
/// from the image. Walks the marker segments from SOI to the first SOFn (C0–CF but C4, C8, CC):
/// precision, height, width. Bounds-checked; `nil` for anything that is not such a JPEG.
enum CARJPEGSize {
  /// Segments walked before giving up (a real JPEG's frame header comes within a few).
  static let maxSegments = 4096

  static func size(of jpeg: [UInt8]) -> Size? {
    jpeg.withUnsafeBytes { buf in
      var r = ByteReader(buf, endianness: .big)
      return try? frameSize(&r)
    }
  }

  static func frameSize(_ r: inout ByteReader) throws(ByteReadError) -> Size? {
    guard try r.u16() == 0xFFD8 else { return nil }
    for _ in 0..<maxSegments {
      guard try r.u8() == 0xFF else { return nil }
      var marker = try r.u8()
      while marker == 0xFF { marker = try r.u8() }  // fill bytes
      if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }  // no length
      if marker == 0xD9 || marker == 0xDA { return nil }  // end, or scan data before any frame
      let length = Int(try r.u16())
      guard length >= 2 else { return nil }
      if isFrame(marker) {
        _ = try r.u8()  // sample precision
        let height = Int(try r.u16()), width = Int(try r.u16())
        return width > 0 && height > 0 ? Size(width: width, height: height) : nil
      }
      try r.skip(length - 2)
    }
    return nil
  }

  /// SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC).
  static func isFrame(_ marker: UInt8) -> Bool { (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) }
}

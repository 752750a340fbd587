import Foundation

/// A walk over a JPEG's markers from SOI to the end of the first SOS header, the way libjpeg's
/// `next_marker` skips garbage and fill bytes: how far `jpeg_read_header` will read.
struct JPEGMarkerWalk {
  var extent: HeaderExtent

  /// Walks `bytes`, which start with SOI (FF D8). Segment lengths are untrusted: every index is
  /// compared with `bytes.count` before a read.
  init(_ bytes: UnsafeRawBufferPointer) {
    var offset = 2
    var markers = 0
    while true {
      // Skip to the next 0xFF, then over fill bytes (FF FF …).
      while offset < bytes.count, bytes[offset] != 0xFF { offset += 1 }
      while offset < bytes.count, bytes[offset] == 0xFF { offset += 1 }
      guard offset < bytes.count else {
        extent = .needsMore(offset + 4)
        return
      }
      let marker = bytes[offset]
      offset += 1
      markers += 1
      switch marker {
      case 0x00:
        continue  // a stuffed byte, not a marker
      case 0x01, 0xD0...0xD8:
        continue  // TEM, RSTn, SOI: no length
      case 0xD9:
        extent = .complete(offset)  // EOI before any scan: libjpeg will say so
        return
      default:
        guard offset + 2 <= bytes.count else {
          extent = .needsMore(offset + 2)
          return
        }
        let length = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
        let end = offset + max(length, 2)
        if marker == 0xDA || markers > 100_000 {
          extent = .complete(end)
          return
        }
        offset = end
      }
    }
  }

  init(_ data: Data) {
    self = data.withUnsafeBytes { JPEGMarkerWalk($0) }
  }
}

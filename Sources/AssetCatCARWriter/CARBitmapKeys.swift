import AssetCatBytes
import AssetCatCAR

/// BITMAPKEYS values, one per facet, as every Apple car of Xcode 8 to 26 has them: u32 1, u32 0,
/// the byte count that follows, the key format's attribute count N, then N masks — for each
/// key-format attribute, bit v set when some rendition of the facet has value v for it; all bits
/// for appearance, identifier, element, part, value and previous value. A value over 31 has no
/// bit of its own: the one on record, subtype 1792, sets bit 16 (an Xcode 14.3 car's app icon);
/// others set bit (v mod 32), a guess.
enum CARBitmapKeys {
  static let wholeMask: Set<RenditionAttribute> = [.appearance, .identifier, .element, .part, .value, .previousValue]

  /// Facet identifier → BITMAPKEYS value, from every rendition key of the car.
  static func values(keys: [[UInt8]], format: CARKeyFormat) -> [UInt16: [UInt8]] {
    guard let id = format.attributes.firstIndex(of: .identifier) else { return [:] }
    let n = format.attributes.count
    var masks: [UInt16: [UInt32]] = [:]
    // Each key's values read in place and its facet's masks changed in place: a copy of either a
    // key cost a ninth of a size query's layouts.
    for key in keys {
      let count = key.count / 2
      guard id < count else { continue }
      func value(_ i: Int) -> UInt16 { UInt16(key[2 * i]) | UInt16(key[2 * i + 1]) << 8 }
      masks[value(id), default: [UInt32](repeating: 0, count: n)].withUnsafeMutableBufferPointer { m in
        for i in 0..<min(count, n) { m[i] |= bit(value(i)) }
      }
    }
    return masks.mapValues { m in
      var w = ByteWriter(endianness: .little)
      for v in [1, 0, UInt32(4 + 4 * m.count), UInt32(m.count)] { w.write(v) }
      for (a, mask) in zip(format.attributes, m) { w.write(wholeMask.contains(a) ? 0xFFFF_FFFF : mask) }
      return w.take()
    }
  }

  static func bit(_ v: UInt16) -> UInt32 {
    if v < 32 { return 1 << UInt32(v) }
    return v == 1792 ? 1 << 16 : 1 << UInt32(v % 32)
  }
}

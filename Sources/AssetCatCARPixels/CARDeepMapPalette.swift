import AssetCatBytes

/// Method 4's colour table: u32 (entry count in the low half; the high half is 0, 4, or 3 when
/// the tiles carry an alpha plane), then the entries of `components` bytes. Each tile then holds
/// one index a pixel, or an alpha plane followed by the indices: the colour's alpha then comes
/// from the plane (premultiplied here, as every decoded row is).
struct CARDeepMapPalette {
  var table: [UInt8]
  var count: Int
  var components: Int

  init(_ r: inout ByteReader, components: Int) throws {
    let desc = try r.u32()
    count = Int(desc & 0xFFFF)
    self.components = components
    table = try r.array(count * components)
  }

  /// The pixels of a tile of `count` pixels from its decoded segment (`count` indices, or an
  /// alpha plane and `count` indices).
  func pixels(_ seg: [UInt8], count n: Int) throws(CARPixelError) -> [UInt8] {
    let hasAlpha = seg.count == 2 * n
    let indices = hasAlpha ? n : 0
    let c = components
    var out = [UInt8](repeating: 0, count: n * c)
    for p in 0..<n {
      let i = Int(seg[indices + p])
      guard i < count else { throw CARPixelError("deepmap palette index \(i) past \(count) entries") }
      for k in 0..<c { out[p * c + k] = table[i * c + k] }
      guard hasAlpha else { continue }
      let a = seg[p]
      for k in 0..<(c - 1) { out[p * c + k] = UInt8((Int(out[p * c + k]) * Int(a) + 127) / 255) }
      out[p * c + c - 1] = a
    }
    return out
  }
}

/// The colours of premultiplied BGRA pixels in order of first appearance and each pixel's index,
/// fed in pieces (a large drawing's bands) or whole: the same colours and indices either way.
/// Gives up past `CARPaletteEncoder.maxColors` colours.
struct CARPaletteIndexer {
  private static let slots = 1024  // a power of two, four times the colours held
  private var keys = [UInt32](repeating: 0, count: slots)
  private var values = [Int16](repeating: -1, count: slots)
  private(set) var colors: [UInt32] = []
  private var last: UInt32 = 0, lastIndex: UInt8 = 0, haveLast = false

  /// Indexes `px` (whole pixels) into `out` (one byte a pixel); false past 256 colours.
  mutating func add(_ px: UnsafeRawBufferPointer, to out: UnsafeMutableBufferPointer<UInt8>) -> Bool {
    let count = px.count / 4
    precondition(out.count >= count, "an index a pixel")
    var i = 0
    while i < count {
      #if _endian(little)
        // Runs of one colour (most of flat art), four pixels at a time.
        if haveLast, i + 4 <= count,
          px.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self) == SIMD4(repeating: last)
        {
          UnsafeMutableRawPointer(out.baseAddress! + i).storeBytes(
            of: UInt32(lastIndex) &* 0x0101_0101, as: UInt32.self)
          i += 4
          continue
        }
      #endif
      let v = UInt32(littleEndian: px.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self))
      if !haveLast || v != last {
        guard let index = index(of: v) else { return false }
        (last, lastIndex, haveLast) = (v, index, true)
      }
      out[i] = lastIndex
      i += 1
    }
    return true
  }

  /// The index of colour `v`, given one when new; nil when the palette is full.
  private mutating func index(of v: UInt32) -> UInt8? {
    var s = Int((v &* 2_654_435_761) >> 22)
    while values[s] >= 0 && keys[s] != v { s = (s + 1) & (Self.slots - 1) }
    if values[s] < 0 {
      guard colors.count < CARPaletteEncoder.maxColors else { return nil }
      keys[s] = v
      values[s] = Int16(colors.count)
      colors.append(v)
    }
    return UInt8(values[s])
  }
}

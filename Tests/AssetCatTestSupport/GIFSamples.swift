/// GIFs built byte by byte (GIF89a): a global colour table of 256 entries, then frames, each
/// with an optional graphic control extension naming a transparent index. The image data is
/// LZW with a clear code often enough that the code size stays 9 bits: valid, not small.
public enum GIFSamples {
  /// One frame: its place and size on the canvas, its colour indices row by row.
  public struct Frame: Sendable {
    public var left: Int
    public var top: Int
    public var width: Int
    public var height: Int
    public var transparentIndex: Int?
    public var interlaced: Bool
    public var indices: [UInt8]

    public init(
      left: Int = 0, top: Int = 0, width: Int, height: Int, transparentIndex: Int? = nil, interlaced: Bool = false,
      indices: [UInt8]
    ) {
      (self.left, self.top, self.width, self.height) = (left, top, width, height)
      (self.transparentIndex, self.interlaced, self.indices) = (transparentIndex, interlaced, indices)
    }
  }

  /// A `width` × `height` GIF whose colour `i` is `palette(i)` (R, G, B), holding `frames`.
  public static func gif(width: Int, height: Int, palette: (Int) -> [UInt8], frames: [Frame]) -> [UInt8] {
    var out = Array("GIF89a".utf8)
    func u16(_ v: Int) { out += [UInt8(v & 0xFF), UInt8(v >> 8)] }
    u16(width)
    u16(height)
    out += [0xF7, 0, 0]  // a global table of 2^(7+1) colours
    for i in 0..<256 { out += palette(i).prefix(3) }
    for frame in frames {
      if let t = frame.transparentIndex { out += [0x21, 0xF9, 4, 0x01, 0, 0, UInt8(t), 0] }
      out.append(0x2C)
      u16(frame.left)
      u16(frame.top)
      u16(frame.width)
      u16(frame.height)
      out.append(frame.interlaced ? 0x40 : 0)
      out.append(8)  // LZW minimum code size
      let data = lzw(fileOrder(frame))
      var at = 0
      while at < data.count {
        let n = min(255, data.count - at)
        out.append(UInt8(n))
        out += data[at..<at + n]
        at += n
      }
      out.append(0)
    }
    out.append(0x3B)
    return out
  }

  /// The rows as the file holds them: interlaced frames in their four passes.
  static func fileOrder(_ frame: Frame) -> [UInt8] {
    guard frame.interlaced else { return frame.indices }
    var rows: [Int] = []
    for (start, step) in [(0, 8), (4, 8), (2, 4), (1, 2)] {
      rows += Array(stride(from: start, to: frame.height, by: step))
    }
    return rows.flatMap { frame.indices[$0 * frame.width..<($0 + 1) * frame.width] }
  }

  /// 9-bit LZW codes, one index a code, a clear code every 250 codes.
  static func lzw(_ indices: [UInt8]) -> [UInt8] {
    let clear = 256, end = 257
    var codes = [clear]
    for (n, index) in indices.enumerated() {
      if n > 0 && n % 250 == 0 { codes.append(clear) }
      codes.append(Int(index))
    }
    codes.append(end)
    var out: [UInt8] = []
    var buffer = 0, bits = 0
    for code in codes {
      buffer |= code << bits
      bits += 9
      while bits >= 8 {
        out.append(UInt8(buffer & 0xFF))
        buffer >>= 8
        bits -= 8
      }
    }
    if bits > 0 { out.append(UInt8(buffer & 0xFF)) }
    return out
  }
}

extension CARDeepMap {
  /// Method 2 for one decoded segment of `rows` rows: alpha plane, one predictor byte per row,
  /// then (components − 1) 16-bit residuals a pixel as a high-byte plane and a low-byte plane
  /// (sign in bit 0). Rows are rebuilt on three slots a pixel with 16-bit wrapping. `wide`
  /// (formats 18 and 20): the rebuilt samples are 16-bit; their high bytes are kept.
  static func predictive(_ raw: [UInt8], width w: Int, rows: Int, components c: Int, wide: Bool = false)
    throws(CARPixelError) -> [UInt8]
  {
    let n = w * rows, rc = c - 1
    guard raw.count >= n + rows + 2 * rc * n else { throw CARPixelError("deepmap predictive segment is short") }
    let hi = n + rows, lo = n + rows + rc * n
    var prev = [Int](repeating: 0, count: w * 3)
    var cur = prev
    var out: [UInt8] = []
    out.reserveCapacity(n * c)
    for r in 0..<rows {
      for x in 0..<w {
        for k in 0..<3 {
          guard k < rc else {
            cur[x * 3 + k] = 0
            continue
          }
          let i = (r * w + x) * rc + k
          let e = Int(raw[hi + i]) << 8 | Int(raw[lo + i])
          cur[x * 3 + k] = e & 1 != 0 ? -(e >> 1) : e >> 1
        }
      }
      predict(&cur, prev: prev, mode: raw[n + r], width: w)
      for i in cur.indices { cur[i] = Int(Int16(truncatingIfNeeded: cur[i])) }
      let shift = wide ? 8 : 0
      for x in 0..<w {
        let a = raw[r * w + x]
        if c == 2 {
          out += [UInt8(truncatingIfNeeded: (cur[x * 3] & 0xFFFF) >> shift), a]
          continue
        }
        let y = cur[x * 3], co = cur[x * 3 + 1] * 2, cg = cur[x * 3 + 2] * 2
        let t = y - cg / 2, g = t + cg, second = t - co / 2, first = second + co
        out += [
          UInt8(truncatingIfNeeded: (first & 0xFFFF) >> shift), UInt8(truncatingIfNeeded: (g & 0xFFFF) >> shift),
          UInt8(truncatingIfNeeded: (second & 0xFFFF) >> shift), a,
        ]
      }
      prev = cur
    }
    return out
  }

  static func predict(_ cur: inout [Int], prev: [Int], mode: UInt8, width w: Int) {
    switch mode {
    case 1:
      for k in 0..<3 { cur[k] += prev[k] }
      for i in stride(from: 3, to: w * 3, by: 3) {
        let l = cur[i - 3], u = prev[i], ul = prev[i - 3]
        let useUpper = abs(u - ul) > abs(l - ul)
        for k in 0..<3 { cur[i + k] += useUpper ? prev[i + k] : cur[i - 3 + k] }
      }
    case 2:
      for i in 3..<max(3, w * 3) { cur[i] += cur[i - 3] }
    case 3:
      for i in 0..<(w * 3) { cur[i] += prev[i] }
    case 4:
      for k in 0..<3 { cur[k] += prev[k] }
      for i in 3..<max(3, w * 3) {
        var s = cur[i - 3] + prev[i] + 1
        if s < 0 { s += 1 }
        cur[i] += s >> 1
      }
    default: break
    }
  }
}

import AssetCatImaging

/// The neutral shadow an Icon Composer group casts under its layers: the layer's coverage
/// blurred (three box passes, near a Gaussian), moved down, drawn black under the layer. Sizes in
/// canvas points; an approximation of Xcode 26's drawn fallbacks, not Apple's shader.
enum IconLayerShadow {
  static let blurPoints = 16.0, dropPoints = 8.0, strength = 0.3

  /// Draws the shadow of `layer` (premultiplied ARGB, `w`×`h`, top left at `x`, `y` on the
  /// canvas) onto `canvas` (`side` a side), at `opacity` (the group's shadow opacity).
  static func draw(
    _ layer: [UInt32], w: Int, h: Int, onto canvas: inout [UInt32], side: Int, x: Int, y: Int, perPoint: Double,
    opacity: Double
  ) {
    let radius = max(1, Int((blurPoints * perPoint).rounded())), margin = 3 * radius
    let (pw, ph) = (w + 2 * margin, h + 2 * margin)
    var alpha = [Double](repeating: 0, count: pw * ph)
    for row in 0..<h {
      for col in 0..<w { alpha[(row + margin) * pw + col + margin] = Double(layer[row * w + col] >> 24) / 255 }
    }
    let coverage = alpha
    for _ in 0..<3 {
      boxBlur(&alpha, width: pw, height: ph, radius: radius, horizontal: true)
      boxBlur(&alpha, width: pw, height: ph, radius: radius, horizontal: false)
    }
    let drop = Int((dropPoints * perPoint).rounded()), k = strength * min(1, max(0, opacity))
    for row in 0..<ph {
      let cy = y - margin + drop + row
      guard cy >= 0, cy < side else { continue }
      for col in 0..<pw {
        let cx = x - margin + col
        guard cx >= 0, cx < side else { continue }
        // Not under the layer itself: glass shows what is behind it, not its own shadow.
        let own = row + drop < ph ? coverage[(row + drop) * pw + col] : 0
        let a = alpha[row * pw + col] * k * (1 - own)
        guard a > 0.002 else { continue }
        let p = canvas[cy * side + cx]
        canvas[cy * side + cx] =
          (IconCompositor.scaled(p, by: UInt32(((1 - a) * 256).rounded())) & 0x00FF_FFFF) | (p & 0xFF00_0000)
      }
    }
  }

  /// One box pass of `2 radius + 1` along rows or columns (a running sum).
  static func boxBlur(_ v: inout [Double], width: Int, height: Int, radius: Int, horizontal: Bool) {
    let (lines, length) = horizontal ? (height, width) : (width, height)
    let scale = 1 / Double(2 * radius + 1)
    var line = [Double](repeating: 0, count: length)
    for l in 0..<lines {
      func index(_ i: Int) -> Int { horizontal ? l * width + i : i * width + l }
      for i in 0..<length { line[i] = v[index(i)] }
      var sum = 0.0
      for i in 0..<min(radius, length) { sum += line[i] }
      for i in 0..<length {
        if i + radius < length { sum += line[i + radius] }
        if i - radius - 1 >= 0 { sum -= line[i - radius - 1] }
        v[index(i)] = sum * scale
      }
    }
  }
}

import AssetCatImaging

/// Cuts premultiplied ARGB32 pixels to a rounded square: each pixel keeps the fraction of it the
/// shape covers (4 × 4 samples in the corners, whole inside, nothing outside).
enum RoundedMask {
  static func apply(_ argb: inout [UInt32], side: Int, radius: Double) {
    let r = max(0, min(radius, Double(side) / 2))
    let corner = Int(r.rounded(.up))
    for y in 0..<side {
      for x in 0..<side {
        let inCornerX = x < corner || x >= side - corner, inCornerY = y < corner || y >= side - corner
        guard inCornerX && inCornerY else { continue }
        let coverage = Self.coverage(x: x, y: y, side: Double(side), radius: r)
        if coverage >= 1 { continue }
        argb[y * side + x] = IconCompositor.scaled(argb[y * side + x], by: UInt32((coverage * 256).rounded()))
      }
    }
  }

  /// The fraction of pixel (`x`, `y`) inside the rounded square.
  static func coverage(x: Int, y: Int, side: Double, radius r: Double) -> Double {
    var inside = 0
    for sy in 0..<4 {
      for sx in 0..<4 {
        let px = Double(x) + (Double(sx) + 0.5) / 4, py = Double(y) + (Double(sy) + 0.5) / 4
        let cx = min(max(px, r), side - r), cy = min(max(py, r), side - r)
        if (px - cx) * (px - cx) + (py - cy) * (py - cy) <= r * r { inside += 1 }
      }
    }
    return Double(inside) / 16
  }
}

import AssetCatImaging

/// A glass layer as Xcode 26's drawn fallbacks show it: evenly translucent (what is behind shows
/// through by about 0.3 × the group's translucency), solid at its very edges, and with a specular
/// highlight a white rim along them. Depth is measured on the layer's
/// coverage blurred over `rimPoints`: an approximation fitted to e-marchand/TestAppIcon's build.
enum IconGlassLayer {
  static let rimPoints = 4.0, seeThrough = 0.3, specularStrength = 0.5

  static func apply(_ argb: inout [UInt32], w: Int, h: Int, translucency: Double, specular: Bool, perPoint: Double) {
    guard translucency > 0 || specular, w > 0, h > 0 else { return }
    let radius = max(1, Int((rimPoints * perPoint).rounded()))
    var depth = argb.map { Double($0 >> 24) / 255 }
    for _ in 0..<3 {
      IconLayerShadow.boxBlur(&depth, width: w, height: h, radius: radius, horizontal: true)
      IconLayerShadow.boxBlur(&depth, width: w, height: h, radius: radius, horizontal: false)
    }
    let t = seeThrough * min(1, max(0, translucency))
    for i in argb.indices where argb[i] >> 24 > 0 {
      let inner = min(1, max(0, (depth[i] - 0.5) * 2))
      var p = IconCompositor.scaled(argb[i], by: UInt32(((1 - t * inner) * 256).rounded()))
      if specular { p = whitened(p, by: specularStrength * (1 - inner)) }
      argb[i] = p
    }
  }

  /// Each colour component moved toward the pixel's alpha (white, premultiplied) by `f`.
  static func whitened(_ p: UInt32, by f: Double) -> UInt32 {
    let alpha = Double(p >> 24)
    func lit(_ c: UInt32) -> UInt32 { UInt32((Double(c) + (alpha - Double(c)) * f).rounded()) }
    return (p & 0xFF00_0000) | lit((p >> 16) & 0xFF) << 16 | lit((p >> 8) & 0xFF) << 8 | lit(p & 0xFF)
  }
}

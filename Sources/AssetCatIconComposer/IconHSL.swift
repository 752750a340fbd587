import AssetCatImaging

/// A colour as hue (0…6, sextants), saturation and lightness (HSL), for lightening a colour the
/// way Apple's automatic gradients do.
struct IconHSL {
  var hue, saturation, lightness, alpha: Double

  init(hue: Double, saturation: Double, lightness: Double, alpha: Double) {
    (self.hue, self.saturation, self.lightness, self.alpha) = (hue, saturation, lightness, alpha)
  }

  init(_ c: IconColor) {
    let r = min(1, max(0, c.red)), g = min(1, max(0, c.green)), b = min(1, max(0, c.blue))
    let high = max(r, g, b), low = min(r, g, b), chroma = high - low
    lightness = (high + low) / 2
    saturation = chroma == 0 ? 0 : chroma / (1 - abs(2 * lightness - 1))
    alpha = c.alpha
    guard chroma > 0 else {
      hue = 0
      return
    }
    switch high {
    case r: hue = ((g - b) / chroma).truncatingRemainder(dividingBy: 6)
    case g: hue = (b - r) / chroma + 2
    default: hue = (r - g) / chroma + 4
    }
    if hue < 0 { hue += 6 }
  }

  var color: IconColor {
    let chroma = (1 - abs(2 * lightness - 1)) * saturation
    let x = chroma * (1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1))
    let m = lightness - chroma / 2
    let (r, g, b): (Double, Double, Double)
    switch hue {
    case ..<1: (r, g, b) = (chroma, x, 0)
    case ..<2: (r, g, b) = (x, chroma, 0)
    case ..<3: (r, g, b) = (0, chroma, x)
    case ..<4: (r, g, b) = (0, x, chroma)
    case ..<5: (r, g, b) = (x, 0, chroma)
    default: (r, g, b) = (chroma, 0, x)
    }
    return IconColor(red: r + m, green: g + m, blue: b + m, alpha: alpha)
  }
}

import AssetCatImaging
import Foundation

/// The edge of macOS's glass icon body, as Apple's flattened fallbacks of Xcode 26 show it
/// (measured on two public `.icon` builds, Docs/IconComposer.md): a white rim inside the rounded
/// square, strongest at the top (lit from above), fading to nothing 18 points in; and a soft
/// drop shadow outside it, strongest below. An approximation fitted to those renders.
enum IconGlassEdge {
  /// The rim's opacity at the edge: `base` plus `fromTop` times how much the edge faces up.
  static let rimBase = 0.5, rimFromTop = 0.355, rimWidth = 18.0
  /// The shadow's opacity (0…255) at the edge: `base` plus `fromBottom` times how much it faces down.
  static let shadowBase = 30.0, shadowFromBottom = 10.0, shadowLength = 14.0

  /// Draws both on `argb` (premultiplied, `pixels` a side), whose body is the rounded square of
  /// `side` pixels at `inset`, corner `radius`.
  static func apply(_ argb: inout [UInt32], pixels: Int, inset: Int, side: Int, radius: Double) {
    let perPoint = Double(pixels) / 1024
    let half = Double(side) / 2, centre = Double(inset) + half
    for y in 0..<pixels {
      for x in 0..<pixels {
        let edge = distance(x: Double(x) + 0.5 - centre, y: Double(y) + 0.5 - centre, half: half, radius: radius)
        let i = y * pixels + x
        if edge.signed < 0 {
          argb[i] = rim(argb[i], depth: -edge.signed / perPoint, facingUp: -edge.normalY)
        } else {
          argb[i] = shadow(argb[i], distance: edge.signed / perPoint, facingDown: edge.normalY)
        }
      }
    }
  }

  /// White over the pixel, by the rim's opacity at `depth` points in.
  static func rim(_ p: UInt32, depth: Double, facingUp: Double) -> UInt32 {
    let a = max(0, rimBase + rimFromTop * facingUp) * max(0, 1 - depth / rimWidth)
    guard a > 0 else { return p }
    let alpha = Double(p >> 24)
    func lit(_ c: UInt32) -> UInt32 { UInt32((Double(c) * (1 - a) + alpha * a).rounded()) }
    return (p & 0xFF00_0000) | lit((p >> 16) & 0xFF) << 16 | lit((p >> 8) & 0xFF) << 8 | lit(p & 0xFF)
  }

  /// Black under the pixel, by the shadow's opacity `distance` points out.
  static func shadow(_ p: UInt32, distance: Double, facingDown: Double) -> UInt32 {
    let a = max(0, shadowBase + shadowFromBottom * facingDown) * exp(-distance / shadowLength) / 255
    let alpha = Double(p >> 24) / 255
    let added = UInt32((a * (1 - alpha) * 255).rounded())
    guard added > 0 else { return p }
    return (p & 0x00FF_FFFF) | min(255, (p >> 24) + added) << 24
  }

  /// The signed distance from the rounded square's edge (negative inside) of a point relative to
  /// its centre, and the edge's outward normal's y (up is -1).
  static func distance(x: Double, y: Double, half: Double, radius r: Double) -> (signed: Double, normalY: Double) {
    let qx = abs(x) - (half - r), qy = abs(y) - (half - r)
    let mx = max(qx, 0), my = max(qy, 0)
    let out = (mx * mx + my * my).squareRoot()
    let signed = out + min(max(qx, qy), 0) - r
    let ny: Double = out > 0 ? my / out : (qy > qx ? 1 : 0)
    return (signed, y < 0 ? -ny : ny)
  }
}

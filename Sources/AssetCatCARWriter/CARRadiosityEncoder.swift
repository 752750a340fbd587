import AssetCatBytes
import AssetCatCAR
import AssetCatImaging

/// The blurred ("radiosity") image of a tvOS image stack, for the light its icon casts when it
/// has focus, stored as actool stores it (compression 6, Docs/CARCompression.md): the flattened
/// image on a canvas with a clear margin of 40 points a side, blurred (a Gaussian of σ 20 points,
/// here as three box blurs), then one coefficient a channel for each 32-pixel cell.
///
/// Placement follows a real Xcode 26.2 car: the image is drawn at its full width but at its
/// height less the two margins, from the canvas's top margin down.
enum CARRadiosityEncoder {
  static let cellSize = 32
  /// The rebuilding curve's centre weight for 32-pixel cells (0.72555).
  static let centreWeight = Float(bitPattern: 0x3F39_BDB7)
  /// A pixel's weight along each axis: in the outer quarters of its cell, and in the middle half.
  static let outerWeight: Float = -0.16248, middleWeight: Float = 0.22498

  /// The canvas size and the payload bytes (an `MLEC` record) for a flattened image at `scale`.
  static func encode(_ flattened: RasterImage, scale: Int) throws -> (width: Int, height: Int, payload: [UInt8]) {
    let margin = 40 * scale
    let width = flattened.width + 2 * margin, height = flattened.height + 2 * margin
    guard width <= 0xFFFF, height <= 0xFFFF else {
      throw CARRenditionEncoder.Failure(description: "a \(width)×\(height) blurred image is over 65,535 pixels a side")
    }
    var canvas = try place(flattened, margin: margin, width: width, height: height)
    let sigma = 20 * Double(scale)
    for size in boxSizes(sigma: sigma) {
      blur(&canvas, width: width, height: height, box: size, alongRows: true)
      blur(&canvas, width: width, height: height, box: size, alongRows: false)
    }
    let header = CARRadiosityHeader(
      width: UInt16(width), height: UInt16(height), cellSize: UInt32(cellSize), centreWeight: centreWeight)
    var w = ByteWriter(endianness: .little)
    header.write(to: &w)
    for c in coefficients(canvas, width: width, height: height) {
      w.write(Int16(clamping: Int((c * 64).rounded(.towardZero))))
    }
    let payload = CSIBitmapPayload(compression: .blurred, chunks: [.init(rows: UInt32(height), data: w.take())])
    return (width, height, try CARRenditionEncoder.record(payload))
  }

  /// The canvas as premultiplied B, G, R, A samples (0…255), the image drawn inside the margin.
  static func place(_ image: RasterImage, margin: Int, width: Int, height: Int) throws -> [Float] {
    let drawnHeight = image.height > 2 * margin ? image.height - 2 * margin : image.height
    let drawn = try BitmapScaler.scale(image.straight, width: image.width, height: drawnHeight)
    var canvas = [Float](repeating: 0, count: width * height * 4)
    for y in 0..<drawn.height {
      for x in 0..<drawn.width {
        let s = (y * drawn.width + x) * 4, d = ((y + margin) * width + x + margin) * 4
        let a = Float(drawn.rgba[s + 3])
        for (out, c) in [2, 1, 0].enumerated() { canvas[d + out] = Float(drawn.rgba[s + c]) * a / 255 }
        canvas[d + 3] = a
      }
    }
    return canvas
  }

  /// Widths of three box blurs whose sequence approximates a Gaussian of `sigma` (odd widths,
  /// the standard choice of lower and upper width).
  static func boxSizes(sigma: Double) -> [Int] {
    let ideal = (4 * sigma * sigma + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    let l = Double(lower)
    let m = Int(((12 * sigma * sigma - 3 * l * l - 12 * l - 9) / (-4 * l - 4)).rounded())
    return (0..<3).map { $0 < m ? lower : lower + 2 }
  }

  /// One box blur of odd width `box` along rows or columns; samples beyond the canvas are 0.
  static func blur(_ px: inout [Float], width: Int, height: Int, box: Int, alongRows: Bool) {
    let (lines, length) = alongRows ? (height, width) : (width, height)
    let step = alongRows ? 4 : width * 4
    let r = box / 2, scale = 1 / Float(box)
    var sums = [Double](repeating: 0, count: length + 1)
    for line in 0..<lines {
      let base = alongRows ? line * width * 4 : line * 4
      for ch in 0..<4 {
        for i in 0..<length { sums[i + 1] = sums[i] + Double(px[base + i * step + ch]) }
        for i in 0..<length {
          px[base + i * step + ch] = Float(sums[min(i + r + 1, length)] - sums[max(i - r, 0)]) * scale
        }
      }
    }
  }

  /// Per cell (rows of cells, then cells), the four channels' weighted sums.
  static func coefficients(_ px: [Float], width: Int, height: Int) -> [Float] {
    let across = (width + cellSize - 1) / cellSize, down = (height + cellSize - 1) / cellSize
    var out = [Float](repeating: 0, count: across * down * 4)
    func weight(_ p: Int) -> Float {
      let i = p % cellSize
      return i >= cellSize / 4 && i < 3 * cellSize / 4 ? middleWeight : outerWeight
    }
    for y in 0..<height {
      let wy = weight(y), row = (y / cellSize) * across
      for x in 0..<width {
        let w = wy * weight(x), cell = (row + x / cellSize) * 4, s = (y * width + x) * 4
        for ch in 0..<4 { out[cell + ch] += w * px[s + ch] }
      }
    }
    return out
  }
}

import AssetCatBytes
import AssetCatCAR

/// Compression 6, the blurred ("radiosity") image tvOS layer stacks carry for their lighting
/// effect: not pixels but one coefficient per channel for each square cell of the image, from
/// which a smooth image is rebuilt. Layout: `CARRadiosityHeader`, then for each cell (rows of
/// cells top to bottom, cells left to right) four signed 16-bit samples, the channels in the
/// order of the bitmap's memory (premultiplied BGRA), in units of 1/64.
///
/// Rebuilding: along each axis, the pixel at position `i` of its cell (`t` = where the pixel's
/// centre falls in the cell, from -1 to 1) is a weighted sum of its own cell's coefficient and
/// its two neighbours' (a quadratic/cubic curve whose weights sum to 1; a neighbour beyond the
/// image's edge adds nothing). Rows first, then columns; samples are rounded half up and
/// clamped to 0…255. The layout and curve were read from public notes on CoreUI's decoder and
/// checked against this format's encoder description; no Apple code is used.
enum CARRadiosity {
  /// The BGRA rows (premultiplied, `rowBytes` apart) a blurred payload stands for.
  static func decode(_ data: [UInt8], width: Int, rows: Int, rowBytes: Int) throws(CARPixelError) -> [UInt8] {
    let (header, coefficients) = try parse(data, width: width, rows: rows)
    let curve = Curve(cellSize: Int(header.cellSize), centreWeight: Double(header.centreWeight))
    let cells = header.cells
    let bands = blendAcross(coefficients, cellsAcross: cells.across, cellsDown: cells.down, width: width, curve: curve)
    return blendDown(bands, cellsDown: cells.down, width: width, rows: rows, rowBytes: rowBytes, curve: curve)
  }

  /// The header, checked against the rendition, and the coefficients as values.
  static func parse(_ data: [UInt8], width: Int, rows: Int) throws(CARPixelError) -> (CARRadiosityHeader, [Float]) {
    let result: Result<(CARRadiosityHeader, [Float]), ByteReadError> = data.withUnsafeBytes { buf in
      Result { () throws(ByteReadError) in
        var reader = ByteReader(buf, endianness: .little)
        let header = try reader.record(CARRadiosityHeader.self)
        let n = header.cellSize
        guard n >= 2, n <= 1024, n & (n - 1) == 0 else {
          throw reader.invalid("a cell size of \(n) pixels is not a power of two up to 1024", at: 4)
        }
        guard header.centreWeight.isFinite, abs(header.centreWeight) <= 4 else {
          throw reader.invalid("centre weight \(header.centreWeight) is out of range", at: 8)
        }
        guard Int(header.width) == width, Int(header.height) == rows else {
          throw reader.invalid(
            "the blurred image is \(header.width)×\(header.height), its rendition \(width)×\(rows)", at: 0)
        }
        let count = header.cells.across * header.cells.down * 4
        try reader.require(count * 2, "\(count) coefficients")
        var values = [Float](repeating: 0, count: count)
        for i in 0..<count { values[i] = Float(Int16(bitPattern: try reader.u16())) / 64 }
        return (header, values)
      }
    }
    do { return try result.get() } catch { throw CARPixelError("blurred image: \(error)") }
  }

  /// Each row of cells spread across the image's width: `cellsDown` bands of `width` BGRA
  /// samples.
  static func blendAcross(_ c: [Float], cellsAcross: Int, cellsDown: Int, width: Int, curve: Curve) -> [Float] {
    var bands = [Float](repeating: 0, count: cellsDown * width * 4)
    for band in 0..<cellsDown {
      let cellRow = band * cellsAcross * 4
      for x in 0..<width {
        let (cell, w) = curve.weights(at: x)
        let out = (band * width + x) * 4
        for ch in 0..<4 {
          let own = cellRow + cell * 4 + ch
          var v: Float = 0
          if cell > 0 { v += w.previous * c[own - 4] }
          v += w.own * c[own]
          if cell + 1 < cellsAcross { v += w.next * c[own + 4] }
          bands[out + ch] = v
        }
      }
    }
    return bands
  }

  /// The bands spread down the image's rows, rounded to bytes.
  static func blendDown(_ bands: [Float], cellsDown: Int, width: Int, rows: Int, rowBytes: Int, curve: Curve) -> [UInt8]
  {
    var out = [UInt8](repeating: 0, count: rowBytes * rows)
    let bandSize = width * 4
    for y in 0..<rows {
      let (cell, w) = curve.weights(at: y)
      for i in 0..<bandSize {
        let own = cell * bandSize + i
        var v: Float = 0
        if cell > 0 { v += w.previous * bands[own - bandSize] }
        v += w.own * bands[own]
        if cell + 1 < cellsDown { v += w.next * bands[own + bandSize] }
        out[y * rowBytes + i] = UInt8(min(max(v + 0.5, 0), 255))
      }
    }
    return out
  }

  /// The reconstruction weights for each position in a cell.
  struct Curve {
    struct Weights {
      var previous: Float
      var own: Float
      var next: Float
    }

    let shift: Int
    let table: [Weights]

    init(cellSize n: Int, centreWeight a: Double) {
      shift = n.trailingZeroBitCount
      let half = Double(n) / 2
      table = (0..<n).map { i in
        let t = (Double(i) + 0.5 - half) / half
        let t2 = t * t, t3 = t2 * t
        return Weights(
          previous: Float((4 - 5 * t - 2 * t2 + 3 * t3) / 8 + (t + t2 - t3 - 1) * a / 2),
          own: Float(t2 / 2 + (1 - t2) * a),
          next: Float((4 + 5 * t - 2 * t2 - 3 * t3) / 8 + (t2 + t3 - t - 1) * a / 2))
      }
    }

    /// The cell a pixel position falls in and its weights there.
    func weights(at p: Int) -> (cell: Int, Weights) { (p >> shift, table[p & (table.count - 1)]) }
  }
}

import AssetCatBytes
import AssetCatCAR
import AssetCatCARPixels
import AssetCatImaging
import Testing

/// Blurred ("radiosity", compression 6) images of tvOS layer stacks: per-cell coefficients
/// rebuilt into a smooth image. They were reported as not decoded before, so `verify` and
/// `extract` left them out.
@Suite("Blurred (radiosity) images")
struct CARRadiosityTests {
  /// A compression-6 payload: the header, then four coefficients (B, G, R, A in 1/64) a cell.
  static func payload(_ header: CARRadiosityHeader, cells: [[Float]]) -> [UInt8] {
    var w = ByteWriter(endianness: .little)
    header.write(to: &w)
    for cell in cells { for v in cell { w.write(Int16(v * 64)) } }
    return w.take()
  }

  static func decode(_ data: [UInt8], w: Int, h: Int) throws(CARPixelError) -> DecodedImage {
    try CARBitmapDecoder.decode(
      SyntheticCAR.bitmap(name: "ZZZZRadiosityImage-2.0.0", w: w, h: h, scale: 2, compression: .blurred, data: data))
  }

  @Test("a row of two 2-pixel cells rebuilds to the curve's weights, edges fading")
  func smallCells() throws {
    // Centre weight 0.5: at t = -0.5 the weights are (previous 0.421875, own 0.5, next 0.078125),
    // mirrored at t = 0.5. Across: 32, 32, 27, 5 for alpha 64 in the first cell and 0 in the
    // second; one cell down, so each is halved: 16, 16, 13.5, 2.5, rounded half up.
    let header = CARRadiosityHeader(width: 4, height: 2, cellSize: 2, centreWeight: 0.5)
    let image = try Self.decode(Self.payload(header, cells: [[32, 0, 0, 64], [0, 0, 0, 0]]), w: 4, h: 2)
    let alpha = (0..<8).map { image.rgba[$0 * 4 + 3] }
    #expect(alpha == [16, 16, 14, 3, 16, 16, 14, 3])
    // Blue is half the alpha, so half-bright blue once unpremultiplied.
    #expect(image.rgba[2] == 128)
    #expect(image.rgba[0] == 0 && image.rgba[1] == 0)
  }

  @Test("uniform cells rebuild to a uniform inside, as actool stores them (32-pixel cells)")
  func uniformInside() throws {
    let header = CARRadiosityHeader(width: 96, height: 80, cellSize: 32, centreWeight: 0.7256)
    let cell: [Float] = [100, 50, 25, 200]
    let image = try Self.decode(Self.payload(header, cells: Array(repeating: cell, count: 9)), w: 96, h: 80)
    for (x, y) in [(32, 32), (47, 40), (63, 47), (40, 63)] {
      let p = (y * 96 + x) * 4
      #expect(Array(image.rgba[p..<p + 4]) == [32, 64, 128, 200], "pixel \(x),\(y)")
    }
    // The image's edges lose the missing neighbour's share.
    #expect(image.rgba[3] < 200)
  }

  @Test("a blurred payload that is cut short, misstates its size or its curve is damage, not a crash")
  func damaged() throws {
    let good = CARRadiosityHeader(width: 64, height: 32, cellSize: 32, centreWeight: 0.7256)
    let full = Self.payload(good, cells: [[1, 2, 3, 4], [5, 6, 7, 8]])
    #expect(throws: Never.self) { try Self.decode(full, w: 64, h: 32) }
    var cases: [(String, [UInt8], Int)] = [
      ("cut short", Array(full.dropLast(2)), 64),
      ("header only", Array(full.prefix(12)), 64),
      ("shorter than a header", Array(full.prefix(7)), 64),
      ("another size", full, 65),
    ]
    for bad in [
      CARRadiosityHeader(width: 64, height: 32, cellSize: 24, centreWeight: 0.7256),
      CARRadiosityHeader(width: 64, height: 32, cellSize: 0, centreWeight: 0.7256),
      CARRadiosityHeader(width: 64, height: 32, cellSize: 32, centreWeight: .nan),
      CARRadiosityHeader(width: 64, height: 32, cellSize: 32, centreWeight: 1e30),
    ] {
      cases.append(("header \(bad)", Self.payload(bad, cells: [[1, 2, 3, 4], [5, 6, 7, 8]]), 64))
    }
    for (what, data, w) in cases {
      do {
        _ = try Self.decode(data, w: w, h: 32)
        Issue.record("\(what): decoded")
      } catch {
        #expect(!error.unsupported, "\(what): \(error)")
      }
    }
  }
}

extension CARRadiosityTests {
  /// Mean (r, g, b) of the pixels whose alpha is at least `minAlpha`.
  static func meanColour(_ image: DecodedImage, minAlpha: UInt8) -> [Double] {
    var sum = [0.0, 0.0, 0.0], n = 0.0
    for p in stride(from: 0, to: image.rgba.count, by: 4) where image.rgba[p + 3] >= minAlpha {
      for c in 0..<3 { sum[c] += Double(image.rgba[p + c]) }
      n += 1
    }
    return sum.map { $0 / max(n, 1) }
  }

  @Test("a real tvOS car's blurred images decode to a blur of its flattened image: same colours, clear edges")
  func realLayerStack() throws {
    let file = try CARFile(path: CARTestSupport.fixture("volte-tvos-xcode26.2.car"))
    func image(_ name: String) throws -> DecodedImage {
      let entry = try #require(file.renditions.first { $0.header.name == name })
      return try CARBitmapDecoder.decode(try file.rendition(entry))
    }
    for scale in [1, 2] {
      let flat = try image("ZZZZFlattenedImage-\(scale).1.0-gamut0")
      let blurred = try image("ZZZZRadiosityImage-\(scale).0.0")
      // 40 points of clear margin around the 400×240 image, as actool pads it.
      #expect(blurred.width == (400 + 80) * scale && blurred.height == (240 + 80) * scale)
      #expect(blurred.rgba[3] == 0 && blurred.rgba[blurred.rgba.count - 1] == 0)
      // A channel out of order or a wrong scale moves the mean by far more than 10 levels.
      let expected = Self.meanColour(flat, minAlpha: 0), got = Self.meanColour(blurred, minAlpha: 250)
      for c in 0..<3 { #expect(abs(expected[c] - got[c]) < 10, "scale \(scale) channel \(c): \(got) vs \(expected)") }
    }
  }
}

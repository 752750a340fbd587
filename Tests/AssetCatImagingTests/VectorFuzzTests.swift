import AssetCatImageHeaders
import AssetCatImaging
import AssetCatTestSupport
import Foundation
import Testing

@Suite("Vector readers on damaged input")
struct VectorFuzzTests {
  static let seeds: [Data] =
    VectorSizeTests.pdfCases.map(\.1) + VectorSizeTests.svgCases.map { Data($0.0.utf8) } + [
      VectorRasterTests.pdf, VectorRasterTests.svg, SymbolImageTests.standard,
    ]

  @Test("bit flips, byte swaps and cuts of every PDF/SVG case never crash or hang", arguments: 0..<4)
  func mutations(seed: Int) {
    var random = SplitMix64(seed: UInt64(seed) &* 7919 &+ 17)
    let interesting = Array("[]<>()/%\\0123456789.-R obj endobj".utf8)
    for original in Self.seeds {
      for _ in 0..<60 {
        var bytes = [UInt8](original)
        guard !bytes.isEmpty else { continue }
        for _ in 0..<Int.random(in: 1...6, using: &random) {
          let index = Int.random(in: 0..<bytes.count, using: &random)
          if Bool.random(using: &random) {
            bytes[index] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
          } else {
            bytes[index] = interesting.randomElement(using: &random)!
          }
        }
        if Int.random(in: 0..<3, using: &random) == 0 {
          bytes.removeLast(Int.random(in: 0..<bytes.count, using: &random))
        }
        let data = Data(bytes)
        for size in [try? VectorSize.pdf(data), try? VectorSize.svg(data), try? VectorSize.size(of: data)] {
          if let size { #expect(size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite) }
        }
        _ = try? ImageProbe.probe(data)
        // Drawing the damaged document must also come back (pixels or an error), never crash.
        let limits = ImageLimits(maxSide: 128, maxPixels: 128 * 128)
        if let raster = try? VectorRaster.render(data, scale: 1, limits: limits) {
          #expect(raster.premultipliedRGBA.count == raster.width * raster.height * 4)
        }
        // So must reading and drawing it as a symbol template.
        if let symbol = try? SymbolImage(data), let raster = try? symbol.render(scale: 1, limits: limits) {
          #expect(symbol.size.width.isFinite && symbol.size.height.isFinite)
          #expect(raster.premultipliedRGBA.count == raster.width * raster.height * 4)
        }
      }
    }
  }
}

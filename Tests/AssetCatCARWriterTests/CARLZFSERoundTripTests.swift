import AssetCatCompression
import AssetCatImaging
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCARWriter

/// The LZFSE chunks the car writer makes of real and noisy images decode to the bytes it fed the
/// encoder (`CARLZFSEInputs`), through the project's decoder and, where `python3` imports the
/// PyPI `lzfse` module, through the reference decoder too.
@Suite struct CARLZFSERoundTripTests {
  /// An opaque RGB gradient with light noise, as the noisy bench's art (scripts/gen_realistic_catalog.py
  /// --noisy): the lowest bit of one sample in 256 set on every fourth row.
  static func noisyGradient(side: Int, seed: UInt64) -> [UInt8] {
    var random = SplitMix64(seed: seed)
    var rgba: [UInt8] = []
    for y in 0..<side {
      for x in 0..<side {
        for base in [20 + x * 100 / side, 40 + y * 100 / side, 60 + (side - 1 - x) * 60 / side] {
          rgba.append(UInt8(base) | (y % 4 == 0 && random.next() % 256 == 0 ? 1 : 0))
        }
        rgba.append(255)
      }
    }
    return rgba
  }

  /// Every PNG of the corpora (the repository's slice; the full corpora when present) and three
  /// noisy gradients, as (label, RGBA, width, height).
  static func images() -> [(String, [UInt8], Int, Int)] {
    var out = [150, 301, 450].map { side in ("noisy \(side)", noisyGradient(side: side, seed: UInt64(side)), side, side)
    }
    for url in Corpora.files(["png"]) {
      guard let data = try? Data(contentsOf: url), let image = try? ImageDecoder.decode(data) else { continue }
      out.append((url.lastPathComponent, image.rgba, image.width, image.height))
    }
    return out
  }

  @Test func chunksDecodeToTheirInputs() throws {
    var streams: [[UInt8]] = [], inputs: [[UInt8]] = [], labels: [String] = []
    for (label, rgba, width, height) in Self.images() {
      let encoded = CARLZFSEChunks.encode(
        CARPixelEncoder.premultipliedBGRA(rgba), width: width, height: height, bytesPerPixel: 4)
      let expected = CARLZFSEInputs.chunks(rgba: rgba, width: width, height: height)
      #expect(encoded.payload.chunks.count == expected.count, "\(label)")
      for (chunk, input) in zip(encoded.payload.chunks, expected) {
        #expect(try LZFSEDecoder.decompress(chunk.data, maxOutput: input.count) == input, "\(label)")
        streams.append(chunk.data)
        inputs.append(input)
        labels.append(label)
      }
    }
    #expect(streams.count > 30)
    guard let decoded = try ReferenceLZFSE.decode(streams) else { return }
    for (i, output) in decoded.enumerated() {
      #expect(output == inputs[i], "the reference decoder, on \(labels[i])")
    }
  }
}

// libFuzzer target for AssetCatCompression's decoders (`make fuzz`, Docs/Fuzzing.md); a replay
// tool in ordinary builds (`assetcat-fuzz-lzfse FILE...`).
import AssetCatCompression
import AssetCatCompressionWriter
import AssetCatFuzzSupport

/// Decodes the input as LZFSE, as raw LZVN, as a CAR payload, and as raw LZVN of a size taken from its first
/// two bytes; traps only when a successful decode breaks an invariant. Then encodes the input as
/// LZFSE and traps unless it decodes back to the input.
@main enum LZFSEFuzzTarget: FuzzTarget {
  static func run(_ input: UnsafeRawBufferPointer) {
    let size = input.count
    let limit = 1 << 22
    if let output = try? LZFSEDecoder.decompress(input, maxOutput: limit) {
      guard let extent = try? LZFSEDecoder.streamExtent(of: input),
        extent.decompressedSize == output.count, extent.compressedSize <= size
      else { fatalError("LZFSE output of \(output.count) bytes disagrees with its headers") }
    }
    if let output = try? LZVNDecoder.decompress(input, maxOutput: limit) {
      precondition(output.count <= limit, "LZVN output past the limit")
    }
    if let output = try? AppleCompressedPayload.decompress(input, maxOutput: limit) {
      precondition(output.count <= limit, "payload output past the limit")
    }
    if size >= 2 {
      let expected = Int(input[0]) | Int(input[1]) << 8
      let rest = UnsafeRawBufferPointer(rebasing: input[2...])
      if let output = try? LZVNDecoder.decompress(rest, expectedSize: expected, maxOutput: limit) {
        precondition(output.count == expected, "LZVN output differs from its expected size")
      }
    }
    let encoded = LZFSEEncoder.compress(input)
    guard let decoded = try? LZFSEDecoder.decompress(encoded, maxOutput: size), decoded.elementsEqual(input) else {
      fatalError("the LZFSE encoder's stream of \(size) bytes does not decode back to them")
    }
  }
}

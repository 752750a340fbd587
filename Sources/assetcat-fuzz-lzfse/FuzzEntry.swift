// libFuzzer entry point for AssetCatCompression's decoders.
//
// Fuzzing build (libFuzzer supplies `main`):
//   swift build --build-path .build-fuzz --product assetcat-fuzz-lzfse \
//     -Xswiftc -sanitize=fuzzer,address -Xswiftc -DASSETCAT_FUZZING
//   .build-fuzz/debug/assetcat-fuzz-lzfse CORPUS_DIR Tests/AssetCatCompressionTests/Vectors
// Ordinary builds get a replay `main` instead: `assetcat-fuzz-lzfse FILE...` runs each file
// through the same entry point (to reproduce a crash without the sanitizers).
import AssetCatCompression
import Foundation

/// Decodes the input as LZFSE, as raw LZVN, as a CAR payload, and as raw LZVN of a size taken from its first
/// two bytes; traps only when a successful decode breaks an invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = UnsafeRawBufferPointer(start: data, count: size)
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
  return 0
}

#if ASSETCAT_FUZZING
  /// libFuzzer's driver (compiler-rt's libFuzzer exports it for programs that own `main`).
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// SwiftPM links an executable's entry point under this name; hand it to libFuzzer.
  @_cdecl("assetcat_fuzz_lzfse_main")
  func fuzzerMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> CInt {
    var count = argc
    var vector = argv
    return runFuzzerDriver(&count, &vector) { fuzzOneInput($0, $1) }
  }
#else
  @main enum Replay {
    static func main() {
      for path in CommandLine.arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
          print("cannot read \(path)")
          exit(1)
        }
        let bytes = [UInt8](data)
        _ = bytes.withUnsafeBufferPointer { fuzzOneInput($0.baseAddress, $0.count) }
        print("\(path): ok")
      }
    }
  }
#endif

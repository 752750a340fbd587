// Times AssetCatCompression's decoders on files (for scripts/bench-lzfse.py; not a test).
//
//   assetcat-codec-bench [--lzvn] [--repeat N] FILE...
//
// For each FILE prints one line: name, decoded bytes, best seconds of N runs, decoded MB/s.
import AssetCatCompression
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
var rawLZVN = false
var repeats = 5
var files: [String] = []
while let argument = arguments.first {
  arguments.removeFirst()
  switch argument {
  case "--lzvn": rawLZVN = true
  case "--repeat": repeats = Int(arguments.removeFirst()) ?? repeats
  default: files.append(argument)
  }
}

for path in files {
  guard let data = FileManager.default.contents(atPath: path) else {
    print("cannot read \(path)")
    exit(1)
  }
  let input = [UInt8](data)
  var best = Double.infinity
  var size = 0
  for _ in 0..<repeats {
    let clock = ContinuousClock()
    let start = clock.now
    do {
      size = try input.withUnsafeBytes { buffer throws(CompressionError) in
        rawLZVN
          ? try LZVNDecoder.decompress(buffer, maxOutput: 1 << 30).count
          : try LZFSEDecoder.decompress(buffer, maxOutput: 1 << 30).count
      }
    } catch {
      print("\(path): \(error)")
      exit(1)
    }
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    best = min(best, seconds)
  }
  let name = (path as NSString).lastPathComponent
  print(String(format: "%@ %d %.6f %.1f", name, size, best, Double(size) / best / 1e6))
}

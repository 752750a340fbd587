// Times AssetCatCompression's decoders and AssetCatCompressionWriter's LZFSE encoder on files
// (for scripts/bench-lzfse.py; not a test).
//
//   assetcat-codec-bench [--lzvn] [--repeat N] FILE...
//        decodes each FILE (an LZFSE stream; with --lzvn, raw LZVN) and prints one line: name,
//        decoded bytes, best seconds of N runs (wall), decoded MB/s
//   assetcat-codec-bench --encode [--repeat N] FILE...
//        each FILE a list of records (a 4-byte little-endian length, then that many bytes: the
//        buffers the car writer hands the encoder, `assetcat-bench lzfse-inputs` writes them);
//        encodes every record one by one and prints one line: name, input bytes, encoded bytes,
//        best CPU seconds of N runs (this thread's), input MB/s; exits 1 unless every stream
//        decodes back to its record (AssetCatCompression's decoder, outside the timed runs)
import AssetCatCompression
import AssetCatCompressionWriter
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
var rawLZVN = false
var encode = false
var repeats = 5
var files: [String] = []
while let argument = arguments.first {
  arguments.removeFirst()
  switch argument {
  case "--lzvn": rawLZVN = true
  case "--encode": encode = true
  case "--repeat": repeats = Int(arguments.removeFirst()) ?? repeats
  default: files.append(argument)
  }
}

/// Seconds of CPU this thread has used.
func threadCPUSeconds() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
  return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

/// The records of an `--encode` input file.
func records(_ data: [UInt8]) -> [[UInt8]] {
  var out: [[UInt8]] = []
  var at = 0
  while at + 4 <= data.count {
    let n = Int(data[at]) | Int(data[at + 1]) << 8 | Int(data[at + 2]) << 16 | Int(data[at + 3]) << 24
    guard at + 4 + n <= data.count else { break }
    out.append(Array(data[at + 4..<at + 4 + n]))
    at += 4 + n
  }
  return out
}

for path in files {
  guard let data = FileManager.default.contents(atPath: path) else {
    print("cannot read \(path)")
    exit(1)
  }
  let input = [UInt8](data)
  let name = (path as NSString).lastPathComponent
  if encode {
    let buffers = records(input)
    let size = buffers.reduce(0) { $0 + $1.count }
    var best = Double.infinity
    var encoded = 0
    for _ in 0..<repeats {
      let start = threadCPUSeconds()
      encoded = buffers.reduce(0) { $0 + LZFSEEncoder.compress($1).count }
      best = min(best, threadCPUSeconds() - start)
    }
    for buffer in buffers
    where (try? LZFSEDecoder.decompress(LZFSEEncoder.compress(buffer), maxOutput: buffer.count)) != buffer {
      print("\(path): a record of \(buffer.count) bytes does not round-trip")
      exit(1)
    }
    print(String(format: "%@ %d %d %.6f %.1f", name, size, encoded, best, Double(size) / best / 1e6))
    continue
  }
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
  print(String(format: "%@ %d %.6f %.1f", name, size, best, Double(size) / best / 1e6))
}

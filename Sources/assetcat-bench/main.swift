import AssetCatArchive
import AssetCatCARWriter
import AssetCatCLI
import AssetCatCore
import AssetCatFileSystem
import AssetCatImageHeaders
import AssetCatImaging
import AssetCatParallel
import CAssetCatShims
import Foundation

// assetcat-bench: the in-process measurements of `make bench` (scripts/bench.py drives it).
//
//   assetcat-bench floor-read DIR            read every byte of every file under DIR once
//   assetcat-bench floor-probe DIR           probe every image header under DIR (no pixels)
//   assetcat-bench floor-decode DIR          libpng's own decode of every PNG under DIR: each file
//        read whole, every row of every pass through one row buffer (acshim_png_verify, as
//        `compile --decode` calls it), on every core
//   assetcat-bench lookup FILE [--iterations N]
//        open FILE (median of 1,000 opens) and resolve random names × device presets × light/dark
//        (median ns per lookup); prints {"open_ms":…, "lookup_ns":…, "lookup_ref_ns":…, "lookup_first_ns":…}
//        (lookup_ns: `resolve`, which returns copies of the asset and rendition; lookup_ref_ns:
//        `resolution`, which returns the shared asset and the chosen index)
//   assetcat-bench make-car OUT [--images N] [--side S]
//        an Assets.car of N uncompressed S×S bitmaps (SyntheticCar.swift), for the car rows
//   assetcat-bench lzfse-inputs OUT DIR...
//        the buffers the car writer would LZFSE-encode for every PNG under each DIR stored as LZFSE
//        BGRA (`CARLZFSEInputs`), written to OUT as records (4-byte little-endian length, bytes)
//        for `assetcat-codec-bench --encode` and the reference encoder (scripts/bench-lzfse.py)
//   assetcat-bench batch FILE REQUESTS.jsonl
//        `assetcat resolve FILE --batch REQUESTS.jsonl` in-process (no async main: runs under
//        valgrind), answers to standard output; exits with its code
//
// The floors use every core, as compile does, so "compile ÷ floor" compares like with like.

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("assetcat-bench: \(message)\n".utf8))
  exit(2)
}

/// Every regular file under `root` (links followed, as compile follows them), sorted: a POSIX
/// walk (`openat`/`readdir`/`fstatat` through AssetCatFileSystem, no FileManager enumerator), the
/// top-level folders listed in parallel.
func files(under root: String) -> [String] {
  guard let top = listFolder(root) else { fail("cannot list \(root)") }
  let dirs = top.folders
  let parts = ParallelMap.map(count: dirs.count, jobs: cores) { i -> [String] in
    var found: [String] = []
    var stack = [dirs[i]]
    while let dir = stack.popLast() {
      guard let listing = listFolder(dir) else { continue }
      found += listing.files
      stack += listing.folders
    }
    return found
  }
  return (top.files + parts.joined()).sorted()
}

/// The regular files and folders directly in `dir`, as paths.
func listFolder(_ dir: String) -> (files: [String], folders: [String])? {
  guard let d = POSIXDirectory(path: dir), let names = d.names() else { return nil }
  var files: [String] = []
  var folders: [String] = []
  for name in names {
    guard let st = d.status(name) else { continue }
    if st.isRegular {
      files.append(dir + "/" + name)
    } else if st.isDirectory {
      folders.append(dir + "/" + name)
    }
  }
  return (files, folders)
}

let cores = ProcessInfo.processInfo.activeProcessorCount

/// Reads a whole file with open/read/close into `buffer`; the byte count.
func readAll(_ path: String, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
  let fd = open(path, O_RDONLY | O_CLOEXEC)
  guard fd >= 0 else { return 0 }
  defer { close(fd) }
  var total = 0
  while true {
    let n = read(fd, buffer.baseAddress, buffer.count)
    if n < 0 && errno == EINTR { continue }
    if n <= 0 { break }
    total += n
  }
  return total
}

/// libpng decodes every row of the PNG at `path` (CRC and zlib checks included); 1 when it is whole.
func libpngDecode(_ path: String) -> Int {
  guard let bytes = try? FileBytes.read(path: path) else { return 0 }
  var width: UInt32 = 0
  var height: UInt32 = 0
  var transparent: Int32 = 0
  let capacity = Int(ACSHIM_MESSAGE_CAPACITY)
  var message = [CChar](repeating: 0, count: capacity)
  let limits = acshim_limits(max_side: 1 << 16, max_pixels: 1 << 28)
  let status = bytes.withUnsafeBufferPointer { b in
    acshim_png_verify(b.baseAddress, b.count, limits, &width, &height, &transparent, &message, capacity)
  }
  return status == ACSHIM_OK ? 1 : 0
}

/// Runs `body` over `items` on every core; the sum of its results.
func parallel(_ items: [String], _ body: (String) -> Int) -> Int {
  ParallelMap.map(count: items.count, jobs: cores) { body(items[$0]) }.reduce(0, +)
}

func seconds(_ body: () -> Void) -> Double {
  let t0 = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9
}

func median(_ xs: [Double]) -> Double {
  let s = xs.sorted()
  return s.isEmpty ? .nan : s[s.count / 2]
}

let args = Array(CommandLine.arguments.dropFirst())
guard let verb = args.first else {
  fail("usage: assetcat-bench floor-read DIR | floor-probe DIR | lookup FILE [--iterations N]")
}

switch verb {
case "floor-read":
  // The honest floor of a compile: find every file (compile walks the catalog too) and read
  // every byte once, on every core; POSIX calls only, one reusable buffer per thread.
  guard args.count == 2 else { fail("usage: assetcat-bench floor-read DIR") }
  var all: [String] = []
  var bytes = 0
  let listing = seconds { all = files(under: args[1]) }
  let reading = seconds {
    // Chunks of 64 files per iteration, each with one 64 KiB buffer.
    let paths = all
    let chunks = stride(from: 0, to: paths.count, by: 64).map { "\($0)" }
    bytes = parallel(chunks) { start in
      let from = Int(start)!
      let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
      defer { buffer.deallocate() }
      var n = 0
      for path in paths[from..<min(from + 64, paths.count)] { n += readAll(path, buffer) }
      return n
    }
  }
  print(#"{"files":\#(all.count),"bytes":\#(bytes),"seconds":\#(listing + reading),"list_seconds":\#(listing)}"#)

case "floor-probe":
  guard args.count == 2 else { fail("usage: assetcat-bench floor-probe DIR") }
  let images = files(under: args[1]).filter { !$0.hasSuffix(".json") }
  var probed = 0
  let t = seconds {
    probed = parallel(images) { path in (try? ImageProbe.probe(fileAt: path)) == nil ? 0 : 1 }
  }
  print(#"{"files":\#(images.count),"probed":\#(probed),"seconds":\#(t)}"#)

case "floor-decode":
  guard args.count == 2 else { fail("usage: assetcat-bench floor-decode DIR") }
  let pngs = files(under: args[1]).filter { $0.hasSuffix(".png") }
  var decoded = 0
  let t = seconds { decoded = parallel(pngs, libpngDecode) }
  print(#"{"files":\#(pngs.count),"decoded":\#(decoded),"seconds":\#(t)}"#)

case "lookup":
  guard args.count >= 2 else { fail("usage: assetcat-bench lookup FILE [--iterations N]") }
  let url = URL(fileURLWithPath: args[1])
  let iterations = args.firstIndex(of: "--iterations").flatMap { Int(args[$0 + 1]) } ?? 200_000
  var opens: [Double] = []
  for _ in 0..<1000 {
    opens.append(seconds { _ = try? CompiledCatalog(contentsOf: url) })
  }
  let catalog: CompiledCatalog
  do { catalog = try CompiledCatalog(contentsOf: url) } catch { fail("\(error)") }
  let names = catalog.assetNames
  guard !names.isEmpty else { fail("no assets in \(url.path)") }
  var requests: [TraitCollection] = []
  for device in DevicePreset.all {
    for orientation in DevicePreset.Orientation.allCases {
      for style in [UserInterfaceStyle.light, .dark] {
        var t = device.traits(orientation)
        t.style = style
        requests.append(t)
      }
    }
  }
  // Deterministic pseudo-random pairs (an LCG), prepared before timing.
  var state: UInt64 = 0x9E37_79B9_7F4A_7C15
  func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
  let pairs = (0..<iterations).map { _ in (names[next(names.count)], requests[next(requests.count)]) }
  // First lookups of each asset (records decoded from the mapping), then steady state.
  var firstNs: [Double] = []
  var sink = 0
  let fresh = try! CompiledCatalog(contentsOf: url)
  for name in names.prefix(2000) {
    firstNs.append(seconds { sink &+= fresh.resolve(name, traits: requests[0])?.rendition.order ?? 0 } * 1e9)
  }
  // Time in batches of 100 so the clock's own cost is spread out.
  var perLookup: [Double] = []
  var i = 0
  while i + 100 <= pairs.count {
    let t = seconds {
      for k in i..<(i + 100) { sink &+= catalog.resolve(pairs[k].0, traits: pairs[k].1)?.rendition.order ?? 0 }
    }
    perLookup.append(t * 1e9 / 100)
    i += 100
  }
  // The same lookups through `resolution` (the chosen index and the shared asset: no copy of the
  // asset and rendition values that `resolve` returns).
  var perRef: [Double] = []
  i = 0
  while i + 100 <= pairs.count {
    let t = seconds {
      for k in i..<(i + 100) { sink &+= catalog.resolution(pairs[k].0, traits: pairs[k].1)?.index ?? 0 }
    }
    perRef.append(t * 1e9 / 100)
    i += 100
  }
  if sink == 42 { print("", terminator: "") }
  print(
    #"{"open_ms":\#(median(opens) * 1e3),"lookup_ns":\#(median(perLookup)),"lookup_ref_ns":\#(median(perRef)),"#
      + #""lookup_first_ns":\#(median(firstNs))}"#
  )

case "make-car":
  SyntheticCar.make(args)

case "lzfse-inputs":
  guard args.count >= 3 else { fail("usage: assetcat-bench lzfse-inputs OUT DIR...") }
  var out = Data()
  for dir in args[2...] {
    for path in files(under: dir) where path.hasSuffix(".png") {
      guard let data = FileManager.default.contents(atPath: path), let image = try? ImageDecoder.decode(data)
      else { continue }
      for chunk in CARLZFSEInputs.chunks(rgba: image.rgba, width: image.width, height: image.height) {
        withUnsafeBytes(of: UInt32(chunk.count).littleEndian) { out.append(contentsOf: $0) }
        out.append(contentsOf: chunk)
      }
    }
  }
  guard FileManager.default.createFile(atPath: args[1], contents: out) else { fail("cannot write \(args[1])") }

case "batch":
  guard args.count == 3 else { fail("usage: assetcat-bench batch FILE REQUESTS.jsonl") }
  var o = ResolveOptions(catalog: args[1])
  o.batch = args[2]
  exit(ResolveCommandLogic.run(o))

default:
  fail("unknown verb '\(verb)'")
}

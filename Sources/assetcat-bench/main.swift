import AssetCatArchive
import AssetCatCLI
import AssetCatCore
import AssetCatImaging
import Foundation

// assetcat-bench: the in-process measurements of `make bench` (scripts/bench.py drives it).
//
//   assetcat-bench floor-read DIR            read every byte of every file under DIR once
//   assetcat-bench floor-probe DIR           probe every image header under DIR (no pixels)
//   assetcat-bench lookup FILE [--iterations N]
//        open FILE (median of 1,000 opens) and resolve random names × device presets × light/dark
//        (median ns per lookup); prints {"open_ms":…, "lookup_ns":…, "lookup_ref_ns":…, "lookup_first_ns":…}
//        (lookup_ns: `resolve`, which returns copies of the asset and rendition; lookup_ref_ns:
//        `resolution`, which returns the shared asset and the chosen index)
//   assetcat-bench make-car OUT [--images N] [--side S]
//        an Assets.car of N uncompressed S×S bitmaps (SyntheticCar.swift), for the car rows
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
/// walk (`openat`/`fdopendir`/`readdir`/`fstatat`, no FileManager enumerator), the top-level
/// folders listed in parallel.
func files(under root: String) -> [String] {
  guard let top = listFolder(root) else { fail("cannot list \(root)") }
  var out = top.files
  let dirs = top.folders
  let parts = UnsafeMutableBufferPointer<[String]>.allocate(capacity: max(dirs.count, 1))
  parts.initialize(repeating: [])
  defer { parts.deinitialize().deallocate() }
  nonisolated(unsafe) let shared = parts
  DispatchQueue.concurrentPerform(iterations: dirs.count) { i in
    var found: [String] = []
    var stack = [dirs[i]]
    while let dir = stack.popLast() {
      guard let listing = listFolder(dir) else { continue }
      found += listing.files
      stack += listing.folders
    }
    shared[i] = found
  }
  for part in parts { out += part }
  return out.sorted()
}

/// The regular files and folders directly in `dir`, as paths.
func listFolder(_ dir: String) -> (files: [String], folders: [String])? {
  let fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
  guard fd >= 0, let d = fdopendir(fd) else {
    if fd >= 0 { close(fd) }
    return nil
  }
  defer { closedir(d) }
  var files: [String] = []
  var folders: [String] = []
  while let entry = readdir(d) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
      String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
    }
    if name == "." || name == ".." { continue }
    var st = stat()
    guard fstatat(fd, name, &st, 0) == 0 else { continue }
    let type = st.st_mode & S_IFMT
    if type == S_IFREG {
      files.append(dir + "/" + name)
    } else if type == S_IFDIR {
      folders.append(dir + "/" + name)
    }
  }
  return (files, folders)
}

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

/// Runs `body` over `items` on every core.
func parallel(_ items: [String], _ body: @Sendable (String) -> Int) -> Int {
  let n = items.count
  let partial = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(n, 1))
  defer { partial.deallocate() }
  nonisolated(unsafe) let out = partial
  DispatchQueue.concurrentPerform(iterations: n) { i in out[i] = body(items[i]) }
  return out.reduce(0, +)
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
guard let verb = args.first else { fail("usage: assetcat-bench floor-read DIR | floor-probe DIR | lookup FILE [--iterations N]") }

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
      for style in UserInterfaceStyle.allCases {
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
  print(#"{"open_ms":\#(median(opens) * 1e3),"lookup_ns":\#(median(perLookup)),"lookup_ref_ns":\#(median(perRef)),"lookup_first_ns":\#(median(firstNs))}"#)

case "make-car":
  SyntheticCar.make(args)

case "batch":
  guard args.count == 3 else { fail("usage: assetcat-bench batch FILE REQUESTS.jsonl") }
  var o = ResolveOptions(catalog: args[1])
  o.batch = args[2]
  exit(ResolveCommandLogic.run(o))

default:
  fail("unknown verb '\(verb)'")
}

import AssetCatArchive
import AssetCatCore
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// assetcat-bench: generates a catalog of ~3,000 image sets (~9,000 small PNGs) into a cache folder
// and times, with the release `assetcat` binary: a cold compile, a no-op recompile, opening the
// compiled catalog, and single lookups (median ns).
//
// usage: assetcat-bench [--assetcat PATH] [--cache DIR] [--sets N] [--runs N]

let args = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
  guard let i = args.firstIndex(of: name), i + 1 < args.count else { return nil }
  return args[i + 1]
}
let exeDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
let assetcat = option("--assetcat") ?? exeDir.appendingPathComponent("assetcat").path
let cache = URL(fileURLWithPath: option("--cache") ?? "bench-cache")
let sets = Int(option("--sets") ?? "") ?? 3000
let runs = Int(option("--runs") ?? "") ?? 5
let fm = FileManager.default

func log(_ s: String) { FileHandle.standardError.write(Data((s + "\n").utf8)) }

// MARK: - Generate (once; reused while the stamp file matches)

let catalog = cache.appendingPathComponent("Bench\(sets).xcassets")
let ready = catalog.appendingPathComponent(".generated")
if !fm.fileExists(atPath: ready.path) {
  log("generating \(sets) image sets into \(catalog.path)…")
  try? fm.removeItem(at: catalog)
  try fm.createDirectory(at: catalog, withIntermediateDirectories: true)
  let info = #""info":{"author":"xcode","version":1}"#
  try Data("{\(info)}".utf8).write(to: catalog.appendingPathComponent("Contents.json"))
  for g in 0..<(sets + 99) / 100 {
    let group = catalog.appendingPathComponent("Group\(g)")
    try fm.createDirectory(at: group, withIntermediateDirectories: true)
    try Data(#"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#.utf8)
      .write(to: group.appendingPathComponent("Contents.json"))
  }
  for i in 0..<sets {
    let folder = catalog.appendingPathComponent("Group\(i / 100)/Image\(i).imageset")
    try fm.createDirectory(at: folder, withIntermediateDirectories: true)
    var entries: [String] = []
    for scale in 1...3 {
      let name = "image\(i)@\(scale)x.png"
      let side = 16 * scale
      // Every 10th set reuses set 0's pixels: the compiled catalog stores those once.
      let seed = i % 10 == 0 ? 0 : i
      let png = PNGWriter.encode(width: side, height: side) { x, y in
        (UInt8(truncatingIfNeeded: x * 7 + seed), UInt8(truncatingIfNeeded: y * 5 + seed >> 8), UInt8(truncatingIfNeeded: seed &* 31), 255)
      }
      try Data(png).write(to: folder.appendingPathComponent(name))
      entries.append(#"{"filename":"\#(name)","idiom":"universal","scale":"\#(scale)x"}"#)
    }
    try Data(#"{"images":[\#(entries.joined(separator: ","))],\#(info)}"#.utf8).write(to: folder.appendingPathComponent("Contents.json"))
  }
  try Data().write(to: ready)
}

// MARK: - Compile

/// CPU seconds (user + system) used by finished child processes so far.
func childCPU() -> Double {
  var u = rusage()
  #if canImport(Glibc)
    getrusage(RUSAGE_CHILDREN.rawValue, &u)
  #else
    getrusage(RUSAGE_CHILDREN, &u)
  #endif
  return Double(u.ru_utime.tv_sec) + Double(u.ru_utime.tv_usec) / 1e6 + Double(u.ru_stime.tv_sec) + Double(u.ru_stime.tv_usec) / 1e6
}

func runAssetcat(_ a: [String]) throws -> (seconds: Double, status: Int32, cpu: Double) {
  let cpu0 = childCPU()
  let p = Process()
  p.executableURL = URL(fileURLWithPath: assetcat)
  p.arguments = a
  p.standardError = FileHandle.nullDevice
  p.standardOutput = FileHandle.nullDevice
  let start = DispatchTime.now().uptimeNanoseconds
  try p.run()
  p.waitUntilExit()
  return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, p.terminationStatus, childCPU() - cpu0)
}

func median(_ xs: [Double]) -> Double {
  let s = xs.sorted()
  return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

let out = cache.appendingPathComponent("Bench\(sets).assetcat")
var cold: [Double] = [], noop: [Double] = [], coldCPU: [Double] = [], noopCPU: [Double] = []
for _ in 0..<runs {
  try? fm.removeItem(at: out)
  try? fm.removeItem(atPath: out.path + ".stamp")
  let c = try runAssetcat(["compile", catalog.path, "-o", out.path, "--quiet"])
  guard c.status == 0 else {
    log("compile failed with exit \(c.status)")
    exit(2)
  }
  cold.append(c.seconds)
  coldCPU.append(c.cpu)
  let n = try runAssetcat(["compile", catalog.path, "-o", out.path, "--quiet"])
  noop.append(n.seconds)
  noopCPU.append(n.cpu)
}
let jobs1 = try runAssetcat(["compile", catalog.path, "-o", out.path, "--quiet", "--force", "--jobs", "1"]).seconds
let size = (try fm.attributesOfItem(atPath: out.path)[.size] as? Int) ?? 0

// MARK: - Open and look up (in process)

func nanos(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start)
}

var opens: [Double] = []
var keep: [CompiledCatalog] = []
for _ in 0..<1000 {
  opens.append(try nanos { keep.append(try CompiledCatalog(contentsOf: out)) })
  if keep.count > 8 { keep.removeAll() }
}
let compiled = try CompiledCatalog(contentsOf: out)
let names = compiled.assetNames
var rng = SystemRandomNumberGenerator()
let traits = [
  TraitCollection(idiom: .phone, scale: 3), TraitCollection(idiom: .pad, scale: 2, style: .dark), TraitCollection(scale: 1),
]
var indexNs: [Double] = [], resolveNs: [Double] = [], missNs: [Double] = []
var sink = 0
for k in 0..<20_000 {
  let name = names[Int.random(in: 0..<names.count, using: &rng)]
  indexNs.append(try nanos { sink &+= try compiled.assetIndex(named: name) ?? 0 })
  let t = traits[k % traits.count]
  resolveNs.append(nanos { sink &+= compiled.resolve(name, traits: t)?.rendition.order ?? 0 })
  missNs.append(nanos { sink &+= compiled.asset(named: name + "-missing") == nil ? 1 : 0 })
}
// First lookups: a fresh catalog, each asset resolved once (decoded from the mapped records).
let fresh = try CompiledCatalog(contentsOf: out)
var firstNs: [Double] = []
for (k, name) in names.shuffled(using: &rng).enumerated() {
  let t = traits[k % traits.count]
  firstNs.append(nanos { sink &+= fresh.resolve(name, traits: t)?.rendition.order ?? 0 })
}
var verifyNs: [Double] = []
for _ in 0..<5 { verifyNs.append(try nanos { try compiled.verify() }) }

print(
  """
  assetcat benchmark: \(sets) image sets, \(sets * 3) PNGs (\(names.count) assets), compiled file \(size) bytes, \(ProcessInfo.processInfo.activeProcessorCount) cores
  | measure | median |
  |---|---|
  | cold compile (all cores, \(runs) runs), wall | \(String(format: "%.0f ms", median(cold) * 1000)) |
  | cold compile, CPU (user + sys) | \(String(format: "%.0f ms", median(coldCPU) * 1000)) |
  | cold compile --jobs 1 (1 run), wall | \(String(format: "%.0f ms", jobs1 * 1000)) |
  | no-op recompile ("up to date"), wall | \(String(format: "%.1f ms", median(noop) * 1000)) (\(String(format: "%.1f%%", median(noop) / median(cold) * 100)) of cold) |
  | no-op recompile, CPU (user + sys) | \(String(format: "%.1f ms", median(noopCPU) * 1000)) (\(String(format: "%.1f%%", median(noopCPU) / median(coldCPU) * 100)) of cold) |
  | open (mmap + header + section table) | \(String(format: "%.0f ns", median(opens))) |
  | name lookup (binary search, hit) | \(String(format: "%.0f ns", median(indexNs))) |
  | first resolve of an asset (lookup + decode records + SPEC §3) | \(String(format: "%.0f ns", median(firstNs))) |
  | resolve, asset decoded before (lookup + cache + SPEC §3) | \(String(format: "%.0f ns", median(resolveNs))) |
  | lookup miss | \(String(format: "%.0f ns", median(missNs))) |
  | verify (every checksum and record) | \(String(format: "%.1f ms", median(verifyNs) / 1e6)) |
  """)
if sink == 42 { print("") }

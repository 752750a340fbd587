import AssetCatTestSupport
import Foundation
import Testing

/// The exact actool command lines of two apps' own build scripts (cubesql/cubeSQLAdmin and
/// jo-tools/sudoku: a catalog and an `.icon`, `--output-partial-info-plist /dev/null`,
/// `--enable-icon-stack-fallback-generation=disabled`), run where they run, in the car pairs
/// (`ASSETCAT_CAR_PAIRS`), with only `--compile .` pointed at a fresh folder (the pairs are
/// read-only). Each must build, exit 0, and write a car whose app icon holds the Icon
/// Composer stack and the flat sizes, as `assetcat info` shows Apple's car of the pair.
@Suite("actool: real build scripts' command lines (car pairs)")
struct CarPairBuildTests {
  /// The slots of the renditions of `asset` in `assetcat info`'s listing of `car`, each as
  /// "slot  pixels  points" (the file names and the car's layout choices left out).
  static func slots(of asset: String, in car: String) throws -> [String] {
    let info = try AssetCatExecutable.run(["info", car])
    #expect(info.status == 0, "\(info.stderr)")
    var out: [String] = []
    var inside = false
    for line in info.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
      if !line.hasPrefix("  ") {
        inside = line.hasPrefix(asset + "  [")
        continue
      }
      guard inside else { continue }
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      let kind = line.contains("[icon stack") ? "stack" : "flat"
      let pixels = fields.firstIndex(of: "px").map { String(fields[$0 - 1]) } ?? "?"
      out.append("\(fields[0]) \(kind) \(pixels)")
    }
    return out.sorted()
  }

  /// Runs the pair's own arguments in its folder, `--compile .` made a temporary folder.
  static func build(_ name: String) throws -> (CommandResult, String, CarPairs.Pair) {
    let pair = try CarPairs.pair(name)
    let arguments = try #require(pair.arguments)
    let folder = try #require(pair.argumentsRunIn)
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-pair-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    var line = arguments
    let compile = try #require(line.firstIndex(of: "--compile"))
    line[compile + 1] = out
    return (try AssetCatExecutable.run(["actool"] + line, in: folder), out, pair)
  }

  @Test(CarPairs.needed, arguments: ["cubeSQLAdmin", "sudoku"])
  func buildsAsTheAppsScriptDoes(_ name: String) throws {
    let (r, out, pair) = try Self.build(name)
    defer { try? FileManager.default.removeItem(atPath: out) }
    #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
    #expect(!r.stdout.contains("was ignored"), "\(r.stdout)")
    #expect(!r.stdout.contains("AC070"), "\(r.stdout)")
    let car = out + "/Assets.car"
    #expect(FileManager.default.fileExists(atPath: car))
    let ours = try Self.slots(of: "App", in: car)
    let apple = try Self.slots(of: "App", in: pair.car)
    // The icon stack of each appearance, as Apple's car has it.
    #expect(ours.filter { $0.contains("stack") } == apple.filter { $0.contains("stack") }, "\(ours)")
    #expect(ours.filter { $0.contains("stack") }.count == 3)
    let flat = ours.filter { $0.contains("flat") }
    #expect(flat.contains("idiom=universal,scale=2 flat 1024×1024"), "\(ours)")
    if name == "cubeSQLAdmin" {
      // Built by Xcode 26.2: the seven flat sizes drawn from the `.icon`.
      #expect(ours == apple, "ours \(ours), Apple's \(apple)")
    }
  }
}

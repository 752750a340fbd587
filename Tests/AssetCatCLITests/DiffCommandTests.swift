import AssetCatCAR
import AssetCatCore
import AssetCatDiff
import AssetCatFileSystem
import AssetCatPipeline
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCLI

/// `assetcat diff`: two catalogs of any kind compared by asset and slot; with `--structure`, two
/// cars compared block by block. Exit 0 when equal, 1 when different, 2 on error.
@Suite struct DiffCommandTests {
  final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    var value: String { lock.withLock { text } }
    var output: CommandOutput {
      CommandOutput(
        out: { s in self.lock.withLock { self.text += s } }, err: { s in self.lock.withLock { self.text += s } })
    }
  }

  /// A catalog of two image sets: `Logo` (one 2x PNG of `logo` pixels) and `Dot`, and a color set.
  static func catalog(logo: [UInt8], withDot: Bool = true) throws -> FixtureCatalog {
    let c = try FixtureCatalog()
    let images =
      #"{"images":[{"idiom":"universal","scale":"2x","filename":"a.png"}],"info":{"author":"xcode","version":1}}"#
    try c.contents("Logo.imageset", images)
    try c.write("Logo.imageset/a.png", PNGWriter.png(width: 2, height: 2, rgba: logo))
    if withDot {
      try c.contents("Dot.imageset", images)
      try c.write("Dot.imageset/a.png", PNGWriter.png(width: 1, height: 1, rgba: [0, 0, 0, 255]))
    }
    try c.contents(
      "Tint.colorset",
      #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","#
        + #""green":"0.000","blue":"0.000","alpha":"1.000"}}}],"info":{"author":"xcode","version":1}}"#
    )
    return c
  }

  static let red: [UInt8] = (0..<16).map { i in i % 4 == 0 || i % 4 == 3 ? 255 : 0 }
  static let blue: [UInt8] = (0..<16).map { i in i % 4 == 2 || i % 4 == 3 ? 255 : 0 }

  static func car(_ c: FixtureCatalog, name: String = "Assets.car") async throws -> String {
    let out = c.root.appendingPathComponent(name).path
    var o = CompileOptions(sources: [c.path], output: out)
    o.car = .init(platform: .iOS, minimumDeploymentTarget: OSVersion("16.0")!)
    o.progress = false
    #expect(await CompileCommandLogic.run(o, output: Capture().output) == 0)
    return out
  }

  static func run(_ a: String, _ b: String, structure: Bool = false, format: DiffFormat = .text) -> (Int32, String) {
    let capture = Capture()
    let code = DiffCommandLogic.run(before: a, after: b, structure: structure, format: format, output: capture.output)
    return (code, capture.value)
  }

  @Test("a car compared with itself, structure included, has no difference: exit 0")
  func sameCar() async throws {
    let c = try Self.catalog(logo: Self.red)
    let car = try await Self.car(c)
    let (code, text) = Self.run(car, car, structure: true)
    #expect(code == 0)
    #expect(text.contains("no difference"))
    #expect(!text.contains("shape "))
  }

  @Test("a deflated car (an iOS 8 target) compared with itself departs from no shape point")
  func deflatedCarAgainstItself() async throws {
    // A gradient deflate stores smaller than raw or run-length.
    let c = try FixtureCatalog()
    try c.contents(
      "Wash.imageset",
      #"{"images":[{"idiom":"universal","scale":"2x","filename":"a.png"}],"info":{"author":"xcode","version":1}}"#)
    let wash = (0..<(64 * 64 * 4)).map { UInt8(truncatingIfNeeded: $0 % 4 == 3 ? 255 : ($0 / 4) % 64 * 4) }
    try c.write("Wash.imageset/a.png", PNGWriter.png(width: 64, height: 64, rgba: wash))
    let out = c.root.appendingPathComponent("Old.car").path
    var o = CompileOptions(sources: [c.path], output: out)
    o.car = .init(platform: .iOS, minimumDeploymentTarget: OSVersion("8.0")!)
    o.progress = false
    #expect(await CompileCommandLogic.run(o, output: Capture().output) == 0)
    let (code, text) = Self.run(out, out, structure: true)
    #expect(code == 0)
    #expect(!text.contains("shape "), "\(text)")
  }

  @Test("two cars of catalogs that differ: exit 1, the changed pixels and the removed asset named")
  func differentCars() async throws {
    let first = try Self.catalog(logo: Self.red), other = try Self.catalog(logo: Self.blue, withDot: false)
    let before = try await Self.car(first), after = try await Self.car(other)
    let (code, text) = Self.run(before, after, structure: true)
    #expect(code == 1)
    #expect(text.contains("~ Logo [idiom=universal,scale=2]: pixels changed"))
    #expect(text.contains("- Dot"))
    // Before: Logo and Dot linked into their atlases (a colour and a gray one), and the colour.
    #expect(text.contains("structure CARHEADER.renditionCount: 5 → 2"))
    #expect(text.contains("structure CARHEADER.storageTimestamp") == false)
  }

  @Test("a source catalog and its .assetcat hold the same: exit 0; its car differs only in how it is stored")
  func sourceAgainstCompiled() async throws {
    let c = try Self.catalog(logo: Self.red)
    let archive = c.root.appendingPathComponent("A.assetcat").path
    var o = CompileOptions(sources: [c.path], output: archive)
    o.progress = false
    #expect(await CompileCommandLogic.run(o, output: Capture().output) == 0)
    #expect(Self.run(c.path, archive).0 == 0)
    let car = try await Self.car(c)
    let (code, text) = Self.run(c.path, car)
    #expect(code == 1)
    // Same pixels and sizes: only the encoding and the bytes change.
    // Logo and Dot are packed into an atlas: their encoding is the atlas's.
    #expect(
      !text.contains("pixels changed") && !text.contains("pixelSize") && text.contains("encoding png → packed lzfse"))
  }

  @Test("a packed image whose frame moves in its sheet has the same pixels: only the new image is new")
  func packedFrameMoves() async throws {
    let first = try Self.catalog(logo: Self.red), other = try Self.catalog(logo: Self.red)
    // A larger image packed first moves Logo's and Dot's frames.
    try other.contents(
      "Big.imageset",
      #"{"images":[{"idiom":"universal","scale":"2x","filename":"a.png"}],"info":{"author":"xcode","version":1}}"#)
    try other.write("Big.imageset/a.png", PNGWriter.png(width: 3, height: 3, rgba: [UInt8](repeating: 200, count: 36)))
    let before = try await Self.car(first, name: "A.car"), after = try await Self.car(other, name: "B.car")
    let (code, text) = Self.run(before, after)
    #expect(code == 1)
    #expect(text.contains("+ Big"))
    #expect(!text.contains("pixels changed"), "\(text)")
  }

  @Test("JSON: changes, devices and structure, as the contract names them")
  func json() async throws {
    let c = try Self.catalog(logo: Self.red)
    let car = try await Self.car(c)
    let (code, text) = Self.run(car, car, structure: true, format: .json)
    #expect(code == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["changes"] is [Any] && object["devices"] is [Any] && object["structure"] is [Any])
  }

  @Test("--structure needs two cars: exit 2 with a message")
  func structureNeedsCars() throws {
    let c = try Self.catalog(logo: Self.red)
    let (code, text) = Self.run(c.path, c.path, structure: true)
    #expect(code == 2 && text.contains("--structure compares two Assets.car files"))
  }

  @Test("a file that is no catalog: exit 2")
  func unreadable() throws {
    let c = try Self.catalog(logo: Self.red)
    let junk = c.root.appendingPathComponent("junk.car").path
    try Data("not a car".utf8).write(to: URL(fileURLWithPath: junk))
    #expect(Self.run(junk, c.path).0 == 2)
  }
}

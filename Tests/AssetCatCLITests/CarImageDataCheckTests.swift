import AssetCatTestSupport
import Foundation
import Testing

/// `compile -o X.car` inflates each PNG's image data once: the check before the write leaves it
/// to the car writer's decode, and the PNGs the car does not decode are checked before the car
/// replaces the output. Whatever the image data, what it says, writes and exits with must be
/// what a compile that checks every PNG first (`-o X.assetcat`) says, writes and exits with.
@Suite("compile -o X.car finds damaged image data as the checking compile does")
struct CarImageDataCheckTests {
  static var badZlib: [UInt8] {
    var data = StructureSamples.pngImageData
    data[6] ^= 0xFF
    return StructureSamples.png(idat: [data])
  }
  static var cutZlib: [UInt8] { StructureSamples.png(idat: [Array(StructureSamples.pngImageData.prefix(20))]) }

  /// An intact set `Good`, and `Odd` whose one image (for `idiom`) is `bytes`.
  static func catalog(idiom: String, _ bytes: [UInt8]) throws -> FixtureCatalog {
    let catalog = try FixtureCatalog()
    try catalog.contents(
      "Good.imageset", #"{"images":[{"idiom":"universal","filename":"g.png"}],"info":{"version":1,"author":"xcode"}}"#)
    try catalog.write("Good.imageset/g.png", Data(StructureSamples.png))
    try catalog.contents(
      "Odd.imageset", #"{"images":[{"idiom":"\#(idiom)","filename":"a.png"}],"info":{"version":1,"author":"xcode"}}"#)
    try catalog.write("Odd.imageset/a.png", Data(bytes))
    return catalog
  }

  /// Compiles `catalog` to a car and to an .assetcat in fresh folders; the two results, with
  /// each output's path written as OUT.
  static func compileBoth(_ catalog: FixtureCatalog) throws -> (
    car: CommandResult, checked: CommandResult, carFolder: URL
  ) {
    func compile(_ name: String) throws -> (CommandResult, URL) {
      let folder = catalog.root.appendingPathComponent("out-\(name)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let output = folder.appendingPathComponent(name).path
      var r = try AssetCatExecutable.run(["compile", catalog.path, "-o", output, "--platform", "iphoneos"])
      r.stderr = r.stderr.replacingOccurrences(of: output, with: "OUT")
      return (r, folder)
    }
    let (car, folder) = try compile("A.car")
    let (checked, _) = try compile("A.assetcat")
    return (car, checked, folder)
  }

  @Test(
    """
    damaged image data in a PNG the car decodes (universal) and in one it leaves out (mac): exit 1, \
    the same findings, nothing written
    """,
    arguments: ["universal", "mac"])
  func refused(idiom: String) throws {
    for (what, bytes) in [("bad zlib data", Self.badZlib), ("cut zlib stream", Self.cutZlib)] {
      let catalog = try Self.catalog(idiom: idiom, bytes)  // its folder lives as long as it does
      let (car, checked, folder) = try Self.compileBoth(catalog)
      #expect(car.status == 1, "\(what): \(car.stderr)")
      #expect(car.stderr.contains("[AC020]"), "\(what): \(car.stderr)")
      #expect(car.stderr == checked.stderr, "\(what)")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty,
        "\(what): the car compile wrote something")
    }
  }

  @Test(
    """
    assetcat actool: damaged image data in a PNG the car decodes and in one it leaves out: exit 1, \
    validate's finding, nothing written
    """,
    arguments: ["universal", "mac"])
  func actoolRefused(idiom: String) throws {
    for (what, bytes) in [("bad zlib data", Self.badZlib), ("cut zlib stream", Self.cutZlib)] {
      let catalog = try Self.catalog(idiom: idiom, bytes)
      let folder = catalog.root.appendingPathComponent("compiled")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let r = try AssetCatExecutable.run(["actool", "--compile", folder.path, "--platform", "iphoneos", catalog.path])
      let validate = try AssetCatExecutable.run(["validate", catalog.path])
      let finding = validate.stdout.split(separator: "\n").first { $0.contains("[AC020]") }.map {
        $0.components(separatedBy: "error: ").last ?? ""
      }
      #expect(r.status == 1, "\(what): \(r.stdout)")
      #expect(
        finding.map { r.stdout.contains($0.replacingOccurrences(of: " [AC020]", with: "")) } == true,
        "\(what): \(r.stdout) vs \(validate.stdout)")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "\(what): actool wrote something")
    }
  }

  @Test("assetcat actool on an intact catalog: the car streamed beside its place is in place, no temporary file left")
  func actoolPutsTheStagedCarInPlace() throws {
    let catalog = try Self.catalog(idiom: "universal", StructureSamples.png)
    let folder = catalog.root.appendingPathComponent("compiled")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let r = try AssetCatExecutable.run(["actool", "--compile", folder.path, "--platform", "iphoneos", catalog.path])
    #expect(r.status == 0, "\(r.stdout)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Assets.car"])
    let info = try AssetCatExecutable.run(["info", folder.appendingPathComponent("Assets.car").path])
    #expect(info.status == 0 && info.stdout.contains("Good") && info.stdout.contains("Odd"), "\(info.stdout)")
  }

  /// A catalog of two sets: `Main` (universal, `main.<ext>`) and `Named` (2x, `n.png`: a file
  /// named for another format), holding `main` and `named`.
  static func catalog(ext: String, main: [UInt8], named: [UInt8]) throws -> FixtureCatalog {
    let catalog = try FixtureCatalog()
    try catalog.contents(
      "Main.imageset",
      #"{"images":[{"idiom":"universal","filename":"main.\#(ext)"}],"info":{"version":1,"author":"xcode"}}"#)
    try catalog.write("Main.imageset/main.\(ext)", Data(main))
    try catalog.contents(
      "Named.imageset",
      #"{"images":[{"idiom":"universal","filename":"n.png","scale":"2x"}],"info":{"version":1,"author":"xcode"}}"#)
    try catalog.write("Named.imageset/n.png", Data(named))
    return catalog
  }

  /// `validate --decode` passes, the car holds every set at the pixel size given, and `resolve`
  /// on the car answers each set's size in points at 2x as on the source.
  static func expectIntoTheCar(_ catalog: FixtureCatalog, pixels: [String: String], points: [String: String]) throws {
    let validate = try AssetCatExecutable.run(["validate", "--decode", catalog.path])
    #expect(validate.status == 0 && !validate.stdout.contains("error:"), "\(validate.stdout)")
    let car = catalog.root.appendingPathComponent("A.car").path
    let compile = try AssetCatExecutable.run(["compile", catalog.path, "-o", car])
    #expect(compile.status == 0 && !compile.stderr.contains("not in the car"), "\(compile.stderr)")
    let info = try AssetCatExecutable.run(["info", car])
    for (name, size) in pixels { #expect(info.stdout.contains("\(size) px"), "\(name): \(info.stdout)") }
    for (name, size) in points {
      let fromSource = try AssetCatExecutable.run(["resolve", catalog.path, name, "--traits", "idiom=phone,scale=2"])
      let fromCar = try AssetCatExecutable.run(["resolve", car, name, "--traits", "idiom=phone,scale=2"])
      #expect(
        fromSource.stdout.contains(size) && fromCar.stdout.contains(size),
        "\(name): \(fromSource.stdout) / \(fromCar.stdout)")
    }
  }

  @Test(
    "a WebP (named .webp, and one named .png) validates, goes into the car as a bitmap of its size, and resolves alike")
  func webpInTheCar() throws {
    let catalog = try Self.catalog(
      ext: "webp", main: StructureSamples.webpLossless, named: StructureSamples.webpLossyAlpha)
    try Self.expectIntoTheCar(
      catalog, pixels: ["Main": "24×16", "Named": "20×12"], points: ["Main": "24×16", "Named": "10×6"])
  }

  @Test(
    """
    a TIFF (named .tiff, and one named .png) validates with --decode, goes into the car as a bitmap of its \
    size, and resolves alike
    """
  )
  func tiffInTheCar() throws {
    let tiff = TIFFSamples.tiff(width: 24, height: 16, layout: .rgbaStraight) { x, y in
      [UInt8(x * 10), UInt8(y * 15), 90, x < 4 ? 0 : 255]
    }
    let named = TIFFSamples.tiff(width: 20, height: 12, layout: .rgb) { x, _ in [UInt8(x), 0, 0] }
    let catalog = try Self.catalog(ext: "tiff", main: tiff, named: named)
    try Self.expectIntoTheCar(
      catalog, pixels: ["Main": "24×16", "Named": "20×12"], points: ["Main": "24×16", "Named": "10×6"])
  }

  @Test(
    """
    a GIF (an animated one, and a still one named .png) validates with --decode, \
    goes into the car as its first frame at its canvas size, and resolves alike
    """
  )
  func gifInTheCar() throws {
    let frames = [
      GIFSamples.Frame(width: 16, height: 8, transparentIndex: 0, indices: (0..<128).map { UInt8($0 % 3) }),
      GIFSamples.Frame(width: 16, height: 8, indices: Array(repeating: 5, count: 128)),
    ]
    let animated = GIFSamples.gif(width: 16, height: 8, palette: { [UInt8($0), 0, 0] }, frames: frames)
    let still = GIFSamples.gif(
      width: 20, height: 12, palette: { [0, UInt8($0), 0] },
      frames: [GIFSamples.Frame(width: 20, height: 12, indices: Array(repeating: 7, count: 240))])
    let catalog = try Self.catalog(ext: "gif", main: animated, named: still)
    try Self.expectIntoTheCar(
      catalog, pixels: ["Main": "16×8", "Named": "20×12"], points: ["Main": "16×8", "Named": "10×6"])
  }

  @Test("a TIFF whose image directory is cut off is damaged: AC020, and nothing is compiled")
  func cutTIFFIsDamaged() throws {
    let catalog = try FixtureCatalog()
    let tiff = TIFFSamples.tiff(width: 24, height: 16, layout: .rgb) { x, _ in [UInt8(x), 0, 0] }
    try catalog.contents(
      "Tif.imageset", #"{"images":[{"idiom":"universal","filename":"t.tiff"}],"info":{"version":1,"author":"xcode"}}"#)
    try catalog.write("Tif.imageset/t.tiff", Data(tiff.prefix(40)))
    let validate = try AssetCatExecutable.run(["validate", catalog.path])
    #expect(
      validate.status == 1 && validate.stdout.contains("[AC020]") && validate.stdout.contains("t.tiff"),
      "\(validate.stdout)")
    let compile = try AssetCatExecutable.run([
      "compile", catalog.path, "-o", catalog.root.appendingPathComponent("A.car").path,
    ])
    #expect(compile.status == 1 && compile.stderr.contains("[AC020]"), "\(compile.stderr)")
  }

  @Test("an intact catalog with a warning: the car is written and the warning said once")
  func warningSaidOnce() throws {
    let catalog = try Self.catalog(idiom: "universal", StructureSamples.png + [0, 0, 0])
    let (car, checked, folder) = try Self.compileBoth(catalog)
    #expect(car.status == 0 && checked.status == 0, "\(car.stderr)")
    #expect(car.stderr.components(separatedBy: "bytes after its IEND chunk").count == 2, "\(car.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).contains("A.car"))
  }
}

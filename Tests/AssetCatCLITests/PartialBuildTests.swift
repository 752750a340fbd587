import AssetCatActool
import AssetCatCARWriter
import AssetCatCore
import AssetCatFileSystem
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCLI
@testable import AssetCatPipeline

/// Partial builds and links, as a build system's per-asset actions run them
/// (Examples/bazel): `compile -o X.carpart --set S` encodes a few sets, `compile -o X.car
/// --from-part …` (or `actool … --from-part`) writes the car from the parts, byte-identical to
/// one compile; a part built with other options or from other files is refused, and nothing is
/// written then. `--follow-links` reads inputs staged as symbolic links.
@Suite struct PartialBuildTests {
  typealias R = RenditionCacheTests

  static let car = CAROptions(platform: .iOS, minimumDeploymentTarget: OSVersion(major: 16, minor: 0))

  /// Four large images, a color, and two small images in sets of their own (packed together
  /// into one atlas, which spans the two sets' parts), one of them in a namespace group.
  static func catalog() throws -> FixtureCatalog {
    let c = try R.catalog()
    try c.contents(
      "Group", #"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#)
    for (i, inner) in ["Small0.imageset", "Group/Small1.imageset"].enumerated() {
      try c.contents(
        inner,
        #"{"images":[{"idiom":"universal","scale":"2x","filename":"s.png"}],"info":{"author":"xcode","version":1}}"#)
      let pixels = (0..<(24 * 24 * 4)).map { k in UInt8(truncatingIfNeeded: k % 4 == 3 ? 255 : k * (i + 5)) }
      try c.write(inner + "/s.png", PNGWriter.png(width: 24, height: 24, rgba: pixels))
    }
    return c
  }

  static let sets = [
    "Image0.imageset", "Image1.imageset", "Image2.imageset", "Image3.imageset", "Tint.colorset", "Small0.imageset",
    "Group/Small1.imageset",
  ]

  /// Compiles `sets` of `c` into the part `out`; the exit code and what it said.
  static func part(_ c: FixtureCatalog, _ sets: [String], to out: String, car: CAROptions = car) async -> (
    Int32, String
  ) {
    var o = CompileOptions(sources: [c.path], output: out)
    o.car = car
    o.partialSets = sets
    o.progress = false
    let capture = R.Capture()
    return (await CompileCommandLogic.run(o, output: capture.output), capture.value)
  }

  /// Links the car `out` of `c` from `parts`.
  static func link(_ c: FixtureCatalog, _ parts: [String], to out: String) async -> (Int32, String) {
    var car = Self.car
    car.partials = parts
    return await R.compile(c, to: out, cache: nil, car: car)
  }

  /// One part a set, each built alone.
  static func parts(_ c: FixtureCatalog, car: CAROptions = car) async -> [String] {
    var paths: [String] = []
    for (i, set) in sets.enumerated() {
      let path = R.file(c, "\(i).carpart")
      let (code, said) = await part(c, [set], to: path, car: car)
      #expect(code == 0, "\(said)")
      paths.append(path)
    }
    return paths
  }

  @Test("the car linked from one part a set is byte-identical to one compile's, and takes the parts' renditions")
  func linkedCarIsTheOneShotCar() async throws {
    let c = try Self.catalog()
    let one = R.file(c, "one.car")
    #expect(await R.compile(c, to: one, cache: nil, car: Self.car).0 == 0)
    let parts = await Self.parts(c)
    let linked = R.file(c, "linked.car")
    let (code, said) = await Self.link(c, parts, to: linked)
    #expect(code == 0, "\(said)")
    #expect(R.bytes(linked) == R.bytes(one) && !R.bytes(one).isEmpty)
    #expect(said.contains("from the rendition cache"))
    // Parts of several sets each serve as well.
    let pair = [R.file(c, "a.carpart"), R.file(c, "b.carpart")]
    #expect(await Self.part(c, Array(Self.sets.prefix(3)), to: pair[0]).0 == 0)
    #expect(await Self.part(c, Array(Self.sets.dropFirst(3)), to: pair[1]).0 == 0)
    let fromPair = R.file(c, "pair.car")
    #expect(await Self.link(c, pair, to: fromPair).0 == 0)
    #expect(R.bytes(fromPair) == R.bytes(one))
  }

  @Test(
    "real catalogs: the car linked from parts of their folders is byte-identical to one compile's",
    arguments: Corpora.catalogs)
  func realCatalogs(_ catalog: String) async throws {
    let scratch = try ScratchFolder()
    let one = scratch.join("one.car")
    var o = CompileOptions(sources: [catalog], output: one)
    o.car = Self.car
    o.progress = false
    o.force = true
    let first = R.Capture()
    try #require(await CompileCommandLogic.run(o, output: first.output) == 0, "\(first.value)")
    let entries = try FileManager.default.contentsOfDirectory(atPath: catalog).sorted().filter {
      var folder: ObjCBool = false
      return !$0.hasPrefix(".") && FileManager.default.fileExists(atPath: catalog + "/" + $0, isDirectory: &folder)
        && folder.boolValue
    }
    // At most 16 parts, each of a few of the catalog's top folders (groups or sets).
    let size = max(1, (entries.count + 15) / 16)
    var parts: [String] = []
    for start in stride(from: 0, to: entries.count, by: size) {
      var p = CompileOptions(sources: [catalog], output: scratch.join("\(start).carpart"))
      (p.car, p.partialSets, p.progress) = (Self.car, Array(entries[start..<min(entries.count, start + size)]), false)
      let capture = R.Capture()
      #expect(await CompileCommandLogic.run(p, output: capture.output) == 0, "\(capture.value)")
      parts.append(p.output)
    }
    o.output = scratch.join("linked.car")
    o.car?.partials = parts
    let capture = R.Capture()
    #expect(await CompileCommandLogic.run(o, output: capture.output) == 0, "\(capture.value)")
    #expect(R.bytes(o.output) == R.bytes(one), "\(catalog)")
  }

  @Test("actool --from-part writes the car and partial Info.plist one actool run writes")
  func actoolLink() async throws {
    let c = try Self.catalog()
    let parts = await Self.parts(c)
    func actool(_ out: String, _ extra: [String]) async throws -> (Int32, [UInt8], [UInt8]) {
      try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
      let args =
        ["--compile", out, "--platform", "iphoneos", "--minimum-deployment-target", "16.0", "--no-cache"]
        + ["--output-partial-info-plist", out + "/p.plist"] + extra + [c.path]
      let outcome = await ActoolDriver(currentDirectory: out, assetcatVersion: "test").run(args)
      return (outcome.exitCode, R.bytes(out + "/Assets.car"), R.bytes(out + "/p.plist"))
    }
    let one = try await actool(R.file(c, "one"), [])
    let linked = try await actool(R.file(c, "linked"), parts.flatMap { ["--from-part", $0] })
    #expect(one.0 == 0 && linked.0 == 0)
    #expect(linked.1 == one.1 && !one.1.isEmpty)
    #expect(linked.2 == one.2 && !one.2.isEmpty)
  }

  @Test("a part built with other car options is refused with a message, and no car is written")
  func otherOptionsRefused() async throws {
    let c = try Self.catalog()
    var other = Self.car
    other.minimumDeploymentTarget = OSVersion(major: 17, minor: 0)
    let parts = await Self.parts(c, car: other)
    let out = R.file(c, "linked.car")
    let (code, said) = await Self.link(c, parts, to: out)
    #expect(code == 2)
    #expect(said.contains("was built with other car options than this link's"))
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test("a part whose set changed since is refused with a message, and no car is written")
  func otherContentsRefused() async throws {
    let c = try Self.catalog()
    let parts = await Self.parts(c)
    try R.image(c, 2, seed: 99)
    let out = R.file(c, "linked.car")
    let (code, said) = await Self.link(c, parts, to: out)
    #expect(code == 2)
    #expect(said.contains("was built from other contents of '\(c.path)/Image2.imageset'"))
    #expect(!FileManager.default.fileExists(atPath: out))
    // A group's Contents.json above a set is part of the set's contents (its namespace names it).
    let fresh = await Self.parts(c)
    try c.contents("Group", #"{"info":{"author":"xcode","version":1}}"#)
    #expect(await Self.link(c, fresh, to: out).1.contains("other contents of '\(c.path)/Group/Small1.imageset'"))
  }

  @Test("a damaged part, a missing set and a part of another catalog are refused; no part is half-written")
  func badParts() async throws {
    let c = try Self.catalog()
    let path = R.file(c, "0.carpart")
    #expect(await Self.part(c, ["Image0.imageset"], to: path).0 == 0)
    var bytes = R.bytes(path)
    bytes[bytes.count / 2] ^= 0xFF
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let (code, said) = await Self.link(c, [path], to: R.file(c, "x.car"))
    #expect(code == 2 && said.contains("is not a partial build of assetcat"))
    let missing = R.file(c, "missing.carpart")
    let (code2, said2) = await Self.part(c, ["Nope.imageset"], to: missing)
    #expect(code2 == 2 && said2.contains("--set 'Nope.imageset' is not a folder of"))
    #expect(!FileManager.default.fileExists(atPath: missing))
    #expect(await Self.part(c, ["../Image0.imageset"], to: missing).0 == 2)
    // The part's folder of work beside it is gone, whatever happened; one a stopped run left
    // (its process gone) is removed by the next build of that part.
    #expect(try FileManager.default.contentsOfDirectory(atPath: c.root.path).allSatisfy { !$0.contains(".parts-") })
    let stale = PartialCompile.workFolder(of: path, process: Int32.max)
    try FileManager.default.createDirectory(atPath: stale + "/inner", withIntermediateDirectories: true)
    #expect(await Self.part(c, ["Image0.imageset"], to: path).0 == 0)
    #expect(!FileManager.default.fileExists(atPath: stale))
    let d = try Self.catalog()
    let theirs = R.file(d, "theirs.carpart")
    #expect(await Self.part(d, ["Image0.imageset"], to: theirs).0 == 0)
    #expect(await Self.link(c, [theirs], to: R.file(c, "y.car")).1.contains("which this link does not compile"))
  }

  @Test("a part another build of assetcat wrote is refused, and no car is written")
  func otherToolRefused() async throws {
    let c = try Self.catalog()
    let path = R.file(c, "0.carpart")
    #expect(await Self.part(c, ["Image0.imageset"], to: path).0 == 0)
    var part = try CARPartialFile(bytes: R.bytes(path))
    part.tool ^= 1
    try Data(part.bytes).write(to: URL(fileURLWithPath: path))
    let out = R.file(c, "x.car")
    let (code, said) = await Self.link(c, [path], to: out)
    #expect(code == 2 && said.contains("was built by another build of assetcat"))
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test("a part's set is checked alone: findings about other sets, the rules' and --app-icon's names are the link's")
  func partChecksItsSetsOnly() async throws {
    let c = try Self.catalog()
    try c.contents(
      "Broken.imageset", #"{"images":[{"idiom":"universal","scale":"2x","filename":"gone.png"}"#)
    try c.write("Appearance.json", Data(#"{"rules":[{"component":"Button","properties":{"image":"Image0"}}]}"#.utf8))
    var car = Self.car
    car.appIcon = "AppIcon"
    let (code, said) = await Self.part(c, ["Tint.colorset"], to: R.file(c, "t.carpart"), car: car)
    #expect(code == 0, "\(said)")
    #expect(!said.contains("Broken") && !said.contains("AC050") && !said.contains("AC070"))
    // The whole catalog has both errors.
    #expect(await R.compile(c, to: R.file(c, "all.car"), cache: nil, car: Self.car).0 == 1)
  }

  @Test("--follow-links reads files staged as links out of the catalog; without it they stay refused (AC032)")
  func followLinks() async throws {
    let c = try Self.catalog()
    let one = R.file(c, "one.car")
    #expect(await R.compile(c, to: one, cache: nil, car: Self.car).0 == 0)
    // The catalog as a sandbox stages it: every file a link to its original elsewhere.
    let staged = try FixtureCatalog(name: "Fixture")
    let fm = FileManager.default
    for inner in try fm.subpathsOfDirectory(atPath: c.path).sorted() {
      var isDir: ObjCBool = false
      _ = fm.fileExists(atPath: c.path + "/" + inner, isDirectory: &isDir)
      if isDir.boolValue {
        try fm.createDirectory(atPath: staged.path + "/" + inner, withIntermediateDirectories: true)
      } else {
        try fm.createSymbolicLink(atPath: staged.path + "/" + inner, withDestinationPath: c.path + "/" + inner)
      }
    }
    let refused = R.file(staged, "refused.car")
    let (code, said) = await R.compile(staged, to: refused, cache: nil, car: Self.car)
    #expect(code == 1 && said.contains("[AC032]"))
    var o = CompileOptions(sources: [staged.path], output: R.file(staged, "followed.car"))
    o.car = Self.car
    o.linkRoots = ["/"]
    o.progress = false
    let capture = R.Capture()
    #expect(await CompileCommandLogic.run(o, output: capture.output) == 0, "\(capture.value)")
    #expect(R.bytes(o.output) == R.bytes(one))
    #expect(try PartialBuildOptions.parse(["--follow-links"]).followLinks)
  }

  @Test("the command line: -o X.carpart needs --set, --set needs a part, --from-part needs a car")
  func commandLine() throws {
    #expect(throws: (any Error).self) { try PartialBuildOptions.parse([]).check(output: "a.carpart") }
    #expect(throws: (any Error).self) { try PartialBuildOptions.parse(["--set", "A.imageset"]).check(output: "a.car") }
    #expect(throws: (any Error).self) {
      try PartialBuildOptions.parse(["--from-part", "p"]).check(output: "a.assetcat")
    }
    try PartialBuildOptions.parse(["--set", "A.imageset"]).check(output: "a.carpart")
    try PartialBuildOptions.parse(["--from-part", "p"]).check(output: "a.car")
  }

  @Test("the options a part must share leave out only what does not change its records")
  func optionText() {
    var a = Self.car
    var b = a
    (b.jobs, b.cachePath, b.partials, b.authoringTool) = (3, "/c", ["p"], "other")
    #expect(CARPartialIdentity.options(a) == CARPartialIdentity.options(b))
    a.appIcon = "AppIcon"
    #expect(CARPartialIdentity.options(a) != CARPartialIdentity.options(b))
    b.keep = try? TraitCollection(parsing: "idiom=phone,scale=3")
    let c = b
    b.keep = try? TraitCollection(parsing: "scale=3,idiom=phone")
    #expect(CARPartialIdentity.options(b) == CARPartialIdentity.options(c))
    #expect(CARPartialIdentity.optionText(a).contains("packsAtlases="))
  }
}

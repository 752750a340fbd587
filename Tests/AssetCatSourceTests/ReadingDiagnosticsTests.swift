import AssetCatCore
import AssetCatImaging
import AssetCatSource
import AssetCatTestSupport
import Foundation
import Testing

/// Each reading-time code of SPEC §6: a fixture that triggers it (code, severity, asset, file,
/// line) and one that must not.
@Suite("Reading diagnostics")
struct ReadingDiagnosticsTests {
  static let info = #""info" : { "author" : "xcode", "version" : 1 }"#

  func read(_ cat: FixtureCatalog) throws -> [Diagnostic] {
    try SourceCatalogReader.read(paths: [cat.path], options: .init(inspector: .imaging)).diagnostics
  }

  /// A one-image image set whose file exists.
  func goodImage(_ cat: FixtureCatalog, _ name: String = "Good") throws {
    try cat.contents(
      "\(name).imageset", #"{ "images" : [ { "filename" : "g.png", "idiom" : "universal" } ], \#(Self.info) }"#)
    try cat.png("\(name).imageset/g.png", width: 2, height: 2)
  }

  func only(_ ds: [Diagnostic], _ code: DiagnosticCode) throws -> Diagnostic {
    let found = ds.filter { $0.code == code }
    #expect(found.count == 1, "\(ds)")
    return try #require(found.first)
  }

  @Test func ac001BadJSON() throws {
    let cat = try FixtureCatalog()
    let m = try cat.contents(
      "Broken.imageset",
      """
      {
        "images" : [
      1️⃣    { "filename" : "a.png" "idiom" : "universal" }
        ]
      }
      """)
    try goodImage(cat)
    let d = try only(try read(cat), .AC001)
    #expect(d.severity == .error)
    #expect(d.asset == "Broken")
    #expect(d.path == cat.path + "/Broken.imageset/Contents.json")
    #expect(d.line == m["1️⃣"])
    #expect(d.message.contains("not valid JSON"))
  }

  @Test func ac001WrongTypeAndMissingContents() throws {
    let cat = try FixtureCatalog()
    let m = try cat.contents(
      "Typed.imageset",
      """
      {
        "images" : [
          { "filename" : "a.png", "idiom" : "universal",
      1️⃣      "scale" : 2 }
        ],
        \(Self.info)
      }
      """)
    try cat.png("Typed.imageset/a.png", width: 1, height: 1)
    try cat.mkdir("Empty.imageset")
    let ds = try read(cat).filter { $0.code == .AC001 }
    #expect(ds.count == 2, "\(ds)")
    let typed = try #require(ds.first { $0.asset == "Typed" })
    #expect(typed.line == m["1️⃣"])
    #expect(typed.message.contains("'scale' must be a string"))
    let empty = try #require(ds.first { $0.asset == "Empty" })
    #expect(empty.path == cat.path + "/Empty.imageset")
    #expect(empty.line == nil)
  }

  @Test func ac002UnknownKeyAndFolderType() throws {
    let cat = try FixtureCatalog()
    let m = try cat.contents(
      "Keyed.imageset",
      """
      {
        "images" : [
          { "filename" : "a.png", "idiom" : "universal",
      1️⃣      "scael" : "2x" }
        ],
        \(Self.info)
      }
      """)
    try cat.png("Keyed.imageset/a.png", width: 1, height: 1)
    try cat.contents("Odd.weirdset", #"{ "images" : [ ], \#(Self.info) }"#)
    try goodImage(cat)
    let ds = try read(cat).filter { $0.code == .AC002 }
    #expect(ds.count == 2, "\(ds)")
    let key = try #require(ds.first { $0.asset == "Keyed" })
    #expect(key.severity == .warning)
    #expect(key.line == m["1️⃣"])
    #expect(key.message.contains("'scael'"))
    let folder = try #require(ds.first { $0.path.hasSuffix("Odd.weirdset") })
    #expect(folder.message.contains("unknown folder type '.weirdset'"))
  }

  @Test func ac003InvalidValues() throws {
    let cat = try FixtureCatalog()
    let m = try cat.contents(
      "Bad.imageset",
      """
      {
        "images" : [
      1️⃣    { "filename" : "a.png", "idiom" : "universal", "scale" : "4x" },
      2️⃣    { "filename" : "b.png", "idiom" : "iphon", "scale" : "1x" },
      3️⃣    { "filename" : "c.png", "idiom" : "universal", "width-class" : "medium" }
        ],
        \(Self.info)
      }
      """)
    for f in ["a", "b", "c"] { try cat.png("Bad.imageset/\(f).png", width: 1, height: 1) }
    try goodImage(cat)
    let ds = try read(cat)
    let bad = ds.filter { $0.code == .AC003 }
    #expect(bad.map(\.line) == [m["1️⃣"], m["2️⃣"], m["3️⃣"]])
    #expect(bad.allSatisfy { $0.severity == .error && $0.asset == "Bad" })
    #expect(bad[0].message.contains("'4x'"))
    #expect(bad[1].message.contains("'iphon'"))
    #expect(!ds.contains { $0.code == .AC011 }, "files of invalid entries are still assigned")
  }

  @Test func ac010MissingFile() throws {
    let cat = try FixtureCatalog()
    let m = try cat.contents(
      "Gone.imageset",
      """
      {
        "images" : [
      1️⃣    { "filename" : "gone.png", "idiom" : "universal" },
      2️⃣    { "filename" : "CASE.png", "idiom" : "universal", "scale" : "2x" }
        ],
        \(Self.info)
      }
      """)
    try cat.png("Gone.imageset/case.png", width: 2, height: 2)
    try goodImage(cat)
    let ds = try read(cat).filter { $0.code == .AC010 }
    try #require(ds.count == 2)
    #expect(ds[0].severity == .warning, "actool builds without the file, with a warning")
    #expect(ds[0].line == m["1️⃣"])
    #expect(ds[0].asset == "Gone")
    #expect(ds[0].path == cat.path + "/Gone.imageset/Contents.json")
    #expect(ds[1].severity == .warning, "a case-only mismatch builds on macOS")
    #expect(ds[1].line == m["2️⃣"])
  }

  @Test func ac011UnassignedChild() throws {
    let cat = try FixtureCatalog()
    try goodImage(cat, "Extra")
    try cat.png("Extra.imageset/stray.png", width: 1, height: 1)
    try cat.write("Extra.imageset/.DS_Store", Data())
    try goodImage(cat)
    let d = try only(try read(cat), .AC011)
    #expect(d.severity == .warning)
    #expect(d.asset == "Extra")
    #expect(d.path == cat.path + "/Extra.imageset/stray.png")
    #expect(d.line == nil)
  }

  @Test func ac012SameSlotTwice() throws {
    let cat = try FixtureCatalog()
    let m = try cat.contents(
      "Twice.imageset",
      """
      {
        "images" : [
          { "filename" : "a.png", "idiom" : "universal", "scale" : "2x" },
      1️⃣    { "filename" : "b.png", "idiom" : "universal", "scale" : "2x" },
          { "filename" : "c.png", "idiom" : "universal", "scale" : "2x", "appearances" : [ { \
      "appearance" : "luminosity", "value" : "dark" } ] }
        ],
        \(Self.info)
      }
      """)
    for f in ["a", "b", "c"] { try cat.png("Twice.imageset/\(f).png", width: 2, height: 2) }
    try goodImage(cat)
    let d = try only(try read(cat), .AC012)
    #expect(d.severity == .error)
    #expect(d.line == m["1️⃣"])
    #expect(d.asset == "Twice")
    #expect(d.message.contains("line 3"))
  }

  @Test func ac013EmptySlot() throws {
    let cat = try FixtureCatalog()
    let m = try cat.contents(
      "Holes.imageset",
      """
      {
        "images" : [
          { "filename" : "a.png", "idiom" : "universal", "scale" : "1x" },
      1️⃣    { "idiom" : "universal", "scale" : "2x" }
        ],
        \(Self.info)
      }
      """)
    try cat.png("Holes.imageset/a.png", width: 1, height: 1)
    try goodImage(cat)
    let d = try only(try read(cat), .AC013)
    #expect(d.severity == .note)
    #expect(d.line == m["1️⃣"])
    #expect(d.asset == "Holes")
  }

  @Test func ac030DuplicateAndCaseOnlyNames() throws {
    let cat = try FixtureCatalog(name: "A")
    let other = try cat.sibling("B")
    try goodImage(cat, "Logo")
    try cat.contents(
      "Logo.colorset",
      #"{ "colors" : [ { "idiom" : "universal", "color" : { "color-space" : "srgb", "components" : { "#
        + #""red" : "1", "green" : "1", "blue" : "1", "alpha" : "1.000" } } } ] }"#,
      in: other
    )
    try goodImage(cat, "Star")
    try cat.contents("STAR.imageset", #"{ "images" : [ { "filename" : "g.png", "idiom" : "universal" } ] }"#, in: other)
    try cat.png("STAR.imageset/g.png", width: 1, height: 1, in: other)
    let r = try SourceCatalogReader.read(paths: [cat.path, other], options: .init(inspector: .imaging))
    let ds = r.diagnostics.filter { $0.code == .AC030 }
    #expect(ds.count == 2, "\(ds)")
    let dup = try #require(ds.first { $0.asset == "Logo" })
    #expect(dup.severity == .warning)
    #expect(dup.path == other + "/Logo.colorset")
    #expect(dup.message.contains(cat.path + "/Logo.imageset") && dup.message.contains(other + "/Logo.colorset"))
    #expect(r.catalog.asset(named: "Logo")?.kind == .image, "the first in path order wins")
    let folded = try #require(ds.first { $0.asset == "STAR" })
    #expect(folded.message.contains("'Star'") && folded.message.contains("'STAR'"))
  }

  /// An app icon set wins over an image set of its name wherever they lie (Swiftfin keeps a
  /// preview image set per icon at the top and the icon sets in a folder; the icon named by the
  /// build was dropped, so actool failed with AC070).
  @Test func ac030AnAppIconSetWinsOverAnImageOfItsName() throws {
    let cat = try FixtureCatalog()
    try goodImage(cat, "AppIcon-blue")
    try cat.contents("Icons", #"{ \#(Self.info) }"#)
    try cat.contents(
      "Icons/AppIcon-blue.appiconset",
      #"{ "images" : [ { "filename" : "i.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" } ] }"#)
    try cat.png("Icons/AppIcon-blue.appiconset/i.png", width: 1024, height: 1024)
    let r = try SourceCatalogReader.read(paths: [cat.path], options: .init(inspector: .imaging))
    let d = try only(r.diagnostics, .AC030)
    #expect(d.path == cat.path + "/AppIcon-blue.imageset" && d.message.contains("the app icon set wins"))
    #expect(r.catalog.asset(named: "AppIcon-blue")?.kind == .appIcon)
  }

  @Test func ac031GroupWithPeriodAndBadName() throws {
    let cat = try FixtureCatalog()
    try cat.contents("Icons.v2", #"{ \#(Self.info) }"#)
    try goodImage(cat, "Icons.v2/Inner")
    try goodImage(cat, " Spaced")
    try goodImage(cat, "dotted.name")
    let ds = try read(cat).filter { $0.code == .AC031 }
    #expect(ds.count == 2, "\(ds)")
    #expect(ds.allSatisfy { $0.severity == .error })
    #expect(ds.contains { $0.path == cat.path + "/Icons.v2" })
    #expect(ds.contains { $0.asset == " Spaced" })
  }

  @Test func ac032PathsLeavingTheCatalog() throws {
    let cat = try FixtureCatalog()
    let m = try cat.contents(
      "Escape.imageset",
      """
      {
        "images" : [
      1️⃣    { "filename" : "../Good.imageset/g.png", "idiom" : "universal", "scale" : "1x" },
      2️⃣    { "filename" : "/etc/hostname", "idiom" : "universal", "scale" : "2x" },
      3️⃣    { "filename" : "link.png", "idiom" : "universal", "scale" : "3x" }
        ],
        \(Self.info)
      }
      """)
    try goodImage(cat)
    try cat.png("../outside.png", width: 1, height: 1)
    try FileManager.default.createSymbolicLink(
      atPath: cat.path + "/Escape.imageset/link.png", withDestinationPath: cat.root.path + "/outside.png")
    // A link that stays inside is fine.
    try cat.contents("Inside.imageset", #"{ "images" : [ { "filename" : "in.png", "idiom" : "universal" } ] }"#)
    try FileManager.default.createSymbolicLink(
      atPath: cat.path + "/Inside.imageset/in.png", withDestinationPath: cat.path + "/Good.imageset/g.png")
    let ds = try read(cat)
    let out = ds.filter { $0.code == .AC032 }
    #expect(out.map(\.line) == [m["1️⃣"], m["2️⃣"], m["3️⃣"]], "\(ds)")
    #expect(out.allSatisfy { $0.severity == .error && $0.asset == "Escape" })
    #expect(!ds.contains { $0.asset == "Inside" }, "\(ds)")
  }

  @Test func ac032SymbolicLinkLoopEnds() throws {
    let cat = try FixtureCatalog()
    try goodImage(cat, "Icons/Star")
    try FileManager.default.createSymbolicLink(
      atPath: cat.path + "/Icons/Again", withDestinationPath: cat.path + "/Icons")
    let r = try SourceCatalogReader.read(paths: [cat.path], options: .init(inspector: .imaging))
    let loops = r.diagnostics.filter { $0.code == .AC032 }
    #expect(loops.count == 1, "\(r.diagnostics)")
    #expect(loops.first?.path == cat.path + "/Icons/Again")
    #expect(r.catalog.assetNames == ["Star"])
  }

  @Test func ac060BadColors() throws {
    let cat = try FixtureCatalog()
    let m = try cat.contents(
      "Bad.colorset",
      """
      {
        "colors" : [
          { "idiom" : "universal", "color" : { "color-space" : 1️⃣"cmyk", "components" : { "red" : "1", \
      "green" : "1", "blue" : "1", "alpha" : "1" } } },
          { "idiom" : "iphone", "color" : { "color-space" : "srgb", "components" : { "red" : 2️⃣"1.500", \
      "green" : "0", "blue" : "0", "alpha" : "1" } } },
          { "idiom" : "ipad", "color" : { "color-space" : "srgb", "components" : { "red" : 3️⃣"0xZZ", \
      "green" : "0", "blue" : "0", "alpha" : "1" } } },
          { "idiom" : "mac", "color" : { "color-space" : "srgb", 4️⃣"components" : { "red" : "0", \
      "green" : "0", "blue" : "0" } } },
          { "idiom" : "tv", "color" : { "color-space" : "gray-gamma-22", "components" : { 5️⃣"red" : "0", \
      "white" : "0", "alpha" : "1" } } }
        ],
        \(Self.info)
      }
      """)
    try cat.contents(
      "Fine.colorset",
      #"{ "colors" : [ { "idiom" : "universal", "color" : { "color-space" : "extended-srgb", "components" : { "#
        + #""red" : "1.500", "green" : "0x10", "blue" : "255", "alpha" : "1.000" } } } ] }"#
    )
    let ds = try read(cat).filter { $0.code == .AC060 }
    #expect(ds.map(\.line) == ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣"].map { m[$0] }, "\(ds)")
    #expect(ds.allSatisfy { $0.severity == .error && $0.asset == "Bad" })
  }

  @Test func ac061LocaleInNonLocalizableImageSet() throws {
    let cat = try FixtureCatalog()
    let m = try cat.contents(
      "Flag.imageset",
      """
      {
        "images" : [
          { "filename" : "a.png", "idiom" : "universal" },
          { "filename" : "b.png", "idiom" : "universal", 1️⃣"locale" : "fr" }
        ],
        \(Self.info)
      }
      """)
    try cat.png("Flag.imageset/a.png", width: 1, height: 1)
    try cat.png("Flag.imageset/b.png", width: 1, height: 1)
    try cat.contents(
      "Localized.imageset",
      #"{ "images" : [ { "filename" : "a.png", "idiom" : "universal", "locale" : "fr" } ], "properties" : { "#
        + #""localizable" : true } }"#
    )
    try cat.png("Localized.imageset/a.png", width: 1, height: 1)
    let d = try only(try read(cat), .AC061)
    #expect(d.severity == .warning)
    #expect(d.asset == "Flag")
    #expect(d.line == m["1️⃣"])
  }

  @Test func noFindingsOnACleanCatalog() throws {
    let cat = try FixtureCatalog()
    try cat.contents("", #"{ \#(Self.info) }"#)
    try goodImage(cat)
    #expect(try read(cat).isEmpty)
  }
}

import AssetCatCore
import AssetCatImaging
import AssetCatSource
import AssetCatTestSupport
import Foundation
import Testing

/// SPEC §6 AC032 and §7: the path policy on the source side. A Contents.json `filename` is
/// checked on its bytes and through every symbolic link on its way, not only the last.
@Suite("Path policy: source catalogs (AC032)")
struct PathPolicySourceTests {
  static let info = #""info" : { "author" : "xcode", "version" : 1 }"#

  /// One image set whose single entry names `filename` (written as a JSON string literal).
  static func catalog(filename jsonLiteral: String) throws -> FixtureCatalog {
    let cat = try FixtureCatalog()
    let entry = "{ \"filename\" : \"" + jsonLiteral + "\", \"idiom\" : \"universal\" }"
    try cat.contents("Key.imageset", "{ \"images\" : [ " + entry + " ], " + info + " }")
    return cat
  }

  static func ac032(_ cat: FixtureCatalog) throws -> [Diagnostic] {
    try SourceCatalogReader.read(path: cat.path, options: .init(inspector: .imaging)).diagnostics.filter {
      $0.code == .AC032
    }
  }

  @Test("a file inside a linked folder that points outside the catalog is AC032")
  func fileThroughAnOutsideFolderLink() throws {
    let cat = try Self.catalog(filename: "sub/id_rsa")
    let outside = cat.root.appendingPathComponent("home/.ssh")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try Data("PRIVATE KEY".utf8).write(to: outside.appendingPathComponent("id_rsa"))
    try FileManager.default.createSymbolicLink(
      atPath: cat.path + "/Key.imageset/sub", withDestinationPath: outside.path)
    let found = try Self.ac032(cat)
    #expect(found.count == 1, "\(found)")
    #expect(found.first?.message.contains("outside the catalog") == true)
    let read = try SourceCatalogReader.read(path: cat.path, options: .init(inspector: .imaging))
    #expect(read.probes.isEmpty, "the outside file must not be probed: \(read.probes.keys)")
  }

  @Test("a folder link that stays inside the catalog is followed")
  func folderLinkInside() throws {
    let cat = try Self.catalog(filename: "sub/a.png")
    try cat.png("Shared/a.png", width: 1, height: 1)
    try FileManager.default.createSymbolicLink(
      atPath: cat.path + "/Key.imageset/sub", withDestinationPath: cat.path + "/Shared")
    #expect(try Self.ac032(cat) == [])
  }

  @Test("'..' followed by '/' and a combining mark is AC032 (the bytes, not Characters)")
  func combiningMark() throws {
    let cat = try Self.catalog(filename: "../\u{301}x.png")
    try cat.png("Key.imageset/../\u{301}x.png", width: 1, height: 1)
    #expect(FileManager.default.fileExists(atPath: cat.path + "/\u{301}x.png"))
    let found = try Self.ac032(cat)
    #expect(found.count == 1, "\(found)")
  }

  @Test("a NUL inside a filename is AC032, shown escaped, and the file before the NUL is not read")
  func nulInFilename() throws {
    let cat = try Self.catalog(filename: #"a.png\u0000.txt"#)
    try cat.png("Key.imageset/a.png", width: 1, height: 1)
    let read = try SourceCatalogReader.read(path: cat.path, options: .init(inspector: .imaging))
    let found = read.diagnostics.filter { $0.code == .AC032 }
    #expect(found.count == 1, "\(read.diagnostics)")
    #expect(found.first?.message.contains(#"a.png\u{0}.txt"#) == true, "\(found)")
    #expect(read.probes.isEmpty, "\(read.probes.keys)")
  }

  @Test("'.' and empty components are AC032 too (compiled catalogs refuse them)")
  func dotAndEmptyComponents() throws {
    for name in ["./a.png", "x//a.png", "a.png/"] {
      let cat = try Self.catalog(filename: name)
      try cat.png("Key.imageset/a.png", width: 1, height: 1)
      try cat.png("Key.imageset/x/a.png", width: 1, height: 1)
      #expect(try Self.ac032(cat).count == 1, "\(name)")
    }
  }
}

/// A Contents.json that is itself a symbolic link: read when it stays inside the catalog, AC032
/// (not "no Contents.json", and never read) when it points outside, in every kind of folder.
@Suite("Path policy: a linked Contents.json (AC032)")
struct LinkedContentsTests {
  static let outsideText =
    #"{ "images" : [ { "filename" : "secret.png", "idiom" : "universal" } ], "#
    + #""info" : { "author" : "xcode", "version" : 1 } }"#

  @Test("a Contents.json linked outside the catalog is AC032 in an image set, a group, a data set and the root")
  func outsideLinks() throws {
    let cat = try FixtureCatalog()
    let outside = cat.root.appendingPathComponent("elsewhere.json").path
    try Data(Self.outsideText.utf8).write(to: URL(fileURLWithPath: outside))
    for folder in ["Logo.imageset", "Group", "Blob.dataset"] {
      try cat.mkdir(folder)
      try FileManager.default.createSymbolicLink(
        atPath: "\(cat.path)/\(folder)/Contents.json", withDestinationPath: outside)
    }
    try? FileManager.default.removeItem(atPath: cat.path + "/Contents.json")
    try FileManager.default.createSymbolicLink(atPath: cat.path + "/Contents.json", withDestinationPath: outside)
    let read = try SourceCatalogReader.read(path: cat.path, options: .init(inspector: .imaging))
    let found = read.diagnostics.filter { $0.code == .AC032 }.map(\.path).sorted()
    #expect(
      found == ["", "/Blob.dataset", "/Group", "/Logo.imageset"].map { cat.path + $0 + "/Contents.json" }.sorted(),
      "\(read.diagnostics)")
    #expect(!read.diagnostics.contains { $0.code == .AC001 }, "\(read.diagnostics)")
    #expect(
      !read.inputs.contains(outside) && !read.inputs.contains { $0.hasSuffix("/Contents.json") }, "\(read.inputs)")
  }

  @Test("a Contents.json linked to a file inside the catalog is read")
  func insideLink() throws {
    let cat = try FixtureCatalog()
    _ = try cat.contents("Shared", Self.outsideText)
    try cat.png("Logo.imageset/secret.png", width: 2, height: 2)
    try FileManager.default.createSymbolicLink(
      atPath: cat.path + "/Logo.imageset/Contents.json", withDestinationPath: cat.path + "/Shared/Contents.json")
    let read = try SourceCatalogReader.read(path: cat.path, options: .init(inspector: .imaging))
    #expect(!read.diagnostics.contains { $0.code == .AC032 || $0.code == .AC001 }, "\(read.diagnostics)")
    #expect(read.assets.first { $0.asset.name == "Logo" }?.asset.renditions.count == 1)
  }
}

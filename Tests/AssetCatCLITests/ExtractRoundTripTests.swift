import AssetCatCLI
import AssetCatFileSystem
import AssetCatPipeline
import AssetCatTestSupport
import Foundation
import Testing

/// compile → extract gives back every Contents.json equal to the source as JSON (empty slots,
/// unknown keys and number spellings kept), in Xcode's formatting.
@Suite("extract gives back the source Contents.json files")
struct ExtractRoundTripTests {
  /// Compiles `catalog`, extracts it into a folder of the same name, returns that folder.
  static func roundTrip(_ catalog: FixtureCatalog, keep: String? = nil) async throws -> String {
    let out = catalog.root.appendingPathComponent("c.assetcat").path
    var o = CompileOptions(sources: [catalog.path], output: out)
    o.progress = false
    o.keep = keep
    #expect(await CompileCommandLogic.run(o, output: CompiledCatalogCommandTests.Capture().output) == 0)
    let dest = catalog.root.appendingPathComponent("x").appendingPathComponent(
      (catalog.path as NSString).lastPathComponent
    ).path
    #expect(
      ExtractCommandLogic.run(catalog: out, directory: dest, output: CompiledCatalogCommandTests.Capture().output) == 0)
    return dest
  }

  static func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }
  static func json(_ path: String) throws -> NSObject {
    try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! NSObject
  }

  /// An image set as Xcode writes it (key order of an older Xcode, no final newline).
  static let xcodeSet = """
    {
      "images" : [
        {
          "idiom" : "universal",
          "filename" : "a.png",
          "scale" : "1x"
        },
        {
          "idiom" : "universal",
          "scale" : "2x"
        },
        {
          "idiom" : "universal",
          "scale" : "3x"
        }
      ],
      "info" : {
        "version" : 1,
        "author" : "xcode"
      }
    }
    """

  @Test func xcodeFilesComeBackByteForByte() async throws {
    let catalog = try FixtureCatalog()
    try catalog.contents("", #"{"info":{"version":1,"author":"xcode"}}"#)
    try catalog.contents(
      "Icons",
      "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  },\n  \"properties\" : {\n   "
        + " \"provides-namespace\" : true\n  }\n}\n"
    )
    try catalog.contents("Icons/Set.imageset", Self.xcodeSet)
    try catalog.png("Icons/Set.imageset/a.png", width: 2, height: 2)
    let emptyGroup = "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
    try catalog.contents("Empty", emptyGroup)
    let dest = try await Self.roundTrip(catalog)
    // A group that holds no asset comes back too.
    #expect(try Self.text(dest + "/Empty/Contents.json") == emptyGroup)
    #expect(try Self.text(dest + "/Icons/Set.imageset/Contents.json") == Self.xcodeSet)
    #expect(try Self.text(dest + "/Icons/Contents.json") == Self.text(catalog.path + "/Icons/Contents.json"))
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: dest + "/Icons/Set.imageset/a.png"))
        == Data(contentsOf: URL(fileURLWithPath: catalog.path + "/Icons/Set.imageset/a.png")))
    // The root's compact source comes back as Xcode writes it, equal as JSON.
    #expect(
      try Self.text(dest + "/Contents.json")
        == "{\n  \"info\" : {\n    \"version\" : 1,\n    \"author\" : \"xcode\"\n  }\n}")
  }

  @Test("a complication set's Contents.json (its list of image set folders) comes back as written")
  func complicationSetComesBack() async throws {
    let catalog = try FixtureCatalog()
    let set = """
      {
        "assets" : [
          {
            "filename" : "Circular.imageset",
            "idiom" : "watch",
            "role" : "circular"
          }
        ],
        "info" : {
          "author" : "xcode",
          "version" : 1
        }
      }

      """
    try catalog.contents("Complication.complicationset", set)
    try catalog.contents(
      "Complication.complicationset/Circular.imageset",
      #"{ "images" : [ { "filename" : "c.png", "idiom" : "watch", "scale" : "2x" } ], "info" : { "#
        + #""author" : "xcode", "version" : 1 } }"#
    )
    try catalog.png("Complication.complicationset/Circular.imageset/c.png", width: 2, height: 2)
    let dest = try await Self.roundTrip(catalog)
    #expect(try Self.text(dest + "/Complication.complicationset/Contents.json") == set)
    #expect(FileManager.default.fileExists(atPath: dest + "/Complication.complicationset/Circular.imageset/c.png"))
  }

  /// iOS 18's tinted app icon is compiled like the dark one: its PNG and its entry come back
  /// (they were read but not compiled, and extract rebuilt the Contents.json without them).
  @Test func tintedAppIconComesBack() async throws {
    let catalog = try FixtureCatalog()
    let set = """
      {
        "images" : [
          {
            "filename" : "any.png",
            "idiom" : "universal",
            "platform" : "ios",
            "size" : "1024x1024"
          },
          {
            "appearances" : [
              {
                "appearance" : "luminosity",
                "value" : "tinted"
              }
            ],
            "filename" : "tinted.png",
            "idiom" : "universal",
            "platform" : "ios",
            "size" : "1024x1024"
          }
        ],
        "info" : {
          "author" : "xcode",
          "version" : 1
        }
      }

      """
    try catalog.contents("AppIcon.appiconset", set)
    try catalog.png("AppIcon.appiconset/any.png", width: 1024, height: 1024)
    try catalog.png("AppIcon.appiconset/tinted.png", width: 1024, height: 1024)
    let dest = try await Self.roundTrip(catalog)
    #expect(try Self.text(dest + "/AppIcon.appiconset/Contents.json") == set)
    let source = catalog.path + "/AppIcon.appiconset/tinted.png"
    #expect(
      FileManager.default.contents(atPath: dest + "/AppIcon.appiconset/tinted.png")
        == FileManager.default.contents(atPath: source))
  }

  @Test func emptyEntriesUnknownKeysAndNumbersAreKept() async throws {
    let catalog = try FixtureCatalog()
    try catalog.contents("", #"{"info":{"version":1,"author":"xcode"},"x-note":"kept"}"#)
    let set = #"""
      {"images":[{"idiom":"universal","filename":"a.png","scale":"1x","x-tool":{"id":7,"list":[]}},
      {"idiom":"universal","scale":"2x"},{"idiom":"iphone","scale":"3x"}],
      "info":{"version":1,"author":"someone"},"properties":{"x-custom":1.50,"empty":{}}}
      """#
    try catalog.contents("Set.imageset", set)
    try catalog.png("Set.imageset/a.png", width: 2, height: 2)
    try catalog.contents(
      "Tint.colorset",
      #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.500","#
        + #""green":"1.000","blue":"0.250","alpha":"1.000"}}}],"info":{"version":1,"author":"xcode"}}"#
    )
    let dest = try await Self.roundTrip(catalog)
    for inner in ["Contents.json", "Set.imageset/Contents.json", "Tint.colorset/Contents.json"] {
      #expect(try Self.json(dest + "/" + inner) == Self.json(catalog.path + "/" + inner), "\(inner)")
    }
    let text = try Self.text(dest + "/Set.imageset/Contents.json")
    #expect(text.contains("\"x-custom\" : 1.50"))
    #expect(text.contains("\"list\" : [\n\n"))
    #expect(text.hasSuffix("}\n") == false)
    #expect(
      text.hasPrefix("{\n  \"images\" : [\n    {\n      \"idiom\" : \"universal\",\n      \"filename\" : \"a.png\","))
  }

  @Test func thinnedCatalogsRebuildFromTheModel() async throws {
    let catalog = try FixtureCatalog()
    try catalog.contents("Set.imageset", Self.xcodeSet)
    try catalog.png("Set.imageset/a.png", width: 2, height: 2)
    let dest = try await Self.roundTrip(catalog, keep: "idiom=phone")
    // The set as the thinned catalog holds it, rebuilt from the model in Xcode's formatting (a
    // source file could list renditions that thinning dropped).
    #expect(
      try Self.text(dest + "/Set.imageset/Contents.json").hasPrefix(
        "{\n  \"images\" : [\n    {\n      \"filename\" : \"a.png\",\n"))
  }
}

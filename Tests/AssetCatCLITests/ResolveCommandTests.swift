import AssetCatCLI
import AssetCatFileSystem
import AssetCatPipeline
import AssetCatTestSupport
import Foundation
import Testing

/// Collects a command's output in memory.
final class OutputBuffer: @unchecked Sendable {
  private let lock = NSLock()
  private var outText = ""
  private var errText = ""
  var out: String { lock.withLock { outText } }
  var err: String { lock.withLock { errText } }
  var output: CommandOutput {
    CommandOutput(
      out: { s in self.lock.withLock { self.outText += s } }, err: { s in self.lock.withLock { self.errText += s } })
  }
}

/// A catalog with the SPEC §5 example's `Logo`, a color and a sliced button.
func exampleCatalog() throws -> FixtureCatalog {
  let cat = try FixtureCatalog()
  try cat.contents(
    "Logo.imageset",
    """
    { "images" : [
        { "filename" : "logo.png", "idiom" : "universal", "scale" : "1x" },
        { "filename" : "logo@2x.png", "idiom" : "universal", "scale" : "2x" },
        { "filename" : "logo-dark@2x.png", "idiom" : "universal", "scale" : "2x",
          "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ] },
        { "filename" : "logo-pad.png", "idiom" : "ipad", "scale" : "2x", "width-class" : "regular" }
      ],
      "info" : { "author" : "xcode", "version" : 1 } }
    """)
  try cat.png("Logo.imageset/logo.png", width: 60, height: 40)
  try cat.png("Logo.imageset/logo@2x.png", width: 120, height: 80)
  try cat.png("Logo.imageset/logo-dark@2x.png", width: 120, height: 80)
  try cat.png("Logo.imageset/logo-pad.png", width: 200, height: 100)
  try cat.contents(
    "DarkOnly.imageset",
    """
    { "images" : [ { "filename" : "d.png", "idiom" : "universal", "appearances" : [ { \
    "appearance" : "luminosity", "value" : "dark" } ] } ] }
    """)
  try cat.png("DarkOnly.imageset/d.png", width: 2, height: 2)
  try cat.contents(
    "Button.imageset",
    """
    { "images" : [ { "filename" : "b@2x.png", "idiom" : "universal", "scale" : "2x",
        "resizing" : { "mode" : "3-part-horizontal", "center" : { "mode" : "stretch", "width" : 2 },
                       "cap-insets" : { "left" : 20, "right" : 20 } },
        "alignment-insets" : { "top" : 2, "left" : 0, "bottom" : 4, "right" : 0 } } ],
      "properties" : { "template-rendering-intent" : "template" } }
    """)
  try cat.png("Button.imageset/b@2x.png", width: 42, height: 20)
  try cat.contents(
    "Tint.colorset",
    """
    { "colors" : [
        { "idiom" : "universal", "color" : { "color-space" : "srgb", "components" : { "red" : "0xFF", \
    "green" : "0.500", "blue" : "0", "alpha" : "1.000" } } },
        { "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
          "color" : { "platform" : "ios", "reference" : "systemBlueColor" } } ] }
    """)
  return cat
}

@Suite("assetcat resolve (in process)")
struct ResolveCommandTests {
  func run(_ cat: FixtureCatalog, _ name: String?, _ configure: (inout ResolveOptions) -> Void) -> (Int32, OutputBuffer)
  {
    var o = ResolveOptions(catalog: cat.path, name: name)
    configure(&o)
    let buffer = OutputBuffer()
    let code = ResolveCommandLogic.run(o, output: buffer.output)
    return (code, buffer)
  }

  @Test func specExampleJSON() throws {
    let cat = try exampleCatalog()
    let (code, out) = run(cat, "Logo") {
      $0.traits = "idiom=phone,scale=3,width=compact,height=regular,style=dark"
      $0.format = .json
    }
    #expect(code == 0)
    let expected = """
      {
        "name": "Logo",
        "kind": "image",
        "request": {
          "idiom": "phone",
          "scale": 3,
          "width": "compact",
          "height": "regular",
          "style": "dark",
          "contrast": "normal",
          "gamut": "srgb",
          "direction": "ltr"
        },
        "match": {
          "file": "Logo.imageset/logo-dark@2x.png",
          "slot": {
            "idiom": "universal",
            "scale": 2,
            "style": "dark"
          },
          "scale": 2,
          "pixelSize": {
            "width": 120,
            "height": 80
          },
          "intrinsicSize": {
            "width": 60,
            "height": 40
          },
          "renderingMode": "automatic"
        }
      }

      """
    #expect(out.out == expected)
  }

  @Test func noMatchIsNullAndExitOne() throws {
    let cat = try exampleCatalog()
    let (code, out) = run(cat, "DarkOnly") { $0.format = .json }
    #expect(code == 1)
    let json = try JSONSerialization.jsonObject(with: Data(out.out.utf8)) as? [String: Any]
    #expect(json?["match"] is NSNull)
    #expect(json?["kind"] as? String == "image")
  }

  @Test func noSuchAssetExitsOne() throws {
    let cat = try exampleCatalog()
    let (code, out) = run(cat, "logo") { _ in }
    #expect(code == 1)
    #expect(out.err.contains("no asset named 'logo'"))
    #expect(out.err.contains("did you mean 'Logo'"))
  }

  @Test func badUsageExitsTwo() throws {
    let cat = try exampleCatalog()
    #expect(run(cat, "Logo") { $0.traits = "idiom=phne" }.0 == 2)
    #expect(run(cat, "Logo") { $0.traits = "colour=red" }.0 == 2)
    #expect(run(cat, "Logo") { $0.device = "iPhone 99" }.0 == 2)
    #expect(
      run(cat, "Logo") {
        $0.device = "iPhone 15"
        $0.orientation = "sideways"
      }.0 == 2)
    #expect(run(cat, nil) { _ in }.0 == 2)
    #expect(run(cat, "Logo") { $0.orientation = "landscape" }.0 == 2)
    #expect(
      run(cat, "Logo") {
        $0.device = "iPad Air 13-inch (M2)"
        $0.split = "quarter"
      }.0 == 2)
    var o = ResolveOptions(catalog: cat.path + "/nope.xcassets", name: "Logo")
    o.format = .json
    #expect(ResolveCommandLogic.run(o, output: OutputBuffer().output) == 2)
  }

  @Test func traitsMergeOverDevice() throws {
    let cat = try exampleCatalog()
    let (code, out) = run(cat, "Logo") {
      $0.device = "iPad Pro 13-inch (M4)"
      $0.orientation = "landscape"
      $0.format = .json
    }
    #expect(code == 0)
    #expect(out.out.contains("\"file\": \"Logo.imageset/logo-pad.png\""))
    let (code2, out2) = run(cat, "Logo") {
      $0.device = "iPad Pro 13-inch (M4)"
      $0.traits = "width=compact,style=dark"
      $0.format = .json
    }
    #expect(code2 == 0)
    #expect(out2.out.contains("\"file\": \"Logo.imageset/logo-dark@2x.png\""))
    #expect(out2.out.contains("\"idiom\": \"pad\""))
  }

  @Test func slicingAndInsetsInPoints() throws {
    let cat = try exampleCatalog()
    let (code, out) = run(cat, "Button") { $0.format = .json }
    #expect(code == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(out.out.utf8)) as? [String: Any])
    let match = try #require(json["match"] as? [String: Any])
    #expect(match["renderingMode"] as? String == "template")
    #expect((match["alignmentInsets"] as? [String: Double])?["bottom"] == 2)
    let slicing = try #require(match["slicing"] as? [String: Any])
    #expect(slicing["mode"] as? String == "3-part-horizontal")
    #expect((slicing["capInsets"] as? [String: Double])?["left"] == 10)
    #expect(((slicing["center"] as? [String: Any])?["width"] as? Double) == 1)
  }

  /// Xcode drops a sliced image's pixels between its center and its trailing cap: a 60-pixel
  /// `b@2x.png` with caps of 20 and a center of 2 is 42 pixels, 21 points, as UIKit loads it.
  @Test func slicedImageAtItsCompiledSize() throws {
    let cat = try exampleCatalog()
    try cat.png("Button.imageset/b@2x.png", width: 60, height: 20)
    let (code, out) = run(cat, "Button") { $0.format = .json }
    #expect(code == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(out.out.utf8)) as? [String: Any])
    let match = try #require(json["match"] as? [String: Any])
    #expect(match["pixelSize"] as? [String: Double] == ["width": 42, "height": 20])
    #expect(match["intrinsicSize"] as? [String: Double] == ["width": 21, "height": 10])
    let (_, text) = run(cat, "Button") { _ in }
    #expect(text.out.contains("  pixel size: 42×20 px\n  intrinsic size: 21×10 pt\n"))
  }

  @Test func colors() throws {
    let cat = try exampleCatalog()
    let (code, out) = run(cat, "Tint") { $0.format = .json }
    #expect(code == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(out.out.utf8)) as? [String: Any])
    let match = try #require(json["match"] as? [String: Any])
    #expect(match["colorSpace"] as? String == "srgb")
    #expect((match["components"] as? [String: Double])?["red"] == 1)
    #expect((match["components"] as? [String: Double])?["green"] == 0.5)
    let (_, dark) = run(cat, "Tint") {
      $0.format = .json
      $0.traits = "style=dark"
    }
    #expect(dark.out.contains("\"reference\": \"systemBlueColor\""))
  }

  @Test func explainListsEveryCandidate() throws {
    let cat = try exampleCatalog()
    let (code, out) = run(cat, "Logo") {
      $0.traits = "idiom=phone,scale=3"
      $0.explain = true
      $0.format = .json
    }
    #expect(code == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(out.out.utf8)) as? [String: Any])
    let candidates = try #require(json["candidates"] as? [[String: Any]])
    try #require(candidates.count == 4)
    #expect(candidates.map { $0["fate"] as? String } == ["worse-scale", "chosen", "eliminated", "eliminated"])
    #expect(candidates[2]["axis"] as? String == "style")
    #expect(candidates[2]["step"] as? Int == 1)
    #expect(candidates[3]["axis"] as? String == "idiom")
    let (_, text) = run(cat, "Logo") {
      $0.traits = "idiom=phone,scale=3"
      $0.explain = true
    }
    #expect(text.out.contains("step 1: style contradicts the request"))
  }
}

@Suite("assetcat resolve, info, devices (end to end)")
struct ResolveEndToEndTests {
  @Test func exitCodes() throws {
    let cat = try exampleCatalog()
    #expect(try AssetCatExecutable.run(["resolve", cat.path, "Logo", "--traits", "scale=2"]).status == 0)
    #expect(try AssetCatExecutable.run(["resolve", cat.path, "DarkOnly"]).status == 1)
    #expect(try AssetCatExecutable.run(["resolve", cat.path, "Nope"]).status == 1)
    #expect(try AssetCatExecutable.run(["resolve", cat.path, "Logo", "--traits", "scale=9"]).status == 2)
    #expect(try AssetCatExecutable.run(["resolve", cat.path, "Logo", "--device", "Nokia"]).status == 2)
    #expect(try AssetCatExecutable.run(["resolve", "/no/such.xcassets", "Logo"]).status == 2)
    #expect(try AssetCatExecutable.run(["resolve", cat.path, "Logo", "--format", "yaml"]).status == 2)
  }

  @Test func batchStreamsOneAnswerALine() throws {
    let cat = try exampleCatalog()
    let input = """
      {"name": "Logo", "traits": {"idiom": "phone", "scale": 3, "style": "dark"}}
      not json
      {"name": "Logo", "device": "iPad Air 13-inch (M2)", "orientation": "landscape"}

      {"name": "Nope", "traits": {}}
      {"name": "Logo", "traits": {"scale": "9"}}
      {"name": "Tint", "traits": {"style": "dark"}}
      """
    let r = try AssetCatExecutable.run(["resolve", cat.path, "--batch", "-"], stdin: Data(input.utf8))
    let lines = r.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 6, "\(r.stdout)")
    let objects = try lines.map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect((objects[0]["match"] as? [String: Any])?["file"] as? String == "Logo.imageset/logo-dark@2x.png")
    #expect(objects[1]["line"] as? Int == 2)
    #expect(objects[1]["error"] is String)
    #expect((objects[2]["match"] as? [String: Any])?["file"] as? String == "Logo.imageset/logo-pad.png")
    #expect(objects[3]["match"] is NSNull)
    #expect(objects[4]["line"] as? Int == 6)
    #expect((objects[5]["match"] as? [String: Any])?["reference"] as? String == "systemBlueColor")
    #expect(r.status == 1, "some requests had no match")
  }

  /// Each answer is written before the next request is read (a caller can hold a pipe open).
  @Test(.timeLimit(.minutes(1))) func batchAnswersBeforeInputEnds() throws {
    let cat = try exampleCatalog()
    let p = Process()
    p.executableURL = AssetCatExecutable.url
    p.arguments = ["resolve", cat.path, "--batch", "-"]
    let input = Pipe(), output = Pipe()
    p.standardInput = input
    p.standardOutput = output
    p.standardError = FileHandle.nullDevice
    try p.run()
    input.fileHandleForWriting.write(Data(#"{"name": "Logo", "traits": {"scale": 2}}"#.utf8 + [0x0A]))
    var first = Data()
    while !first.contains(0x0A) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      first += chunk
    }
    #expect(String(decoding: first, as: UTF8.self).contains("Logo.imageset/logo@2x.png"))
    input.fileHandleForWriting.write(Data(#"{"name": "Logo", "traits": {"scale": 1}}"#.utf8 + [0x0A]))
    try input.fileHandleForWriting.close()
    let rest = output.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    #expect(String(decoding: rest, as: UTF8.self).contains("Logo.imageset/logo.png"))
    #expect(p.terminationStatus == 0)
  }

  @Test func batchFromFileAllMatched() throws {
    let cat = try exampleCatalog()
    let file = cat.root.appendingPathComponent("requests.jsonl")
    try Data(#"{"name": "Logo", "traits": {"scale": 2}}"#.utf8 + [0x0A]).write(to: file)
    let r = try AssetCatExecutable.run(["resolve", cat.path, "--batch", file.path])
    #expect(r.status == 0)
    #expect(r.stdout.contains("logo@2x.png"))
    #expect(try AssetCatExecutable.run(["resolve", cat.path, "--batch", "/no/such/file"]).status == 2)
  }

  @Test func devices() throws {
    let text = try AssetCatExecutable.run(["devices"])
    #expect(text.status == 0)
    #expect(text.stdout.contains("iPhone 16 Pro Max"))
    let json = try AssetCatExecutable.run(["devices", "--format", "json"])
    let list = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(list.count >= 20)
    #expect(list.first?["name"] as? String == "iPhone SE (3rd generation)")
  }

  @Test func info() throws {
    let cat = try exampleCatalog()
    let text = try AssetCatExecutable.run(["info", cat.path])
    #expect(text.status == 0)
    #expect(text.stdout.contains("Logo  [image]"))
    #expect(text.stdout.contains("120×80 px  60×40 pt"))
    let json = try AssetCatExecutable.run(["info", cat.path, "--format", "json"])
    let root = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(root["assetCount"] as? Int == 4)
    #expect(try AssetCatExecutable.run(["info", "/no/such.xcassets"]).status == 2)
  }
}

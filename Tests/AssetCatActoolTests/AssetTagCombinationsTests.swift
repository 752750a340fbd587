import AssetCatActool
import AssetCatTestSupport
import Foundation
import Testing

/// `--print-asset-tag-combinations`, which Xcode's build runs first for every iOS app with
/// on-demand resources on (its default): a plist swift-build decodes, exit 0, nothing written.
@Suite("actool --print-asset-tag-combinations")
struct AssetTagCombinationsTests {
  static func tagged(_ tags: [String]) -> String {
    let list = tags.map { "\"\($0)\"" }.joined(separator: ", ")
    return
      #"{ "images" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 }, "#
      + #""properties" : { "on-demand-resource-tags" : ["#
      + list + "] } }"
  }

  @Test func theTagSetsOfTheAssetsSortedAndNothingWritten() async throws {
    let cat = try FixtureCatalog(name: "Tags")
    _ = try cat.contents("Level1.imageset", Self.tagged(["level1", "intro"]))
    _ = try cat.contents("Level1b.imageset", Self.tagged(["intro", "level1"]))
    _ = try cat.contents("Boss.imageset", Self.tagged(["boss"]))
    _ = try cat.contents(
      "Plain.imageset", #"{ "images" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
    )
    let r = try ActoolRun()
    defer { r.remove() }
    let outcome = await r.run(["--print-asset-tag-combinations", "--output-format", "xml1", cat.path])
    #expect(outcome.exitCode == 0, "\(ActoolRun.text(outcome))")
    let plist = try ActoolRun.plist(outcome.output)
    #expect(plist["com.apple.actool.asset-tag-combinations"] as? [[String]] == [["boss"], ["intro", "level1"]])
    #expect(plist["com.apple.actool.notices"] == nil)
    #expect(r.files() == [])
  }

  @Test func untaggedCatalogsGiveAnEmptyListAndAMissingOneAnError() async throws {
    let r = try ActoolRun()
    defer { r.remove() }
    let sample = await r.run(["--print-asset-tag-combinations", "--output-format", "xml1", Paths.sample])
    #expect(sample.exitCode == 0)
    #expect(try ActoolRun.plist(sample.output)["com.apple.actool.asset-tag-combinations"] as? [[String]] == [])
    let missing = await r.run([
      "--print-asset-tag-combinations", "--output-format", "xml1", r.root.path + "/Nope.xcassets",
    ])
    #expect(missing.exitCode == 1)
    #expect(try ActoolRun.plist(missing.output)["com.apple.actool.errors"] != nil)
  }

  @Test func onDemandResourcesYesIsANoticeOnlyWhenAnAssetIsTagged() async throws {
    let r = try ActoolRun()
    defer { r.remove() }
    let flags = [
      "--compile", r.out, "--platform", "iphoneos", "--enable-on-demand-resources", "YES", "--output-format",
      "human-readable-text",
    ]
    let sample = await r.run(flags + [Paths.sample])
    #expect(sample.exitCode == 0)
    #expect(!ActoolRun.text(sample).contains("on-demand"), "\(ActoolRun.text(sample))")
    let cat = try FixtureCatalog(name: "Tagged")
    _ = try cat.contents(
      "Level1.colorset",
      #"{ "colors" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 }, "#
        + #""properties" : { "on-demand-resource-tags" : ["level1"] } }"#
    )
    let tagged = await r.run(flags + [cat.path])
    #expect(tagged.exitCode == 0)
    #expect(
      ActoolRun.text(tagged).contains(
        "actool: note: --enable-on-demand-resources YES: the assets tagged level1 were compiled into the car"))
  }
}

import AssetCatCore
import AssetCatValidation
import Foundation
import Testing

@testable import AssetCatActool

/// actool's thinning options: the device model's idiom and scale decide what the car keeps.
@Suite struct ThinningDeviceTests {
  @Test(arguments: [
    ("iPhone15,2", TraitCollection(idiom: .phone, scale: 3)),  // iPhone 14 Pro
    ("iPhone17,5", TraitCollection(idiom: .phone, scale: 3)),  // iPhone 16e
    ("iPhone12,8", TraitCollection(idiom: .phone, scale: 2)),  // iPhone SE (2nd generation)
    ("iPhone11,8", TraitCollection(idiom: .phone, scale: 2)),  // iPhone XR
    ("iPhone10,3", TraitCollection(idiom: .phone, scale: 3)),  // iPhone X
    ("iPhone6,1", TraitCollection(idiom: .phone, scale: 2)),  // iPhone 5s
    ("iPhone2,1", TraitCollection(idiom: .phone, scale: 1)),  // iPhone 3GS
    ("iPod9,1", TraitCollection(idiom: .phone, scale: 2)),
    ("iPad13,1", TraitCollection(idiom: .pad, scale: 2)),
    ("iPad2,5", TraitCollection(idiom: .pad, scale: 1)),  // iPad mini (1st generation)
    ("AppleTV14,1", TraitCollection(idiom: .tv)),
    ("Watch7,1", TraitCollection(idiom: .watch, scale: 2)),
    ("RealityDevice14,1", TraitCollection(idiom: .vision, scale: 2)),
  ])
  func knownModels(model: String, traits: TraitCollection) {
    #expect(ThinningDevice.traits(forModel: model) == traits)
  }

  @Test(arguments: ["", "iPhone", "iPhone15", "iPhone15,", "15,2", "Mac14,2", "iPhone15,2,1", "iPhone-1,2"])
  func otherTextIsNotAModel(text: String) {
    #expect(ThinningDevice.traits(forModel: text) == nil)
  }

  /// What the writer is asked for, by command line.
  @Test func theThinningConfigurationWinsOverTheDeviceModel() throws {
    func options(_ words: [String]) throws -> ActoolOptions { try ActoolArgumentParser.parse(words + ["A.xcassets"]) }
    #expect(
      try options(["--filter-for-device-model", "iPhone15,2"]).thinningTraits
        == TraitCollection(idiom: .phone, scale: 3))
    let both = try options([
      "--filter-for-device-model", "iPhone15,2", "--filter-for-thinning-device-configuration", "iPad13,1",
    ])
    #expect(both.thinningTraits == TraitCollection(idiom: .pad, scale: 2))
    let empty = try options([
      "--filter-for-device-model", "iPhone15,2", "--filter-for-thinning-device-configuration", "",
    ])
    #expect(empty.thinningTraits == TraitCollection(idiom: .phone, scale: 3))
    #expect(try options([]).thinningTraits == nil)
    #expect(try options(["--filter-for-device-model", "Mac14,2"]).unthinnableDevice == "Mac14,2")
  }

  /// An unknown model is a notice, and the writer is asked for the whole car.
  @Test func anUnknownModelIsANoticeAndNothingIsThinned() async throws {
    let r = try ActoolRun()
    defer { r.remove() }
    let outcome = await r.run([
      "--compile", r.out, "--platform", "iphoneos", "--output-format", "human-readable-text", "--notices",
      "--filter-for-device-model", "Mac14,2", Paths.sample,
    ])
    #expect(outcome.exitCode == 0)
    #expect(ActoolRun.text(outcome).contains("actool: note: Mac14,2 is not a device model assetcat knows"))
    let options = try ActoolArgumentParser.parse([
      "--filter-for-device-model", "Mac14,2", "--platform", "iphoneos", Paths.sample,
    ])
    let plan = ActoolDriver.Plan(catalogs: [Paths.sample], compileDirectory: r.out, platform: .iOS)
    #expect(
      ActoolBuild.carOptions(AppIconRequest(platform: .iOS), options: options, plan: plan, path: r.out + "/Assets.car")
        .keep == nil)
  }
}

import AssetCatActool
import AssetCatCore
import Testing

/// The command lines real build systems write (Xcode, Bazel, CocoaPods, xtool) parse to what they mean.
@Suite("actool argument parser")
struct ActoolArgumentParserTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var caller: String
    var line: String
    var check: @Sendable (ActoolOptions) -> Bool
    var testDescription: String { caller }
  }

  static let cases: [Case] = [
    Case(
      caller: "xtool issue #123",
      line:
        "--compile /o --app-icon AppIcon --minimum-deployment-target 17.0 --platform iphoneos "
        + "--output-partial-info-plist /p.plist --compress-pngs /A.xcassets",
      check: {
        $0.compileDirectory == "/o" && $0.appIcon == "AppIcon" && $0.minimumDeploymentTarget == OSVersion("17.0")
          && $0.platform == .iOS
          && $0.outputPartialInfoPlist == "/p.plist" && $0.compressPNGs && $0.inputs == ["/A.xcassets"]
          && $0.ignored.isEmpty
      }),
    Case(
      caller: "Xcode (swift-build), inputs first",
      line:
        "/A.xcassets /B.xcassets --compile /o --output-format human-readable-text --notices --warnings "
        + "--export-dependency-info /d --output-partial-info-plist /p --compress-pngs "
        + "--enable-on-demand-resources NO --filter-for-device-model iPhone15,2 "
        + "--filter-for-device-os-version 17.0 --development-region English --target-device iphone "
        + "--target-device ipad --minimum-deployment-target 17.0 --platform iphoneos",
      check: {
        $0.inputs == ["/A.xcassets", "/B.xcassets"] && $0.outputFormat == .humanReadableText && $0.notices
          && $0.warnings && !$0.errors
          && $0.exportDependencyInfo == "/d" && $0.enableOnDemandResources == false
          && $0.filterForDeviceModel == "iPhone15,2"
          && $0.filterForDeviceOSVersion == OSVersion("17.0") && $0.developmentRegion == "English"
          && $0.targetDevices == [.iPhone, .iPad]
          && $0.ignored.isEmpty
      }),
    Case(
      caller: "rules_apple, inputs last",
      line: "--compile /o --errors --warnings --notices --output-format human-readable-text --platform iphoneos "
        + "--minimum-deployment-target 15.0 --compress-pngs --app-icon app_icon --alternate-app-icon app_icon-bazel "
        + "--target-device iphone --target-device ipad --output-partial-info-plist /p /x/A.xcassets /x/S.xcstickers",
      check: {
        $0.errors && $0.alternateAppIcons == ["app_icon-bazel"] && $0.inputs == ["/x/A.xcassets", "/x/S.xcstickers"]
          && $0.targetDevices == [.iPhone, .iPad]
      }),
    Case(
      caller: "CocoaPods",
      line:
        "--output-format human-readable-text --notices --warnings --platform iphonesimulator "
        + "--minimum-deployment-target 12.0 --target-device iphone --target-device ipad --compress-pngs "
        + "--compile /r --app-icon AppIcon --output-partial-info-plist "
        + "/t/assetcatalog_generated_info_cocoapods.plist /p/Pods/X.xcassets",
      check: {
        $0.platform == .iOS && $0.compileDirectory == "/r" && $0.inputs == ["/p/Pods/X.xcassets"]
      }),
    Case(
      caller: "Chromium, --opt=value",
      line:
        "--output-format=human-readable-text --notices --warnings --errors --minimum-deployment-target=11.0 "
        + "--compress-pngs --product-type com.apple.product-type.application --app-icon=AppIcon "
        + "--include-all-app-icons --platform macosx --target-device mac --output-partial-info-plist /tmp/p "
        + "--compile /o /abs/A.xcassets",
      check: {
        $0.outputFormat == .humanReadableText && $0.minimumDeploymentTarget == OSVersion("11.0")
          && $0.appIcon == "AppIcon"
          && $0.includeAllAppIcons && $0.productType == "com.apple.product-type.application"
          && $0.inputs == ["/abs/A.xcassets"]
      }),
    Case(
      caller: "swift-bundler",
      line: "/A.xcassets --compile /o --platform macosx --minimum-deployment-target 13.0",
      check: { $0.inputs == ["/A.xcassets"] && $0.platform == .macOS && $0.resultsFormat == .xml1 }),
    Case(
      caller: "unimplemented and unknown options are notices",
      line:
        "--launch-image Launch --ui-framework-family uikit --enable-icon-stack-fallback-generation=disabled "
        + "--frobnicate 3 --sparkle /A.xcassets --compile /o",
      check: {
        $0.inputs == ["/A.xcassets"] && $0.compileDirectory == "/o" && $0.launchImage == "Launch"
          && $0.iconStackFallbackGeneration == "disabled"
          && $0.ignored.map(\.option) == ["--ui-framework-family", "--frobnicate", "--sparkle"]
          && $0.ignored.map(\.known) == [true, false, false] && $0.ignored[1].value == "3" && $0.ignored[2].value == nil
      }),
    Case(
      caller: "swift-build's GenerateAssetSymbols run",
      line:
        "/S/Assets.xcassets --compile /o/App.app --output-format human-readable-text --notices --warnings "
        + "--app-icon AppIcon --platform iphonesimulator --bundle-identifier com.test.ProjectName "
        + "--generate-swift-asset-symbol-extensions NO --generate-swift-asset-symbols "
        + "/d/GeneratedAssetSymbols.swift --generate-objc-asset-symbols /d/GeneratedAssetSymbols.h "
        + "--generate-asset-symbol-index /d/GeneratedAssetSymbols-Index.plist",
      check: {
        $0.generatesAssetSymbols && $0.bundleIdentifier == "com.test.ProjectName" && !$0.swiftAssetSymbolExtensions
          && $0.swiftAssetSymbols == "/d/GeneratedAssetSymbols.swift"
          && $0.objcAssetSymbols == "/d/GeneratedAssetSymbols.h"
          && $0.assetSymbolIndex == "/d/GeneratedAssetSymbols-Index.plist" && $0.ignored.isEmpty
      }),
    Case(
      caller: "--version probe",
      line: "--version --output-format xml1",
      check: { $0.version && $0.outputFormat == .xml1 && $0.inputs.isEmpty }),
  ]

  @Test(arguments: cases)
  func buildSystemCommandLines(_ c: Case) throws {
    let options = try ActoolArgumentParser.parse(c.line.split(separator: " ").map(String.init))
    #expect(c.check(options), "\(options)")
  }

  @Test(arguments: [
    (["--compile"], "--compile needs a value"),
    (["--output-format", "json"], "--output-format must be human-readable-text, xml1 or binary1, not 'json'"),
    (["--enable-on-demand-resources", "maybe"], "--enable-on-demand-resources takes YES or NO, not 'maybe'"),
    (["--optimization", "fast"], "--optimization takes time or space, not 'fast'"),
    (
      ["--include-partial-info-plist-localizations", "off"],
      "--include-partial-info-plist-localizations takes YES or NO, not 'off'"
    ),
  ])
  func badValuesAreUsageErrors(_ arguments: [String], _ message: String) {
    #expect(throws: ActoolUsageError(message)) { try ActoolArgumentParser.parse(arguments) }
  }

  @Test func optionsOnceNoticesNowTakeEffect() throws {
    let o = try ActoolArgumentParser.parse(
      [
        "--optimization", "space", "--include-language", "fr", "--include-language=de", "--compile-output-filename",
        "App.car",
        "--include-partial-info-plist-localizations", "NO",
      ])
    #expect(o.optimization == "space" && o.includeLanguages == ["fr", "de"] && o.compileOutputFilename == "App.car")
    #expect(!o.includePartialInfoPlistLocalizations && o.ignored.isEmpty)
  }

  @Test func onDemandResourcesYesIsRead() throws {
    let o = try ActoolArgumentParser.parse(["--enable-on-demand-resources=YES"])
    #expect(o.enableOnDemandResources == true && o.ignored.isEmpty)
  }

}

import ArgumentParser
import AssetCatActool
import AssetCatImaging
import AssetCatPipeline
import Foundation

/// `assetcat actool …` (and the executable run under the name `actool`): Apple's actool command
/// line, read by AssetCatActool's own parser, since actool's shape (inputs anywhere, `--opt=value`,
/// unknown options tolerated) is not argument-parser's.
struct Actool: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Apple's actool command line: compile catalogs into a folder with Assets.car, "
      + "loose icons and a partial Info.plist.",
    discussion: """
      Takes the options Xcode, Bazel's rules_apple, CocoaPods, Chromium, xtool and swift-bundler pass:
      inputs anywhere on the line, --opt value and --opt=value, --compile DIR (must exist), \
      --compile-output-filename NAME (the car's name in DIR, default Assets.car), --platform, \
      --minimum-deployment-target, --target-device (repeated), --app-icon, --alternate-app-icon (repeated), \
      --include-all-app-icons, --include-language (repeated), --optimization time|space, \
      --include-partial-info-plist-localizations YES|NO, --accent-color, --widget-background-color, \
      --launch-image (loose launch PNGs and \
      UILaunchImages), --output-partial-info-plist FILE, \
      --export-dependency-info FILE, --output-format human-readable-text|xml1|binary1 (default xml1; binary1 is \
      written as xml1), --errors, --warnings, --notices, --compress-pngs, --enable-on-demand-resources YES|NO, \
      --development-region, --product-type, --filter-for-device-model, --filter-for-device-os-version, \
      --skip-app-store-deployment, --enable-icon-stack-fallback-generation, --version, \
      --print-asset-tag-combinations. Icon Composer .icon inputs \
      are compiled as their icon stack and drawn into the flat sizes for systems before 26. \
      assetcat's own: --cache-dir DIR, --no-cache, --xcode-version V (the Xcode whose car shape to follow, \
      default $ASSETCAT_XCODE_VERSION, else Xcode's $XCODE_VERSION_ACTUAL, else 26).
      The results document goes to standard output. The catalogs are validated first: on errors nothing is \
      written and the exit status is 1. Options actool has that assetcat does not implement (\
      --enable-on-demand-resources YES with tagged assets, sticker options, …) and unknown options are \
      ignored with a notice in the results document, never silently. An unknown option takes the next word as \
      its value unless it starts with -- or ends in .xcassets, .xcstickers or .icon. Exit 2: bad usage; \
      with no arguments at all, this usage on standard error and exit 1.
      Example: assetcat actool --compile out --platform iphoneos --minimum-deployment-target 17.0 \
      --app-icon AppIcon --output-partial-info-plist out/partial.plist --output-format human-readable-text App.xcassets
      """)

  @Argument(parsing: .allUnrecognized, help: "actool's options and input catalogs.") var arguments: [String] = []

  func run() async throws {
    let code = await Self.run(arguments)
    if code != 0 { throw ExitCode(code) }
  }

  /// Runs the driver on `arguments` and prints the results document. With no arguments at all,
  /// the usage on standard error and exit 1 (Apple's status for this is not on record; 1 as for
  /// a run that did nothing, not 2, since nothing given is not a malformed line).
  static func run(_ arguments: [String]) async -> Int32 {
    guard !arguments.isEmpty else {
      FileHandle.standardError.write(Data((helpMessage(columns: 100) + "\n").utf8))
      return 1
    }
    // Its car writer's workers, each on an arena of its own (see MallocArenas).
    MallocArenas.allow(ProcessInfo.processInfo.activeProcessorCount + 1)
    let driver = ActoolDriver(assetcatVersion: AssetCat.version)
    let outcome = await driver.run(arguments)
    FileHandle.standardOutput.write(Data(outcome.output))
    return outcome.exitCode
  }
}

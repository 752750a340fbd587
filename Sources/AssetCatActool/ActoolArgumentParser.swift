import AssetCatCARWriter
import AssetCatCore

/// Reads actool's command line the way build systems write it: inputs anywhere, `--opt value`
/// and `--opt=value`, repeated options, flags with no value. Options actool has that assetcat
/// does not implement, and unknown options, are kept as ``IgnoredOption``s (notices in the
/// results document), never errors: a build should not break on a flag that changes nothing
/// assetcat writes. An unknown option takes the next word as its value unless that word starts
/// with `--` or names an input (ends in `.xcassets`, `.xcstickers`, `.icon` or `.imagecatalog`).
public enum ActoolArgumentParser {
  /// Options that take a value, and what each sets.
  static let valued: [String: Setter] = [
    "--compile": { $0.compileDirectory = $1 },
    "--compile-output-filename": { $0.compileOutputFilename = $1 },
    "--platform": { o, v in
      o.platform = ApplePlatform(actoolName: v)
      o.unparsed.platform = o.platform == nil ? v : nil
    },
    "--minimum-deployment-target": { o, v in
      o.minimumDeploymentTarget = OSVersion(v)
      o.unparsed.minimumDeploymentTarget = o.minimumDeploymentTarget == nil ? v : nil
    },
    "--target-device": { o, v in
      if let device = TargetDevice(name: v) {
        o.targetDevices.append(device)
      } else {
        o.unparsed.targetDevices.append(v)
      }
    },
    "--app-icon": { $0.appIcon = $1 },
    "--alternate-app-icon": { $0.alternateAppIcons.append($1) },
    "--accent-color": { $0.accentColor = $1 },
    "--widget-background-color": { $0.widgetBackgroundColor = $1 },
    "--launch-image": { $0.launchImage = $1 },
    "--enable-icon-stack-fallback-generation": { $0.iconStackFallbackGeneration = $1 },
    "--output-partial-info-plist": { $0.outputPartialInfoPlist = $1 },
    "--export-dependency-info": { $0.exportDependencyInfo = $1 },
    "--output-format": parsed(
      "--output-format", "must be human-readable-text, xml1 or binary1", ResultsFormat.init(rawValue:)
    ) {
      $0.outputFormat = $1
    },
    "--enable-on-demand-resources": parsed("--enable-on-demand-resources", yesOrNo, yesNo) {
      $0.enableOnDemandResources = $1
    },
    "--development-region": { $0.developmentRegion = $1 },
    "--include-language": { $0.includeLanguages.append($1) },
    "--optimization": parsed("--optimization", "takes time or space", CAROptimization.init(rawValue:)) {
      $0.optimization = $1.rawValue
    },
    "--include-partial-info-plist-localizations": parsed("--include-partial-info-plist-localizations", yesOrNo, yesNo) {
      $0.includePartialInfoPlistLocalizations = $1
    },
    "--product-type": { $0.productType = $1 },
    "--filter-for-device-model": { $0.filterForDeviceModel = $1 },
    "--filter-for-thinning-device-configuration": { $0.filterForThinningDeviceConfiguration = $1 },
    "--filter-for-device-os-version": { o, v in
      o.filterForDeviceOSVersion = OSVersion(v)
      o.unparsed.deviceOSVersion = o.filterForDeviceOSVersion == nil ? v : nil
    },
    "--standalone-icon-behavior": parsed(
      "--standalone-icon-behavior", "takes default, all or none", StandaloneIconBehavior.init(rawValue:)
    ) { $0.standaloneIconBehavior = $1 },
    "--bundle-identifier": { $0.bundleIdentifier = $1 },
    "--cache-dir": { $0.cacheDirectory = $1 },
    "--from-part": { $0.fromParts.append($1) },
    "--xcode-version": parsed("--xcode-version", "takes a version such as 26.1 or 12.5.1", CARXcodeVersion.init(_:)) {
      $0.xcodeVersion = $1
    },
    "--generate-swift-asset-symbols": { $0.swiftAssetSymbols = $1 },
    "--generate-objc-asset-symbols": { $0.objcAssetSymbols = $1 },
    "--generate-asset-symbol-index": { $0.assetSymbolIndex = $1 },
    "--generate-swift-asset-symbol-extensions": parsed("--generate-swift-asset-symbol-extensions", yesOrNo, yesNo) {
      $0.swiftAssetSymbolExtensions = $1
    },
  ]

  /// What sets an option from its value.
  typealias Setter = @Sendable (inout ActoolOptions, String) throws(ActoolUsageError) -> Void

  static let yesOrNo = "takes YES or NO"

  /// An option whose value `parse` reads, or a usage error (`--NAME EXPECTED, not 'VALUE'`).
  static func parsed<Value>(
    _ name: String, _ expected: String, _ parse: @escaping @Sendable (String) -> Value?,
    _ set: @escaping @Sendable (inout ActoolOptions, Value) -> Void
  ) -> Setter {
    { options, text throws(ActoolUsageError) in
      guard let value = parse(text) else { throw ActoolUsageError("\(name) \(expected), not '\(text)'") }
      set(&options, value)
    }
  }

  /// Flags (no value).
  static let flags: [String: @Sendable (inout ActoolOptions) -> Void] = [
    "--include-all-app-icons": { $0.includeAllAppIcons = true },
    "--errors": { $0.errors = true },
    "--warnings": { $0.warnings = true },
    "--notices": { $0.notices = true },
    "--compress-pngs": { $0.compressPNGs = true },
    "--no-cache": { $0.noCache = true },
    "--follow-links": { $0.followLinks = true },
    "--skip-app-store-deployment": { $0.skipAppStoreDeployment = true },
    "--version": { $0.version = true },
    "--print-asset-tag-combinations": { $0.printAssetTagCombinations = true },
  ]

  /// actool options assetcat reads and does not implement (Docs/Actool.md, "Command line"), with whether
  /// each takes a value.
  static let unimplemented: [String: Bool] = [
    "--target-name": true, "--enable-incremental-distill": true,
    "--stickers-icon-role": true, "--sticker-pack-identifier-prefix": true, "--sticker-pack-strings-file": true,
    "--ui-framework-family": true, "--lightweight-asset-runtime-mode": true,
    "--complication": true, "--asset-pack-output-specifications": true,
    "--flattened-app-icon-path": true, "--leaderboard-identifier-prefix": true,
    "--leaderboard-set-identifier-prefix": true,
    "--include-sticker-content": false,
    "--print-contents": false,
  ]

  static let inputSuffixes = [".xcassets", ".xcstickers", ".icon", ".imagecatalog"]

  public static func parse(_ arguments: [String]) throws(ActoolUsageError) -> ActoolOptions {
    var options = ActoolOptions()
    var i = 0
    while i < arguments.count {
      let word = arguments[i]
      i += 1
      guard word.hasPrefix("--"), word.count > 2 else {
        options.inputs.append(word)
        continue
      }
      let (name, inline) = split(word)
      if let flag = flags[name] {
        flag(&options)
      } else if let set = valued[name] {
        try set(&options, try value(name, inline, arguments, &i, required: true)!)
      } else if let takesValue = unimplemented[name] {
        let v = takesValue ? try value(name, inline, arguments, &i, required: true) : inline
        options.ignored.append(IgnoredOption(option: name, value: v, known: true))
      } else {
        let v = inline ?? (i < arguments.count && looksLikeValue(arguments[i]) ? value(&i, arguments) : nil)
        options.ignored.append(IgnoredOption(option: name, value: v, known: false))
      }
    }
    return options
  }

  /// `--opt=value` → (`--opt`, `value`); `--opt` → (`--opt`, nil).
  static func split(_ word: String) -> (String, String?) {
    guard let eq = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<eq]), String(word[word.index(after: eq)...]))
  }

  static func value(
    _ name: String, _ inline: String?, _ arguments: [String], _ i: inout Int, required: Bool
  ) throws(ActoolUsageError) -> String? {
    if let inline { return inline }
    guard i < arguments.count else { throw ActoolUsageError("\(name) needs a value") }
    return value(&i, arguments)
  }

  static func value(_ i: inout Int, _ arguments: [String]) -> String {
    defer { i += 1 }
    return arguments[i]
  }

  static func looksLikeValue(_ word: String) -> Bool {
    let trimmed = word.hasSuffix("/") ? String(word.dropLast()) : word
    return !word.hasPrefix("--") && !inputSuffixes.contains { trimmed.hasSuffix($0) }
  }

  static func yesNo(_ v: String) -> Bool? {
    switch v.uppercased() {
    case "YES", "TRUE", "1": true
    case "NO", "FALSE", "0": false
    default: nil
    }
  }
}

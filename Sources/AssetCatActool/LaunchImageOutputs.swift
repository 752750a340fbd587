import AssetCatCore
import AssetCatFileSystem
import AssetCatSource
import AssetCatValidation

/// What `--launch-image NAME` gives beside the car (Docs/Actool.md, "What it writes"): each
/// image of the `.launchimage` set copied as a loose PNG named the way UIKit looks for it
/// (`<Name>[-<maj><min><patch>][-Portrait|-Landscape][-568h…][@Nx][~ipad].png`), and the
/// Info.plist keys that point at them: `UILaunchImages` (one entry per image name, orientation
/// and size, for images of iOS 7 and later) and `UILaunchImageFile` (the set's name, for the iOS 5
/// and 6 images, which iOS finds by file name alone).
struct LaunchImageOutputs {
  var files: [LooseFile] = []
  /// The source files copied (for the dependency-info file).
  var inputs: [String] = []
  /// `UILaunchImages` entries, in Contents.json order, each once.
  var entries: [PropertyList] = []
  /// The set has iOS 5 or 6 images: `UILaunchImageFile` names the set.
  var legacyName: String?
  /// Warnings for the results document (an entry whose file is missing, a slot no device has).
  var warnings: [String] = []

  /// The largest launch image copied (a 2732-pixel iPad image is a few MB).
  static let maxFileBytes = 256 << 20

  static func make(
    _ set: SourceAsset, platform: ApplePlatform, targets: AppIconRequest, deploymentTarget: OSVersion?
  ) -> LaunchImageOutputs {
    var out = LaunchImageOutputs()
    let name = set.asset.name.split(separator: "/").last.map(String.init) ?? set.asset.name
    if let warning = deprecation(platform, deploymentTarget) { out.warnings.append(warning) }
    guard let contents = set.contentsPath,
      let bytes = POSIXCalls.contents(contents, limit: SourceLimits.maxContentsBytes),
      let entries = LaunchImageEntry.entries(contents: bytes)
    else {
      out.warnings.append(
        "The launch image set \"\(name)\" has no readable Contents.json with an images list; "
          + "no launch images were copied."
      )
      return out
    }
    var names = Set<String>()
    for entry in entries {
      guard let file = entry.filename, let idiom = entry.idiom, Self.applies(idiom, platform, targets) else { continue }
      // Only the values the format has go into a file name (a scale of "x/../../y" must not).
      guard [nil, "1x", "2x", "3x"].contains(entry.scale), [nil, "portrait", "landscape"].contains(entry.orientation)
      else {
        out.warnings.append(
          "A launch image in \"\(name)\" (\(file)) has a scale or orientation launch images do not have "
            + "(\(entry.scale ?? "-"), \(entry.orientation ?? "-")); it was not copied."
        )
        continue
      }
      guard let screen = LaunchScreen.of(idiom: idiom, subtype: entry.subtype) else {
        out.warnings.append(
          "A launch image in \"\(name)\" (\(file)) has an idiom and subtype no device has "
            + "(\(idiom) \(entry.subtype ?? "without subtype")); it was not copied."
        )
        continue
      }
      let fileName = Self.fileName(name, entry, screen)
      guard names.insert(fileName).inserted else {
        out.warnings.append(
          "The launch images \"\(file)\" and another in \"\(name)\" both fill \(fileName); the first was copied.")
        continue
      }
      let image: [UInt8]
      switch Self.read(file, in: set) {
      case .success(let bytes): image = bytes
      case .failure(let problem):
        out.warnings.append(
          "The file \"\(file)\" for the launch image set \"\(name)\" \(problem.text); it was not copied.")
        continue
      }
      out.files.append(LooseFile(name: fileName, bytes: image))
      out.inputs.append(set.folderPath + "/" + file)
      out.record(entry, screen: screen, baseName: Self.baseName(name, entry, screen), setName: name)
    }
    return out
  }

  /// Adds the entry's `UILaunchImages` record (iOS 7 and later) or marks the legacy key.
  mutating func record(_ entry: LaunchImageEntry, screen: LaunchScreen, baseName: String, setName: String) {
    guard let version = entry.minimumSystemVersion.flatMap(OSVersion.init), version.major >= 7 else {
      legacyName = setName
      return
    }
    let size = screen.size(extent: entry.extent, landscape: entry.orientation == "landscape")
    var d: [String: PropertyList] = [
      "UILaunchImageMinimumOSVersion": .string(version.value),
      "UILaunchImageName": .string(baseName),
      "UILaunchImageSize": .string("{\(size.width), \(size.height)}"),
    ]
    if let orientation = entry.orientation { d["UILaunchImageOrientation"] = .string(orientation.capitalized) }
    let item = PropertyList.dictionary(d)
    if !entries.contains(item) { entries.append(item) }
  }

  /// The name without scale and idiom: what `UILaunchImageName` holds.
  static func baseName(_ name: String, _ entry: LaunchImageEntry, _ screen: LaunchScreen) -> String {
    var s = name
    if let version = entry.minimumSystemVersion.flatMap(OSVersion.init) { s += "-" + version.suffix }
    if let orientation = entry.orientation, screen.rotates { s += "-" + orientation.capitalized }
    return s + screen.subtypeSuffix
  }

  /// The loose file's name: the base name, the scale (`@2x`; none at 1x), the idiom (`~ipad`).
  static func fileName(_ name: String, _ entry: LaunchImageEntry, _ screen: LaunchScreen) -> String {
    let scale = entry.scale.flatMap { $0 == "1x" ? nil : "@" + $0 } ?? ""
    return baseName(name, entry, screen) + scale + screen.idiomSuffix + ".png"
  }

  /// actool's warning for a target of iOS or tvOS 13 or later, word for word as build logs show
  /// it (rules_apple matches its first sentence).
  static func deprecation(_ platform: ApplePlatform, _ deploymentTarget: OSVersion?) -> String? {
    guard platform == .iOS || platform == .tvOS, let target = deploymentTarget, target.major >= 13
    else { return nil }
    let os = platform == .iOS ? "iOS" : "tvOS"
    return "Launch images are deprecated in \(os) 13.0. Use a launch storyboard or XIB instead."
  }

  /// Whether an idiom's images go into a build for `platform` and the targeted devices.
  static func applies(_ idiom: String, _ platform: ApplePlatform, _ targets: AppIconRequest) -> Bool {
    switch (platform, idiom) {
    case (.iOS, "iphone"): targets.targets(.iPhone)
    case (.iOS, "ipad"): targets.targets(.iPad)
    case (.tvOS, "tv"): true
    default: false
    }
  }

  /// The bytes of `file` in the set's folder, under the project's path policy.
  static func read(_ file: String, in set: SourceAsset) -> Result<[UInt8], BeneathPath.ReadProblem> {
    guard let root = BeneathPath.realPath(set.catalogPath) else { return .failure(.missing) }
    return BeneathPath.contents(of: file, under: set.folderPath, rootReal: root, limit: maxFileBytes)
  }
}

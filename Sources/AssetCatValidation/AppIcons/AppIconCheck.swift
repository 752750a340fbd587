import AssetCatCore

/// AC070 (a set named on the command line does not exist), AC071 (the named app icon set lacks a
/// size its platform needs, the 1024 App Store icon included unless `--skip-app-store-deployment`)
/// and AC072 (the App Store icon has an alpha channel). Runs only on what
/// ``ValidationOptions/appIcons`` names.
public struct AppIconCheck: CatalogCheck {
  public init() {}
  public var codes: [DiagnosticCode] { [.AC070, .AC071, .AC072] }

  /// Folder types read as `.other` that an `--app-icon` name may refer to (tvOS brand assets,
  /// visionOS solid image stacks); `.appiconset` and `.stickersiconset` are app icon sets.
  static let iconFolderTypes: Set<String> = ["brandassets", "solidimagestack"]

  public func check(_ context: ValidationContext) -> [Diagnostic] {
    let request = context.options.appIcons
    var out: [Diagnostic] = []
    let catalog = context.input.catalogPaths.first ?? ""
    for name in [request.appIcon].compactMap({ $0 }) + request.alternateAppIcons {
      guard let record = Self.iconSet(named: name, in: context.input) else {
        // actool's wording as build logs show it, two spaces before the quote included.
        out.append(
          Diagnostic(
            .AC070,
            "None of the input catalogs contained a matching stickers icon set or app icon set named  \"\(name)\"",
            path: catalog))
        continue
      }
      if name == request.appIcon, record.asset.kind == .appIcon {
        // A Messages icon (`.stickersiconset`) has Messages' sizes, not an app's.
        let sticker = record.asset.folderType == "stickersiconset"
        out += (sticker ? [] : requiredSizes(record, request)) + appStoreAlpha(record, request, context)
      } else if name == request.appIcon, record.asset.folderType == "brandassets", (request.platform ?? .tvOS) == .tvOS
      {
        out += BrandAssetsRequirements.check(record, in: context.input, request: request)
      }
    }
    for name in [request.accentColor, request.widgetBackgroundColor].compactMap({ $0 })
    where !context.input.activeAssets.contains(where: { $0.asset.kind == .color && $0.asset.name == name }) {
      out.append(
        Diagnostic(.AC070, "None of the input catalogs contained a matching color set named \"\(name)\"", path: catalog)
      )
    }
    if let name = request.launchImage, Self.launchImageSet(named: name, in: context.input) == nil {
      out.append(
        Diagnostic(
          .AC070, "None of the input catalogs contained a matching launch image set named \"\(name)\"", path: catalog))
    }
    return out
  }

  /// The active `.launchimage` set called `name`.
  public static func launchImageSet(named name: String, in input: ValidationInput) -> AssetRecord? {
    input.activeAssets.first {
      $0.asset.name == name && $0.asset.kind == .other && $0.asset.folderType == "launchimage"
    }
  }

  /// The active icon set called `name` (an `.appiconset` or `.stickersiconset`, or a tvOS/visionOS icon folder).
  public static func iconSet(named name: String, in input: ValidationInput) -> AssetRecord? {
    input.activeAssets.first { record in
      guard record.asset.name == name else { return false }
      if record.asset.kind == .appIcon { return true }
      return record.asset.kind == .other && iconFolderTypes.contains(record.asset.folderType)
    }
  }

  /// The platforms the set is judged for: `--platform`, else those it has entries for.
  static func platforms(_ record: AssetRecord, _ request: AppIconRequest) -> [ApplePlatform] {
    request.platform.map { [$0] } ?? ApplePlatform.platforms(of: record.asset)
  }

  func requiredSizes(_ record: AssetRecord, _ request: AppIconRequest) -> [Diagnostic] {
    var out: [Diagnostic] = []
    for platform in Self.platforms(record, request) {
      if record.asset.renditions.contains(where: { AppIconRequirements.isSingleSize($0, platform) && $0.file != nil }) {
        continue
      }
      for icon in AppIconRequirements.icons(for: platform) where !AppIconRequirements.has(record.asset, icon) {
        if icon.appStore && request.skipAppStoreDeployment { continue }
        if let device = icon.device, !request.targets(device) { continue }
        out.append(
          Diagnostic(
            .AC071, Self.missingMessage(icon, platform, record.asset.name), path: record.location,
            asset: record.asset.name))
      }
    }
    return out
  }

  /// actool's form for the iPad Pro icon ("A 83.5x83.5@2x app icon is required for iPad apps
  /// targeting iOS 9.0 and later"); the same form for the others. The App Store icon's actool
  /// wording is not on record: ours names "1024x1024", which rules_apple's filter matches on.
  static func missingMessage(_ icon: RequiredIcon, _ platform: ApplePlatform, _ set: String) -> String {
    if icon.appStore {
      return
        "The app icon set \"\(set)\" has no 1024x1024 App Store icon, which \(platform.displayName) apps need "
        + "for App Store deployment; add a 1024x1024 \(icon.idiom.rawValue) icon or pass "
        + "--skip-app-store-deployment"
    }
    let apps =
      switch icon.idiom {
      case .phone: "iPhone apps"
      case .pad: "iPad apps"
      default: "\(platform.displayName) apps"
      }
    let since = icon.size == "83.5x83.5" ? " targeting iOS 9.0 and later" : ""
    return "A \(icon.label) app icon is required for \(apps)\(since); add it to the app icon set \"\(set)\""
  }

  /// AC072: iOS and watchOS App Store icons must have no alpha channel at all (ITMS-90717), even
  /// a fully opaque one. macOS icons may be transparent.
  func appStoreAlpha(_ record: AssetRecord, _ request: AppIconRequest, _ context: ValidationContext) -> [Diagnostic] {
    guard !request.skipAppStoreDeployment else { return [] }
    var out: [Diagnostic] = []
    for platform in Self.platforms(record, request) where platform == .iOS || platform == .watchOS {
      guard let icon = AppIconRequirements.appStoreIcon(record.asset, platform: platform),
        let path = record.filePath(of: icon), let info = context.facts(record, icon)?.info, info.hasAlpha
      else { continue }
      let kind = info.colorType.isEmpty ? "it has transparency" : "it is \(info.colorType)"
      out.append(
        Diagnostic(
          .AC072,
          "The App Store icon '\(CatalogPath.fileName(path))' of \"\(record.asset.name)\" can't be transparent "
            + "nor contain an alpha channel (\(kind)); the App Store refuses it (ITMS-90717) even when every "
            + "pixel is opaque; save it without alpha",
          path: path, asset: record.asset.name))
    }
    return out
  }
}

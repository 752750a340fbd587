import AssetCatCore
import AssetCatSource
import AssetCatValidation

/// A file actool writes beside `Assets.car`: its name in the compile folder and its bytes.
public struct LooseFile: Hashable, Sendable {
  public var name: String
  public var bytes: [UInt8]
}

/// What one app icon set (primary or alternate) gives beside the car: loose PNGs on iOS, an
/// `.icns` on macOS, and the Info.plist entries that point at them.
struct AppIconOutputs {
  var files: [LooseFile] = []
  /// iOS: `CFBundleIconFiles` base names for iPhone and for iPad (the iPad list repeats the
  /// iPhone entry first, as actool's partial Info.plists do).
  var iPhoneIconFiles: [String] = []
  var iPadIconFiles: [String] = []
  /// `false` with `--standalone-icon-behavior none`: no loose icon, so the plist names none.
  var standalone = true

  /// The loose files of `set` for `platform` on the targeted devices.
  static func make(
    _ set: SourceAsset, platform: ApplePlatform, targets: AppIconRequest, behavior: StandaloneIconBehavior = .default
  ) throws -> AppIconOutputs {
    switch (platform, behavior) {
    case (_, .none): return AppIconOutputs(standalone: false)
    case (.iOS, .all): return try allIOS(set, targets)
    case (.iOS, .default): return try iOS(set, targets)
    case (.macOS, _): return try macOS(set)
    case (.tvOS, _), (.watchOS, _), (.visionOS, _): return AppIconOutputs()  // icons live only in the car
    }
  }

  /// Modern actool writes only each idiom's home-screen icon (`<Name>60x60@2x.png`,
  /// `<Name>76x76@2x~ipad.png`); the other sizes live only in the car (Docs/Actool.md, "What it writes").
  /// From the set's own entry when it has one, else scaled from the single-size 1024.
  static func iOS(_ set: SourceAsset, _ targets: AppIconRequest) throws -> AppIconOutputs {
    var out = AppIconOutputs()
    let name = set.asset.name
    if targets.targets(.iPhone), let source = source(set, .phone, "60x60", 2, .iOS) {
      out.files.append(
        LooseFile(name: "\(name)60x60@2x.png", bytes: try IconPixels.png(of: source, in: set, pixels: 120)))
      out.iPhoneIconFiles = ["\(name)60x60"]
    }
    if targets.targets(.iPad), let source = source(set, .pad, "76x76", 2, .iOS) {
      out.files.append(
        LooseFile(name: "\(name)76x76@2x~ipad.png", bytes: try IconPixels.png(of: source, in: set, pixels: 152)))
      out.iPadIconFiles = out.iPhoneIconFiles + ["\(name)76x76"]
    } else if targets.targets(.iPad) {
      out.iPadIconFiles = out.iPhoneIconFiles
    }
    return out
  }

  /// iPhone and iPad icon sizes (points, scale), smallest first, as Xcode's iOS template has them.
  static let iPhoneSlots = [
    ("20x20", 2), ("20x20", 3), ("29x29", 1), ("29x29", 2), ("29x29", 3), ("40x40", 2), ("40x40", 3), ("60x60", 2),
    ("60x60", 3),
  ]
  static let iPadSlots = [
    ("20x20", 1), ("20x20", 2), ("29x29", 1), ("29x29", 2), ("40x40", 1), ("40x40", 2), ("76x76", 1), ("76x76", 2),
    ("83.5x83.5", 2),
  ]

  /// `--standalone-icon-behavior all`: every iPhone and iPad size the set fills, or all of them
  /// scaled from its single-size 1024, as `<Name>20x20@2x.png` … `<Name>83.5x83.5@2x~ipad.png`
  /// (the names older actools wrote, xcbuild's copy of every slot); `CFBundleIconFiles` lists
  /// each size's base name, the iPad list after the iPhone's (Docs/Actool.md, "What it writes").
  static func allIOS(_ set: SourceAsset, _ targets: AppIconRequest) throws -> AppIconOutputs {
    var out = AppIconOutputs()
    let name = set.asset.name
    /// Writes `slots` of `idiom`; returns their base names in order.
    func add(_ idiom: Idiom, _ slots: [(String, Int)], suffix: String) throws -> [String] {
      var bases: [String] = []
      for (size, scale) in slots {
        guard let source = source(set, idiom, size, scale, .iOS) else { continue }
        let pixels = Int(((Size(iconSize: size)?.width ?? 0) * Double(scale)).rounded())
        let file = "\(name)\(size)\(scale == 1 ? "" : "@\(scale)x")\(suffix).png"
        out.files.append(LooseFile(name: file, bytes: try IconPixels.png(of: source, in: set, pixels: pixels)))
        if !bases.contains(name + size) { bases.append(name + size) }
      }
      return bases
    }
    if targets.targets(.iPhone) { out.iPhoneIconFiles = try add(.phone, iPhoneSlots, suffix: "") }
    if targets.targets(.iPad) {
      let iPad = try add(.pad, iPadSlots, suffix: "~ipad")
      out.iPadIconFiles = out.iPhoneIconFiles + iPad.filter { !out.iPhoneIconFiles.contains($0) }
    }
    return out
  }

  /// `<Name>.icns` with a PNG element for every Mac slot the set fills (or, for a single-size
  /// set, all ten scaled from the 1024), smallest first.
  static func macOS(_ set: SourceAsset) throws -> AppIconOutputs {
    var elements: [ICNSElement] = []
    for (points, scale) in [
      (16, 1), (16, 2), (32, 1), (32, 2), (128, 1), (128, 2), (256, 1), (256, 2), (512, 1), (512, 2),
    ] {
      guard let type = ICNSElement.type(points: points, scale: scale),
        let source = source(set, .mac, "\(points)x\(points)", scale, .macOS)
      else { continue }
      elements.append(ICNSElement(type: type, data: try IconPixels.png(of: source, in: set, pixels: points * scale)))
    }
    guard !elements.isEmpty else { return AppIconOutputs() }
    elements.sort { ($0.data.count, $0.type) < ($1.data.count, $1.type) }
    return AppIconOutputs(files: [
      LooseFile(name: "\(set.asset.name).icns", bytes: try ICNSFile(elements: elements).bytes())
    ])
  }

  /// The entry that fills (idiom, size, scale): the set's own, else its single-size 1024 for
  /// `platform`. Light, standard-contrast entries only.
  static func source(_ set: SourceAsset, _ idiom: Idiom, _ size: String, _ scale: Int, _ platform: ApplePlatform)
    -> Rendition?
  {
    let plain = set.asset.renditions.filter { $0.file != nil && $0.slot.style == nil && $0.slot.contrast == nil }
    if let own = plain.first(where: { $0.slot.idiom == idiom && $0.iconSize == size && ($0.slot.scale ?? 1) == scale })
    {
      return own
    }
    return plain.first { AppIconRequirements.isSingleSize($0, platform) }
  }
}

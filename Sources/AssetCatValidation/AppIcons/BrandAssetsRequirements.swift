import AssetCatCore
import AssetCatSource

/// AC071 for a tvOS app icon: the brand assets folder `--app-icon` names must hold what an Apple
/// TV app needs on the App Store, each at its scales: the home screen icon (a layered image
/// stack of 400x240 points, 1x and 2x), the App Store icon (a layered image stack of 1280x768
/// points, 1x; waived by `--skip-app-store-deployment`), and the top shelf images (1920x720 and
/// the wide 2320x720 points, 1x and 2x) — the four entries of Xcode's brand assets template. A
/// stack's every layer needs an image at each scale. Pixel sizes are not checked here.
enum BrandAssetsRequirements {
  struct Item {
    var role: String
    var size: String
    var scales: [Int]
    var label: String
    var appStore: Bool
  }

  static let items = [
    Item(role: "primary-app-icon", size: "400x240", scales: [1, 2], label: "home screen app icon", appStore: false),
    Item(role: "primary-app-icon", size: "1280x768", scales: [1], label: "App Store icon", appStore: true),
    Item(role: "top-shelf-image", size: "1920x720", scales: [1, 2], label: "Top Shelf Image", appStore: false),
    Item(
      role: "top-shelf-image-wide", size: "2320x720", scales: [1, 2], label: "Top Shelf Image Wide", appStore: false),
  ]

  static func check(_ record: AssetRecord, in input: ValidationInput, request: AppIconRequest) -> [Diagnostic] {
    var out: [String] = []
    let folder = record.asset.name
    for item in items where !(item.appStore && request.skipAppStoreDeployment) {
      let skip = item.appStore ? " or pass --skip-app-store-deployment" : ""
      guard let entry = entry(for: item, in: record.brandRoles) else {
        out.append(
          "The brand assets \"\(folder)\" have no \(item.label) (\(item.size) points, role \(item.role)), "
            + "which Apple TV apps need; add one\(skip)"
        )
        continue
      }
      guard let asset = input.activeAssets.first(where: { $0.asset.name == entry.name }) else {
        out.append(
          "The brand assets \"\(folder)\" list \"\(entry.name)\" as their \(item.label), "
            + "and it is not in the folder; add it\(skip)"
        )
        continue
      }
      out += missingScales(asset, item: item, in: input).map { $0 + skip }
    }
    return out.map { Diagnostic(.AC071, $0, path: record.location, asset: folder) }
  }

  /// The folder's entry for `item`: by role, and for the two app icons by size (the smaller one
  /// is the home screen's when sizes are not given).
  static func entry(for item: Item, in roles: [BrandAssetRole]) -> BrandAssetRole? {
    let matching = roles.filter { $0.role == item.role }
    guard item.role == "primary-app-icon" else { return matching.first }
    if let sized = matching.first(where: { $0.size == item.size }) { return sized }
    guard matching.allSatisfy({ $0.size == nil }) else { return nil }
    return item.size == "400x240" ? matching.first : matching.dropFirst().first
  }

  /// Messages for each scale `item` needs that the image set, or a layer of the stack, lacks.
  static func missingScales(_ asset: AssetRecord, item: Item, in input: ValidationInput) -> [String] {
    let sets: [(String, AssetRecord?)] =
      asset.stackLayers.isEmpty
      ? [("the image set \"\(asset.asset.name)\"", asset)]
      : asset.stackLayers.map { layer in
        (
          "the layer \"\(layer)\" of the image stack \"\(asset.asset.name)\"",
          input.activeAssets.first { $0.asset.name == "\(asset.asset.name)/\(layer)/Content" }
        )
      }
    var out: [String] = []
    for (what, set) in sets {
      for scale in item.scales where !(set.map { has($0.asset, scale: scale) } ?? false) {
        out.append("The \(item.label) needs a \(item.size)@\(scale)x image, and \(what) has none; add it")
      }
    }
    return out
  }

  /// Whether `set` has a file for Apple TV (or any device) at `scale`.
  static func has(_ set: Asset, scale: Int) -> Bool {
    set.renditions.contains {
      $0.file != nil && ($0.slot.idiom == nil || $0.slot.idiom == .tv) && ($0.slot.scale ?? 1) == scale
    }
  }
}

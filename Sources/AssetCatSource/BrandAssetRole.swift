/// One entry of a tvOS brand assets folder (`.brandassets`): what an asset inside it is for.
/// Xcode's roles: `primary-app-icon` (the home screen icon's image stack, and the App Store's),
/// `top-shelf-image`, `top-shelf-image-wide`.
public struct BrandAssetRole: Sendable, Hashable {
  public var role: String
  /// The asset's name: its folder's name without the extension (`App Icon` for `App Icon.imagestack`).
  public var name: String
  /// The size in points the entry gives (`400x240`), when it gives one.
  public var size: String?

  public init(role: String, name: String, size: String?) {
    self.role = role
    self.name = name
    self.size = size
  }
}

extension [BrandAssetRole] {
  /// The home screen icon: the `primary-app-icon` entry of the smallest size (the App Store's
  /// 1280×768 stack has the same role).
  public var homeScreenIcon: String? {
    filter { $0.role == "primary-app-icon" }.min { area($0) < area($1) }?.name
  }

  /// The asset named for `role`, when the folder lists one.
  public func asset(for role: String) -> String? { first { $0.role == role }?.name }

  private func area(_ r: BrandAssetRole) -> Double {
    let parts = (r.size ?? "").split(separator: "x").compactMap { Double($0) }
    return parts.count == 2 ? parts[0] * parts[1] : .infinity
  }
}

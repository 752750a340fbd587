/// Which size of an app icon set a request answers: the system shows one icon set in many sizes
/// (notification, settings, spotlight, home screen), each an entry of the same idiom and scale,
/// so the size is chosen before SPEC §3 picks idiom and scale among the entries of that size.
///
/// Home-screen sizes in points, from Apple's Human Interface Guidelines ("App icons", icon
/// sizes): 60 on iPhone and CarPlay, 76 on iPad and iPad mini, 83.5 on iPad Pro.
public struct AppIconSize: Hashable, Sendable {
  /// The icon's side in points.
  public var points: Double

  public init(points: Double) { self.points = points }

  /// The home-screen icon of a request on `idiom` (`device`, when given, tells an iPad Pro from
  /// other iPads); `nil` where the platform has no single home-screen size in an icon set (Mac,
  /// Watch, TV, Vision): the largest size is answered there.
  public static func homeScreen(idiom: Idiom?, device: DevicePreset? = nil) -> AppIconSize? {
    switch idiom {
    case .phone?, .car?: return AppIconSize(points: 60)
    case .pad?:
      let pro = device.map { $0.idiom == .pad && $0.name.hasPrefix("iPad Pro") } ?? false
      return AppIconSize(points: pro ? 83.5 : 76)
    default: return nil
    }
  }

  /// The indices of `renditions` an icon request of `size` on `idiom` chooses among: the entries
  /// of that size; without a size, the largest of the entries for `idiom` (or universal); every
  /// entry when none has the size (a single-size icon, which the system draws at every size).
  public static func candidates(_ renditions: [Rendition], size: AppIconSize?, idiom: Idiom?) -> [Int] {
    let sides = renditions.map(Self.side)
    let forIdiom = renditions.indices.filter { renditions[$0].slot.idiom == nil || renditions[$0].slot.idiom == idiom }
    guard let wanted = size?.points ?? forIdiom.compactMap({ sides[$0] }).max() else {
      return Array(renditions.indices)
    }
    let matching = sides.indices.filter { sides[$0] == wanted }
    return matching.isEmpty ? Array(renditions.indices) : matching
  }

  /// A rendition's side in points: its entry's `size` (`60x60`), else its intrinsic size (a car
  /// keeps no entry sizes).
  static func side(_ r: Rendition) -> Double? {
    r.iconSize.flatMap(Size.init(iconSize:))?.width ?? r.intrinsicSize?.width
  }
}

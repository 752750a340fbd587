import AssetCatCore

/// An Icon Composer document (Xcode 26's `.icon` folder), as its `icon.json` says: the background
/// fill, the groups (front first) with their layers, and the platforms it is for. Read by
/// `IconFileParser`, which names what is malformed.
public struct IconFile: Sendable, Hashable {
  public var fill = IconFileSpecialized<IconFileFill>()
  public var groups: [IconFileGroup] = []
  /// `supported-platforms`: `squares` (`"shared"` or a list: iOS, macOS, …) and `circles` (watchOS).
  public var squares: [String] = []
  public var sharedSquares = false
  public var circles: [String] = []
  /// `color-space-for-untagged-svg-colors`, when given.
  public var untaggedSVGColorSpace: String?

  public init() {}

  /// Reads `icon.json`'s bytes.
  public static func parse(_ bytes: [UInt8]) throws(IconFileError) -> IconFile {
    let root: JSONNode
    do { root = try JSONParser.parse(bytes) } catch {
      throw IconFileError(path: "", message: "not JSON: \(error)")
    }
    return try IconFileParser().document(root)
  }

  /// The groups an appearance shows (hidden ones left out), each with the layers it shows.
  public func visibleGroups(_ appearance: IconFileAppearance) -> [IconFileGroup] {
    groups.compactMap { g in
      guard g.hidden.value(appearance) != true else { return nil }
      var shown = g
      shown.layers = g.layers.filter { $0.hidden.value(appearance) != true && $0.imageName.value(appearance) != nil }
      return shown
    }
  }

  /// The file names of every layer's pictures, in order of first use.
  public var imageNames: [String] {
    var seen: Set<String> = [], out: [String] = []
    for g in groups {
      for l in g.layers {
        let names = [l.imageName.base].compactMap { $0 } + l.imageName.byAppearance.values.sorted()
        for n in names where seen.insert(n).inserted { out.append(n) }
      }
    }
    return out
  }
}

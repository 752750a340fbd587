import AssetCatCore

/// What `diff` compares of one rendition: where it sits (its slot), what it is (file or
/// rendition name), its sizes, how its bytes are stored and how many, and a hash of its pixels
/// (premultiplied RGBA, so a car's stored pixels and a source PNG compare alike) or of its
/// contents when it has no pixels; a color's components.
public struct RenditionSummary: Hashable, Sendable, Codable {
  public var slot: String
  public var name: String?
  public var pixelSize: String?
  public var pointSize: String?
  public var encoding: String?
  public var bytes: Int?
  /// A hash of the decoded pixels, or of a vector's or data's contents.
  public var contentHash: UInt64?
  /// A color's space and components, compared by value rather than hashed.
  public var color: ColorSummary?
  /// Where the rendition's entry is written, in a source catalog.
  public var location: ChangeLocation?
  /// Why the contents could not be read (`nil` when they were).
  public var unreadable: String?

  public init(slot: String, name: String? = nil) {
    self.slot = slot
    self.name = name
  }

  /// What the model says of `r` in a source catalog or an `.assetcat`: its slot, its file's name,
  /// its sizes as compiled, and a color's components (the file's bytes come from the catalog).
  init(source r: Rendition) {
    self.init(slot: Self.slotText(r.slot), name: r.file.map { String($0.split(separator: "/").last ?? "") })
    pixelSize = Self.sizeText(r.compiledPixelSize)
    pointSize = Self.sizeText(r.intrinsicSize)
    if let c = r.color {
      encoding = "color"
      color = ColorSummary(c)
    } else if r.file != nil {
      encoding = r.format?.rawValue
    }
  }

  /// The slot as text: idiom first (universal when any), then every other axis that is set.
  public static func slotText(_ t: TraitCollection) -> String {
    var parts = ["idiom=\(t.idiom?.rawValue ?? "universal")"]
    for axis in TraitAxis.allCases where axis != .idiom {
      if let v = t.value(of: axis) { parts.append("\(axis.key)=\(v)") }
    }
    return parts.joined(separator: ",")
  }

  static func sizeText(_ s: Size?) -> String? {
    guard let s else { return nil }
    return "\(format(s.width))x\(format(s.height))"
  }

  static func format(_ v: Double) -> String {
    v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String((v * 1000).rounded() / 1000)
  }
}

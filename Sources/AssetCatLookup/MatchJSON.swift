import AssetCatCore

/// The `match` object of SPEC §5 as a Codable type: the file and slot, then for images the scale,
/// sizes, rendering mode, insets and slicing in points, for colors the color space and
/// components, for data the type and format. Each kind sets only its own keys, so one order
/// serves them all.
struct MatchJSON: Encodable {
  var file: String?
  var slot: JSONOutput
  var scale: Double?
  var pixelSize: Size?
  var intrinsicSize: Size?
  var size: String?
  var renderingMode: String?
  var alignmentInsets: EdgeInsets?
  var slicing: Slicing?
  var colorSpace: String?
  /// Component names in the color's order, values rounded to six places.
  var components: JSONOutput?
  var reference: String?
  var platform: String?
  var typeIdentifier: String?
  var format: String?

  /// Nine-part or three-part slicing in points.
  struct Slicing: Encodable {
    var mode: String
    var center: Center?
    var capInsets: EdgeInsets
  }

  /// The center area's mode and size in points, when the catalog gives either.
  struct Center: Encodable {
    var mode: String?
    var width: Double?
    var height: Double?
  }

  init(_ r: Rendition, asset: Asset) {
    file = r.file
    slot = .slot(r.slot)
    switch asset.kind {
    case .image, .appIcon, .symbol:
      if asset.kind != .symbol { scale = Double(r.renditionScale) }
      pixelSize = r.compiledPixelSize
      intrinsicSize = r.intrinsicSize
      size = r.iconSize
      if asset.kind != .appIcon { renderingMode = asset.properties.renderingMode }
      alignmentInsets = r.alignmentInsetsInPoints
      if let s = r.resizing {
        let scale = Double(r.renditionScale)
        var center: Center?
        if s.centerMode != nil || s.centerSize != nil {
          center = Center(
            mode: s.centerMode, width: s.centerSize.map { $0.width / scale },
            height: s.centerSize.map { $0.height / scale })
        }
        slicing = Slicing(mode: s.mode, center: center, capInsets: s.capInsets.divided(by: scale))
      }
    case .color:
      if let c = r.color {
        colorSpace = c.colorSpace
        if !c.components.isEmpty {
          components = .object(c.components.map { ($0.name, .number(($0.value * 1_000_000).rounded() / 1_000_000)) })
        }
        reference = c.reference
        platform = c.platform
      }
    case .data:
      typeIdentifier = r.typeIdentifier
      format = r.format?.rawValue
    case .other:
      break
    }
  }
}

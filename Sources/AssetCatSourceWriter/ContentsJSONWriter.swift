import AssetCatCore
import Foundation

/// Writes Contents.json files as Xcode does (for `assetcat extract`): a source file the compiled
/// catalog kept, in Xcode's formatting, else one rebuilt from the model; reading the extracted
/// folder back gives the same assets.
enum ContentsJSONWriter {
  /// An asset folder's Contents.json: the kept source text when the catalog holds every file it
  /// names, else rebuilt from the model (an entry the model does not keep, such as an
  /// `unassigned` one, names a file the catalog does not hold; the folder must still read back).
  /// A folder of another type (a complication set, an image stack) names the asset folders inside
  /// it, not files, and always gets its kept text back.
  static func asset(_ asset: Asset, kept: [String: String]) -> Data {
    guard let text = kept[asset.path + "/Contents.json"], let node = try? JSONParser.parse(text) else {
      return contents(of: asset)
    }
    if asset.kind == .other { return xcodeFormatted(text) }
    let files = Set(asset.renditions.compactMap(\.file))
    guard filenames(in: node).allSatisfy({ files.contains(asset.path + "/" + $0) }) else { return contents(of: asset) }
    return xcodeFormatted(text)
  }

  /// Every string value of a `filename` key, at any depth.
  static func filenames(in node: JSONNode) -> [String] {
    switch node.value {
    case .object(let members):
      members.flatMap { $0.key == "filename" ? [$0.value.string].compactMap { $0 } : filenames(in: $0.value) }
    case .array(let items): items.flatMap(filenames)
    default: []
    }
  }

  /// A kept source text, equal to it as JSON (key order, empty entries, unknown keys and number
  /// spellings kept) in Xcode's formatting; ends with a newline when the source did. A text that
  /// does not parse is written as it is.
  static func xcodeFormatted(_ text: String) -> Data {
    guard let node = try? JSONParser.parse(text) else { return Data(text.utf8) }
    var out = XcodeJSONStyle.serialized(output(node))
    let tail = text.utf8.reversed().prefix { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    if tail.contains(0x0A) { out.append(0x0A) }
    return Data(out)
  }

  /// A parsed value as output, numbers spelled as they were written (`1.000` stays `1.000`).
  static func output(_ node: JSONNode) -> JSONOutput {
    switch node.value {
    case .object(let members): .object(members.map { ($0.key, output($0.value)) })
    case .array(let items): .array(items.map(output))
    case .string(let s): .string(s)
    case .number(_, let text): .serialized(Array(text.utf8))
    case .bool(let b): .bool(b)
    case .null: .null
    }
  }

  /// A group folder's (or the catalog root's) Contents.json.
  static func group(providesNamespace: Bool) -> Data {
    var file = ContentsJSON()
    if providesNamespace { file.properties = ContentsJSON.Properties(providesNamespace: true) }
    return written(file)
  }

  /// An image stack's Contents.json: its layers' folders, front first.
  static func imageStack(layers: [String]) -> Data {
    written(ContentsJSON(layers: layers.map { ContentsJSON.Layer(filename: "\($0).imagestacklayer") }))
  }

  /// An asset folder's Contents.json.
  static func contents(of asset: Asset) -> Data {
    var file = ContentsJSON()
    if asset.kind != .other || !asset.renditions.isEmpty {
      switch asset.kind {
      case .color: file.entriesKey = "colors"
      case .data: file.entriesKey = "data"
      case .symbol: file.entriesKey = "symbols"
      case .image, .appIcon, .other: file.entriesKey = "images"
      }
      file.entries = asset.renditions.sorted { $0.order < $1.order }.map { entry($0, in: asset) }
    }
    let p = asset.properties
    var props = ContentsJSON.Properties(
      templateRenderingIntent: p.templateRenderingIntent, compressionType: p.compressionType, autoScaling: p.autoScaling
    )
    if p.preservesVectorRepresentation { props.preservesVectorRepresentation = true }
    if p.localizable { props.localizable = true }
    if !p.onDemandResourceTags.isEmpty { props.onDemandResourceTags = p.onDemandResourceTags }
    if !isEmpty(props) { file.properties = props }
    return written(file)
  }

  /// Whether an asset sets none of the properties Contents.json holds.
  static func isEmpty(_ p: ContentsJSON.Properties) -> Bool {
    p.templateRenderingIntent == nil && p.preservesVectorRepresentation == nil && p.compressionType == nil
      && p.localizable == nil
      && p.onDemandResourceTags == nil && p.autoScaling == nil
  }

  /// The file's bytes in Xcode's formatting, with its final newline.
  static func written(_ file: ContentsJSON) -> Data {
    Data(XcodeJSONStyle.serialized(JSONOutputEncoder().output(file)) + [0x0A])
  }

  static func entry(_ r: Rendition, in asset: Asset) -> ContentsJSON.Entry {
    let s = r.slot
    var e = ContentsJSON.Entry(idiom: s.idiom?.contentsJSONValue ?? "universal")
    if let file = r.file {
      let prefix = asset.path + "/"
      e.filename = file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }
    e.subtype = s.subtype
    e.screenWidth = s.screenWidth?.text
    e.scale = s.scale.map { "\($0)x" }
    e.size = r.iconSize
    e.role = r.iconRole
    e.platform = r.iconPlatform
    e.widthClass = s.width?.rawValue
    e.heightClass = s.height?.rawValue
    var appearances: [ContentsJSON.Appearance] = []
    if let v = s.style { appearances.append(.init(appearance: "luminosity", value: v.rawValue)) }
    if let v = s.contrast { appearances.append(.init(appearance: "contrast", value: v.rawValue)) }
    if !appearances.isEmpty { e.appearances = appearances }
    e.displayGamut = s.gamut?.contentsJSONValue
    e.languageDirection = s.direction?.contentsJSONValue
    e.locale = s.locale
    e.memory = s.memory.map(MemoryClass.format)
    e.graphicsFeatureSet = s.graphics?.rawValue
    e.alignmentInsets = r.alignmentInsets
    if let v = r.resizing {
      var center = ContentsJSON.Center(mode: v.centerMode)
      if let c = v.centerSize {  // the sliced axes' only, as Xcode writes them
        if v.slicesAcross { center.width = c.width }
        if v.slicesDown { center.height = c.height }
      }
      let hasCenter = center.mode != nil || center.width != nil || center.height != nil
      e.resizing = ContentsJSON.Slicing(mode: v.mode, center: hasCenter ? center : nil, capInsets: capInsets(v))
    }
    e.universalTypeIdentifier = r.typeIdentifier
    if let c = r.color {
      var color = ContentsJSON.Color(colorSpace: c.colorSpace, platform: c.platform, reference: c.reference)
      if !c.components.isEmpty {
        // Strings with a decimal point, as Xcode writes them ("2.0", never "2", which reads as 0–255).
        color.components = .object(c.components.map { ($0.name, .string("\($0.value)")) })
      }
      e.color = color
    }
    return e
  }

  /// The cap insets of the sliced axes only, as Xcode writes them (a 3-part horizontal image has
  /// a left and a right cap, no top or bottom).
  static func capInsets(_ r: Resizing) -> ContentsJSON.Caps {
    let e = r.capInsets
    var caps = ContentsJSON.Caps()
    if r.slicesDown { (caps.top, caps.bottom) = (e.top, e.bottom) }
    if r.slicesAcross { (caps.left, caps.right) = (e.left, e.right) }
    return caps
  }
}

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

  static let info: (String, JSONOutput) = ("info", .object([("author", .string("xcode")), ("version", .number(1))]))

  /// A group folder's (or the catalog root's) Contents.json.
  static func group(providesNamespace: Bool) -> Data {
    var top = [info]
    if providesNamespace { top.append(("properties", .object([("provides-namespace", .bool(true))]))) }
    return Data(XcodeJSONStyle.serialized(.object(top)) + [0x0A])
  }

  /// An image stack's Contents.json: its layers' folders, front first.
  static func imageStack(layers: [String]) -> Data {
    let list = JSONOutput.array(layers.map { .object([("filename", .string("\($0).imagestacklayer"))]) })
    return Data(XcodeJSONStyle.serialized(.object([info, ("layers", list)])) + [0x0A])
  }

  /// An asset folder's Contents.json.
  static func contents(of asset: Asset) -> Data {
    let key: String
    switch asset.kind {
    case .color: key = "colors"
    case .data: key = "data"
    case .symbol: key = "symbols"
    case .image, .appIcon, .other: key = "images"
    }
    var top: [(String, JSONOutput)] = []
    if asset.kind != .other || !asset.renditions.isEmpty {
      top.append((key, .array(asset.renditions.sorted { $0.order < $1.order }.map { entry($0, in: asset) })))
    }
    top.append(info)
    let p = asset.properties
    var props: [(String, JSONOutput)] = []
    if let v = p.templateRenderingIntent { props.append(("template-rendering-intent", .string(v))) }
    if p.preservesVectorRepresentation { props.append(("preserves-vector-representation", .bool(true))) }
    if let v = p.compressionType { props.append(("compression-type", .string(v))) }
    if p.localizable { props.append(("localizable", .bool(true))) }
    if !p.onDemandResourceTags.isEmpty {
      props.append(("on-demand-resource-tags", .array(p.onDemandResourceTags.map { .string($0) })))
    }
    if let v = p.autoScaling { props.append(("auto-scaling", .string(v))) }
    if !props.isEmpty { top.append(("properties", .object(props))) }
    return Data(XcodeJSONStyle.serialized(.object(top)) + [0x0A])
  }

  static func entry(_ r: Rendition, in asset: Asset) -> JSONOutput {
    var m: [(String, JSONOutput)] = []
    let s = r.slot
    if let file = r.file {
      let prefix = asset.path + "/"
      m.append(("filename", .string(file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file)))
    }
    m.append(("idiom", .string(s.idiom?.contentsJSONValue ?? "universal")))
    if let v = s.subtype { m.append(("subtype", .string(v))) }
    if let v = s.screenWidth { m.append(("screen-width", .string(v.text))) }
    if let v = s.scale { m.append(("scale", .string("\(v)x"))) }
    if let v = r.iconSize { m.append(("size", .string(v))) }
    if let v = r.iconRole { m.append(("role", .string(v))) }
    if let v = r.iconPlatform { m.append(("platform", .string(v))) }
    if let v = s.width { m.append(("width-class", .string(v.rawValue))) }
    if let v = s.height { m.append(("height-class", .string(v.rawValue))) }
    var appearances: [JSONOutput] = []
    if let v = s.style {
      appearances.append(.object([("appearance", .string("luminosity")), ("value", .string(v.rawValue))]))
    }
    if let v = s.contrast {
      appearances.append(.object([("appearance", .string("contrast")), ("value", .string(v.rawValue))]))
    }
    if !appearances.isEmpty { m.append(("appearances", .array(appearances))) }
    if let v = s.gamut { m.append(("display-gamut", .string(v.contentsJSONValue))) }
    if let v = s.direction { m.append(("language-direction", .string(v.contentsJSONValue))) }
    if let v = s.locale { m.append(("locale", .string(v))) }
    if let v = s.memory { m.append(("memory", .string(MemoryClass.format(v)))) }
    if let v = s.graphics { m.append(("graphics-feature-set", .string(v.rawValue))) }
    if let v = r.alignmentInsets { m.append(("alignment-insets", insets(v))) }
    if let v = r.resizing {
      var rz: [(String, JSONOutput)] = [("mode", .string(v.mode))]
      var center: [(String, JSONOutput)] = []
      if let c = v.centerMode { center.append(("mode", .string(c))) }
      if let c = v.centerSize {  // the sliced axes' only, as Xcode writes them
        if v.slicesAcross { center.append(("width", .number(c.width))) }
        if v.slicesDown { center.append(("height", .number(c.height))) }
      }
      if !center.isEmpty { rz.append(("center", .object(center))) }
      rz.append(("cap-insets", capInsets(v)))
      m.append(("resizing", .object(rz)))
    }
    if let v = r.typeIdentifier { m.append(("universal-type-identifier", .string(v))) }
    if let c = r.color {
      var cm: [(String, JSONOutput)] = []
      if let v = c.colorSpace { cm.append(("color-space", .string(v))) }
      if !c.components.isEmpty {
        // Strings with a decimal point, as Xcode writes them ("2.0", never "2", which reads as 0–255).
        cm.append(("components", .object(c.components.map { ($0.name, .string("\($0.value)")) })))
      }
      if let v = c.platform { cm.append(("platform", .string(v))) }
      if let v = c.reference { cm.append(("reference", .string(v))) }
      m.append(("color", .object(cm)))
    }
    return .object(m)
  }

  static func insets(_ e: EdgeInsets) -> JSONOutput {
    .object([
      ("top", .number(e.top)), ("left", .number(e.left)), ("bottom", .number(e.bottom)), ("right", .number(e.right)),
    ])
  }

  /// The cap insets of the sliced axes only, as Xcode writes them (a 3-part horizontal image has
  /// a left and a right cap, no top or bottom).
  static func capInsets(_ r: Resizing) -> JSONOutput {
    let e = r.capInsets
    var caps: [(String, JSONOutput)] = []
    if r.slicesDown { caps.append(("top", .number(e.top))) }
    if r.slicesAcross { caps.append(("left", .number(e.left))) }
    if r.slicesDown { caps.append(("bottom", .number(e.bottom))) }
    if r.slicesAcross { caps.append(("right", .number(e.right))) }
    return .object(caps)
  }
}

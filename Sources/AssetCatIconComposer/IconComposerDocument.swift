import AssetCatCore
import AssetCatImaging
import Foundation

/// An Icon Composer document (Xcode 26's `.icon` folder): `icon.json` and the pictures in
/// `Assets/`, read as far as a flat picture needs (Docs/Actool.md): the background fill, and
/// the groups' layers with their images, positions, opacities and fills. Groups and layers are
/// listed front first; hidden ones are left out. A key's `-specializations` list is read for the
/// look drawn (`Look`).
package struct IconComposerDocument {
  struct Layer {
    var imageName: String
    var opacity: Double
    var fill: IconPaint?
    var position: Position
    var glass = true
  }

  struct Group {
    var layers: [Layer]
    var opacity: Double
    var position: Position
    /// The glass's translucency when on (0 when off), and the neutral shadow's opacity (0: none).
    var translucency = 0.0
    var shadowOpacity = 0.0
    var specular = false
  }

  /// `{"scale": s, "translation-in-points": [x, y]}`: x right, y down, from the canvas centre.
  struct Position {
    var scale = 1.0
    var x = 0.0, y = 0.0
  }

  /// Icon Composer's canvas for iOS, iPadOS and macOS, in points.
  static let canvasPoints = 1024.0

  public var background: IconPaint?
  var groups: [Group]

  /// The look drawn: Icon Composer's default (light) one, or its dark or tinted one.
  package enum Look: String, Sendable, CaseIterable {
    case light, dark, tinted
  }

  /// The document as it looks in `look`. A key's `-specializations` entry for the look is used
  /// (tinted falls back to dark, both to the default entry). In dark and tinted, a document
  /// whose fill has no entry for the look gets the system's dark gradient, and its fill colour
  /// moves onto the layers that have no fill of their own (how Xcode 26 compiled a public
  /// `.icon`, e-marchand/TestAppIcon: its dark icon stack fills the white glyph with the light
  /// background's colour).
  package static func parse(_ bytes: [UInt8], look: Look = .light) throws(IconComposerError) -> IconComposerDocument {
    read(try json(bytes), look: look)
  }

  /// `icon.json`'s root object.
  public static func json(_ bytes: [UInt8]) throws(IconComposerError) -> JSONNode {
    let root: JSONNode
    do { root = try JSONParser.parse(bytes) } catch { throw .document("icon.json is not JSON: \(error)") }
    guard root.members != nil else { throw .document("icon.json is not a JSON object") }
    return root
  }

  /// The document of `root` (from ``json(_:)``) as it looks in `look`.
  public static func read(_ root: JSONNode, look: Look) -> IconComposerDocument {
    let reader = Reader(look: look)
    var groups = (reader.value(root, "groups")?.elements ?? []).compactMap(reader.group)
    var background = IconComposerFill.paint(reader.value(root, "fill"), yUp: true)
    if look != .light, !reader.hasOwnValue(root, "fill") {
      let light = IconComposerFill.paint(Reader(look: .light).value(root, "fill"), yUp: true)
      background = IconComposerFill.systemDark
      if let light, light != .solid(.white) {
        for g in groups.indices {
          for l in groups[g].layers.indices where groups[g].layers[l].fill == nil { groups[g].layers[l].fill = light }
        }
      }
    }
    return IconComposerDocument(background: background, groups: groups)
  }

  /// Reads groups, layers and values as they are in one look.
  struct Reader {
    let look: Look

    /// The appearances whose entries count, most specific first.
    var appearances: [String] {
      switch look {
      case .light: []
      case .dark: ["dark"]
      case .tinted: ["tinted", "dark"]
      }
    }

    func group(_ node: JSONNode) -> Group? {
      guard value(node, "hidden")?.bool != true else { return nil }
      let layers = (value(node, "layers")?.elements ?? []).compactMap(layer)
      var group = Group(
        layers: layers, opacity: value(node, "opacity")?.number ?? 1,
        position: IconComposerDocument.position(value(node, "position")))
      if let t = value(node, "translucency"), t["enabled"]?.bool ?? true {
        group.translucency = t["value"]?.number ?? 0.5
      }
      let shadow = value(node, "shadow")
      if shadow?["kind"]?.string ?? "neutral" != "none" { group.shadowOpacity = shadow?["opacity"]?.number ?? 0.5 }
      group.specular = value(node, "specular")?.bool ?? true
      return group
    }

    func layer(_ node: JSONNode) -> Layer? {
      guard value(node, "hidden")?.bool != true, let image = value(node, "image-name")?.string else { return nil }
      // A layer's `automatic` or `none` fill draws the picture's own colours.
      let fill = value(node, "fill").flatMap { $0.string == nil ? IconComposerFill.paint($0) : nil }
      return Layer(
        imageName: image, opacity: value(node, "opacity")?.number ?? 1, fill: fill,
        position: IconComposerDocument.position(value(node, "position")), glass: value(node, "glass")?.bool ?? true)
    }

    /// `key`'s value: the `key-specializations` entry of the look (no idiom), else the plain
    /// `key`, else the entry without an appearance or idiom.
    func value(_ node: JSONNode, _ key: String) -> JSONNode? {
      let entries = node[key + "-specializations"]?.elements ?? []
      for appearance in appearances {
        if let v = entries.first(where: { $0["appearance"]?.string == appearance && $0["idiom"] == nil })?["value"] {
          return v
        }
      }
      if let v = node[key] { return v }
      return entries.first { $0["appearance"] == nil && $0["idiom"] == nil }?["value"]
    }

    /// Whether `key` has an entry of this look's own (not the default's).
    func hasOwnValue(_ node: JSONNode, _ key: String) -> Bool {
      let entries = node[key + "-specializations"]?.elements ?? []
      return appearances.contains { a in entries.contains { $0["appearance"]?.string == a } }
    }
  }

  static func position(_ node: JSONNode?) -> Position {
    var p = Position()
    if let s = node?["scale"]?.number, s.isFinite, s > 0 { p.scale = s }
    if let t = node?["translation-in-points"]?.elements, t.count == 2, let x = t[0].number, let y = t[1].number {
      (p.x, p.y) = (x, y)
    }
    return p
  }

  /// The layers back first, each placed on the canvas: the group's scale and translation about
  /// the canvas centre applied to the layer's, opacities multiplied. `image` loads a picture by
  /// its `image-name`.
  package func placedLayers(image: (String) throws(IconComposerError) -> Data) throws(IconComposerError) -> [IconLayer]
  {
    let centre = Self.canvasPoints / 2
    var out: [IconLayer] = []
    for group in groups.reversed() {
      for layer in group.layers.reversed() {
        let g = group.position, l = layer.position
        var placed = IconLayer(
          image: try image(layer.imageName),
          center: IconPaint.Point(x: centre + g.x + g.scale * l.x, y: centre + g.y + g.scale * l.y),
          scale: g.scale * l.scale, opacity: group.opacity * layer.opacity, fill: layer.fill)
        placed.translucency = layer.glass ? group.translucency : 0
        placed.shadowOpacity = group.shadowOpacity
        placed.specular = layer.glass && group.specular
        out.append(placed)
      }
    }
    return out
  }
}

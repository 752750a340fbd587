import AssetCatCAR
import AssetCatSource

/// What Xcode 26's actool writes for one Icon Composer icon `<name>`, the drawn fallback sizes
/// aside: per appearance (light, dark, tinted) the icon stack (`<name>`, part 245: the
/// background gradient and the groups, back first) and each group (`<name>/Group`, part 246: its
/// layers' art, frames, glass and fills); the gradients (part 247) and colours (part 217) they
/// name; and each layer's art once (`<name>_Assets/<file name without extension>`, part 181).
struct CARIconComposerIcon {
  struct Art: Sendable, Hashable {
    var facet: String
    var file: String
    /// Its size in points (a bitmap's pixels).
    var width: Double
    var height: Double
  }

  static let canvas = 1024.0

  let name: String
  let file: IconFile
  /// Art by `image-name`.
  let art: [String: Art]
  var palette: CARIconPalette
  private(set) var stacks: [(IconFileAppearance, CARIconPiece)] = []
  private(set) var groups: [(IconFileAppearance, String, CARIconPiece)] = []

  init(name: String, file: IconFile, art: [String: Art]) {
    self.name = name
    self.file = file
    self.art = art
    palette = CARIconPalette(icon: name)
    for appearance in IconFileAppearance.allCases { add(appearance) }
  }

  /// The background an appearance shows: its own fill; in dark and tinted, without one of their
  /// own, the system's dark gradient (as Apple's cars of two public icons hold).
  func background(_ a: IconFileAppearance) -> IconFileFill {
    if a != .light, !file.fill.hasOwnValue(a) { return .systemDark }
    return file.fill.value(a) ?? .automatic
  }

  mutating func add(_ a: IconFileAppearance) {
    let backgroundName = palette.gradient(of: background(a))
    let lightBackground = palette.gradient(of: background(.light))
    var layers = [CARIconPiece.Layer(facet: backgroundName, part: CARPlan.iconGradientPart)]
    var styles = [CSIIconLayerStyles.Style(kind: 0)]
    var effects = [CSIIconLayerEffects.Effect()]
    let visible = file.visibleGroups(a)
    for (index, group) in visible.enumerated().reversed() {
      let facet = groupFacet(index, group)
      groups.append(
        (a, facet, groupPiece(group, a, lightFill: a == .dark && !file.fill.hasOwnValue(.dark) ? lightBackground : nil))
      )
      layers.append(
        CARIconPiece.Layer(facet: facet, part: CARPlan.iconGroupPart, opacity: Float(group.opacity.value(a) ?? 1)))
      styles.append(CSIIconLayerStyles.Style(kind: 2))
      effects.append(Self.effect(group, a))
    }
    stacks.append(
      (
        a,
        CARIconPiece(
          layout: .iconStack, name: name + ".iconstack", width: UInt32(Self.canvas), layers: layers,
          styles: CSIIconLayerStyles(styles: styles), effects: CSIIconLayerEffects(effects: effects))
      ))
  }

  /// `<name>/<group name>` (`Group` for an unnamed one; a number after a name already used).
  func groupFacet(_ index: Int, _ group: IconFileGroup) -> String {
    let base = "\(name)/\(group.name ?? "Group")"
    let earlier = file.groups.prefix(index).filter { "\(name)/\($0.name ?? "Group")" == base }.count
    return earlier == 0 ? base : "\(base)-\(earlier + 1)"
  }

  /// The glass of a group as its stack's TLV 1021 holds it.
  static func effect(_ group: IconFileGroup, _ a: IconFileAppearance) -> CSIIconLayerEffects.Effect {
    let t = group.translucency.value(a)
    let s = group.shadow.value(a) ?? IconFileShadow(kind: .neutral, opacity: 0.5)
    let on = t?.enabled ?? false
    return CSIIconLayerEffects.Effect(
      translucent: on ? 1 : 0, translucency: on ? Float(t?.value ?? 0) : 0, shadowKind: shadowKind(s.kind),
      shadowOpacity: s.kind == .none ? 0 : Float(s.opacity))
  }

  /// Shadow kinds: `neutral` is 3 in Apple's cars; 1 for `layer-color` is a guess; none 0.
  static func shadowKind(_ kind: IconFileShadow.Kind) -> UInt32 {
    switch kind {
    case .neutral: 3
    case .layerColor: 1
    case .none: 0
    }
  }

  /// A group: its layers back first, each framed on the 1024-point canvas. `lightFill`: in the
  /// dark look, a vector layer without a fill of its own takes the light background (as Apple's
  /// car of e-marchand/TestAppIcon fills its white glyph).
  mutating func groupPiece(_ group: IconFileGroup, _ a: IconFileAppearance, lightFill: String?) -> CARIconPiece {
    var layers: [CARIconPiece.Layer] = [], styles: [CSIIconLayerStyles.Style] = []
    let g = group.position.value(a) ?? IconFilePosition()
    for layer in group.layers.reversed() {
      guard let image = layer.imageName.value(a), let art = art[image] else { continue }
      let l = layer.position.value(a) ?? IconFilePosition()
      let scale = g.scale * l.scale
      let (w, h) = (art.width * scale, art.height * scale)
      let cx = Self.canvas / 2 + g.x + g.scale * l.x, cy = Self.canvas / 2 + g.y + g.scale * l.y
      let frame = CARRect(
        x: UInt32(max(0, (cx - w / 2).rounded())), y: UInt32(max(0, (cy - h / 2).rounded())),
        width: UInt32(max(0, w.rounded())), height: UInt32(max(0, h.rounded())))
      layers.append(
        CARIconPiece.Layer(
          facet: art.facet, part: CARPlan.imagePart, frame: frame, opacity: Float(layer.opacity.value(a) ?? 1)))
      styles.append(
        CSIIconLayerStyles.Style(
          kind: layer.glass.value(a) ?? true ? 1 : 0, fillName: fillName(layer, a, art, lightFill)))
    }
    return CARIconPiece(
      layout: .iconGroup, name: "IconGroup", width: 0, layers: layers, styles: CSIIconLayerStyles(styles: styles),
      effects: CSIIconLayerEffects(effects: layers.map { _ in CSIIconLayerEffects.Effect() }))
  }

  mutating func fillName(_ layer: IconFileLayer, _ a: IconFileAppearance, _ art: Art, _ lightFill: String?) -> String {
    switch layer.fill.value(a) {
    case nil, .automatic?, IconFileFill.none?:
      return layer.fill.value(a) == nil && art.file.lowercased().hasSuffix(".svg") ? lightFill ?? "" : ""
    case let fill?: return palette.gradient(of: fill)
    }
  }
}

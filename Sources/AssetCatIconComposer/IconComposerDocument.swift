import AssetCatImaging
import AssetCatSource
import Foundation

/// An Icon Composer document (Xcode 26's `.icon` folder) as one look draws it: its `icon.json`
/// as `IconFile` read it (the one parser; validation and the car writer use the same model),
/// taken as far as a flat picture needs (Docs/Actool.md): the background paint, and the visible
/// groups' layers with their images, positions, opacities, fills and glass. Groups and layers
/// are front first, as `icon.json` lists them.
package struct IconComposerDocument {
  /// Icon Composer's canvas for iOS, iPadOS and macOS, in points.
  static let canvasPoints = 1024.0

  /// The look drawn: Icon Composer's default (light) one, or its dark or tinted one.
  package typealias Look = IconFileAppearance

  package let look: Look
  public var background: IconPaint?
  /// The groups the look shows, each with the layers it shows.
  let groups: [IconFileGroup]
  /// The paint a layer without a fill of its own is drawn in (the light background's, in dark
  /// and tinted; see `init`).
  let layerFill: IconPaint?

  /// `file` as it looks in `look`. A value's entry for the look is used (tinted falls back to
  /// dark, both to the plain value). In dark and tinted, a document whose fill has no entry for
  /// the look gets the system's dark gradient, and its fill colour moves onto the layers that
  /// have no fill of their own (how Xcode 26 compiled a public `.icon`, e-marchand/TestAppIcon:
  /// its dark icon stack fills the white glyph with the light background's colour).
  package init(_ file: IconFile, look: Look = .light) {
    self.look = look
    groups = file.visibleGroups(look)
    let light = file.fill.base.map { IconComposerFill.paint($0, yUp: true) }
    if look != .light, !file.fill.hasOwnValue(look) {
      background = IconComposerFill.systemDark
      layerFill = light == .solid(.white) ? nil : light
    } else {
      background = file.fill.value(look).map { IconComposerFill.paint($0, yUp: true) }
      layerFill = nil
    }
  }

  /// The layers back first, each placed on the canvas: the group's scale and translation about
  /// the canvas centre applied to the layer's, opacities multiplied. `image` loads a picture by
  /// its `image-name`.
  package func placedLayers(image: (String) throws(IconComposerError) -> Data) throws(IconComposerError) -> [IconLayer]
  {
    let centre = Self.canvasPoints / 2
    var out: [IconLayer] = []
    for group in groups.reversed() {
      let g = group.position.value(look) ?? IconFilePosition()
      // The glass's translucency when on (0 when off), and the shadow's opacity unless it has none.
      let translucency = group.translucency.value(look).map { $0.enabled ? $0.value : 0 } ?? 0
      let shadow = group.shadow.value(look).map { $0.kind == .none ? 0 : $0.opacity } ?? 0.5
      let specular = group.specular.value(look) ?? true
      for layer in group.layers.reversed() {
        guard let name = layer.imageName.value(look) else { continue }
        let l = layer.position.value(look) ?? IconFilePosition()
        let glass = layer.glass.value(look) ?? true
        var placed = IconLayer(
          image: try image(name),
          center: IconPaint.Point(x: centre + g.x + g.scale * l.x, y: centre + g.y + g.scale * l.y),
          scale: g.scale * l.scale, opacity: (group.opacity.value(look) ?? 1) * (layer.opacity.value(look) ?? 1),
          fill: fill(of: layer))
        placed.translucency = glass ? translucency : 0
        placed.shadowOpacity = shadow
        placed.specular = glass && specular
        out.append(placed)
      }
    }
    return out
  }

  /// A layer's paint: its own fill, else the one the look gives layers without one (`nil`: the
  /// picture keeps its colours). A word (`automatic`, `none`) is no fill of the layer's own.
  func fill(of layer: IconFileLayer) -> IconPaint? {
    guard let fill = layer.fill.value(look) else { return layerFill }
    switch fill {
    case .automatic, .none, .systemLight, .systemDark: return layerFill
    case .solid, .automaticGradient, .linearGradient: return IconComposerFill.paint(fill)
    }
  }
}

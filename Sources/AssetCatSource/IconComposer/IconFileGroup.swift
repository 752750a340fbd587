/// A group of an Icon Composer icon: its layers (front first, as `icon.json` lists them) and the
/// glass material they share: shadow, translucency, specular highlight, blur, lighting.
public struct IconFileGroup: Sendable, Hashable {
  public var name: String?
  public var layers: [IconFileLayer]
  public var hidden = IconFileSpecialized<Bool>()
  public var opacity = IconFileSpecialized<Double>()
  public var blendMode = IconFileSpecialized<String>()
  public var position = IconFileSpecialized<IconFilePosition>()
  public var shadow = IconFileSpecialized<IconFileShadow>()
  public var translucency = IconFileSpecialized<IconFileTranslucency>()
  public var specular = IconFileSpecialized<Bool>()
  /// `blur-material`: the blur's strength, `nil` in a value for none.
  public var blurMaterial = IconFileSpecialized<Double>()
  /// `lighting`: `individual` or `combined`.
  public var lighting = IconFileSpecialized<String>()

  public init(name: String?, layers: [IconFileLayer]) {
    self.name = name
    self.layers = layers
  }
}

/// `{"kind": "neutral" | "layer-color" | "none", "opacity": o}`.
public struct IconFileShadow: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case neutral, layerColor = "layer-color", none
  }

  public var kind: Kind
  public var opacity: Double

  public init(kind: Kind, opacity: Double) {
    self.kind = kind
    self.opacity = opacity
  }
}

/// `{"enabled": b, "value": v}`: how much of what is behind the glass shows through.
public struct IconFileTranslucency: Sendable, Hashable {
  public var enabled: Bool
  public var value: Double

  public init(enabled: Bool, value: Double) {
    self.enabled = enabled
    self.value = value
  }
}

/// A layer of an Icon Composer group: its picture (`image-name`, a file of the `.icon`'s
/// `Assets/` folder) and how it is drawn. Every property may have `-specializations`.
public struct IconFileLayer: Sendable, Hashable {
  public var name: String
  public var imageName: IconFileSpecialized<String>
  public var hidden = IconFileSpecialized<Bool>()
  public var glass = IconFileSpecialized<Bool>()
  public var fill = IconFileSpecialized<IconFileFill>()
  public var opacity = IconFileSpecialized<Double>()
  public var blendMode = IconFileSpecialized<String>()
  public var position = IconFileSpecialized<IconFilePosition>()

  public init(name: String, imageName: IconFileSpecialized<String>) {
    self.name = name
    self.imageName = imageName
  }
}

/// `{"scale": s, "translation-in-points": [x, y]}`: x right, y down, from the canvas centre.
public struct IconFilePosition: Sendable, Hashable {
  public var scale: Double
  public var x: Double
  public var y: Double

  public init(scale: Double = 1, x: Double = 0, y: Double = 0) {
    self.scale = scale
    self.x = x
    self.y = y
  }
}

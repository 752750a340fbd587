import AssetCatImaging
import Foundation

/// One picture of an icon document, placed on the icon's canvas: its image drawn at its own size
/// in points (a vector's page or view box; a bitmap's pixels) times `scale`, centred on `center`.
public struct IconLayer: Sendable, Hashable {
  /// The image file's bytes: SVG, PDF, PNG or JPEG.
  public var image: Data
  /// The image's centre, in canvas points from the top left.
  public var center: IconPaint.Point
  public var scale: Double
  /// 0…1, applied after `fill`.
  public var opacity: Double
  /// When set, replaces the image's colours and keeps its alpha (fractions of the layer's own
  /// frame for a gradient).
  public var fill: IconPaint?
  /// Glass translucency (0…1): how much of what is behind shows through the layer.
  public var translucency = 0.0
  /// The group's neutral shadow opacity (0: none), drawn under the layer (`IconLayerShadow`).
  public var shadowOpacity = 0.0
  /// A glass layer of a group with a specular highlight: a white rim along its edges (`IconGlassLayer`).
  public var specular = false

  public init(image: Data, center: IconPaint.Point, scale: Double = 1, opacity: Double = 1, fill: IconPaint? = nil) {
    self.image = image
    self.center = center
    self.scale = scale
    self.opacity = opacity
    self.fill = fill
  }
}

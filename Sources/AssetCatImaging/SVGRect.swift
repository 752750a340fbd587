/// A rectangle in an SVG document's pixels (x right, y down), as librsvg measures an element.
struct SVGRect: Equatable, Sendable {
  var x, y, width, height: Double

  var maxX: Double { x + width }
}

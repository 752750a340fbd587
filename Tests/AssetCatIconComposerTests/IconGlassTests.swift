import AssetCatIconComposer
import AssetCatImaging
import Foundation
import Testing

/// The glass look of the drawn fallback icons: the body's rim and drop shadow on macOS, glass
/// layers' translucency, and layer opacity.
@Suite("Icon Composer: the glass of the drawn icons")
struct IconGlassTests {
  static let gray = IconPaint.solid(IconColor(red: 0.5, green: 0.5, blue: 0.5))
  static let square = Data(
    (##"<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" "##
      + ##"fill="#fff"/></svg>"##)
      .utf8)

  static func draw(_ layers: [IconLayer] = [], shape: IconCompositor.Shape = .roundedSquare) throws -> DecodedImage {
    try IconCompositor.render(background: gray, layers: layers, pixels: 1024, shape: shape, opaque: false)
  }

  @Test("macOS: a white rim inside the rounded square, strongest at the top; a shadow outside, strongest below")
  func bodyEdge() throws {
    let icon = try Self.draw()
    let middle = icon.pixel(x: 512, y: 512)[0]
    let top = icon.pixel(x: 512, y: 103)[0], bottom = icon.pixel(x: 512, y: 921)[0]
    #expect(top > middle + 60 && bottom > middle && bottom < top, "top \(top), bottom \(bottom), middle \(middle)")
    #expect(icon.pixel(x: 512, y: 140)[0] == middle, "the rim is gone 30 points in")
    let above = icon.pixel(x: 512, y: 92)[3], below = icon.pixel(x: 512, y: 932)[3]
    #expect(
      below > above && above > 0 && icon.pixel(x: 512, y: 10)[3] == 0, "shadow alpha above \(above), below \(below)")
  }

  @Test("iOS's full square has neither rim nor shadow")
  func squareHasNoEdge() throws {
    let icon = try Self.draw(shape: .square)
    #expect(icon.pixel(x: 512, y: 1) == icon.pixel(x: 512, y: 512))
  }

  @Test("a layer at half opacity is half there (premultiplied products before shifts)")
  func halfOpacity() throws {
    let layer = IconLayer(image: Self.square, center: .init(x: 512, y: 512), opacity: 0.5)
    let red = try Self.draw([layer], shape: .square).pixel(x: 512, y: 512)[0]
    #expect(abs(Int(red) - 191) <= 3, "white at half over gray: \(red)")
  }

  @Test("a translucent glass layer shows the background in its middle, less at its edges")
  func translucency() throws {
    var layer = IconLayer(image: Self.square, center: .init(x: 512, y: 512))
    layer.translucency = 1
    let icon = try Self.draw([layer], shape: .square)
    let middle = icon.pixel(x: 512, y: 512)[0], edge = icon.pixel(x: 316, y: 512)[0]
    #expect(middle < 235 && middle > 128 && edge > middle, "middle \(middle), edge \(edge)")
  }
}

import AssetCatCore
import Testing

/// A sliced image as Xcode compiles it: on each sliced axis its caps and the center at its given
/// size; what lies between the center and the trailing cap is dropped.
@Suite struct ResizingTests {
  static func rendition(_ mode: String, center: Size?, caps: EdgeInsets, pixels: Size, scale: Int) -> Rendition {
    Rendition(
      slot: TraitCollection(scale: scale), file: "b.png", format: .png, pixelSize: pixels,
      resizing: Resizing(mode: mode, centerMode: "tile", centerSize: center, capInsets: caps), order: 0)
  }

  @Test("acextract's sliced images keep their caps and center, as Apple's car of them holds them")
  func slicedSizes() {
    let horizontal = Resizing(
      mode: "3-part-horizontal", centerSize: Size(width: 4, height: 0),
      capInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
    let h = horizontal.slices(width: 50, height: 50)
    #expect([h.across.leading, h.across.center, h.across.trailing, h.across.length] == [10, 4, 10, 24])
    #expect(h.across.trailingSource == 40 && h.down.length == 50 && h.down.leading == 0)
    let nine = Resizing(
      mode: "9-part", centerSize: Size(width: 2, height: 3),
      capInsets: EdgeInsets(top: 10, left: 11, bottom: 12, right: 13))
    let n = nine.slices(width: 50, height: 50)
    #expect(n.across.length == 26 && n.down.length == 25)
    let vertical = Resizing(
      mode: "3-part-vertical", centerSize: Size(width: 0, height: 7),
      capInsets: EdgeInsets(top: 20, left: 0, bottom: 20, right: 0))
    let v = vertical.slices(width: 100, height: 100)
    #expect(v.across.length == 100 && v.down.length == 47)
  }

  @Test("no center size keeps all between the caps; caps and center are kept inside the image")
  func clamped() {
    let noCenter = Resizing(mode: "3-part-horizontal", capInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
    #expect(noCenter.slices(width: 50, height: 8).across.length == 50)
    let wide = Resizing(
      mode: "3-part-horizontal", centerSize: Size(width: 90, height: 0),
      capInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
    #expect(wide.slices(width: 50, height: 8).across.length == 50)
    let capsTooWide = Resizing(
      mode: "3-part-horizontal", centerSize: Size(width: 4, height: 0),
      capInsets: EdgeInsets(top: 0, left: 40, bottom: 0, right: 40))
    let c = capsTooWide.slices(width: 50, height: 8).across
    #expect([c.leading, c.center, c.trailing] == [40, 0, 10])
    let negative = Resizing(
      mode: "9-part", centerSize: Size(width: -3, height: .nan),
      capInsets: EdgeInsets(top: -1, left: 2, bottom: 2, right: 2))
    let s = negative.slices(width: 10, height: 10)
    #expect(s.across.length == 10 && s.down.length == 10 && s.down.leading == 0)
  }

  @Test("a sliced image's intrinsic size is that of its caps and center (button 60 × 60 @2x → 20.5 × 22.5 pt)")
  func intrinsicSize() {
    let r = Self.rendition(
      "9-part", center: Size(width: 1, height: 1), caps: EdgeInsets(top: 20, left: 20, bottom: 24, right: 20),
      pixels: Size(width: 60, height: 60), scale: 2)
    #expect(r.compiledPixelSize == Size(width: 41, height: 45))
    #expect(r.intrinsicSize == Size(width: 20.5, height: 22.5))
    var plain = r
    plain.resizing = nil
    #expect(plain.intrinsicSize == Size(width: 30, height: 30))
  }
}

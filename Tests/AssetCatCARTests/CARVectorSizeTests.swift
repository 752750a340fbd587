import AssetCatCore
import Testing

@testable import AssetCatCAR

/// The size a car's vector document gives, read as `VectorSize` reads a source file (poppler,
/// librsvg): the PDF page as shown, the SVG root's absolute size at 96 DPI or its viewBox.
@Suite("Car vector sizes")
struct CARVectorSizeTests {
  static func size(_ text: String, svg: Bool) -> Size? { CARVectorSize.size(of: Array(text.utf8), svg: svg) }

  @Test("PDF: MediaBox, clipped by CropBox, swapped for /Rotate 90")
  func pdf() {
    #expect(Self.size("<< /Type /Page /MediaBox [0 0 20.5 10] >>", svg: false) == Size(width: 20.5, height: 10))
    #expect(Self.size("/MediaBox [ 0 0 100 50 ] /CropBox [10 0 60 50]", svg: false) == Size(width: 50, height: 50))
    #expect(Self.size("/MediaBox [0 0 30 10] /Rotate 90", svg: false) == Size(width: 10, height: 30))
    #expect(Self.size("%PDF-1.5 no page dictionary in the clear", svg: false) == nil)
  }

  @Test("SVG: width and height in absolute units at 96 DPI, else the viewBox")
  func svg() {
    #expect(
      Self.size(#"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="12px">"#, svg: true)
        == Size(width: 24, height: 12))
    #expect(Self.size(#"<svg width="72pt" height="1in" viewBox="0 0 1 1">"#, svg: true) == Size(width: 96, height: 96))
    #expect(Self.size(#"<svg viewBox="0 0 30 15" width="100%">"#, svg: true) == Size(width: 30, height: 15))
    #expect(Self.size(#"<svg width="60" viewBox="0 0 30 15">"#, svg: true) == Size(width: 60, height: 30))
    #expect(Self.size("<svg>", svg: true) == nil)
  }
}

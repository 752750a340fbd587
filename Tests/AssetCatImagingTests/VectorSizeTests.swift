import AssetCatImageHeaders
import AssetCatImaging
import AssetCatTestSupport
import Foundation
import Testing

@Suite("PDF and SVG sizes in points, from poppler and librsvg")
struct VectorSizeTests {
  static func pdf(_ objects: [String]) -> Data { PDFBuilder.classic(objects) }
  static func page(_ entries: String) -> [String] { PDFBuilder.page(entries) }

  static let pdfCases: [(String, Data, PointSize)] = [
    ("US Letter", pdf(page("/MediaBox [0 0 612 792]")), PointSize(width: 612, height: 792)),
    ("CropBox wins", pdf(page("/MediaBox [0 0 612 792] /CropBox [10 10 110 60]")), PointSize(width: 100, height: 50)),
    (
      // What pdfinfo prints for this page ("100 x 80 pts"): poppler's clipping, not a hand-made one.
      "CropBox clipped by MediaBox", pdf(page("/MediaBox [0 0 100 100] /CropBox [50 -20 300 80]")),
      PointSize(width: 100, height: 80)
    ),
    ("Rotate 90 swaps", pdf(page("/MediaBox [0 0 200 100] /Rotate 90")), PointSize(width: 100, height: 200)),
    ("Rotate -270 swaps", pdf(page("/MediaBox [0 0 200 100] /Rotate -270")), PointSize(width: 100, height: 200)),
    ("Rotate 180 keeps", pdf(page("/MediaBox [0 0 200 100] /Rotate 180")), PointSize(width: 200, height: 100)),
    (
      "reals and negatives", pdf(page("/MediaBox [-10.5 -20 .5 30.25]")), PointSize(width: 11, height: 50.25)
    ),
    ("reversed corners", pdf(page("/MediaBox [612 792 0 0]")), PointSize(width: 612, height: 792)),
    // poppler (and pdfinfo) report the box in default user space units, UserUnit not applied.
    (
      "UserUnit ignored, as pdfinfo does", pdf(page("/MediaBox [0 0 10 20] /UserUnit 2.5")),
      PointSize(width: 10, height: 20)
    ),
    (
      "boxes and Rotate inherited from Pages",
      pdf([
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 300 150] /Rotate 270 >>",
        "<< /Type /Page /Parent 2 0 R >>",
      ]), PointSize(width: 150, height: 300)
    ),
    (
      "nested page tree, first leaf wins, indirect box",
      pdf([
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R 5 0 R] /Count 2 /MediaBox [0 0 1 1] >>",
        "<< /Type /Pages /Parent 2 0 R /Kids [4 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 3 0 R /MediaBox 6 0 R >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 999 999] >>",
        "[0 0 48 24]",
      ]), PointSize(width: 48, height: 24)
    ),
    (
      "PDF 1.5: page tree in an object stream, cross-reference stream (the hand-written parser failed it)",
      PDFBuilder.objectStream([
        "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 50 60] >>",
      ]), PointSize(width: 50, height: 60)
    ),
    (
      "comments, names with #20 and odd white space",
      pdf(page("% a comment\n/MediaBox\r\n[ 0\t0 36 % inline\n 18 ] /Na#20me (str (nested) \\) ) /X <ABCD>")),
      PointSize(width: 36, height: 18)
    ),
  ]

  @Test("PDF first page size", arguments: pdfCases)
  func pdfSize(name: String, data: Data, expected: PointSize) throws {
    let size = try VectorSize.pdf(data)
    #expect(abs(size.width - expected.width) < 1e-9 && abs(size.height - expected.height) < 1e-9, "\(name): \(size)")
    #expect(ContentSniffer.format(of: data) == .pdf)
    #expect(try VectorSize.size(of: data) == size)
  }

  static let badPDFs: [(String, Data)] = [
    ("no header", Data("1 0 obj << /MediaBox [0 0 1 1] >> endobj".utf8)),
    ("empty box", pdf(page("/MediaBox [0 0 0 100]"))),
    ("deep nesting", Data(("%PDF-1.4\n/MediaBox " + String(repeating: "[", count: 100_000)).utf8)),
    ("page tree cycle", pdf(["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [2 0 R] >>"])),
    ("truncated", pdf(page("/MediaBox [0 0 612 792]")).prefix(40)),
  ]

  /// poppler gives a page with no usable box US Letter, as pdfinfo prints.
  @Test(
    "a page with no MediaBox, or a box of three numbers, is US Letter",
    arguments: ["/Resources << >>", "/MediaBox [0 0 100]"])
  func defaultBox(entries: String) throws {
    #expect(try VectorSize.pdf(Self.pdf(Self.page(entries))) == PointSize(width: 612, height: 792))
  }

  @Test("malformed PDFs throw .malformedVector", arguments: badPDFs)
  func badPDF(name: String, data: Data) {
    #expect(name.isEmpty == false)
    #expect {
      try VectorSize.pdf(data)
    } throws: { error in
      if case .malformedVector = error as? ImagingError { return true }
      return false
    }
  }

  static let svgCases: [(String, PointSize)] = [
    (#"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"/>"#, PointSize(width: 100, height: 50)),
    (#"<svg width="100px" height="50px"></svg>"#, PointSize(width: 100, height: 50)),
    // 1 CSS px = 1 pt; absolute units at CSS's 96 px to the inch, as librsvg converts them.
    (#"<svg width="72pt" height="1in"/>"#, PointSize(width: 96, height: 96)),
    (#"<svg width="2.54cm" height="25.4mm"/>"#, PointSize(width: 96, height: 96)),
    (#"<svg width="6pc" height="2em"/>"#, PointSize(width: 96, height: 24)),
    (#"<svg width="1e2" height="+.5E1PX"/>"#, PointSize(width: 100, height: 5)),
    (#"<svg width="100%" height="100%" viewBox="0 0 30 40"/>"#, PointSize(width: 30, height: 40)),
    (#"<svg viewBox="-5,-5, 24,24"/>"#, PointSize(width: 24, height: 24)),
    (#"<svg width="auto" height="auto" viewBox="0 0 5 6"/>"#, PointSize(width: 5, height: 6)),
    (#"<svg width="48" viewBox="0 0 24 12"/>"#, PointSize(width: 48, height: 24)),
    (#"<svg height="48" viewBox="0 0 24 12"/>"#, PointSize(width: 96, height: 48)),
    (#"<svg width=' 20 ' height='10'/>"#, PointSize(width: 20, height: 10)),
    (#"<svg:svg xmlns:svg="http://www.w3.org/2000/svg" width="3" height="4"/>"#, PointSize(width: 3, height: 4)),
    (
      """
      \u{FEFF}<?xml version="1.0" encoding="UTF-8" standalone="no"?>
      <!-- Generator: Sketch -->
      <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
        <!ENTITY ns "http://www.w3.org/2000/svg">
      ]>
      <svg
        version="1.1"
        width="24px" height="24px" viewBox="0 0 48 48"><path d="M0 0"/></svg>
      """, PointSize(width: 24, height: 24)
    ),
  ]

  @Test("SVG size", arguments: svgCases)
  func svgSize(text: String, expected: PointSize) throws {
    let data = Data(text.utf8)
    let size = try VectorSize.svg(data)
    // librsvg computes in single precision
    #expect(abs(size.width - expected.width) < 1e-4 && abs(size.height - expected.height) < 1e-4, "\(size)")
    #expect(ContentSniffer.format(of: data) == .svg)
  }

  @Test("an SVG in UTF-16")
  func utf16() throws {
    var data = Data([0xFF, 0xFE])
    for unit in #"<svg width="7" height="9"/>"#.utf16 { data += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    #expect(try VectorSize.svg(data) == PointSize(width: 7, height: 9))
  }

  static let badSVGs: [String] = [
    #"<svg xmlns="http://www.w3.org/2000/svg"></svg>"#,
    #"<html><svg width="1" height="1"/></html>"#,
    #"<svg width="abc" height="10"/>"#,
    #"<svg width="10furlongs" height="10"/>"#,
    #"<svg viewBox="0 0 -5 10"/>"#,
    #"<svg viewBox="0 0 10"/>"#,
    #"<svg width="0" height="10"/>"#,
    #"<svg width="100%" height="100%"/>"#,
    #"<svg width="10" height="10"#,
    #"<svg width=10 height=10/>"#,
    "not markup at all",
    "",
    "<!-- never closed",
  ]

  @Test("malformed SVGs throw .malformedVector", arguments: badSVGs)
  func badSVG(text: String) {
    #expect {
      try VectorSize.svg(Data(text.utf8))
    } throws: { error in
      if case .malformedVector = error as? ImagingError { return true }
      return false
    }
  }
}

import AssetCatImageHeaders
import AssetCatImaging
import AssetCatTestSupport
import Foundation
import Testing

/// Rasters compared pixel by pixel with what the shapes must give. Every edge lies on a whole
/// pixel at 1x, 2x and 3x, so no pixel is antialiased: the tolerance is 2 levels per channel
/// (cairo's and librsvg's rounding of 0.5 alpha).
@Suite("Vector rasters through poppler, librsvg and cairo")
struct VectorRasterTests {
  static let tolerance = 2

  /// A 10×10 pt page: left half opaque red, bottom-right quarter blue at half alpha (PDF space
  /// has its origin bottom left, so that is the top-right quarter … mirrored below).
  static let pdf = PDFBuilder.classic(
    PDFBuilder.page(
      "/MediaBox [0 0 10 10] /Resources << /ExtGState << /H << /ca 0.5 >> >> >>",
      content: "1 0 0 rg 0 0 5 10 re f /H gs 0 0 1 rg 5 0 5 5 re f"))

  /// The same picture as an SVG (origin top left: the blue quarter is at y 5…10).
  static let svg = Data(
    #"""
    <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
      <rect x="0" y="0" width="5" height="10" fill="#ff0000"/>
      <rect x="5" y="5" width="5" height="5" fill="#0000ff" fill-opacity="0.5"/>
    </svg>
    """#.utf8)

  /// The expected premultiplied RGBA of the point (x, y) in points, from the top left.
  static func expected(x: Double, y: Double) -> [Int] {
    if x < 5 { return [255, 0, 0, 255] }
    if y >= 5 { return [0, 0, 128, 128] }
    return [0, 0, 0, 0]
  }

  static func check(_ raster: RasterImage, scale: Int, _ what: String) {
    #expect((raster.width, raster.height) == (10 * scale, 10 * scale), "\(what) \(scale)x")
    var bad = 0
    for y in 0..<raster.height {
      for x in 0..<raster.width {
        let i = (y * raster.width + x) * 4
        let got = raster.premultipliedRGBA[i..<(i + 4)].map(Int.init)
        let want = expected(x: (Double(x) + 0.5) / Double(scale), y: (Double(y) + 0.5) / Double(scale))
        if zip(got, want).contains(where: { abs($0 - $1) > tolerance }) {
          if bad == 0 { Issue.record("\(what) \(scale)x: pixel (\(x), \(y)) is \(got), expected \(want)") }
          bad += 1
        }
      }
    }
    #expect(bad == 0, "\(what) \(scale)x: \(bad) pixels differ")
  }

  @Test("a PDF and an SVG with known shapes, pixel by pixel at 1x, 2x and 3x", arguments: [1, 2, 3])
  func knownPixels(scale: Int) throws {
    Self.check(try VectorRaster.render(Self.pdf, scale: Double(scale)), scale: scale, "PDF")
    Self.check(try VectorRaster.render(Self.svg, scale: Double(scale)), scale: scale, "SVG")
  }

  @Test("a document read with its size known draws as one measured, and is not measured again")
  func knownSize() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("known-size-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    for (name, bytes) in [("a.pdf", Self.pdf), ("a.svg", Self.svg)] {
      let path = dir.appendingPathComponent(name).path
      try bytes.write(to: URL(fileURLWithPath: path))
      let measured = try VectorRaster.Document(fileAt: path)
      let known = try VectorRaster.Document(fileAt: path, points: measured.points)
      #expect(known.points == measured.points && known.isPDF == measured.isPDF)
      Self.check(try VectorRaster.render(known, scale: 2), scale: 2, name)
      // The size given is the one kept (nothing parsed to check it); one that is no size is not.
      #expect(try VectorRaster.Document(fileAt: path, points: PointSize(width: 3, height: 4)).points.width == 3)
      let noSize = PointSize(width: 0, height: .nan)
      #expect(try VectorRaster.Document(fileAt: path, points: noSize).points == measured.points)
    }
    let png = dir.appendingPathComponent("a.png").path
    try PNGWriter.png(width: 1, height: 1, rgba: [0, 0, 0, 255]).write(to: URL(fileURLWithPath: png))
    #expect(throws: ImagingError.self) {
      try VectorRaster.Document(fileAt: png, points: PointSize(width: 1, height: 1))
    }
  }

  @Test("straight alpha undoes the premultiplication; transparent pixels stay 0")
  func straightAlpha() throws {
    let raster = try VectorRaster.render(Self.svg, scale: 1)
    let image = raster.straight
    #expect(image.pixel(x: 0, y: 0) == [255, 0, 0, 255])
    let blue = image.pixel(x: 9, y: 9)
    #expect(blue[2] >= 253 && abs(Int(blue[3]) - 128) <= 1 && blue[0] == 0, "\(blue)")
    #expect(image.pixel(x: 9, y: 0) == [0, 0, 0, 0])
  }

  @Test("the pixel size is ceil(points × scale), at least 1")
  func pixelRule() throws {
    let limits = ImageLimits.standard
    #expect(try VectorRaster.pixelSize(PointSize(width: 24.5, height: 10), scale: 1, limits: limits) == (25, 10))
    #expect(try VectorRaster.pixelSize(PointSize(width: 24.5, height: 10), scale: 3, limits: limits) == (74, 30))
    #expect(try VectorRaster.pixelSize(PointSize(width: 0.01, height: 10.0000001), scale: 2, limits: limits) == (1, 20))
  }

  @Test("a page box of a million points is refused before pixel memory is taken")
  func hugePageBox() throws {
    let bomb = PDFBuilder.classic(PDFBuilder.page("/MediaBox [0 0 1000000 1000000]"))
    #expect(try VectorSize.pdf(bomb).width == 1_000_000)
    #expect(throws: ImagingError.overLimits(width: 1_000_000, height: 1_000_000, limits: .standard)) {
      try VectorRaster.render(bomb, scale: 1)
    }
    let svgBomb = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="1000000" height="10"/>"#.utf8)
    #expect(throws: ImagingError.self) { try VectorRaster.render(svgBomb, scale: 1) }
  }

  @Test("a huge image inside a small PDF or SVG neither ends the process nor takes its memory")
  func hugeEmbeddedImages() throws {
    let image =
      "<< /Type /XObject /Subtype /Image /Width 100000 /Height 100000 /ColorSpace /DeviceGray "
      + "/BitsPerComponent 8 /Length 4 >>\nstream\n\u{0}\u{0}\u{0}\u{0}\nendstream"
    var objects = PDFBuilder.page(
      "/MediaBox [0 0 10 10] /Resources << /XObject << /I 5 0 R >> >>", content: "10 0 0 10 0 0 cm /I Do")
    objects.append(image)
    _ = try? VectorRaster.render(PDFBuilder.classic(objects), scale: 3)
    // A PNG header claiming 100000×100000 pixels, as a data: URL.
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png += [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0, 8, 6, 0, 0, 0, 0, 0, 0, 0]
    let svg = Data(
      (#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image width="10" height="10" "#
        + #"href="data:image/png;base64,\#(Data(png).base64EncodedString())"/></svg>"#)
        .utf8)
    _ = try? VectorRaster.render(svg, scale: 3)
  }

  @Test("SVG entity expansion and deep nesting are refused by librsvg's limits, in time")
  func svgBombs() {
    var laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n<!ENTITY l0 \"lol\">\n"
    for i in 1...12 { laughs += "<!ENTITY l\(i) \"" + String(repeating: "&l\(i - 1);", count: 10) + "\">\n" }
    laughs += "]>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><text>&l12;</text></svg>"
    let deep =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">" + String(repeating: "<g>", count: 100_000)
      + String(repeating: "</g>", count: 100_000) + "</svg>"
    for (name, text) in [("entity expansion", laughs), ("deep nesting", deep)] {
      #expect(throws: ImagingError.self, "\(name)") { try VectorSize.svg(Data(text.utf8)) }
    }
  }

  @Test("an SVG's external references are never read: only data: URLs load")
  func externalReferences() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "assetcat-ext-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // An opaque red 10×10 SVG beside the document: if librsvg read it, the raster would be red.
    let red = directory.appendingPathComponent("red.svg")
    try Data(
      #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>"#
        .utf8
    )
    .write(to: red)
    for href in [red.path, red.absoluteString, "red.svg", "http://127.0.0.1:9/red.svg"] {
      let svg = Data(
        (#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" "#
          + #"height="10"><image width="10" height="10" xlink:href="\#(href)"/><use "#
          + #"xlink:href="\#(href)#x"/></svg>"#)
          .utf8)
      let raster = try VectorRaster.render(svg, scale: 1)
      #expect(raster.premultipliedRGBA.allSatisfy { $0 == 0 }, "\(href) was loaded")
    }
  }

  @Test(
    "library errors come back as errors; the process goes on", arguments: ["%PDF-1.7\n garbage", "<svg", "<svg><rect"])
  func libraryErrors(text: String) {
    #expect(throws: ImagingError.self) { try VectorRaster.render(Data(text.utf8), scale: 2) }
  }

  @Test("rows drawn a band at a time are those rows of the whole drawing", arguments: [1, 3])
  func bandsAreTheWholesRows(scale: Int) throws {
    for data in [Self.pdf, Self.svg] {
      let document = try VectorRaster.Document(data)
      let (whole, width, height) = try VectorRaster.renderARGB(
        data, scale: Double(scale), limits: .standard, as: UInt8.self)
      var rows: [UInt8] = []
      var top = 0
      while top < height {
        let n = min(7, height - top)
        rows += try VectorRaster.renderRows(document, scale: Double(scale), top: top, rows: n, width: width)
        top += n
      }
      #expect(rows == whole, "\(document.isPDF ? "PDF" : "SVG") \(scale)x")
    }
    let document = try VectorRaster.Document(Self.pdf)
    #expect(throws: ImagingError.self) { try VectorRaster.renderRows(document, scale: 1, top: -1, rows: 2, width: 10) }
    #expect(throws: ImagingError.self) { try VectorRaster.renderRows(document, scale: 1, top: 0, rows: 0, width: 10) }
  }
}

import AssetCatImageHeaders
import Foundation

/// Draws a vector rendition (PDF through poppler, SVG through librsvg, both onto a cairo image
/// surface) at a scale, to RGBA8 pixels: what the `Assets.car` writer rasterizes at 1x/2x/3x,
/// `assetcat extract --rasterize` writes, and a report shows.
///
/// **Pixel size.** `ceil(points × scale)`, ignoring a thousandth of a pixel of floating-point
/// noise, and at least 1: a 24.5 × 10 pt PDF is 25 × 10 pixels at 1x, 49 × 20 at 2x, 74 × 30 at
/// 3x. The document is drawn at exactly `scale` from its top-left corner, so a partial last
/// column or row is partly covered (shapes keep their exact proportions).
///
/// **What is kept.** Full 8-bit alpha (a template image is drawn from alpha alone) and RGB as the
/// libraries produce it: device RGB, which is sRGB for SVG and for PDFs in DeviceRGB; no color
/// management is applied, so a Display P3 or wide-gamut PDF comes out with its numbers clamped
/// to 8 bits in sRGB's space (record the asset's gamut beside the pixels where it matters).
///
/// **Limits.** The pixel size is checked against `limits` before any pixel memory is taken
/// (`.overLimits`); documents over ``VectorSize/maxDocumentBytes`` are refused unread.
public enum VectorRaster {
  /// A PDF or SVG read and measured once, to draw at a scale or a band of rows at a time.
  public struct Document: Sendable {
    public let data: Data
    let format: ImageFormat
    /// Its size in points.
    public let points: PointSize

    /// `data` measured (a PDF or SVG, by signature).
    public init(_ data: Data) throws(ImagingError) {
      let format = ContentSniffer.format(of: data)
      self.init(data: data, format: format, points: try VectorSize.size(of: data, as: format))
    }

    private init(data: Data, format: ImageFormat, points: PointSize) {
      (self.data, self.format, self.points) = (data, format, points)
    }

    /// The file at `path` read (refused over ``VectorSize/maxDocumentBytes``) and measured;
    /// with `points`, the size an earlier read of it measured (the catalog reader's probe), not
    /// measured again: parsing the document only to learn its size again cost as much as
    /// parsing it to draw.
    public init(fileAt path: String, points: PointSize? = nil) throws(ImagingError) {
      let data = try VectorSize.document(at: path)
      guard let points, points.width.isFinite, points.height.isFinite, points.width > 0, points.height > 0 else {
        try self.init(data)
        return
      }
      let format = ContentSniffer.format(of: data)
      guard format.isVector else { throw .unsupportedFormat(format) }
      self.init(data: data, format: format, points: points)
    }

    /// Whether it is a PDF (drawn by poppler) rather than an SVG (librsvg).
    public var isPDF: Bool { format == .pdf }

    /// An SVG's kept reading (``OpenSVGDocuments``), `nil` for a PDF or one librsvg cannot read.
    var openSVG: OpenSVGDocuments.Document? { format == .svg ? OpenSVGDocuments.shared.document(data) : nil }
  }

  /// `body`, the SVGs it draws kept open for its length (within a memory budget), so that one
  /// drawn again is not read again: for passes that come round to the same vectors (an atlas
  /// measured, then drawn sheet by sheet).
  public static func keepingSVGsOpen<T>(_ body: () throws -> T) rethrows -> T {
    try OpenSVGDocuments.shared.keeping(body)
  }

  /// The raster of `data` (a PDF or SVG, by signature) at `scale` pixels per point.
  public static func render(_ data: Data, scale: Double, limits: ImageLimits = .standard) throws(ImagingError)
    -> RasterImage
  {
    try render(try Document(data), scale: scale, limits: limits)
  }

  /// The raster of `document` at `scale` pixels per point.
  public static func render(_ document: Document, scale: Double, limits: ImageLimits = .standard)
    throws(ImagingError) -> RasterImage
  {
    let (bytes, width, height) = try renderARGB(document, scale: scale, limits: limits, as: UInt8.self)
    // The one buffer, converted in place (a drawing 5,156 pixels square is 106 MB).
    return RasterImage(width: width, height: height, cairoBytes: consume bytes)
  }

  /// ``render(_:scale:limits:)`` as cairo draws it (ARGB32 words, or their bytes), for callers
  /// that go on drawing with cairo (``IconCompositor``).
  public static func renderARGB<Word: FixedWidthInteger>(
    _ data: Data, scale: Double, limits: ImageLimits, as word: Word.Type = UInt32.self
  ) throws(ImagingError) -> ([Word], Int, Int) {
    try renderARGB(try Document(data), scale: scale, limits: limits, as: word)
  }

  static func renderARGB<Word: FixedWidthInteger>(
    _ document: Document, scale: Double, limits: ImageLimits, as word: Word.Type
  ) throws(ImagingError) -> ([Word], Int, Int) {
    let (width, height) = try pixelSize(document.points, scale: scale, limits: limits)
    if let svg = document.openSVG {
      return (try svg.render(scale: scale, top: 0, width: width, height: height, as: word), width, height)
    }
    let argb = try ImageProbe.withBytes(document.data) { (raw) throws(ImagingError) in
      try VectorShim.render(raw, format: document.format, scale: scale, width: width, height: height, as: word)
    }
    return (argb, width, height)
  }

  /// Rows `top..<top + rows` of the raster of `document` at `scale` (`width` pixels wide, as
  /// ``pixelSize(_:scale:limits:)`` gave), as cairo's bytes: premultiplied B, G, R, A on a
  /// little-endian machine, the same pixels as those rows of the whole drawing: a drawing too
  /// large to hold is drawn a band at a time.
  public static func renderRows(_ document: Document, scale: Double, top: Int, rows: Int, width: Int)
    throws(ImagingError) -> [UInt8]
  {
    guard top >= 0, rows > 0, width > 0, width <= 0x7FFF, top + rows <= 0x7FFF else {
      throw .corrupt("bad raster rows \(top)+\(rows) of \(width) columns")
    }
    if let svg = document.openSVG {
      return try svg.render(scale: scale, top: top, width: width, height: rows, as: UInt8.self)
    }
    return try ImageProbe.withBytes(document.data) { (raw) throws(ImagingError) in
      try VectorShim.renderRows(raw, format: document.format, scale: scale, top: top, width: width, rows: rows)
    }
  }

  /// ``render(_:scale:limits:)`` of the file at `path`.
  public static func render(fileAt path: String, scale: Double, limits: ImageLimits = .standard) throws(ImagingError)
    -> RasterImage
  {
    try render(try Document(fileAt: path), scale: scale, limits: limits)
  }

  /// The pixel size of `points` at `scale` (see the type's notes), refused over `limits`.
  public static func pixelSize(_ points: PointSize, scale: Double, limits: ImageLimits) throws(ImagingError) -> (
    Int, Int
  ) {
    guard scale.isFinite, scale > 0 else { throw .corrupt("bad raster scale \(scale)") }
    func pixels(_ p: Double) -> Double { max(1, (p * scale - 0.001).rounded(.up)) }
    let w = pixels(points.width), h = pixels(points.height)
    // Compared as Double first, so a page of a million points never becomes an Int overflow.
    let limitSide = Double(limits.maxSide)
    guard w <= limitSide, h <= limitSide, w * h <= Double(limits.maxPixels), w <= 0x7FFF, h <= 0x7FFF else {
      throw .overLimits(width: Int(min(w, 1e15)), height: Int(min(h, 1e15)), limits: limits)
    }
    return (Int(w), Int(h))
  }
}

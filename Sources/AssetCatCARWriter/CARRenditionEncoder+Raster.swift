import AssetCatCAR
import AssetCatCore
import AssetCatImageHeaders
import AssetCatImaging
import Foundation

extension CARRenditionEncoder {
  /// A PDF or SVG drawn at `scale` (``VectorRaster``: `ceil(points × scale)` pixels, full alpha, so
  /// template images keep their shape) and stored as a bitmap like a PNG: 'ARGB', scale × 100,
  /// named by the vector file as actool names it, flags bit 2 (drawn from a vector). Insets and
  /// cap insets, in points for a vector, become pixels of this scale.
  /// A large PDF of few colours is drawn a band of rows at a time into its palette image
  /// (`CARBandedDrawing`), never held whole.
  static func rasterized(_ r: Rendition, facet: String, filePath path: String, scale: Int, encodings: CARPixelEncodings)
    throws -> CSIRendition
  {
    let file = (path as NSString).lastPathComponent
    let drawing = try drawable(path, scale: scale, points: r.vectorSize)
    if let banded = try CARBandedDrawing(drawing, rendition: r, file: file, scale: scale, encodings: encodings),
      let csi = try banded.paletteRendition()
    {
      return csi
    }
    var image = try render(drawing, file: file, scale: scale)
    return try drawnBitmap(&image, rendition: r, file: file, scale: scale, encodings: encodings)
  }

  /// The PDF or SVG at `path` read and measured (`points`: its size as the catalog's read
  /// measured it, not measured again), or the failure that says so.
  static func drawable(_ path: String, scale: Int, points: Size? = nil) throws -> VectorRaster.Document {
    let known = points.map { PointSize(width: $0.width, height: $0.height) }
    do { return try VectorRaster.Document(fileAt: path, points: known) } catch {
      throw drawingFailure(file: (path as NSString).lastPathComponent, scale: scale, error)
    }
  }

  /// The failure of drawing `file` at `scale`.
  static func drawingFailure(file: String, scale: Int, _ error: ImagingError) -> Failure {
    Failure(description: "\(file) cannot be drawn at \(scale)x: \(error)", underlying: error)
  }

  /// The PDF or SVG at `path` drawn at `scale` (``VectorRaster``; `points` as for `drawable`),
  /// or the failure that says so.
  static func render(_ path: String, scale: Int, points: Size? = nil) throws -> RasterImage {
    try render(
      try drawable(path, scale: scale, points: points), file: (path as NSString).lastPathComponent, scale: scale)
  }

  /// `drawing` drawn at `scale`, or the failure that says so.
  static func render(_ drawing: VectorRaster.Document, file: String, scale: Int) throws -> RasterImage {
    do { return try VectorRaster.render(drawing, scale: Double(scale)) } catch {
      throw drawingFailure(file: file, scale: scale, error)
    }
  }

  /// A drawn raster (its buffer taken, converted in place) as a bitmap rendition of `scale`.
  static func drawnBitmap(
    _ image: inout RasterImage, rendition r: Rendition, file: String, scale: Int, encodings: CARPixelEncodings
  ) throws -> CSIRendition {
    let (stored, scaled, sliced) = storedDrawing(&image, rendition: r, file: file, scale: scale)
    return try encoded(stored, rendition: scaled, sliced: sliced, sourceBytes: nil, encodings: encodings)
  }

  /// A drawn raster's pixels as `drawnBitmap` stores them (BGRA, cut when sliced), with their
  /// header and the rendition's insets and slicing in pixels of `scale`.
  static func storedDrawing(_ image: inout RasterImage, rendition r: Rendition, file: String, scale: Int)
    -> (CARStoredBitmap, Rendition, SlicedBitmap?)
  {
    var pixels: [UInt8] = []
    swap(&pixels, &image.premultipliedRGBA)  // one buffer, converted in place
    swapRedAndBlue(&pixels)
    let scaled = scaledDrawing(r, scale: scale)
    let sliced = SlicedBitmap(scaled.resizing, width: image.width, height: image.height)
    if let sliced {
      pixels = sliced.crop(pixels, bytesPerPixel: 4)
      (image.width, image.height) = (sliced.width, sliced.height)
    }
    let header = drawingHeader(width: image.width, height: image.height, rendition: r, file: file, scale: scale)
    return (CARStoredBitmap(header: header, pixels: pixels, kind: .bgra), scaled, sliced)
  }

  /// A drawing's rendition at `scale`: its insets and slicing in pixels.
  static func scaledDrawing(_ r: Rendition, scale: Int) -> Rendition {
    var scaled = r
    scaled.alignmentInsets = r.alignmentInsets.map { scaledInsets($0, by: scale) }
    scaled.resizing = r.resizing.map { scaledResizing($0, by: scale) }
    return scaled
  }

  /// The header of a vector's drawing of `width` × `height` pixels at `scale`: 'ARGB', flagged
  /// as drawn from a vector, named by its file.
  static func drawingHeader(width: Int, height: Int, rendition r: Rendition, file: String, scale: Int) -> CSIHeader {
    var header = CSIHeader(
      width: UInt32(width), height: UInt32(height), scaleFactor: UInt32(scale * 100),
      pixelFormat: CSIPixelFormat.argb, colorSpace: 1, layout: layout(r.resizing),
      name: String(file.utf8.prefix(127)) ?? file)
    header.flags |= CSIHeader.vectorBasedFlag
    return header
  }

  /// A symbol set's template drawn at `scale` (``SymbolImage``) and stored as `rasterized` stores
  /// a drawn vector, as a template image: the symbol is tinted like the system's.
  static func symbol(_ r: Rendition, filePath path: String, scale: Int, encodings: CARPixelEncodings) throws
    -> CSIRendition
  {
    let file = (path as NSString).lastPathComponent
    var image: RasterImage
    do { image = try SymbolImage.render(fileAt: path, scale: Double(scale)) } catch {
      throw Failure(description: "\(file) cannot be drawn at \(scale)x: \(error)", underlying: error)
    }
    var csi = try drawnBitmap(&image, rendition: r, file: file, scale: scale, encodings: encodings)
    csi.header.renderingIntent = "template"
    return csi
  }

  /// Premultiplied RGBA (as drawn) → premultiplied BGRA, CoreUI's 'ARGB': channels swapped, no rounding.
  static func swapRedAndBlue(_ px: inout [UInt8]) {
    px.withUnsafeMutableBufferPointer { p in
      var i = 0
      while i + 3 < p.count {
        p.swapAt(i, i + 2)
        i += 4
      }
    }
  }

  /// A vector's slicing (points) in pixels of `scale`: cap insets and center size.
  static func scaledResizing(_ rz: Resizing, by scale: Int) -> Resizing {
    let s = Double(scale)
    let center = rz.centerSize.map { Size(width: $0.width * s, height: $0.height * s) }
    return Resizing(
      mode: rz.mode, centerMode: rz.centerMode, centerSize: center, capInsets: scaledInsets(rz.capInsets, by: scale))
  }

  static func scaledInsets(_ e: EdgeInsets, by scale: Int) -> EdgeInsets {
    let s = Double(scale)
    return EdgeInsets(top: e.top * s, left: e.left * s, bottom: e.bottom * s, right: e.right * s)
  }
}

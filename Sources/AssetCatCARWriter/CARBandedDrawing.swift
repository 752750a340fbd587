import AssetCatCAR
import AssetCatCore
import AssetCatImaging

/// A large PDF drawn a band of rows at a time straight into a palette image, so that its pixels
/// are never held whole: Pocket Casts' `patron-sun-rays.pdf` is 5,156 pixels square at 3x, 106 MB
/// drawn at once (and the car's peak memory), 27 MB of palette indices a band at a time. The
/// palette image is the one encoding the whole pixels would get (`CARPixelEncoder.encodeLZFSE`
/// without `--optimization space`), byte for byte; a drawing of more than 256 colours is drawn
/// again whole.
struct CARBandedDrawing {
  /// Drawings of fewer bytes of pixels are drawn whole.
  static let minimumBytes = 32 << 20
  /// A band's bytes of pixels, about.
  static let bandBytes = 4 << 20

  let document: VectorRaster.Document
  let rendition: Rendition
  let file: String
  let scale: Int
  let width: Int, height: Int

  /// The banded drawing of `document` for `r` at `scale`, or nil where the whole one is drawn:
  /// an SVG (librsvg's filters read pixels beyond a band), a drawing under `minimumBytes`, a
  /// sliced one (cut after drawing), or encodings other than palette images.
  init?(
    _ document: VectorRaster.Document, rendition r: Rendition, file: String, scale: Int, encodings: CARPixelEncodings
  ) throws {
    guard document.isPDF, r.resizing == nil, encodings.lzfse, encodings.palette, !encodings.smallest else {
      return nil
    }
    let (width, height): (Int, Int)
    do { (width, height) = try VectorRaster.pixelSize(document.points, scale: Double(scale), limits: .standard) } catch
    {
      throw CARRenditionEncoder.drawingFailure(file: file, scale: scale, error)
    }
    guard width * height * 4 >= Self.minimumBytes else { return nil }
    (self.document, rendition, self.file, self.scale, self.width, self.height) =
      (document, r, file, scale, width, height)
  }

  /// Rows a band.
  var bandRows: Int { max(1, Self.bandBytes / (width * 4)) }

  /// The drawing as a palette image's rendition, or nil past 256 colours.
  func paletteRendition() throws -> CSIRendition? {
    guard case (let colors, var buffer)? = try indexed() else { return nil }
    let palette = CARPaletteEncoder.payload(colors: colors, afterRoom: &buffer, width: width, height: height)
    let pixels = CAREncodedPixels(
      payload: CARPixelEncoder.payload((.palette, palette), rows: height), rowBytes: width * 4)
    let header = CARRenditionEncoder.drawingHeader(
      width: width, height: height, rendition: rendition, file: file, scale: scale)
    let tlvs = CARRenditionEncoder.bitmapTLVs(
      width: width, height: height, rowBytes: pixels.rowBytes,
      rendition: CARRenditionEncoder.scaledDrawing(rendition, scale: scale), sliced: nil)
    return CSIRendition(header: header, tlvs: tlvs, payload: try CARRenditionEncoder.record(pixels.payload))
  }

  /// Every band drawn and indexed: the colours and each pixel's index after
  /// `CARPaletteEncoder.headerRoom` free bytes, or nil past 256 colours.
  func indexed() throws -> (colors: [UInt32], indices: [UInt8])? {
    var indexer = CARPaletteIndexer()
    let room = CARPaletteEncoder.headerRoom
    var indices = [UInt8](repeating: 0, count: room + width * height)
    var top = 0
    while top < height {
      let rows = min(bandRows, height - top)
      let band: [UInt8]
      do {
        band = try VectorRaster.renderRows(document, scale: Double(scale), top: top, rows: rows, width: width)
      } catch { throw CARRenditionEncoder.drawingFailure(file: file, scale: scale, error) }
      let range = room + top * width..<room + (top + rows) * width
      let indexedBand = band.withUnsafeBytes { px in
        indices.withUnsafeMutableBufferPointer { indexer.add(px, to: UnsafeMutableBufferPointer(rebasing: $0[range])) }
      }
      guard indexedBand else { return nil }
      top += rows
    }
    return (indexer.colors, indices)
  }
}

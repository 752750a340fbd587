import AssetCatImageHeaders

/// An SVG read once by librsvg, for several questions about its elements (``SymbolImage``: which
/// variant a template has, its guides, the variant drawn at each scale; ``OpenSVGDocuments``: a
/// document drawn again). Not for sharing between threads: a librsvg handle is not thread-safe.
final class SVGDocument {
  private let document: OpaquePointer

  init(_ bytes: UnsafeRawBufferPointer) throws(ImagingError) {
    document = try VectorShim.openSVG(bytes)
  }

  deinit { VectorShim.closeSVG(document) }

  /// The bounds of the element `id` ("#name") in the document's pixels at its intrinsic size:
  /// its ink, or with `logical` its geometry alone; nil when the document has none of that id.
  func bounds(of id: String, logical: Bool) throws(ImagingError) -> SVGRect? {
    try VectorShim.svgElementBounds(document, id: id, logical: logical)
  }

  /// Rows `top..<top + height` of the whole document drawn at `scale` (`width` pixels wide).
  func render<Word: FixedWidthInteger>(scale: Double, top: Int, width: Int, height: Int, as word: Word.Type)
    throws(ImagingError) -> [Word]
  {
    try VectorShim.renderSVGDocument(document, scale: scale, top: top, width: width, height: height, as: word)
  }

  /// The element `id` alone drawn into a `width` × `height` cairo ARGB32 raster, the document
  /// scaled by `scale` with its point `origin` on the raster's top left.
  func render(_ id: String, origin: (x: Double, y: Double), scale: Double, width: Int, height: Int) throws(ImagingError)
    -> [UInt32]
  {
    try VectorShim.renderSVGElement(document, id: id, origin: origin, scale: scale, width: width, height: height)
  }
}

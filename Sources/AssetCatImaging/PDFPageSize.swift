import Foundation

/// The size in points of a PDF's first page, read in pure Swift (no PDF library).
///
/// What it reads: the object bodies it finds by scanning for `N G obj` (the last definition of a
/// number wins, as with incremental updates), the last trailer's `/Root`, then the page tree from
/// `/Root /Pages` down the first `/Kids` to the first `/Page`, with `/MediaBox`, `/CropBox` and
/// `/Rotate` inherited from `/Pages` nodes, indirect boxes and numbers resolved. The page box is
/// the CropBox intersected with the MediaBox (the MediaBox alone without a CropBox), times
/// `/UserUnit`, with width and height swapped for `/Rotate 90` or `270`.
///
/// What it cannot read: PDF 1.5 compressed object streams (`/Type /ObjStm`, Flate-compressed)
/// may hold the catalog and page dictionaries, and we do not inflate them. Then — and whenever
/// the page tree walk fails — we do our best by scanning the raw bytes for the first
/// `/MediaBox`, `/CropBox` and `/Rotate` entries, which is right for the common single-page
/// vector icon (its page dictionary is often left uncompressed) and may be wrong for others.
struct PDFPageSize {
  let size: PointSize

  init(_ data: Data) throws(ImagingError) {
    let bytes = [UInt8](data)
    guard Self.find(Array("%PDF-".utf8), in: bytes, from: 0, limit: 1024) != nil else {
      throw .malformedVector("no %PDF- header")
    }
    let document = PDFDocumentScan(bytes)
    var page = document.firstPageAttributes() ?? PDFPageAttributes()
    if page.mediaBox == nil {
      page = document.rawScanAttributes()
    }
    guard let mediaBox = page.mediaBox else {
      throw .malformedVector(
        "no /MediaBox found for the first page (its dictionary may be inside a compressed object stream)")
    }
    var box = mediaBox
    if let cropBox = page.cropBox, let clipped = cropBox.intersection(mediaBox) {
      box = clipped
    }
    let unit = page.userUnit ?? 1
    var width = box.width * unit
    var height = box.height * unit
    guard width.isFinite, height.isFinite, width > 0, height > 0 else {
      throw .malformedVector("the first page's box is empty (\(box.width)×\(box.height))")
    }
    let rotation = page.rotate.map { (Int(exactly: $0.rounded()) ?? 0) % 360 } ?? 0
    if (rotation + 360) % 360 == 90 || (rotation + 360) % 360 == 270 {
      swap(&width, &height)
    }
    size = PointSize(width: width, height: height)
  }

  static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int, limit: Int = .max) -> Int? {
    guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
    let last = min(bytes.count - needle.count, start > Int.max - limit ? Int.max : start + limit)
    var index = start
    while index <= last {
      if bytes[index] == needle[0] && bytes[index..<index + needle.count].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }
}

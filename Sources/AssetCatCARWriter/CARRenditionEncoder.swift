import AssetCatBytes
import AssetCatCAR
import AssetCatCompressionWriter
import AssetCatCore
import AssetCatImageHeaders
import AssetCatImaging
import Foundation

/// One source rendition as a CSI block: bitmaps decoded and re-encoded (CARPixelEncoder), JPEG,
/// PDF, SVG and data kept as their bytes, colors as `RLOC`.
enum CARRenditionEncoder {
  struct Failure: Error, CustomStringConvertible {
    var description: String
    /// The imaging error beneath (a vector that cannot be drawn at a scale: over the limits).
    var underlying: ImagingError? = nil
  }

  static func encode(
    _ r: Rendition, kind: AssetKind, facet: String, filePath: String?, properties: AssetProperties,
    encodings: CARPixelEncodings, contents given: Data? = nil
  )
    throws -> CSIRendition
  {
    if kind == .color { return try color(r, facet: facet) }
    guard let path = filePath else { throw Failure(description: "\(facet): a rendition without a file") }
    let treatment = treatment(kind: kind, rendition: r)
    let data = try given ?? contents(of: path, treatment: treatment)
    let name = csiName(ofFile: path)
    switch treatment {
    case .data:
      // Composition, the UTI, bitmap info: every rendition of Apple's cars has 1004 and 1006, in
      // type order (no data set was in the cars read; Icon Composer stacks hold 1004, 1005, 1006).
      var c = raw(data, name: name, format: CSIPixelFormat.data, layout: .rawData, uti: r.typeIdentifier)
      c.tlvs = [normalComposition] + c.tlvs + [bitmapInfo]
      return c
    // PDFs stay as they are: every Apple car of the public sweep (Xcode 7.3 to 26.1, 1,100+ PDFs)
    // stores them so, while it compresses SVGs from Xcode 13.2 on.
    case .pdf: return vector(data, name: name, format: CSIPixelFormat.pdf, compress: false)
    case .svg: return vector(data, name: name, format: CSIPixelFormat.svg, compress: encodings.compressedSVG)
    case .jpeg: return try kept(data, name: name, format: CSIPixelFormat.jpeg, rendition: r)
    case .heic: return try kept(data, name: name, format: CSIPixelFormat.heif, rendition: r)
    case .bitmap: return try bitmap(data, name: name, rendition: r, properties: properties, encodings: encodings)
    }
  }

  /// The name a rendition of the file at `path` carries: its file name, at most 127 bytes.
  static func csiName(ofFile path: String) -> String {
    String((path as NSString).lastPathComponent.utf8.prefix(127)) ?? "file"
  }

  /// A rendition's file. Images through POSIX calls (`FileBytes`): Foundation's URL and file
  /// reading cost a `getcwd` and a `stat` per file besides the read (3,000-set bench: 10,400
  /// files). A data set's file may be larger than any image (`FileBytes.maxFileBytes`).
  static func contents(of path: String, treatment: Treatment) throws -> Data {
    if treatment == .data { return try Data(contentsOf: URL(fileURLWithPath: path)) }
    return Data(try FileBytes.read(path: path))
  }

  /// What `encode` makes of a rendition's file (a color set's has none): its bytes kept, or
  /// (`bitmap`) decoded to its pixels and re-encoded. A sliced JPEG is decoded, so that only its
  /// caps and center are stored (``SlicedBitmap``); a sliced HEIF is kept whole.
  enum Treatment { case data, pdf, svg, jpeg, heic, bitmap }

  static func treatment(kind: AssetKind, rendition r: Rendition) -> Treatment {
    switch (kind, r.format) {
    case (.data, _): .data
    case (_, .pdf?): .pdf
    case (_, .svg?): .svg
    case (_, .jpeg?): r.resizing == nil ? .jpeg : .bitmap
    case (_, .heic?): .heic
    default: .bitmap
    }
  }

  static func record(_ r: some ByteRecord) throws -> [UInt8] {
    var w = ByteWriter(endianness: .little)
    try r.write(to: &w)
    return w.take()
  }

  static func raw(
    _ data: Data, name: String, format: FourCC, layout: RenditionLayout, uti: String?, compress: Bool = false
  ) -> CSIRendition {
    var tlvs: [CSITLV] = []
    if let uti {
      var w = ByteWriter(endianness: .little)
      w.write(UInt32(uti.utf8.count + 1))
      w.write(UInt32(0))
      w.write(bytes: Array(uti.utf8) + [0])
      tlvs.append(CSITLV(type: CSITLV.uti, value: w.take()))
    }
    var payload = ByteWriter(endianness: .little)
    rawData([UInt8](data), compress: compress).write(to: &payload)
    return CSIRendition(
      header: CSIHeader(pixelFormat: format, layout: layout, name: name), tlvs: tlvs, payload: payload.take())
  }

  /// The bytes as a `DWAR`: LZFSE-compressed (flag 1) when `compress` and that makes them
  /// smaller, else as they are.
  static func rawData(_ bytes: [UInt8], compress: Bool) -> CSIRawData {
    guard compress, bytes.count > 64 else { return CSIRawData(data: bytes) }
    let packed = LZFSEEncoder.compress(bytes)
    return packed.count < bytes.count ? CSIRawData(flags: 1, data: packed) : CSIRawData(data: bytes)
  }

  /// PDF/SVG kept as data: layout 9, scale 0, flags bit 2 (vector based); an SVG compressed when
  /// the deployment target's CoreUI reads it (`CARPixelEncodings.compressedSVG`).
  static func vector(_ data: Data, name: String, format: FourCC, compress: Bool) -> CSIRendition {
    var r = raw(data, name: name, format: format, layout: .vector, uti: nil, compress: compress)
    r.header.flags = CSIHeader.vectorBasedFlag
    r.tlvs = vectorTLVs
    return r
  }

  /// A JPEG or HEIF/HEIC image kept as its bytes (pixel format 'JPEG' or 'HEIF', the raw-pixel
  /// renditions CoreUI hands to ImageIO) with its scale. The header's width and height stay 0, as
  /// in every JPEG rendition of the swept Apple cars (Xcode 9–26): the size is the image's own
  /// and the TLVs carry it as for any bitmap (the reader's `keptImageSize`).
  static func kept(_ data: Data, name: String, format: FourCC, rendition r: Rendition) throws -> CSIRendition {
    let info = try ImageProbe.probe(data)
    var c = raw(data, name: name, format: format, layout: layout(r.resizing), uti: nil)
    c.header.scaleFactor = UInt32(r.renditionScale * 100)
    c.header.colorSpace = 1
    let sliced = SlicedBitmap(keepingWhole: r.resizing, width: info.width, height: info.height)
    c.tlvs = bitmapTLVs(width: info.width, height: info.height, rowBytes: nil, rendition: r, sliced: sliced)
    return c
  }

  /// PNG (and any other decodable bitmap): premultiplied BGRA, the smallest encoding; an image
  /// whose every visible pixel is gray as 'GA8 ', two bytes a pixel, as actool writes it (for gray
  /// PNGs and for RGBA ones that hold only grays alike). A sliced image keeps its caps and center.
  static func bitmap(
    _ data: Data, name: String, rendition r: Rendition, properties: AssetProperties, encodings: CARPixelEncodings
  ) throws -> CSIRendition {
    let (stored, sliced) = try storedBitmap(data, name: name, rendition: r)
    return try encoded(stored, rendition: r, sliced: sliced, sourceBytes: data.count, encodings: encodings)
  }

  /// `stored` encoded in the target's encodings, with the TLVs of a bitmap of `r`.
  static func encoded(
    _ stored: CARStoredBitmap, rendition r: Rendition, sliced: SlicedBitmap?, sourceBytes: Int?,
    encodings: CARPixelEncodings
  ) throws -> CSIRendition {
    let payload = stored.encoded(sourceBytes: sourceBytes, encodings: encodings)
    return CSIRendition(
      header: stored.header,
      tlvs: bitmapTLVs(
        width: stored.width, height: stored.height, rowBytes: payload.rowBytes, rendition: r, sliced: sliced),
      payload: try record(payload.payload))
  }

  /// A bitmap file's pixels as `bitmap` stores them (decoded, in sRGB unless its slot is Display
  /// P3, cut to its caps and center when sliced, gray or BGRA, premultiplied) with their header.
  static func storedBitmap(_ data: Data, name: String, rendition r: Rendition) throws
    -> (CARStoredBitmap, SlicedBitmap?)
  {
    // A profiled image's pixels in sRGB, as actool stores them; a Display P3 slot keeps its own.
    var image = try ImageDecoder.decode(data, convertingToSRGB: r.slot.gamut != .p3)
    var pixels = image.rgba
    image.rgba = []  // the pixels are converted in place, not copied
    let sliced = SlicedBitmap(r.resizing, width: image.width, height: image.height)
    if let sliced {
      pixels = sliced.crop(pixels, bytesPerPixel: 4)
      (image.width, image.height) = (sliced.width, sliced.height)
    }
    let gray = CARPixelEncoder.isGray(pixels)
    if gray {
      pixels = CARPixelEncoder.premultipliedGrayAlpha(pixels)
    } else {
      CARPixelEncoder.premultiplyToBGRA(&pixels)
    }
    var header = CSIHeader(
      width: UInt32(image.width), height: UInt32(image.height), scaleFactor: UInt32(r.renditionScale * 100),
      pixelFormat: gray ? CSIPixelFormat.ga8 : CSIPixelFormat.argb, colorSpace: gray ? 2 : 1,
      layout: layout(r.resizing), name: name)
    if r.vectorSize != nil { header.flags |= CSIHeader.vectorBasedFlag }
    return (CARStoredBitmap(header: header, pixels: pixels, kind: gray ? .grayAlpha : .bgra), sliced)
  }

  /// A bitmap's layout: one part, or its slicing's (``RenditionLayout/sliced(mode:centerMode:)``;
  /// a center without a mode stretches).
  static func layout(_ resizing: Resizing?) -> RenditionLayout {
    resizing.map { RenditionLayout.sliced(mode: $0.mode, centerMode: $0.centerMode) } ?? .onePartScale
  }
}

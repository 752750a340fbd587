import AssetCatBytes
import AssetCatCAR
import AssetCatCARWriter
import AssetCatTestSupport
import CZlib
import Foundation

/// Builds small Assets.car files with the reader's own serializers: a known content for the
/// reader, resolver, extractor and corruption tests.
struct SyntheticCAR {
  static let keyFormat = CARKeyFormat(attributes: [
    .appearance, .scale, .idiom, .identifier, .element, .part, RenditionAttribute(rawValue: 40),
  ])

  struct Item {
    var key: [UInt16]  // in keyFormat order
    var rendition: CSIRendition
  }

  /// The key format written: `keyFormat`, or another of as many attributes.
  var renditionKeyFormat = Self.keyFormat
  var facets: [(String, UInt16, UInt16)] = []  // name, identifier, part
  var items: [Item] = []
  /// Rendition keys written with an empty value block (as in a real car with no images).
  var emptyKeys: [[UInt16]] = []

  /// A BGRA bitmap of `w`×`h` filled with (b, g, r, a), premultiplied.
  static func pixels(_ w: Int, _ h: Int, _ px: [UInt8]) -> [UInt8] { Array((0..<(w * h)).flatMap { _ in px }) }

  static func bitmap(name: String, w: Int, h: Int, scale: Int, compression: CARCompression, data: [UInt8])
    -> CSIRendition
  {
    var payload = ByteWriter(endianness: .little)
    CSIBitmapPayload(compression: compression, chunks: [.init(rows: UInt32(h), data: data)]).write(to: &payload)
    let header = CSIHeader(
      width: UInt32(w), height: UInt32(h), scaleFactor: UInt32(scale * 100), pixelFormat: CSIPixelFormat.argb,
      colorSpace: 1, layout: .onePartScale, name: name)
    let slices = try! CSITLV(
      type: CSITLV.slices, record: CSISlices(rects: [CARRect(x: 0, y: 0, width: UInt32(w), height: UInt32(h))]))
    let bpr = CSITLV(type: CSITLV.bytesPerRow, value: le32(UInt32(w * 4)))
    return CSIRendition(header: header, tlvs: [slices, bpr], payload: payload.take())
  }

  /// Compression 1 data: every row one run of `px`.
  static func rle(w: Int, h: Int, px: [UInt8]) -> [UInt8] {
    var out = le32(4) + le32(UInt32(w)) + le32(UInt32(h))
    let rowStart = 12 + 4 * h
    for _ in 0..<h { out += le32(UInt32(rowStart)) }
    out += le32(0x8000_0000 | UInt32(w)) + px
    return out
  }

  static func zlib(_ data: [UInt8]) -> [UInt8] {
    var size = compressBound(uLong(data.count))
    var out = [UInt8](repeating: 0, count: Int(size))
    _ = compress(&out, &size, data, uLong(data.count))
    return Array(out.prefix(Int(size)))
  }

  static func le32(_ v: UInt32) -> [UInt8] { withUnsafeBytes(of: v.littleEndian) { Array($0) } }

  static func record(_ r: some ByteRecord) -> [UInt8] {
    var w = ByteWriter(endianness: .little)
    try! r.write(to: &w)
    return w.take()
  }

  /// The standard test car: an image set (1x uncompressed, 2x RLE, 2x dark, 3x zlib with an
  /// unknown attribute 40), a color, a data set and a namespaced PDF vector.
  static func standard() -> SyntheticCAR {
    var car = SyntheticCAR()
    car.facets = [("Star", 100, 181), ("Tint", 200, 217), ("Blob", 300, 181), ("Icons/Logo", 400, 181)]
    let red: [UInt8] = [0, 0, 255, 255], blue: [UInt8] = [255, 0, 0, 255]
    car.items.append(
      Item(
        key: [0, 1, 0, 100, 85, 181, 0],
        rendition: bitmap(name: "star.png", w: 4, h: 2, scale: 1, compression: .uncompressed, data: pixels(4, 2, red))))
    car.items.append(
      Item(
        key: [0, 2, 0, 100, 85, 181, 0],
        rendition: bitmap(name: "star@2x.png", w: 8, h: 4, scale: 2, compression: .rle, data: rle(w: 8, h: 4, px: red)))
    )
    car.items.append(
      Item(
        key: [1, 2, 0, 100, 85, 181, 0],
        rendition: bitmap(
          name: "star-dark@2x.png", w: 8, h: 4, scale: 2, compression: .uncompressed, data: pixels(8, 4, blue))))
    car.items.append(
      Item(
        key: [0, 3, 0, 100, 85, 181, 7],
        rendition: bitmap(name: "star@3x.png", w: 12, h: 6, scale: 3, compression: .zip, data: zlib(pixels(12, 6, red)))
      ))
    let color = CSIRendition(
      header: CSIHeader(layout: .color, name: "Tint"),
      payload: record(CSIColor(colorSpace: 1, components: [1, 0.5, 0, 1])))
    car.items.append(Item(key: [0, 0, 0, 200, 85, 217, 0], rendition: color))
    let json = Array(#"{"a":1}"#.utf8)
    let uti = CSITLV(type: CSITLV.uti, value: le32(12) + le32(0) + Array("public.json".utf8) + [0])
    let data = CSIRendition(
      header: CSIHeader(pixelFormat: CSIPixelFormat.data, layout: .rawData, name: "blob.json"), tlvs: [uti],
      payload: record(CSIRawData(data: json)))
    car.items.append(Item(key: [0, 0, 0, 300, 85, 181, 0], rendition: data))
    let pdf = Array(PDFBuilder.classic(PDFBuilder.page("/MediaBox [0 0 20 10]")))
    let vector = CSIRendition(
      header: CSIHeader(flags: 4, pixelFormat: CSIPixelFormat.pdf, layout: .vector, name: "logo.pdf"),
      payload: record(CSIRawData(data: pdf)))
    car.items.append(Item(key: [0, 0, 0, 400, 85, 181, 0], rendition: vector))
    return car
  }

  func bytes() -> [UInt8] {
    var b = BOMStoreBuilder()
    b.addVariable(
      "CARHEADER", bytes: Self.record(CARHeader(renditionCount: UInt32(items.count), versionString: "assetcat tests")))
    b.addVariable(
      "EXTENDED_METADATA",
      bytes: Self.record(CARExtendedMetadata(deploymentPlatformVersion: "17.0", deploymentPlatform: "ios")))
    b.addVariable("KEYFORMAT", bytes: Self.record(renditionKeyFormat))
    let facetEntries = facets.sorted { Array($0.0.utf8).lexicographicallyPrecedes(Array($1.0.utf8)) }.map { f in
      (
        key: Array(f.0.utf8),
        value: Self.record(FacetKey(attributes: [.init(.element, 85), .init(.part, f.2), .init(.identifier, f.1)]))
      )
    }
    b.addTree("FACETKEYS", .init(entries: facetEntries))
    let sorted =
      (items.map { (key: RenditionKey(values: $0.key).bytes, value: Self.record($0.rendition)) }
      + emptyKeys.map { (key: RenditionKey(values: $0).bytes, value: [UInt8]()) })
      .sorted { $0.key.lexicographicallyPrecedes($1.key) }
    var tree = BOMStoreBuilder.Tree(entries: sorted, keyLength: UInt32(renditionKeyFormat.attributes.count * 2))
    tree.leafCapacity = 3  // several leaves and a branch even for this small car
    b.addTree("RENDITIONS", tree)
    let appearances = [("UIAppearanceAny", UInt16(0)), ("UIAppearanceDark", 1)].map {
      (key: Array($0.0.utf8), value: withUnsafeBytes(of: $0.1.littleEndian) { Array($0) })
    }
    b.addTree("APPEARANCEKEYS", .init(entries: appearances))
    return try! b.bytes()
  }

  /// Writes the car to a new temporary file and returns its path.
  func write(named name: String = "Assets.car") -> String {
    let dir = ScratchDirectory.path("carfixture")
    try! FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let url = dir.appendingPathComponent(name)
    try! Data(bytes()).write(to: url)
    return url.path
  }
}

import AssetCatBytes
import AssetCatCAR
import AssetCatCARWriter
import Foundation

/// `assetcat-bench make-car OUT --images N --side S`: an Assets.car of N uncompressed S×S BGRA
/// bitmaps at scales 1–3 (one facet per three), written with the car records' own serializers,
/// for `info` and `resolve` timings on a large car.
enum SyntheticCar {
  static func make(_ args: [String]) {
    guard args.count >= 2 else { fail("usage: assetcat-bench make-car OUT [--images N] [--side S]") }
    var images = 300, side = 256
    var i = 2
    while i + 1 < args.count {
      if args[i] == "--images" { images = Int(args[i + 1]) ?? images }
      if args[i] == "--side" { side = Int(args[i + 1]) ?? side }
      i += 2
    }
    let format = CARKeyFormat(attributes: [.scale, .idiom, .identifier, .element, .part])
    var b = BOMStoreBuilder()
    b.addVariable(
      "CARHEADER", bytes: record(CARHeader(renditionCount: UInt32(images), versionString: "assetcat-bench")))
    b.addVariable("KEYFORMAT", bytes: record(format))
    var facets: [(key: [UInt8], value: [UInt8])] = []
    var renditions: [(key: [UInt8], value: [UInt8])] = []
    let pixels = [UInt8](repeating: 0x80, count: side * side * 4)
    for n in 0..<images {
      let id = UInt16(n / 3 + 1), scale = n % 3 + 1
      if scale == 1 {
        facets.append(
          (
            Array("image\(id)".utf8),
            record(FacetKey(attributes: [.init(.element, 85), .init(.part, 181), .init(.identifier, id)]))
          ))
      }
      var payload = ByteWriter(endianness: .little)
      CSIBitmapPayload(compression: .uncompressed, chunks: [.init(rows: UInt32(side), data: pixels)]).write(
        to: &payload)
      let header = CSIHeader(
        width: UInt32(side), height: UInt32(side), scaleFactor: UInt32(scale * 100), pixelFormat: CSIPixelFormat.argb,
        layout: .onePartScale, name: "image\(id)@\(scale)x.png")
      let key = RenditionKey(values: [UInt16(scale), 0, id, 85, 181]).bytes
      renditions.append((key, record(CSIRendition(header: header, payload: payload.take()))))
    }
    b.addTree("FACETKEYS", .init(entries: facets.sorted { $0.key.lexicographicallyPrecedes($1.key) }))
    b.addTree("RENDITIONS", .init(entries: renditions.sorted { $0.key.lexicographicallyPrecedes($1.key) }))
    do {
      try Data(try b.bytes()).write(to: URL(fileURLWithPath: args[1]))
    } catch {
      fail("cannot write \(args[1]): \(error)")
    }
  }

  static func record(_ r: some ByteRecord) -> [UInt8] {
    var w = ByteWriter(endianness: .little)
    try! r.write(to: &w)
    return w.take()
  }
}

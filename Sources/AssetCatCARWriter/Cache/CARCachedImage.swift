import AssetCatBytes
import AssetCatCAR

/// What the packer learned of a packed image (`CARAtlasPacker.Measured`), as the rendition
/// cache keeps it so that a rebuild lays its sheet out and writes its link without decoding it:
/// u8 kind (0 BGRA, 1 gray and alpha, 2 RGBW), u8 opaque (0 or 1), u16 0, u32 the length of what
/// follows, then a rendition record of the image's header and the TLVs its link keeps, without
/// payload. Anything else is damage.
package struct CARCachedImage: ByteRecord, Equatable {
  package var kind: UInt8
  package var opaque: Bool
  package var rendition: CSIRendition

  init(_ m: CARAtlasPacker.Measured) {
    kind = UInt8(CARStoredBitmap.Kind.allCases.firstIndex(of: m.kind)!)
    opaque = m.opaque
    rendition = CSIRendition(header: m.header, tlvs: m.tlvs)
  }

  package init(from r: inout ByteReader) throws(ByteReadError) {
    let at = r.position
    kind = try r.u8()
    guard Int(kind) < CARStoredBitmap.Kind.allCases.count else { throw r.invalid("image kind \(kind)", at: at) }
    let flag = try r.u8()
    guard flag <= 1, try r.u16() == 0 else { throw r.invalid("image flags \(flag)", at: at + 1) }
    opaque = flag == 1
    var area = try r.take(Int(try r.u32()))
    rendition = try area.record(CSIRendition.self)
    guard rendition.payload.isEmpty else { throw r.invalid("a cached image with pixels", at: at) }
  }

  package func write(to w: inout ByteWriter) throws(ByteWriteError) {
    var inner = ByteWriter(endianness: .little)
    try rendition.write(to: &inner)
    w.write(kind)
    w.write(UInt8(opaque ? 1 : 0))
    w.write(UInt16(0))
    w.write(UInt32(inner.count))
    w.write(bytes: inner.take())
  }

  /// The bytes the cache keeps (`nil` when the name does not fit its field).
  package var bytes: [UInt8]? {
    var w = ByteWriter(endianness: .little)
    guard (try? write(to: &w)) != nil else { return nil }
    return w.take()
  }

  /// The image that `bytes` hold, which they must fill.
  package init(bytes: [UInt8]) throws {
    self = try bytes.withUnsafeBytes { raw in
      var r = ByteReader(raw, endianness: .little)
      let image = try r.record(Self.self)
      guard r.isAtEnd else { throw r.invalid("bytes after a cached image") }
      return image
    }
  }

  /// The same image as far as its link is concerned: kind, opacity, TLVs and header, but for the
  /// header's TLV and payload lengths, which writing a record fills in.
  package func sameImage(as other: CARCachedImage) -> Bool {
    kind == other.kind && opaque == other.opaque && rendition.tlvs == other.rendition.tlvs
      && measured.header == other.measured.header
  }

  /// The packer's view: the header as it was measured (its TLV and payload lengths as a
  /// rendition record leaves them, which no link keeps: `CSIRendition.write` fills them in).
  var measured: CARAtlasPacker.Measured {
    var header = rendition.header
    header.tlvLength = 0
    header.payloadLength = 0
    return CARAtlasPacker.Measured(
      header: header, kind: CARStoredBitmap.Kind.allCases[Int(kind)], opaque: opaque, tlvs: rendition.tlvs)
  }
}

import AssetCatBytes
import AssetCatCAR
import AssetCatCARPixels
import Testing

/// DeepMap blobs as Xcode writes them (layouts read off real cars, rebuilt here with stored
/// LZFSE blocks): `dmap` tiles of 256 × 256, `dmp2` bands, the palette's alpha plane, gray images
/// whose row stride does not say their bytes a pixel, and 16-bit rows. Each failed before.
@Suite("DeepMap images")
struct CARDeepMapTests {
  /// An LZFSE frame holding `data` as one stored block.
  static func stored(_ data: [UInt8]) -> [UInt8] {
    Array("bvx-".utf8) + SyntheticCAR.le32(UInt32(data.count)) + data + Array("bvx$".utf8)
  }

  /// Segments as a blob holds them: each a u32 length, then its frame.
  static func segments(_ parts: [[UInt8]]) -> [UInt8] {
    parts.flatMap { SyntheticCAR.le32(UInt32(stored($0).count)) + stored($0) }
  }

  /// A blob: `dmap` (u32 5, format, u32 length, u32 0) or `dmp2` (u32 1, format, u64 length,
  /// then its band's width and rows after the method bytes).
  static func blob(v2: Bool, format: UInt8, method: UInt8, width: Int, band: Int, body: [UInt8]) -> [UInt8] {
    var tail = Array((v2 ? "dmp2" : "dmap").utf8) + [method, 1, 10, format]
    if v2 { tail += [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(band & 0xFF), UInt8(band >> 8)] }
    tail += body
    let length = SyntheticCAR.le32(UInt32(tail.count))
    return SyntheticCAR.le32(v2 ? 1 : 5) + SyntheticCAR.le32(UInt32(format)) + length
      + (v2 ? [0, 0, 0, 0] : SyntheticCAR.le32(0))
      + tail
  }

  static func rendition(w: Int, h: Int, format: FourCC, rowBytes: Int, compression: CARCompression, data: [UInt8])
    -> CSIRendition
  {
    var payload = ByteWriter(endianness: .little)
    CSIBitmapPayload(compression: compression, chunks: [.init(rows: UInt32(h), data: data)]).write(to: &payload)
    let header = CSIHeader(
      width: UInt32(w), height: UInt32(h), scaleFactor: 100, pixelFormat: format, colorSpace: 1, layout: .onePartScale,
      name: "t.png")
    let bpr = CSITLV(type: CSITLV.bytesPerRow, value: SyntheticCAR.le32(UInt32(rowBytes)))
    return CSIRendition(header: header, tlvs: [bpr], payload: payload.take())
  }

  static func pixel(_ img: some Collection<UInt8>, _ i: Int) -> [UInt8] { Array(img.dropFirst(i * 4).prefix(4)) }

  @Test("dmap cuts rows into 256-pixel-wide tiles: a 300-pixel image is put back in place")
  func dmapTiles() throws {
    let (w, h) = (300, 3)
    // Opaque BGRA: tile 0 (256 wide) blue, tile 1 (44 wide) red.
    let left = (0..<(256 * h)).flatMap { _ in [255, 0, 0, 255] as [UInt8] }
    let right = (0..<(44 * h)).flatMap { _ in [0, 0, 255, 255] as [UInt8] }
    let data = Self.blob(v2: false, format: 4, method: 3, width: w, band: h, body: Self.segments([left, right]))
    let img = try CARBitmapDecoder.decode(
      Self.rendition(w: w, h: h, format: CSIPixelFormat.argb, rowBytes: w * 4, compression: .deepmapLZFSE, data: data))
    #expect(Self.pixel(img.rgba, 0) == [0, 0, 255, 255])
    #expect(Self.pixel(img.rgba, 255) == [0, 0, 255, 255])
    #expect(Self.pixel(img.rgba, 256) == [255, 0, 0, 255])
    #expect(Self.pixel(img.rgba, 2 * w + 299) == [255, 0, 0, 255])
    #expect(Self.pixel(img.rgba, 2 * w + 10) == [0, 0, 255, 255])
  }

  @Test("a wide (format 20) palette blob decodes to BGRA without reading past its tile (it would have)")
  func widePaletteBlob() throws {
    let body = SyntheticCAR.le32(0x0004_0001) + [10, 20, 30, 255] + Self.segments([[0, 0]])
    let data = Self.blob(v2: true, format: 20, method: 4, width: 2, band: 1, body: body)
    let r = Self.rendition(w: 2, h: 1, format: CSIPixelFormat.rgbw, rowBytes: 16, compression: .deepmap2, data: data)
    #expect(Self.pixel(try CARBitmapDecoder.decode(r).rgba, 1) == [30, 20, 10, 255])
  }

  @Test("a segment whose LZFSE stream breaks is damage (exit 2 in verify), an unknown method is not decoded")
  func brokenSegmentIsCorrupt() {
    var seg = Self.stored([UInt8](repeating: 7, count: 16))
    seg.replaceSubrange(seg.count - 4..<seg.count, with: [0, 0, 0, 0])  // no end-of-stream block
    let body = SyntheticCAR.le32(UInt32(seg.count)) + seg
    let broken = Self.blob(v2: true, format: 4, method: 3, width: 2, band: 2, body: body)
    let unknown = Self.blob(v2: true, format: 4, method: 9, width: 2, band: 2, body: body)
    for (data, unsupported) in [(broken, false), (unknown, true)] {
      let r = Self.rendition(w: 2, h: 2, format: CSIPixelFormat.argb, rowBytes: 8, compression: .deepmap2, data: data)
      #expect {
        try CARBitmapDecoder.decode(r)
      } throws: { ($0 as? CARPixelError)?.unsupported == unsupported }
    }
  }

  @Test("a 'GA8 ' image whose row stride is four bytes a pixel decodes (it was called corrupt)")
  func grayWithWideStride() throws {
    let (w, h) = (2400, 2)
    let rows = (0..<(w * h)).flatMap { _ in [128, 255] as [UInt8] }
    let data = Self.blob(v2: true, format: 2, method: 3, width: w, band: h, body: Self.segments([rows]))
    let r = Self.rendition(w: w, h: h, format: CSIPixelFormat.ga8, rowBytes: 4 * w, compression: .deepmap2, data: data)
    let img = try CARBitmapDecoder.decode(r)
    #expect(Self.pixel(img.rgba, 2 * w - 1) == [128, 128, 128, 255])
  }

  @Test("a 'GA8 ' image whose stride says one byte a pixel takes its blob's gray + alpha")
  func grayWithNarrowStride() throws {
    let (w, h) = (20, 2)
    let rows = (0..<(w * h)).flatMap { _ in [60, 255] as [UInt8] }
    let data = Self.blob(v2: true, format: 2, method: 3, width: w, band: h, body: Self.segments([rows]))
    let img = try CARBitmapDecoder.decode(
      Self.rendition(w: w, h: h, format: CSIPixelFormat.ga8, rowBytes: 32, compression: .deepmap2, data: data))
    #expect(Self.pixel(img.rgba, 39) == [60, 60, 60, 255])
  }

  @Test("palette tiles with an alpha plane: the entry's colour, the plane's alpha")
  func paletteWithAlphaPlane() throws {
    let (w, h) = (2, 1)
    // One entry (B, G, R, unused), desc high half 3; the tile: alpha plane [255, 0], indices [0, 0].
    let body = SyntheticCAR.le32(0x0003_0001) + [10, 20, 30, 99] + Self.segments([[255, 0, 0, 0]])
    let data = Self.blob(v2: true, format: 4, method: 4, width: w, band: h, body: body)
    let img = try CARBitmapDecoder.decode(
      Self.rendition(w: w, h: h, format: CSIPixelFormat.argb, rowBytes: 8, compression: .deepmap2, data: data))
    #expect(Self.pixel(img.rgba, 0) == [30, 20, 10, 255])
    #expect(Self.pixel(img.rgba, 1)[3] == 0)
  }

  /// An Xcode 26 car (CoreUI 975) holds DeepMap blobs of format 18, which `extract` refused:
  /// the formats are a component count (2 gray + alpha, 4 colour) with 16 added for 16-bit
  /// samples, so 18 is 16-bit gray + alpha, as 20 is 16-bit colour.
  @Test("format 18 (16-bit gray + alpha) rows keep their high bytes (the blob was refused)")
  func wideGrayRows() throws {
    let (w, h) = (2, 1)
    // Gray 0x8040, alpha 0xFF00; then gray 0x2000, alpha 0xFFFF.
    let px: [UInt8] = [0x40, 0x80, 0x00, 0xFF, 0x00, 0x20, 0xFF, 0xFF]
    let data = Self.blob(v2: true, format: 18, method: 3, width: w, band: h, body: Self.segments([px]))
    let img = try CARBitmapDecoder.decode(
      Self.rendition(w: w, h: h, format: CSIPixelFormat.ga16, rowBytes: 8, compression: .deepmap2, data: data))
    #expect(Self.pixel(img.rgba, 0) == [128, 128, 128, 255])
    #expect(Self.pixel(img.rgba, 1) == [32, 32, 32, 255])
  }

  @Test("format 18 predictive blobs rebuild 16-bit gray and keep its high byte")
  func wideGrayPredictive() throws {
    // One pixel, predictor 0: alpha plane [255], predictor [0], residual 0x6000 → gray 0x3000.
    let e = 0x6000
    let seg: [UInt8] = [255, 0, UInt8(e >> 8), UInt8(e & 0xFF)]
    let data = Self.blob(v2: true, format: 18, method: 2, width: 1, band: 1, body: Self.segments([seg]))
    let img = try CARBitmapDecoder.decode(
      Self.rendition(w: 1, h: 1, format: CSIPixelFormat.ga16, rowBytes: 4, compression: .deepmap2, data: data))
    #expect(Self.pixel(img.rgba, 0) == [48, 48, 48, 255])
  }

  @Test("format 20 ('RGBW') rows are half-float RGBA")
  func wideRows() throws {
    let (w, h) = (2, 1)
    // R 1.0, G 0.5, B 0, A 1.0.
    let px: [UInt8] = [0x00, 0x3C, 0x00, 0x38, 0x00, 0x00, 0x00, 0x3C]
    let data = Self.blob(v2: true, format: 20, method: 3, width: w, band: h, body: Self.segments([px + px]))
    let img = try CARBitmapDecoder.decode(
      Self.rendition(w: w, h: h, format: CSIPixelFormat.rgbw, rowBytes: 16, compression: .deepmap2, data: data))
    #expect(Self.pixel(img.rgba, 1) == [255, 128, 0, 255])
  }
}

/// Wide-colour ('RGBW') and palette images as Xcode writes them (read off a real iOS car whose
/// Display P3 renditions came out faint, and palettes that were refused). Each failed before.
@Suite("Wide-colour and palette images")
struct CARWideColourTests {
  static func palette(count: Int, entries: [UInt8], indices: [UInt8]) -> [UInt8] {
    let plain = SyntheticCAR.le32(0xCAFE_F00D) + SyntheticCAR.le32(1) + [UInt8(count), 0] + entries + indices
    return CARDeepMapTests.stored(plain)
  }

  @Test("'RGBW' rows are half-float RGBA (1.0 = 0x3C00), negative values clamp")
  func halfFloatRows() throws {
    // R 1.0, G 0.5, B −0.25 (extended range), A 1.0.
    let px: [UInt8] = [0x00, 0x3C, 0x00, 0x38, 0x00, 0xB4, 0x00, 0x3C]
    let r = CARDeepMapTests.rendition(
      w: 1, h: 1, format: CSIPixelFormat.rgbw, rowBytes: 8, compression: .uncompressed, data: px)
    #expect(try CARBitmapDecoder.decode(r).rgba == [255, 128, 0, 255])
  }

  /// An Xcode 14.2 car (zhihu-ios' ZHModuleLiveImage bundle) stores three opaque images as
  /// 'RGB5': 2 bytes a pixel (its row stride is twice the width), LZFSE in KCBC chunks; they
  /// were reported as not decoded and extracted as empty image sets. Read as CoreGraphics'
  /// 16-bit RGB (x, then 5 bits each of red, green, blue; little-endian), its navy lock screen
  /// and blue "Live" text come out in their colours.
  @Test("'RGB5' rows are 16-bit xRGB 5-5-5, little-endian, opaque; padded rows are skipped")
  func rgb555Rows() throws {
    // Red 31, green 0, blue 0; then 0, 31, 16; then a padding pixel the stride leaves over.
    let row: [UInt8] = [0x00, 0x7C, 0xF0, 0x03, 0xEE, 0xEE]
    let r = CARDeepMapTests.rendition(
      w: 2, h: 2, format: CSIPixelFormat.rgb5, rowBytes: 6, compression: .uncompressed, data: row + row)
    let img = try CARBitmapDecoder.decode(r)
    #expect(Array(img.rgba.prefix(8)) == [255, 0, 0, 255, 0, 255, 132, 255])
    #expect(Array(img.rgba.suffix(8)) == [255, 0, 0, 255, 0, 255, 132, 255])
  }

  @Test("'RGBW' palette entries are B, G, R, A as u16 with 10000 for 1.0")
  func widePalette() throws {
    let entries: [UInt16] = [0, 5000, 10000, 10000, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
    let bytes = entries.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let data = Self.palette(count: 5, entries: bytes, indices: [0, 1])
    let r = CARDeepMapTests.rendition(
      w: 2, h: 1, format: CSIPixelFormat.rgbw, rowBytes: 16, compression: .palette, data: data)
    let img = try CARBitmapDecoder.decode(r)
    #expect(CARDeepMapTests.pixel(img.rgba, 0) == [255, 128, 0, 255])
    #expect(CARDeepMapTests.pixel(img.rgba, 1)[3] == 0)
  }

  @Test("palette entries are A, R, G, B (premultiplied); 8-bit indices")
  func paletteEntryOrder() throws {
    // 20 entries (8-bit indices): entry 0 opaque red, entry 1 half-transparent black.
    let entries = [255, 255, 0, 0, 128, 0, 0, 0] + [UInt8](repeating: 0, count: 18 * 4)
    let data = Self.palette(count: 20, entries: entries, indices: [0, 1])
    let r = CARDeepMapTests.rendition(
      w: 2, h: 1, format: CSIPixelFormat.argb, rowBytes: 8, compression: .palette, data: data)
    let img = try CARBitmapDecoder.decode(r)
    #expect(CARDeepMapTests.pixel(img.rgba, 0) == [255, 0, 0, 255])
    #expect(CARDeepMapTests.pixel(img.rgba, 1) == [0, 0, 0, 128])
  }

  @Test("palettes of 1–4 colours pack 1 or 2 bits an index in little-endian 16-bit words, first pixel highest")
  func packedIndices() throws {
    // 4 colours, 2 bits: one row of 9 pixels = 18 bits, two words. Word 0 = 0x1B00 + 0xE4:
    // high byte 0x1B (pixels 0–3: 0, 1, 2, 3), low byte 0xE4 (pixels 4–7: 3, 2, 1, 0).
    let entries: [UInt8] = [255, 0, 0, 0, 255, 1, 1, 1, 255, 2, 2, 2, 255, 3, 3, 3]
    let data = Self.palette(count: 4, entries: entries, indices: [0xE4, 0x1B, 0x00, 0x80])
    let r = CARDeepMapTests.rendition(
      w: 9, h: 1, format: CSIPixelFormat.argb, rowBytes: 36, compression: .palette, data: data)
    let img = try CARBitmapDecoder.decode(r)
    #expect((0..<9).map { CARDeepMapTests.pixel(img.rgba, $0)[0] } == [0, 1, 2, 3, 3, 2, 1, 0, 2])
    // 1 colour, 1 bit: a 31-pixel row takes two words.
    let one = Self.palette(count: 1, entries: [255, 239, 239, 244], indices: [0, 0, 0, 0])
    let flat = try CARBitmapDecoder.decode(
      CARDeepMapTests.rendition(
        w: 31, h: 1, format: CSIPixelFormat.argb, rowBytes: 128, compression: .palette, data: one))
    #expect(CARDeepMapTests.pixel(flat.rgba, 30) == [239, 239, 244, 255])
  }
}

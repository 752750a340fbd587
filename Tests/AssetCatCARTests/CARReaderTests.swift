import AssetCatBytes
import AssetCatCARPixels
import AssetCatCore
import AssetCatTestSupport
import Testing

@testable import AssetCatCAR

@Suite("Assets.car reader")
struct CARReaderTests {
  static func open(_ bytes: [UInt8]) throws -> CARFile { try CARFile(storage: ByteStorage(copying: bytes)) }

  func roundTrip<R: ByteRecord & Equatable>(_ r: R, _ endianness: Endianness = .little) throws {
    var w = ByteWriter(endianness: endianness)
    try r.write(to: &w)
    let bytes = w.take()
    let back: R = try bytes.withUnsafeBytes { buf in
      var reader = ByteReader(buf, endianness: endianness)
      let v = try reader.record(R.self)
      #expect(reader.isAtEnd, "\(R.self) reads back exactly the bytes it wrote")
      return v
    }
    #expect(back == r)
  }

  @Test("every record reads back what it writes")
  func recordsRoundTrip() throws {
    try roundTrip(
      BOMHeader(blockCount: 3, indexOffset: 100, indexLength: 40, variablesOffset: 140, variablesLength: 20), .big)
    try roundTrip(BOMVariables([.init(name: "CARHEADER", block: 1), .init(name: "RENDITIONS", block: 7)]), .big)
    try roundTrip(BOMTreeDescriptor(rootBlock: 4, entryCount: 9, keyLength: 14), .big)
    try roundTrip(BOMTreeNode(isLeaf: false, entries: [.init(value: 3, key: 8)], rightmostChild: 5), .big)
    try roundTrip(CARHeader(renditionCount: 7, mainVersion: "CoreUI-975", versionString: "Xcode 26"))
    try roundTrip(
      CARExtendedMetadata(thinningArguments: "", deploymentPlatformVersion: "18.0", deploymentPlatform: "ios"))
    try roundTrip(SyntheticCAR.keyFormat)
    try roundTrip(FacetKey(attributes: [.init(.element, 85), .init(.identifier, 6849)]))
    try roundTrip(
      CSIHeader(
        width: 2, height: 3, scaleFactor: 200, pixelFormat: CSIPixelFormat.argb, layout: .onePartScale, name: "a.png"))
    try roundTrip(CSISlices(rects: [CARRect(x: 0, y: 0, width: 5, height: 6)]))
    try roundTrip(CSIMetrics(topLeft: (1, 2), bottomRight: (3, 4), contentSize: (10, 20)))
    try roundTrip(
      CSIInternalLink(frame: CARRect(x: 1, y: 2, width: 3, height: 4), key: [.init(.element, 9), .init(.scale, 2)]))
    try roundTrip(
      CSIBitmapPayload(
        flags: 1, compression: .lzfse, chunks: [.init(rows: 2, data: [1, 2]), .init(rows: 1, data: [3])]))
    try roundTrip(CSIRawData(flags: 0, data: Array("%PDF".utf8)))
    try roundTrip(CSIColor(colorSpace: 6, components: [0.5, 1]))
    try roundTrip(CSIMultisizeSet(entries: [.init(width: 16, height: 16, index: 1)]))
    try roundTrip(
      CSILayerReferences(layers: [
        .init(frame: CARRect(x: 0, y: 0, width: 400, height: 240), key: [.init(.element, 85), .init(.identifier, 7)])
      ]))
    try roundTrip(CARRadiosityHeader(width: 336, height: 176, cellSize: 32, centreWeight: 0.7256))
  }

  @Test("a synthetic car reads whole: header, metadata, facets, appearances, every rendition across several leaves")
  func syntheticCar() throws {
    let car = try Self.open(SyntheticCAR.standard().bytes())
    #expect(car.header.versionString == "assetcat tests")
    #expect(car.metadata?.deploymentPlatform == "ios")
    #expect(car.facets.map(\.name) == ["Blob", "Icons/Logo", "Star", "Tint"])
    #expect(car.appearances == [0: "UIAppearanceAny", 1: "UIAppearanceDark"])
    #expect(car.renditions.count == 7)
    #expect(car.keyFormat.attributes.last?.name == "attribute40")
  }

  @Test("a rendition key whose value block is empty is skipped and counted, not called corrupt (a real car has four)")
  func emptyRenditionBlock() throws {
    var synthetic = SyntheticCAR.standard()
    synthetic.emptyKeys = [[0, 1, 0, 500, 85, 181, 0]]
    let car = try Self.open(synthetic.bytes())
    #expect(car.renditions.count == 7)
    #expect(car.emptyRenditionKeys == 1)
    let v = CARTestSupport.verify(synthetic.write())
    #expect(v.code == 0)
    #expect(v.capture.out.contains("1 rendition keys with an empty block"))
  }

  /// Xcode 16's Intercom car keys a set's kept PDF with part 42 and scale 1 beside the 1x bitmap
  /// drawn from it: it is the set's single-scale vector (extract wrote it nowhere before, as a
  /// second 1x file).
  /// A color set that references a system color: the name after the components, behind bit
  /// 0x100 of the color-space word (an Xcode 12.5 car of Eddynchwembu/WAKALA_SEARCH stores
  /// `systemBackgroundColor` so, with extended gray 1, 1 as its value); before, the reader showed
  /// the fallback gray and the writer left such sets out of the car.
  @Test("a system color's name follows an RLOC's components; a cut name is an error")
  func systemColorName() throws {
    var w = ByteWriter(endianness: .little)
    w.write(FourCC("RLOC"))
    for v: UInt32 in [1, 0x106, 2] { w.write(v) }
    for c in [1.0, 1.0] { w.write(c) }
    w.write(FourCC("RLOC"))
    for v: UInt32 in [1, 21] { w.write(v) }
    w.write(bytes: Array("systemBackgroundColor".utf8))
    let bytes = w.take()
    let color = try bytes.withUnsafeBytes { buf in
      var r = ByteReader(buf, endianness: .little)
      return try r.record(CSIColor.self)
    }
    #expect(color.systemColorName == "systemBackgroundColor" && color.components == [1, 1])
    try roundTrip(color)
    #expect(CARRenditionMapping.color(color, platform: "ios").reference == "systemBackgroundColor")
    #expect(throws: ByteReadError.self) {
      try Array(bytes.dropLast(3)).withUnsafeBytes { buf in
        var r = ByteReader(buf, endianness: .little)
        _ = try r.record(CSIColor.self)
      }
    }
  }

  @Test("a kept vector keyed part 42 at scale 1 is the set's single-scale vector")
  func vectorGlyphPart() throws {
    var synthetic = SyntheticCAR.standard()
    synthetic.facets.append(("Glyph", 500, 181))
    let pdf = Array(PDFBuilder.classic(PDFBuilder.page("/MediaBox [0 0 20 10]")))
    let vector = CSIRendition(
      header: CSIHeader(flags: 4, pixelFormat: CSIPixelFormat.pdf, layout: .vector, name: "glyph.pdf"),
      payload: SyntheticCAR.record(CSIRawData(data: pdf)))
    synthetic.items.append(.init(key: [0, 1, 0, 500, 85, 42, 0], rendition: vector))
    let drawn = SyntheticCAR.bitmap(
      name: "glyph.pdf", w: 20, h: 10, scale: 1, compression: .uncompressed,
      data: SyntheticCAR.pixels(20, 10, [0, 0, 0, 255]))
    synthetic.items.append(.init(key: [0, 1, 0, 500, 85, 181, 0], rendition: drawn))
    let glyph = try #require(CARCatalog(file: try Self.open(synthetic.bytes())).asset(named: "Glyph"))
    #expect(
      glyph.renditions.map { "\($0.format?.rawValue ?? "-") \($0.slot.scale.map(String.init) ?? "any")" }.sorted() == [
        "pdf any", "png 1",
      ])
  }

  @Test("SPEC §3 resolves over the car's keys; intrinsic size from the rendition's own scale")
  func resolves() throws {
    let catalog = CARCatalog(file: try Self.open(SyntheticCAR.standard().bytes()))
    func chosen(_ name: String, _ traits: TraitCollection) -> Rendition? {
      catalog.resolution(name, traits: traits).map { $0.asset.asset.renditions[$0.index] }
    }
    #expect(chosen("Star", TraitCollection(scale: 2))?.file == "star@2x.png")
    #expect(chosen("Star", TraitCollection(scale: 2, style: .dark))?.file == "star-dark@2x.png")
    let three = chosen("Star", TraitCollection(scale: 3))
    #expect(three?.file == "star@3x.png")
    #expect(three?.intrinsicSize == Size(width: 4, height: 2))
    #expect(catalog.asset(named: "Tint")?.kind == .color)
    #expect(chosen("Tint", .empty)?.color?.components.map(\.value) == [1, 0.5, 0, 1])
    #expect(chosen("Blob", .empty)?.typeIdentifier == "public.json")
    #expect(chosen("Icons/Logo", .empty)?.format == .pdf)
    #expect(catalog.assetNames == ["Blob", "Icons/Logo", "Star", "Tint"])
  }

  @Test("a color's space is the low byte of its word (a real car's 0x106 is extended gray, not 'colorspace-262')")
  func colorSpaceLowByte() {
    #expect(CARRenditionMapping.color(CSIColor(colorSpace: 0x106, components: [1, 1])).colorSpace == "extended-gray")
    #expect(CARRenditionMapping.color(CSIColor(colorSpace: 3, components: [1, 0, 0, 1])).colorSpace == "display-p3")
  }

  @Test("a car's PDF vector has its page size as intrinsic size (the header says 0×0)")
  func vectorIntrinsicSize() throws {
    let catalog = CARCatalog(file: try Self.open(SyntheticCAR.standard().bytes()))
    let logo = catalog.resolution("Icons/Logo", traits: .empty).map { $0.asset.asset.renditions[$0.index] }
    #expect(logo?.intrinsicSize == Size(width: 20, height: 10))
  }

  @Test("an attribute this reader does not know is kept and shown by number")
  func unknownAttributeKept() throws {
    let catalog = CARCatalog(file: try Self.open(SyntheticCAR.standard().bytes()))
    let facet = try #require(catalog.facets["Star"])
    let i = try #require(facet.asset.asset.renditions.firstIndex { $0.file == "star@3x.png" })
    #expect(facet.extras[i].map { "\($0.attribute.name)=\($0.value)" } == ["attribute40=7"])
  }

  @Test("uncompressed, RLE and zlib bitmaps decode to the same RGBA pixels")
  func decodesBitmaps() throws {
    let file = try Self.open(SyntheticCAR.standard().bytes())
    for name in ["star.png", "star@2x.png", "star@3x.png"] {
      let e = try #require(file.renditions.first { $0.header.name == name })
      guard case .bitmap(let b) = try CARRenditionContent.decode(e, in: file) else {
        Issue.record("\(name) is not a bitmap")
        continue
      }
      #expect(b.rgba.count == b.width * b.height * 4)
      #expect(Array(b.rgba.prefix(4)) == [255, 0, 0, 255], "\(name)")
    }
  }

  @Test("an internal link's frame is measured from the packed atlas's bottom edge")
  func internalLinkFrame() throws {
    var car = SyntheticCAR.standard()
    car.facets.append(("Packed", 500, 181))
    let red: [UInt8] = [0, 0, 255, 255], blue: [UInt8] = [255, 0, 0, 255]
    var atlas = SyntheticCAR.bitmap(
      name: "ZZZZPackedAsset-1.0.0-gamut0", w: 2, h: 2, scale: 1, compression: .uncompressed,
      data: red + red + blue + blue)
    atlas.header.layout = .packedImage
    car.items.append(.init(key: [0, 1, 0, 0, 9, 181, 0], rendition: atlas))
    let link = CSIInternalLink(
      frame: CARRect(x: 0, y: 0, width: 2, height: 1), key: [.init(.element, 9), .init(.part, 181), .init(.scale, 1)])
    let header = CSIHeader(
      width: 2, height: 1, scaleFactor: 100, pixelFormat: CSIPixelFormat.argb, layout: .internalLink, name: "packed.png"
    )
    car.items.append(
      .init(
        key: [0, 1, 0, 500, 85, 181, 0],
        rendition: CSIRendition(header: header, tlvs: [try CSITLV(type: CSITLV.reference, record: link)])))
    let file = try Self.open(car.bytes())
    let e = try #require(file.renditions.first { $0.header.name == "packed.png" })
    guard case .bitmap(let b) = try CARRenditionContent.decode(e, in: file) else {
      Issue.record("the link is not a bitmap")
      return
    }
    #expect(b.width == 2 && b.height == 1)
    #expect(Array(b.rgba.prefix(4)) == [0, 0, 255, 255], "y = 0 is the atlas's bottom row (blue)")
  }

  @Test("a sliced image packed into an atlas keeps its slicing: the layout its link names, the center its middle slice")
  func packedSlicedImage() throws {
    var car = SyntheticCAR.standard()
    car.facets.append(("Packed", 500, 181))
    var atlas = SyntheticCAR.bitmap(
      name: "ZZZZPackedAsset-1.0.0-gamut0", w: 26, h: 25, scale: 1, compression: .uncompressed,
      data: Array(repeating: 255, count: 26 * 25 * 4))
    atlas.header.layout = .packedImage
    car.items.append(.init(key: [0, 1, 0, 0, 9, 181, 0], rendition: atlas))
    // cyan.png of acextract's Xcode 7.3 car: 9-part, stretch (31), caps 10/11/12/13, center 2 × 3.
    let link = CSIInternalLink(
      frame: CARRect(x: 0, y: 0, width: 26, height: 25), targetLayout: RenditionLayout(rawValue: 31),
      key: [.init(.element, 9), .init(.part, 181), .init(.scale, 1)])
    let rows: [(UInt32, UInt32)] = [(15, 10), (12, 3), (0, 12)],
      columns: [(UInt32, UInt32)] = [(0, 11), (11, 2), (13, 13)]
    let slices = CSISlices(
      rects: rows.flatMap { y in columns.map { CARRect(x: $0.0, y: y.0, width: $0.1, height: y.1) } })
    let header = CSIHeader(
      width: 26, height: 25, scaleFactor: 100, pixelFormat: CSIPixelFormat.argb, layout: .internalLink, name: "cyan.png"
    )
    let tlvs = [try CSITLV(type: CSITLV.slices, record: slices), try CSITLV(type: CSITLV.reference, record: link)]
    car.items.append(.init(key: [0, 1, 0, 500, 85, 181, 0], rendition: CSIRendition(header: header, tlvs: tlvs)))
    let catalog = CARCatalog(file: try Self.open(car.bytes()))
    let r = try #require(catalog.asset(named: "Packed")?.renditions.first)
    #expect(
      r.resizing
        == Resizing(
          mode: "9-part", centerMode: "stretch", centerSize: Size(width: 2, height: 3),
          capInsets: EdgeInsets(top: 10, left: 11, bottom: 12, right: 13)))
    #expect(r.intrinsicSize == Size(width: 26, height: 25))
  }

  @Test("a tree whose leaf links back to itself is an error, not a hang")
  func treeCycle() throws {
    var bytes = SyntheticCAR.standard().bytes()
    let car = try Self.open(bytes)
    let tree = try #require(try car.store.tree("RENDITIONS"))
    // Point the first leaf's forward link at the leaf itself.
    var node = try car.store.block(tree.descriptor.rootBlock)
    let first = try node.record(BOMTreeNode.self).children[0]
    let offset = Int(car.store.index.blocks[Int(first)].offset) + 4
    for (i, b) in withUnsafeBytes(of: first.bigEndian, Array.init).enumerated() { bytes[offset + i] = b }
    #expect(throws: CARError.self) { try Self.open(bytes) }
  }
}

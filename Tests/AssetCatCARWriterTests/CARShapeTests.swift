import AssetCatBytes
import AssetCatCAR
import AssetCatCore
import AssetCatDiff
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCARWriter

/// The container shape of the cars the writer makes, fact by fact, as read off Apple's cars of
/// Xcode 12.5 to 26 (Docs/AssetsCarWriting.md, "Container shape"): the things a reader that
/// looks blocks up by name never checks and CoreUI on a device does.
@Suite struct CARShapeTests {
  static func facts(platform: String = "iphoneos", target: String = "16.0") throws -> [String: String] {
    let source = try CARWriterSupport.read(CARWriterSupport.sample)
    var options = CARWriterSupport.options(source, platform: platform)
    options.minimumDeploymentTarget = OSVersion(target)!
    let (bytes, _) = try CARWriter.build(source, options: options)
    let car = try CARFile(storage: ByteStorage(copying: bytes))
    return Dictionary(try CARStructure(file: car).facts.map { ($0.path, $0.value) }, uniquingKeysWith: { a, _ in a })
  }

  /// A catalog of one 2x image set, `Dot`, of a `side` × `side` PNG.
  static func oneImage(side: Int) throws -> FixtureCatalog {
    let plain = try FixtureCatalog()
    try plain.contents(
      "Dot.imageset",
      #"{"images":[{"idiom":"universal","scale":"2x","filename":"a.png"}],"info":{"author":"xcode","version":1}}"#)
    try plain.png("Dot.imageset/a.png", width: side, height: side)
    return plain
  }

  @Test("named blocks in Apple's order, ids rising with file offset, the index after the variables")
  func blockOrder() throws {
    let f = try Self.facts()
    #expect(
      f["bom.variables"]
        == "CARHEADER RENDITIONS FACETKEYS APPEARANCEKEYS LOCALIZATIONKEYS KEYFORMAT EXTENDED_METADATA BITMAPKEYS")
    #expect(
      f["bom.fileOrder"]?.hasPrefix("CARHEADER RENDITIONS RENDITIONS.leaf FACETKEYS FACETKEYS.leaf APPEARANCEKEYS")
        == true)
    #expect(
      f["bom.fileOrder"]?.hasSuffix(
        "KEYFORMAT RENDITIONS.key RENDITIONS.value EXTENDED_METADATA BITMAPKEYS BITMAPKEYS.leaf BITMAPKEYS.value")
        == true)
    #expect(f["bom.indexPlacement"] == "variables after blocks index after blocks")
    // 256 slots, or the block count rounded up to 8 (the sample with its atlases has more than 256 blocks).
    let slots = try #require(f["bom.index.slots"].flatMap { Int($0) })
    let used = try #require(f["bom.index.usedSlots"].flatMap { Int($0) })
    #expect(slots == max(256, (used + 7) & ~7) && f["bom.index.free"] == "")
  }

  @Test("every tree leaf: the key block numbered and placed before its value block; fixed keys copied into the node")
  func treeLeaves() throws {
    let f = try Self.facts()
    for tree in ["RENDITIONS", "FACETKEYS", "APPEARANCEKEYS"] {
      #expect(f["tree.\(tree).blockIds"] == "key < value", "\(tree)")
      #expect(f["tree.\(tree).fileOffsets"] == "key before value", "\(tree)")
    }
    #expect(f["tree.RENDITIONS.keyLength"] != "4294967295" && f["tree.FACETKEYS.keyLength"] == "4294967295")
  }

  @Test("BITMAPKEYS: 1,024-byte nodes, keys inline, one value a facet")
  func bitmapKeys() throws {
    let f = try Self.facts()
    #expect(f["tree.BITMAPKEYS.nodeSize"] == "1024" && f["tree.BITMAPKEYS.keysAreValues"] == "1")
    #expect(f["BITMAPKEYS"] == "\(f["FACETKEYS.count"] ?? "?") entries")
  }

  @Test("colors and multisize sets carry TLVs 1004 (opacity 0) and 1006; kept vectors 1004 and 1006")
  func structureTLVs() throws {
    let f = try Self.facts()
    let colors = f.filter { $0.key.hasSuffix(".layout") && $0.value.hasPrefix("1009 ") }.map {
      String($0.key.dropLast(7))
    }
    try #require(!colors.isEmpty)
    for c in colors {
      #expect(f[c + ".tlvs"] == "1004(8) 1006(4)")
      #expect(f[c + ".tlv1004"] == "8 bytes: 0 0")
    }
    let vectors = f.filter { $0.key.hasSuffix(".layout") && $0.value.hasPrefix("9 ") }.map {
      String($0.key.dropLast(7))
    }
    try #require(!vectors.isEmpty)
    for v in vectors { #expect(f[v + ".tlvs"] == "1004(8) 1006(4)" && f[v + ".tlv1004"] == "8 bytes: 0 3f800000") }
  }

  @Test("no deflate from iOS 9 on: bitmaps are LZFSE chunks or palette images")
  func pixelEncodings() throws {
    let f = try Self.facts()
    let payloads = f.filter { $0.key.hasSuffix(".payload") && $0.value.hasPrefix("CELM") }
    try #require(!payloads.isEmpty)
    for (path, value) in payloads {
      #expect(value.contains("compression 4,") || value.contains("compression 8,"), "\(path): \(value)")
    }
  }

  @Test("APPEARANCEKEYS: on iOS as the Xcode emulated writes it; on the Mac only when an appearance is used")
  func appearanceKeys() throws {
    #expect(try Self.facts()["APPEARANCEKEYS"]?.hasPrefix("UIAppearanceAny=0") == true)
    // The sample has dark images: they name their appearance on every target.
    #expect(try Self.facts(target: "12.0")["APPEARANCEKEYS"]?.contains("UIAppearanceDark=1") == true)
    let plain = try Self.oneImage(side: 4)
    let source = try CARWriterSupport.read(plain.path)
    let any = "UIAppearanceAny=0"
    // Xcode 14–26 write it for every iOS target (an Xcode 26 iOS 14.2 car, the 40-app survey's
    // iOS 9–12 ones); Xcode 12 and 13 before iOS 13 (an Xcode 12.5 iOS 9 car) and not for 13–14.2;
    // Xcode 11 and earlier only when used; the Mac only when used (Xcode 13.2–26.6).
    for (platform, target, xcode, expected) in [
      ("iphoneos", "12.0", "26.0", any), ("iphoneos", "9.0", "26.0", any), ("iphoneos", "13.0", "26.0", any),
      ("iphoneos", "9.0", "12.5", any), ("iphoneos", "13.0", "12.5", "absent"), ("iphoneos", "14.3", "13.0", any),
      ("iphoneos", "12.0", "11.0", "absent"), ("macosx", "14.0", "26.0", "absent"),
    ] {
      var options = CAROptions(
        platform: ApplePlatform(actoolName: platform)!, minimumDeploymentTarget: OSVersion(target)!)
      options.xcode = try #require(CARXcodeVersion(xcode))
      let car = try CARFile(storage: ByteStorage(copying: try CARWriter.build(source, options: options).0))
      let facts = try CARStructure(file: car).facts
      #expect(facts.first { $0.path == "APPEARANCEKEYS" }?.value == expected, "\(platform) \(target) Xcode \(xcode)")
    }
  }

  /// Apple's iOS cars of Xcode 12.5 and 13.1 to 16.4 (a Flutter app's, CocoaPods bundles')
  /// end with the APPEARANCEKEYS leaf after the variables, the tree's descriptor and the block
  /// index in that leaf's old room, and three free blocks: the first descriptor, the rest of the
  /// room, the first index. Xcode 26's cars, and Mac cars with no APPEARANCEKEYS, list none.
  @Test("Xcode 12 to 16 leave APPEARANCEKEYS rewritten: its leaf last, three free blocks in the index")
  func rewrittenAppearanceTree() throws {
    let plain = try Self.oneImage(side: 300)
    let source = try CARWriterSupport.read(plain.path)
    func facts(_ platform: String, _ xcode: String) throws -> ([String: String], CARFile) {
      var options = CAROptions(
        platform: ApplePlatform(actoolName: platform)!, minimumDeploymentTarget: OSVersion("13.0")!)
      options.xcode = try #require(CARXcodeVersion(xcode))
      let car = try CARFile(storage: ByteStorage(copying: try CARWriter.build(source, options: options).0))
      let facts = try CARStructure(file: car).facts
      return (Dictionary(facts.map { ($0.path, $0.value) }, uniquingKeysWith: { a, _ in a }), car)
    }
    let (old, car) = try facts("iphoneos", "15.3")
    #expect(old["bom.fileOrder"]?.hasSuffix("BITMAPKEYS.value APPEARANCEKEYS.leaf") == true)
    #expect(old["bom.index.free"]?.split(separator: " ").count == 3)
    // The first index is as long as one with no free list; the renditions read back whole.
    let index = car.store.index
    #expect(index.free.map(\.length).first == 29 && index.free.last?.length == 2072)
    // The index's length is known before it is written (it goes into the leaf's old room).
    #expect(car.store.header.indexLength == UInt32(BOMBlockIndex.byteCount(slots: index.blocks.count, free: 3)))
    #expect(car.renditions.count == 1 && car.appearances[0] == "UIAppearanceAny")
    for (platform, xcode) in [("iphoneos", "26.0"), ("macosx", "15.3")] {
      let (f, _) = try facts(platform, xcode)
      #expect(f["bom.index.free"] == "", "\(platform) Xcode \(xcode)")
      #expect(f["bom.fileOrder"]?.hasSuffix("APPEARANCEKEYS.leaf") == false, "\(platform) Xcode \(xcode)")
    }
  }
}

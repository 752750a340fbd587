import AssetCatBytes
import AssetCatCAR
import AssetCatCARPixels
import AssetCatCore
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCARWriter

/// Packed atlases as Apple's actool packs them (Docs/AssetsCarWriting.md, "Packed atlases"): the
/// frames and sheet sizes of Apple's sheets, which images go in, and that every packed image
/// reads back with its own pixels.
@Suite struct CARAtlasPackerTests {
  /// Blocks of `sides` (each 2 pixels larger than its image) through the packer, as the sheet
  /// lays them out: frames and the sheet's size.
  static func layout(_ sides: [Int]) -> (frames: [String], size: String) {
    var packer = CARGrowingPacker()
    let frames = sides.map { s -> String in
      let at = packer.place(width: s + 2, height: s + 2)
      return "\(at.x + 2),\(at.y + 2)"
    }
    return (frames, "\((packer.width + 2) & ~1)x\((packer.height + 2) & ~1)")
  }

  @Test("the packer gives the frames and sheet sizes of Apple's sheets")
  func applesSheets() {
    // An Xcode 26.6 Mac icon at 1x: 128, 32, 16 (Prune, sheepai-hud, readrevs).
    #expect(Self.layout([128, 32, 16]) == (["2,2", "132,2", "132,36"], "166x132"))
    // An Xcode 26.1 iPhone icon at 2x: 60, 40, 29, 20 points (MauiWithMvvm).
    #expect(Self.layout([120, 80, 58, 40]) == (["2,2", "124,2", "2,124", "62,124"], "206x184"))
    // At 3x: the sheet is cut to an even size (273 rows → 272).
    #expect(Self.layout([180, 120, 87]) == (["2,2", "184,2", "2,184"], "306x272"))
    // Two icons' 32s and 16s (sudoku's second 1x sheet).
    #expect(Self.layout([32, 32, 16, 16]) == (["2,2", "36,2", "2,36", "20,36"], "70x54"))
  }

  /// A catalog of image sets, one 1x PNG each: `name` → (width, height, gray).
  static func catalog(_ images: [(String, Int, Int, Bool)], scale: Int = 1) throws -> FixtureCatalog {
    let c = try FixtureCatalog()
    for (i, (name, w, h, gray)) in images.enumerated() {
      try c.contents(
        "\(name).imageset",
        #"{"images":[{"idiom":"universal","scale":"\#(scale)x","filename":"a.png"}],"#
          + #""info":{"author":"xcode","version":1}}"#)
      var px = [UInt8](repeating: 0, count: w * h * 4)
      for p in 0..<(w * h) {
        let v = UInt8((p * 7 + i * 40) % 256)
        px[p * 4] = v
        px[p * 4 + 1] = gray ? v : UInt8((i * 90) % 256)
        px[p * 4 + 2] = gray ? v : 200
        px[p * 4 + 3] = p % 5 == 0 ? 128 : 255
      }
      try c.write("\(name).imageset/a.png", PNGWriter.png(width: w, height: h, rgba: px))
    }
    return c
  }

  static func build(
    _ c: FixtureCatalog, platform: String = "macosx", target: String = "14.0", packs: Bool = true,
    xcode: CARXcodeVersion = .current
  ) throws -> (CARFile, [UInt8]) {
    let source = try CARWriterSupport.read(c.path)
    var options = CAROptions(
      platform: ApplePlatform(actoolName: platform)!, minimumDeploymentTarget: OSVersion(target)!)
    options.packsAtlases = packs
    options.xcode = xcode
    let bytes = try CARWriter.build(source, options: options).0
    return (try CARFile(storage: ByteStorage(copying: bytes)), bytes)
  }

  static func entry(_ car: CARFile, _ facet: String) throws -> CARFile.Entry {
    let id = try #require(car.facets.first { $0.name == facet }?.key.value(of: .identifier))
    return try #require(
      car.renditions.first { e in
        zip(car.keyFormat.attributes, e.key.values).contains { $0 == .identifier && $1 == id }
      })
  }

  static func pixels(_ car: CARFile, _ e: CARFile.Entry) throws -> [UInt8] {
    guard case .bitmap(let b) = try CARRenditionContent.decode(e, in: car) else {
      Issue.record("not a bitmap")
      return []
    }
    return b.rgba
  }

  @Test("small images become links into sheets that read back pixel for pixel; a large one stays whole")
  func packsSmallImages() throws {
    let c = try Self.catalog([
      ("Big", 300, 300, false), ("A", 40, 30, false), ("B", 16, 16, false), ("C", 24, 8, false),
    ])
    let (packed, bytes) = try Self.build(c)
    let (whole, _) = try Self.build(c, packs: false)
    #expect(try Self.entry(packed, "Big").header.layout == .onePartScale)
    for name in ["A", "B", "C"] {
      let e = try Self.entry(packed, name)
      #expect(e.header.layout == .internalLink, "\(name)")
      #expect(e.tlvs.map(\.type) == [1001, 1003, 1010, 1004, 1006], "\(name)")
      #expect(try Self.pixels(packed, e) == Self.pixels(whole, try Self.entry(whole, name)), "\(name)")
    }
    let sheets = packed.renditions.filter { $0.header.layout == .packedImage }
    #expect(sheets.map(\.header.name) == ["ZZZZPackedAsset-1.0.0-gamut0"])
    #expect(sheets.map { "\($0.header.width)x\($0.header.height)" } == ["62x44"])
    // The sheet is in no facet and has no BITMAPKEYS value.
    #expect(!packed.facets.contains { $0.name.hasPrefix("ZZZZ") })
    // Same input, same bytes.
    #expect(try Self.build(c).1 == bytes)
  }

  @Test("gray images go in a sheet of their own, numbered by dimension1 after the colour one")
  func graySheet() throws {
    let c = try Self.catalog([("A", 20, 20, false), ("B", 10, 10, false), ("G", 12, 12, true), ("H", 8, 8, true)])
    let (car, _) = try Self.build(c)
    let sheets = car.renditions.filter { $0.header.layout == .packedImage }.map { e -> String in
      let dim1 = zip(car.keyFormat.attributes, e.key.values).first { $0.0 == .dimension1 }?.1 ?? 0
      return "\(e.header.name) \(e.header.pixelFormatName) \(dim1)"
    }
    #expect(sheets.sorted() == ["ZZZZPackedAsset-1.0.0-gamut0 ARGB 0", "ZZZZPackedAsset-1.0.1-gamut0 GA8 1"])
  }

  /// Each sheet as `dimension1: width x height`.
  static func sheets(_ car: CARFile) -> [String] {
    car.renditions.filter { $0.header.layout == .packedImage }.map { e in
      let dim1 = zip(car.keyFormat.attributes, e.key.values).first { $0.0 == .dimension1 }?.1 ?? 0
      return "\(dim1): \(e.header.width)x\(e.header.height)"
    }.sorted()
  }

  @Test("a group past a sheet's pixels takes a second sheet; Xcode 12 numbers them from the last")
  func secondSheet() throws {
    // Two 128 × 128 images fill a 1x sheet (32,768 pixels): the 32s go to a second, as in sudoku's car.
    let c = try Self.catalog([
      ("A", 128, 128, false), ("B", 128, 128, false), ("C", 32, 32, false), ("D", 32, 32, false),
    ])
    #expect(Self.sheets(try Self.build(c).0) == ["0: 262x132", "1: 70x36"])
    #expect(
      Self.sheets(try Self.build(c, xcode: CARXcodeVersion(major: 12, minor: 5)).0) == ["0: 70x36", "1: 262x132"])
  }

  /// The DKPhotoGallery pod's 2x images, as its Apple cars of Xcode 13.1 to 26.2 sheet them: an
  /// image set's sheet closes at 37,200 pixels (an app icon's at 57,344 would take them all).
  @Test("an image set's 2x sheet closes at its own pixel limit, as the pod's Apple cars show")
  func imageSetSheets() throws {
    let c = try Self.catalog(
      [
        ("ImageFailed", 167, 128, true), ("VideoPlay", 116, 116, true), ("ToolbarPause", 34, 34, true),
        ("ToolbarPlay", 34, 34, true), ("VideoClose", 34, 34, true), ("VideoPlayControlBackground", 2, 470, true),
        ("VideoTimeSlider", 30, 30, true),
      ], scale: 2)
    #expect(Self.sheets(try Self.build(c, platform: "iphoneos", target: "15.0").0) == ["0: 288x168", "1: 38x510"])
  }

  /// The DKImagePickerController pod's `empty_album` (its only image 1x) is never packed in its
  /// Apple iOS cars, beside 1x images that are; a Mac car (Prune's) packs such images.
  @Test("an iOS image set whose one image is 1x stays whole; on the Mac it is packed")
  func loneOneX() throws {
    let c = try FixtureCatalog()
    let full =
      #"{"images":[{"idiom":"universal","scale":"1x","filename":"a.png"},"#
      + #"{"idiom":"universal","scale":"2x","filename":"b.png"}],"info":{"author":"xcode","version":1}}"#
    for name in ["Camera", "Tick"] {
      try c.contents("\(name).imageset", full)
      try c.png("\(name).imageset/a.png", width: 20, height: 20)
      try c.png("\(name).imageset/b.png", width: 40, height: 40)
    }
    try c.contents(
      "Empty.imageset",
      #"{"images":[{"idiom":"universal","scale":"1x","filename":"a.png"}],"info":{"author":"xcode","version":1}}"#)
    try c.png("Empty.imageset/a.png", width: 31, height: 31)
    func packed(_ platform: String, _ target: String) throws -> Set<UInt32> {
      let car = try Self.build(c, platform: platform, target: target).0
      return Set(car.renditions.filter { $0.header.layout == .internalLink }.map(\.header.width))
    }
    #expect(try packed("iphoneos", "15.0") == [20, 40])
    #expect(try packed("macosx", "14.0").contains(31))
  }

  @Test("an image alone in its group, and every image of a target before LZFSE, stays whole")
  func notPacked() throws {
    let alone = try Self.catalog([("A", 20, 20, false), ("Big", 300, 300, false)])
    #expect(try Self.build(alone).0.renditions.allSatisfy { $0.header.layout != .internalLink })
    let two = try Self.catalog([("A", 20, 20, false), ("B", 10, 10, false)])
    let (old, _) = try Self.build(two, platform: "iphoneos", target: "8.0")
    #expect(old.renditions.allSatisfy { $0.header.layout != .internalLink && $0.header.layout != .packedImage })
  }

  @Test("an Xcode version from a dotted version or Xcode's XCODE_VERSION_ACTUAL")
  func xcodeVersions() {
    #expect(CARXcodeVersion("12.5.1") == CARXcodeVersion(major: 12, minor: 5))
    #expect(CARXcodeVersion("1251") == CARXcodeVersion(major: 12, minor: 5))
    #expect(CARXcodeVersion("26") == CARXcodeVersion(major: 26))
    #expect(CARXcodeVersion("26.6") == .current)
    #expect(CARXcodeVersion("2610") == CARXcodeVersion(major: 26, minor: 1))
    #expect(CARXcodeVersion("twelve") == nil && CARXcodeVersion("12..1") == nil)
  }
}

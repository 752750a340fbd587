import AssetCatCAR
import AssetCatCARPixels
import AssetCatCore
import AssetCatImaging
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCARWriter

/// PDF and SVG image sets in a car: a bitmap drawn at every scale the platform uses, named by the
/// vector file, and the file itself only when the set preserves vector data (Docs/AssetsCarWriting.md).
@Suite struct CARWriterVectorTests {
  static let star = CARWriterSupport.root.appendingPathComponent(
    "SampleAssets/Demo.xcassets/VectorIcon.imageset/star.pdf"
  ).path
  static let camera = CARWriterSupport.root.appendingPathComponent(
    "SampleAssets/Demo.xcassets/SVGIcon.imageset/camera.svg"
  ).path

  /// (scale, pixel width, pixel height, format) of each rendition of `name`, sorted.
  static func renditions(_ car: CARCatalog, _ name: String) -> [String] {
    (car.asset(named: name)?.renditions ?? []).map { r in
      "\(r.slot.scale.map { "\($0)x" } ?? "-")"
        + " \(r.pixelSize.map { "\(Int($0.width))x\(Int($0.height))" } ?? "-") \(r.format?.rawValue ?? "-")"
        + " \(r.file ?? "-")"
    }.sorted()
  }

  static func car(_ catalog: String, platform: String = "iphoneos", devices: [String] = []) throws -> (
    CARCatalog, CARWriter.Summary
  ) {
    let source = try CARWriterSupport.read(catalog)
    var o = CARWriterSupport.options(source, platform: platform)
    o.targetDevices = devices.compactMap(TargetDevice.init(name:))
    let (bytes, summary) = try CARWriter.build(source, options: o)
    return (try CARWriterSupport.open(bytes), summary)
  }

  @Test func pdfWithoutPreservedVectorDataBecomesBitmapsAtEachIOSScale() throws {
    let dir = try VectorCatalog.make(["Star": .init(files: [("star.pdf", Self.star, nil, nil)])])
    let (car, summary) = try Self.car(dir)
    #expect(
      Self.renditions(car, "Star") == ["1x 24x24 png star.pdf", "2x 48x48 png star.pdf", "3x 72x72 png star.pdf"])
    #expect(summary.skipped.isEmpty)
    for r in car.asset(named: "Star")?.renditions ?? [] {
      #expect(r.intrinsicSize == Size(width: 24, height: 24))
    }
  }

  @Test(arguments: [
    ("macosx", ["1x 24x24 png star.pdf", "2x 48x48 png star.pdf"]),
    ("appletvos", ["1x 24x24 png star.pdf", "2x 48x48 png star.pdf"]),
    ("watchos", ["2x 48x48 png star.pdf"]), ("xros", ["2x 48x48 png star.pdf"]),
  ])
  func eachPlatformGetsItsOwnScales(platform: String, expected: [String]) throws {
    let dir = try VectorCatalog.make(["Star": .init(files: [("star.pdf", Self.star, nil, nil)])])
    #expect(Self.renditions(try Self.car(dir, platform: platform).0, "Star") == expected)
  }

  /// A bitmap file in a set's 2x slot beside a universal PDF wins that slot, as in Apple's cars;
  /// the PDF is drawn for the other scales (the PNG was left out as a duplicate key before).
  @Test func aBitmapOverridesTheDrawnVectorInItsSlot() throws {
    let png = CARWriterSupport.root.appendingPathComponent(
      "SampleAssets/Demo.xcassets/TemplateIcon.imageset/heart@2x.png"
    ).path
    let dir = try VectorCatalog.make([
      "Star": .init(files: [("star.pdf", Self.star, nil, nil), ("override@2x.png", png, "2x", nil)])
    ])
    let (car, summary) = try Self.car(dir)
    #expect(
      Self.renditions(car, "Star").map { $0.split(separator: " ").first.map(String.init) ?? "" } == ["1x", "2x", "3x"])
    #expect(Self.renditions(car, "Star").filter { $0.hasSuffix("override@2x.png") }.count == 1)
    #expect(summary.skipped.isEmpty, "\(summary.skipped)")
    #expect(car.resolve("Star", traits: TraitCollection(idiom: .phone, scale: 2))?.rendition.file == "override@2x.png")
  }

  @Test func targetDeviceWatchDrawsOnlyTwoX() throws {
    let dir = try VectorCatalog.make(["Star": .init(files: [("star.pdf", Self.star, nil, nil)])])
    #expect(Self.renditions(try Self.car(dir, devices: ["watch"]).0, "Star") == ["2x 48x48 png star.pdf"])
  }

  @Test func preservedVectorDataKeepsTheFileBesideTheBitmaps() throws {
    let (car, _) = try Self.car(CARWriterSupport.sample)
    #expect(
      Self.renditions(car, "VectorIcon") == [
        "- - pdf star.pdf", "1x 24x24 png star.pdf", "2x 48x48 png star.pdf", "3x 72x72 png star.pdf",
      ])
    #expect(
      Self.renditions(car, "SVGIcon") == [
        "- - svg camera.svg", "1x 32x32 png camera.svg", "2x 64x64 png camera.svg", "3x 96x96 png camera.svg",
      ])
  }

  /// A kept SVG is LZFSE-compressed in its `DWAR` (flag 1), as Apple's cars from Xcode 13.2 on
  /// store SVGs, when the deployment target's CoreUI reads it, and reads back byte for byte; a
  /// PDF stays as it is whatever the target (as in every Apple car of the public sweep: 1,100+
  /// PDFs, Xcode 7.3 to 26.1, none compressed).
  @Test(arguments: [("15.0", true), ("12.0", false)])
  func keptSVGsAreCompressedWhenTheTargetReadsIt(target: String, compressed: Bool) throws {
    let source = try CARWriterSupport.read(CARWriterSupport.sample)
    var o = CARWriterSupport.options(source, platform: "iphoneos")
    o.minimumDeploymentTarget = OSVersion(target)!
    let car = try CARWriterSupport.open(try CARWriter.build(source, options: o).0)
    for (name, path, svg) in [("VectorIcon", Self.star, false), ("SVGIcon", Self.camera, true)] {
      let facet = try #require(car.facets[name])
      let entry = try #require(facet.entries.first { $0.header.layout == .vector })
      let raw = try car.file.rendition(entry).parsePayload(CSIRawData.self)
      let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      #expect(raw.isCompressed == (compressed && svg), "\(name) at \(target)")
      #expect(raw.isCompressed ? raw.data.count < original.count : raw.data == original)
      guard case .file(let bytes, _) = try CARRenditionContent.decode(entry, in: car.file) else {
        Issue.record("\(name): the kept vector is not a file")
        continue
      }
      #expect(bytes == original)
    }
  }

  @Test func aVectorInAScaledSlotIsDrawnAtThatScaleOnly() throws {
    let dir = try VectorCatalog.make(["Star": .init(files: [("star.pdf", Self.star, "2x", nil)], preserves: true)])
    #expect(Self.renditions(try Self.car(dir).0, "Star") == ["2x 48x48 png star.pdf"])
  }

  @Test func darkVariantsAreDrawnWithTheirAppearance() throws {
    let dir = try VectorCatalog.make([
      "Mode": .init(
        files: [("star.pdf", Self.star, nil, nil), ("camera.svg", Self.camera, nil, "dark")], template: true)
    ])
    let (car, _) = try Self.car(dir)
    #expect(Self.renditions(car, "Mode").count == 6)
    var traits = TraitCollection.empty
    traits.scale = 2
    traits.idiom = .phone
    #expect(car.resolve("Mode", traits: traits)?.rendition.file == "star.pdf")
    traits.style = .dark
    let dark = try #require(car.resolve("Mode", traits: traits)?.rendition)
    #expect(dark.file == "camera.svg" && dark.pixelSize == Size(width: 64, height: 64) && dark.format == .png)
  }

  /// The stored pixels are the rasterizer's, channel for channel (premultiplied, BGRA).
  @Test func bitmapsHoldTheRasterizersPixels() throws {
    let dir = try VectorCatalog.make(["Camera": .init(files: [("camera.svg", Self.camera, nil, nil)])])
    let (car, _) = try Self.car(dir)
    let facet = try #require(car.facets["Camera"])
    for (r, e) in zip(facet.asset.asset.renditions, facet.entries) {
      let scale = try #require(r.slot.scale)
      let drawn = try VectorRaster.render(fileAt: Self.camera, scale: Double(scale))
      var drawnBGRA = drawn.premultipliedRGBA
      CARRenditionEncoder.swapRedAndBlue(&drawnBGRA)
      guard case .bitmap(let bitmap) = try CARRenditionContent.decode(e, in: car.file) else {
        Issue.record("\(scale)x is not a bitmap")
        continue
      }
      #expect(e.header.isVectorBased)
      #expect(bitmap.width == drawn.width && bitmap.height == drawn.height)
      let worst =
        zip(CARPixelEncoder.premultipliedBGRA(bitmap.rgba), drawnBGRA).map { abs(Int($0) - Int($1)) }.max() ?? 0
      #expect(worst <= 1, "\(scale)x differs by \(worst)")
    }
  }

  /// A vector the libraries cannot draw is left out with its name and the reason; the rest is written.
  @Test func aDamagedVectorIsReportedAndTheRestWritten() throws {
    let bad = ScratchDirectory.path("carvec-bad", suffix: ".pdf")
    try Data("%PDF-1.4\n1 0 obj << /Type /Catalog >> garbage".utf8).write(to: bad)
    let dir = try VectorCatalog.make([
      "Broken": .init(files: [("broken.pdf", bad.path, nil, nil)]),
      "Star": .init(files: [("star.pdf", Self.star, nil, nil)]),
    ])
    let (car, summary) = try Self.car(dir)
    #expect(Self.renditions(car, "Star").count == 3)
    #expect(car.asset(named: "Broken") == nil)
    #expect(summary.skipped.count == 3)
    #expect(summary.skipped.allSatisfy { $0.hasPrefix("Broken: broken.pdf cannot be drawn at ") }, "\(summary.skipped)")
  }

  @Test func sameVectorsSameBytesWhateverTheJobs() throws {
    let source = try CARWriterSupport.read(CARWriterSupport.sample)
    let one = try CARWriter.build(source, options: CARWriterSupport.options(source, platform: "iphoneos", jobs: 1)).0
    let three = try CARWriter.build(source, options: CARWriterSupport.options(source, platform: "iphoneos", jobs: 3)).0
    #expect(one == three)
  }
}

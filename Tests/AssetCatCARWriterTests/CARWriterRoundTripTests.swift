import AssetCatCAR
import AssetCatCARPixels
import AssetCatCore
import AssetCatImageHeaders
import AssetCatImaging
import AssetCatSource
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCARWriter

/// Write a car, read it back with the project's reader: the same assets, renditions, slots and
/// pixels; the same bytes every time.
@Suite struct CARWriterRoundTripTests {
  @Test func sampleReadsBackWithEveryAssetAndRendition() throws {
    let source = try CARWriterSupport.read(CARWriterSupport.sample)
    let (bytes, summary) = try CARWriter.build(source, options: CARWriterSupport.options(source, platform: "iphoneos"))
    let car = try CARWriterSupport.open(bytes)
    // Nothing left out. The system-color reference is in; the symbol set is a template image
    // drawn from its Regular-M variant at 1x/2x/3x (17 × 14.15 points).
    #expect(summary.skipped.isEmpty, "\(summary.skipped)")
    let symbol = try #require(car.asset(named: "StarSymbol"))
    #expect(symbol.kind == .image && symbol.properties.renderingMode == "template")
    #expect(
      symbol.renditions.map(\.pixelSize) == [
        Size(width: 17, height: 15), Size(width: 34, height: 29), Size(width: 51, height: 43),
      ])
    #expect(Set(symbol.renditions.map(\.file)) == ["star.symbol.svg"])
    #expect(car.asset(named: "SecondaryText")?.renditions.first?.color?.reference == "secondaryLabelColor")
    for a in source.catalog.assets where [.image, .data, .color, .appIcon].contains(a.kind) {
      let written = try #require(car.asset(named: a.name), "\(a.name) is missing from the car")
      #expect(written.kind == a.kind, "\(a.name)")
      // A vector is drawn at 1x/2x/3x, and kept too when its set preserves vector data; the
      // single-size icon is written for the iPhone and for the iPad, as actool writes it.
      let vectors = a.renditions.filter { $0.format?.isVector ?? false }.count
      let singleSize = a.kind == .appIcon ? a.renditions.filter(CARAppIconSizes.isSingleSize).count : 0
      let expected = a.renditions.count + vectors * (a.properties.preservesVectorRepresentation ? 3 : 2) + singleSize
      #expect(written.renditions.count == expected, "\(a.name)")
      let slots = Set(written.renditions.map(\.slot.idiom))
      let sourceSlots = Set(
        a.renditions.map { CARAppIconSizes.isSingleSize($0) && a.kind == .appIcon ? nil : $0.slot.idiom })
      #expect(
        slots == (singleSize > 0 ? sourceSlots.subtracting([nil]).union([.phone, .pad]) : sourceSlots), "\(a.name)")
    }
    #expect(car.file.header.renditionCount == UInt32(summary.renditions))
    #expect(car.file.metadata?.deploymentPlatform == "ios")
  }

  @Test func everyBitmapDecodesToTheSourcePixels() throws {
    let source = try CARWriterSupport.read(CARWriterSupport.sample)
    let (bytes, _) = try CARWriter.build(source, options: CARWriterSupport.options(source, platform: "iphoneos"))
    let car = try CARWriterSupport.open(bytes)
    var compared = 0
    for sa in source.assets {
      guard let facet = car.facets[sa.asset.name] else { continue }
      for (r, e) in zip(facet.asset.asset.renditions, facet.entries) where r.format == .png {
        let original = try #require(sa.asset.renditions.first { $0.file?.hasSuffix("/" + (r.file ?? "")) ?? false })
        if original.format?.isVector ?? false { continue }  // drawn bitmaps: CARWriterVectorTests
        var decoded = try ImageDecoder.decode(
          Data(contentsOf: URL(fileURLWithPath: try #require(sa.filePath(of: original)))))
        if let sliced = SlicedBitmap(original.resizing, width: decoded.width, height: decoded.height) {
          // A sliced image keeps its caps and center only (ButtonBackground: 60 × 60 → 41 × 45).
          decoded.rgba = sliced.crop(decoded.rgba, bytesPerPixel: 4)
          (decoded.width, decoded.height) = (sliced.width, sliced.height)
        }
        guard case .bitmap(let bitmap) = try CARRenditionContent.decode(e, in: car.file) else {
          Issue.record("\(r.file ?? "?") is not a bitmap")
          continue
        }
        #expect(bitmap.width == decoded.width && bitmap.height == decoded.height)
        let a = CARPixelEncoder.premultipliedBGRA(decoded.rgba), b = CARPixelEncoder.premultipliedBGRA(bitmap.rgba)
        let worst = zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 1, "\(r.file ?? "?") differs by \(worst)")
        compared += 1
      }
    }
    #expect(compared >= 40)
  }

  @Test func colorsDataAndVectorsKeepTheirContent() throws {
    let source = try CARWriterSupport.read(CARWriterSupport.sample)
    let (bytes, _) = try CARWriter.build(source, options: CARWriterSupport.options(source, platform: "iphoneos"))
    let car = try CARWriterSupport.open(bytes)
    for name in ["AccentColor", "Background", "Tint"] {
      let a = try #require(source.catalog.asset(named: name)), b = try #require(car.asset(named: name))
      #expect(Set(a.renditions.map(\.color)) == Set(b.renditions.map(\.color)), "\(name)")
    }
    for sa in source.assets
    where sa.asset.kind == .data
      || (sa.asset.kind == .image && sa.asset.renditions.contains { $0.format?.isVector ?? false })
    {
      let facet = try #require(car.facets[sa.asset.name])
      for e in facet.entries {
        guard case .file(let data, _) = try CARRenditionContent.decode(e, in: car.file) else { continue }
        let original = try #require(
          sa.asset.renditions.first { ($0.file as NSString?)?.lastPathComponent == e.header.name })
        #expect(data == [UInt8](try Data(contentsOf: URL(fileURLWithPath: try #require(sa.filePath(of: original))))))
      }
    }
  }

  @Test func sameInputSameBytesWhateverTheJobs() throws {
    let source = try CARWriterSupport.read(CARWriterSupport.sample)
    let one = try CARWriter.build(source, options: CARWriterSupport.options(source, platform: "iphoneos", jobs: 1)).0
    let four = try CARWriter.build(source, options: CARWriterSupport.options(source, platform: "iphoneos", jobs: 4)).0
    let again = try CARWriter.build(
      try CARWriterSupport.read(CARWriterSupport.sample),
      options: CARWriterSupport.options(source, platform: "iphoneos", jobs: 3)
    ).0
    #expect(one == four)
    #expect(one == again)
  }

  @Test func targetDeviceKeepsOnlyThatFamily() throws {
    let source = try CARWriterSupport.read(CARWriterSupport.sample)
    var o = CARWriterSupport.options(source, platform: "iphoneos")
    o.targetDevices = [.iPad]
    let car = try CARWriterSupport.open(try CARWriter.build(source, options: o).0)
    let idioms = Set(car.assetNames.flatMap { car.asset(named: $0)!.renditions.compactMap(\.slot.idiom) })
    #expect(!idioms.contains(.phone))
  }

  @Test func writesAtomicallyToThePath() throws {
    let source = try CARWriterSupport.read(CARWriterSupport.sample)
    let path = CARWriterSupport.temporaryDirectory().appendingPathComponent("Assets.car").path
    let (summary, _) = try CARWriter.write(
      source, options: CARWriterSupport.options(source, platform: "iphoneos"), to: path)
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.size] as? Int) == summary.bytes)
    #expect(throws: CARWriter.WriteError.self) {
      try CARWriter.write(source, options: CAROptions(accentColor: "NoSuchColour"), to: path)
    }
  }

  /// A localized image set keeps its locales: LOCALIZATIONKEYS names them, and each rendition
  /// reads back with its own (the reader took every locale slot for "any" before).
  @Test func localizedRenditionsKeepTheirLocale() throws {
    let source = try CARWriterSupport.read(CARWriterSupport.sample)
    let car = try CARWriterSupport.open(
      try CARWriter.build(source, options: CARWriterSupport.options(source, platform: "iphoneos")).0)
    #expect(Set(car.file.localizations.values) == ["fr", "fr-CA"])
    let written = try #require(car.asset(named: "Flag"))
    let original = try #require(source.catalog.asset(named: "Flag"))
    let locales = { (a: Asset) in a.renditions.map { "\($0.slot.locale ?? "any") \($0.slot.scale ?? 0)" }.sorted() }
    #expect(locales(written) == locales(original))
    var french = TraitCollection(idiom: .phone, scale: 2)
    french.locale = "fr"
    #expect(car.resolve("Flag", traits: french)?.rendition.slot.locale == "fr")
  }

  /// Gray images are written as 'GA8 ' (two bytes a pixel), as actool writes them (Apple's cars
  /// of five source/car pairs had GA8 where ours had ARGB); colour stays ARGB; both read back.
  @Test func grayImagesAreWrittenAsGrayAlpha() throws {
    let catalog = try FixtureCatalog()
    for (set, pixel) in [("Gray", [90, 90, 90, 200] as [UInt8]), ("Red", [255, 0, 0, 200])] {
      try catalog.contents(
        "\(set).imageset",
        #"{ "images" : [ { "filename" : "a.png", "idiom" : "universal", "scale" : "2x" } ], "info" : { "#
          + #""author" : "xcode", "version" : 1 } }"#
      )
      try catalog.write("\(set).imageset/a.png", PNGWriter.png(width: 3, height: 2, pixel: pixel))
    }
    let car = try CARWriterSupport.car(catalog.path, platform: "iphoneos")
    for (set, format, pixel) in [
      ("Gray", CSIPixelFormat.ga8, [90, 90, 90, 200] as [UInt8]), ("Red", CSIPixelFormat.argb, [255, 0, 0, 200]),
    ] {
      let facet = try #require(car.facets[set])
      let entry = try #require(facet.entries.first)
      #expect(entry.header.pixelFormat == format, "\(set)")
      guard case .bitmap(let bitmap) = try CARRenditionContent.decode(entry, in: car.file) else {
        Issue.record("\(set) is not a bitmap")
        continue
      }
      let worst = zip(bitmap.rgba.prefix(4), pixel).map { abs(Int($0) - Int($1)) }.max() ?? 99
      #expect(worst <= 1, "\(set): \(Array(bitmap.rgba.prefix(4)))")
    }
  }

  /// iOS 18's tinted app icon (`luminosity: tinted`) is written under IconServices' appearance,
  /// `ISAppearanceTintable`, and reads back as the tinted slot, beside the dark one.
  @Test func tintedAppIconKeepsItsAppearance() throws {
    let catalog = try FixtureCatalog()
    try catalog.contents(
      "AppIcon.appiconset",
      """
      { "images" : [
          { "filename" : "any.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" },
          { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "dark.png",
            "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" },
          { "appearances" : [ { "appearance" : "luminosity", "value" : "tinted" } ], "filename" : "tinted.png",
            "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" }
        ],
        "info" : { "author" : "xcode", "version" : 1 } }
      """)
    for f in ["any", "dark", "tinted"] { try catalog.png("AppIcon.appiconset/\(f).png", width: 1024, height: 1024) }
    let car = try CARWriterSupport.car(catalog.path, platform: "iphoneos")
    // Id 10, as in Xcode 26.0's iOS cars (tristankoo-1/buildtrackapp) and its Mac ones.
    #expect(car.file.appearances[10] == "ISAppearanceTintable")
    let icon = try #require(car.asset(named: "AppIcon"))
    // Each look once for the iPhone and once for the iPad (the single-size form, as actool writes it).
    let styles = icon.renditions.filter { $0.file != nil }.map { $0.slot.style }
    #expect(
      styles.sorted { ($0?.rawValue ?? "") < ($1?.rawValue ?? "") } == [nil, nil, .dark, .dark, .tinted, .tinted])
    #expect(Set(icon.renditions.filter { $0.file != nil }.map(\.slot.idiom)) == [.phone, .pad])
  }

  /// On the Mac the tinted icon's appearance has the id Xcode 26 gave it (10, beside System 0,
  /// DarkAqua 1, Aqua 8) in its build of an Icon Composer icon.
  @Test func macTintedIconAppearanceHasApplesID() throws {
    let catalog = try FixtureCatalog()
    try catalog.contents(
      "AppIcon.appiconset",
      """
      { "images" : [
          { "filename" : "a.png", "idiom" : "mac", "scale" : "1x", "size" : "16x16" },
          { "appearances" : [ { "appearance" : "luminosity", "value" : "tinted" } ], "filename" : "t.png",
            "idiom" : "mac", "scale" : "1x", "size" : "16x16" }
        ] }
      """)
    for f in ["a", "t"] { try catalog.png("AppIcon.appiconset/\(f).png", width: 16, height: 16) }
    let source = try CARWriterSupport.read(catalog.path)
    var options = CARWriterSupport.options(source, platform: "macosx")
    options.minimumDeploymentTarget = OSVersion("26.0")!
    let car = try CARWriterSupport.open(try CARWriter.build(source, options: options).0)
    #expect(car.file.appearances[10] == "ISAppearanceTintable")
    // Below macOS 26, which first shows them, the tinted image is left out with a note, as
    // Xcode 26.3 left a macOS 14 app's dark icons out of its car.
    options.minimumDeploymentTarget = OSVersion("14.0")!
    let (bytes, summary) = try CARWriter.build(source, options: options)
    #expect(try CARWriterSupport.open(bytes).file.appearances[10] == nil)
    #expect(summary.skipped.contains { $0.contains("dark or tinted app icon images are for macOS 26 and later") })
  }

  /// An image set's rendering mode is in its images' header flags as Apple's cars hold it
  /// (acextract's Xcode 7.3 car beside its sources, r_template/r_original/r_default: 0x8, 0, 0x10;
  /// heliport's Xcode 13.2 Mac car the same), drawn images too; not on the kept vector or on
  /// app icons. Every image read as `original` before, so template icons were never tinted.
  @Test func renderingModeIsInTheFlags() throws {
    let catalog = try FixtureCatalog()
    let sets = [
      ("Template", #", "properties" : { "template-rendering-intent" : "template" }"#),
      ("Original", #", "properties" : { "template-rendering-intent" : "original" }"#), ("Default", ""),
    ]
    for (name, properties) in sets {
      try catalog.contents(
        "\(name).imageset",
        #"{ "images" : [ { "filename" : "a.png", "idiom" : "universal", "scale" : "2x" } ]"# + properties + " }")
      try catalog.png("\(name).imageset/a.png", width: 4, height: 4)
    }
    try catalog.contents(
      "Vector.imageset",
      #"{ "images" : [ { "filename" : "star.pdf", "idiom" : "universal" } ], "properties" : { "#
        + #""preserves-vector-representation" : true, "template-rendering-intent" : "template" } }"#
    )
    try FileManager.default.copyItem(
      atPath: CARWriterVectorTests.star, toPath: catalog.path + "/Vector.imageset/star.pdf")
    let car = try CARWriterSupport.car(catalog.path, platform: "iphoneos")
    func flags(_ name: String) -> [UInt32] { (car.facets[name]?.entries ?? []).map(\.header.flags) }
    #expect(flags("Template") == [0x8] && flags("Original") == [0] && flags("Default") == [0x10])
    #expect(flags("Vector").sorted() == [0x4, 0xC, 0xC, 0xC])
    for (name, mode) in [
      ("Template", "template"), ("Original", "original"), ("Default", "automatic"), ("Vector", "template"),
    ] {
      #expect(car.asset(named: name)?.properties.renderingMode == mode, "\(name)")
    }
  }

  /// A JPEG rendition's header says 0 × 0, as in every JPEG of the swept Apple cars; its pixel
  /// size comes from its TLVs' slice rectangle on reading (Apple's JPEGs had none before: no size
  /// in `info`, no intrinsic size from `resolve`).
  @Test func jpegSizeIsTheImagesOwn() throws {
    let car = try CARWriterSupport.car(CARWriterSupport.sample, platform: "iphoneos")
    let facet = try #require(car.facets["Photo"])
    #expect(facet.entries.count == facet.asset.asset.renditions.count && !facet.entries.isEmpty)
    for (e, r) in zip(facet.entries, facet.asset.asset.renditions) {
      #expect(e.header.pixelFormat == CSIPixelFormat.jpeg && e.header.width == 0 && e.header.height == 0)
      let file = try Data(
        contentsOf: URL(fileURLWithPath: CARWriterSupport.sample + "/Photo.imageset/" + (r.file ?? "")))
      let info = try ImageProbe.probe(file)
      #expect(r.pixelSize == Size(width: info.width, height: info.height), "\(r.file ?? "")")
    }
  }

  /// A HEIC image is kept as it is, pixel format 'HEIF' (CoreUI's raw-pixel rendition, as JPEG),
  /// its size in the TLVs; it was left out of the car with a note before, so the app had no image.
  @Test func heicIsKeptAsItIs() throws {
    let catalog = try FixtureCatalog()
    try catalog.contents(
      "Photo.imageset", #"{ "images" : [ { "filename" : "p.heic", "idiom" : "universal", "scale" : "2x" } ] }"#)
    try catalog.write("Photo.imageset/p.heic", Data(StructureSamples.heicWithAlpha))
    let car = try CARWriterSupport.car(catalog.path, platform: "iphoneos")
    let facet = try #require(car.facets["Photo"])
    let entry = try #require(facet.entries.first), rendition = try #require(facet.asset.asset.renditions.first)
    #expect(facet.entries.count == 1 && entry.header.pixelFormat == CSIPixelFormat.heif)
    #expect(
      rendition.format == .heic && rendition.pixelSize == Size(width: 20, height: 12) && rendition.slot.scale == 2)
    guard case .file(let bytes, let ext) = try CARRenditionContent.decode(entry, in: car.file) else {
      Issue.record("not kept as a file")
      return
    }
    #expect(bytes == StructureSamples.heicWithAlpha && ext == "heic")
  }

  /// An iMessage app's or sticker pack's `--app-icon` is a `.stickersiconset` (Xcode's sticker
  /// template: "iMessage App Icon"): an app icon set with Messages' sizes, written as one. The
  /// writer refused the name before, so actool failed on every sticker pack.
  @Test func stickersIconSetIsTheAppIcon() throws {
    let catalog = try FixtureCatalog()
    try catalog.contents(
      "iMessage App Icon.stickersiconset",
      """
      { "images" : [
          { "filename" : "i29.png", "idiom" : "iphone", "scale" : "2x", "size" : "29x29" },
          { "filename" : "i60.png", "idiom" : "iphone", "scale" : "2x", "size" : "60x45" },
          { "filename" : "m.png", "idiom" : "ios-marketing", "platform" : "ios", "scale" : "1x", "size" : "1024x768" }
        ], "info" : { "author" : "xcode", "version" : 1 } }
      """)
    for (f, w, h) in [("i29", 58, 58), ("i60", 120, 90), ("m", 1024, 768)] {
      try catalog.png("iMessage App Icon.stickersiconset/\(f).png", width: w, height: h)
    }
    let source = try CARWriterSupport.read(catalog.path)
    var options = CARWriterSupport.options(source, platform: "iphoneos")
    options.appIcon = "iMessage App Icon"
    let car = try CARWriterSupport.open(try CARWriter.build(source, options: options).0)
    let icon = try #require(car.asset(named: "iMessage App Icon"))
    #expect(icon.kind == .appIcon)
    #expect(Set(icon.renditions.compactMap(\.iconSize)) == ["29x29", "60x45", "1024x768"])
  }

  /// High contrast on the Mac goes under the names and ids an Xcode 13.3 Mac car has
  /// (joshcoventry/QuickSnap: NSAppearanceNameAccessibilitySystem 3, …AccessibilityDarkAqua 6),
  /// not AppKit's `…AccessibilityHighContrast…` constants, and reads back as high contrast.
  @Test func macHighContrastHasApplesNames() throws {
    let catalog = try FixtureCatalog()
    try catalog.contents(
      "Shadow.imageset",
      """
      { "images" : [
          { "filename" : "a.png", "idiom" : "universal", "scale" : "1x" },
          { "appearances" : [ { "appearance" : "contrast", "value" : "high" } ], "filename" : "ax.png",
            "idiom" : "universal", "scale" : "1x" },
          { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" }, { "appearance" : "contrast", \
      "value" : "high" } ],
            "filename" : "dax.png", "idiom" : "universal", "scale" : "1x" }
        ] }
      """)
    for f in ["a", "ax", "dax"] { try catalog.png("Shadow.imageset/\(f).png", width: 4, height: 4) }
    let car = try CARWriterSupport.car(catalog.path, platform: "macosx")
    #expect(car.file.appearances[3] == "NSAppearanceNameAccessibilitySystem")
    #expect(car.file.appearances[6] == "NSAppearanceNameAccessibilityDarkAqua")
    let slots = (car.asset(named: "Shadow")?.renditions ?? []).map {
      "\($0.file ?? "") \($0.slot.style?.rawValue ?? "-") \($0.slot.contrast?.rawValue ?? "-")"
    }
    #expect(slots.sorted() == ["a.png - -", "ax.png - high", "dax.png dark high"])
  }

  /// A Mac car keys the Mac idiom as universal, as Apple's Mac cars do (they have no idiom
  /// attribute); where a set has both a `mac` and a `universal` entry for a slot, the Mac one is
  /// written (it is what a Mac chooses), and the other is reported as a duplicate key.
  @Test func macIdiomIsUniversalInAMacCar() throws {
    let catalog = try FixtureCatalog()
    try catalog.contents(
      "Logo.imageset",
      """
      { "images" : [
          { "filename" : "any.png", "idiom" : "universal", "scale" : "1x" },
          { "filename" : "mac.png", "idiom" : "mac", "scale" : "1x" }
        ] }
      """)
    for f in ["any", "mac"] { try catalog.png("Logo.imageset/\(f).png", width: 4, height: 4) }
    let source = try CARWriterSupport.read(catalog.path)
    let (bytes, summary) = try CARWriter.build(source, options: CARWriterSupport.options(source, platform: "macosx"))
    let car = try CARWriterSupport.open(bytes)
    let logo = try #require(car.asset(named: "Logo"))
    #expect(logo.renditions.map { $0.file.map { ($0 as NSString).lastPathComponent } } == ["mac.png"])
    #expect(logo.renditions.map(\.slot.idiom) == [nil])
    #expect(summary.skipped.contains { $0.contains("any.png") })
  }

  /// An iOS car keys app icon sizes with actool's fixed dimension2 numbers (60 is 4, 83.5 is 6,
  /// the marketing 1024 is 8), and the single-size icon once for the iPhone and once for the
  /// iPad with dimension2 1 (mcfans/actool, checked against Xcode's actool).
  @Test func iOSAppIconKeysAreActools() throws {
    func keys(_ contents: String, files: [String]) throws -> [String: (idiom: UInt16, dimension2: UInt16)] {
      let catalog = try FixtureCatalog()
      try catalog.contents("AppIcon.appiconset", contents)
      for f in files { try catalog.png("AppIcon.appiconset/\(f)", width: 8, height: 8) }
      let car = try CARWriterSupport.car(catalog.path, platform: "iphoneos")
      var out: [String: (UInt16, UInt16)] = [:]
      for e in car.file.renditions where e.header.name.hasSuffix(".png") {
        out[e.header.name + "/" + String(car.file.value(.idiom, in: e.key) ?? 0)] =
          (car.file.value(.idiom, in: e.key) ?? 0, car.file.value(.dimension2, in: e.key) ?? 0)
      }
      return out
    }
    let classic = try keys(
      """
      { "images" : [
          { "filename" : "60.png", "idiom" : "iphone", "scale" : "2x", "size" : "60x60" },
          { "filename" : "83.png", "idiom" : "ipad", "scale" : "2x", "size" : "83.5x83.5" },
          { "filename" : "1024.png", "idiom" : "ios-marketing", "scale" : "1x", "size" : "1024x1024" }
        ] }
      """, files: ["60.png", "83.png", "1024.png"])
    #expect(
      classic["60.png/1"]?.dimension2 == 4 && classic["83.png/2"]?.dimension2 == 6
        && classic["1024.png/6"]?.dimension2 == 8)
    let single = try keys(
      #"{ "images" : [ { "filename" : "icon.png", "idiom" : "universal", "platform" : "ios", "#
        + #""size" : "1024x1024" } ] }"#,
      files: ["icon.png"])
    #expect(single.count == 2 && single["icon.png/1"]?.dimension2 == 1 && single["icon.png/2"]?.dimension2 == 1)
  }

  /// The iPhone's 60×60@3x icon is also keyed as the iPhone XR's (subtype 1792, 2x, 90 points,
  /// the same 180 pixels), with a multisize index of its own, as in Apple's cars (an Xcode 14.3
  /// iOS car of oliv088a/CLOSET.: SISM [90×90] for idiom 1 subtype 1792). Nothing of the kind for
  /// a set without that image.
  @Test func iPhone60At3xIsAlsoTheXRIcon() throws {
    let catalog = try FixtureCatalog()
    try catalog.contents(
      "AppIcon.appiconset",
      """
      { "images" : [
          { "filename" : "120.png", "idiom" : "iphone", "scale" : "2x", "size" : "60x60" },
          { "filename" : "180.png", "idiom" : "iphone", "scale" : "3x", "size" : "60x60" },
          { "filename" : "1024.png", "idiom" : "ios-marketing", "scale" : "1x", "size" : "1024x1024" }
        ] }
      """)
    for (f, side) in [("120.png", 120), ("180.png", 180), ("1024.png", 1024)] {
      try catalog.png("AppIcon.appiconset/\(f)", width: side, height: side)
    }
    let car = try CARWriterSupport.car(catalog.path, platform: "iphoneos")
    let xr = car.file.renditions.filter { car.file.value(.subtype, in: $0.key) == 1792 }
    #expect(xr.count == 2, "the image and its multisize index")
    let image = try #require(xr.first { $0.header.name == "180.png" })
    #expect(image.header.width == 180 && image.header.scaleFactor == 200 && car.file.value(.idiom, in: image.key) == 1)
    #expect(car.file.value(.dimension2, in: image.key) == 7)
    let icon = try #require(car.asset(named: "AppIcon"))
    #expect(icon.renditions.contains { $0.slot.subtype == "1792" && $0.slot.scale == 2 && $0.iconSize == "90x90" })
    var traits = TraitCollection(idiom: .phone, scale: 2)
    traits.subtype = "1792"
    #expect(
      car.resolve("AppIcon", traits: traits)?.rendition.file.map { ($0 as NSString).lastPathComponent } == "180.png")
    // Any other iPhone at 2x still gets its 60-point icon.
    let plain = car.resolve("AppIcon", traits: TraitCollection(idiom: .phone, scale: 2))
    #expect(plain?.rendition.file.map { ($0 as NSString).lastPathComponent } == "120.png")
  }
}

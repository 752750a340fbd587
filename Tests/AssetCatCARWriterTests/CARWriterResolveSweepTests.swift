import AssetCatCAR
import AssetCatCore
import AssetCatImaging
import AssetCatSource
import Foundation
import Testing

@testable import AssetCatCARWriter

/// SPEC §8.2/§3: `resolve` on the written car answers as on the source catalog, for every device
/// preset, portrait and landscape, light and dark, for every asset the car holds. A vector the
/// source answers with is, in the car, its bitmap drawn at the scale the request picks among the
/// scales written (`CARVectorScales`), with the same file name and intrinsic size; a symbol set's
/// template, the image `SymbolImage` draws of it. A car for macOS
/// is asked as a Mac asks: it keys the Mac idiom as universal, as Apple's Mac cars do, so an
/// iPhone asking a Mac car would get the Mac's art where the source has none for it.
@Suite struct CARWriterResolveSweepTests {
  struct Answer: Hashable, CustomStringConvertible {
    var file: String?
    var pixelSize: Size?
    var format: RenditionFormat?
    var color: ColorValue?
    /// Slicing (cap insets, center mode and size) and alignment insets, which `resolve` reports.
    var resizing: Resizing?
    var alignmentInsets: EdgeInsets?
    var description: String {
      let extras = (resizing.map { " \($0)" } ?? "") + (alignmentInsets.map { " \($0)" } ?? "")
      return "\(file ?? "-") \(pixelSize.map { "\($0.width)x\($0.height)" } ?? "-") \(format?.rawValue ?? "-")\(extras)"
    }
  }

  static func answer(_ r: (asset: Asset, rendition: Rendition)?) -> Answer? {
    guard let r = r?.rendition else { return nil }
    return Answer(
      file: r.file.map { ($0 as NSString).lastPathComponent }, pixelSize: r.compiledPixelSize, format: r.format,
      color: r.color, resizing: r.resizing, alignmentInsets: r.alignmentInsets)
  }

  static var requests: [(String, TraitCollection)] {
    var out: [(String, TraitCollection)] = []
    for d in DevicePreset.all {
      for o in [DevicePreset.Orientation.portrait, .landscape] {
        for style in [UserInterfaceStyle.light, .dark] {
          var t = d.traits(o)
          t.style = style
          out.append(("\(d.name) \(o) \(style.rawValue)", t))
        }
      }
      // A French user: localized renditions (the sample's Flag) must answer as in the source.
      var french = d.traits(.portrait)
      french.locale = "fr"
      out.append(("\(d.name) portrait fr", french))
    }
    return out
  }

  /// What the car answers for a source answer `r` — a vector becomes its bitmap drawn at the
  /// scale the request picks (`CARVectorScales`), a symbol set its template drawn as an image
  /// (`SymbolImage`) —, and for a drawn one that scale and its size in points.
  static func expected(
    _ r: (asset: Asset, rendition: Rendition)?, request: TraitCollection, idioms: Set<Idiom>,
    in source: SourceReadResult
  ) -> (Answer?, drawn: (scale: Int, points: Size)?) {
    guard let r, r.rendition.format?.isVector ?? false, let points = drawnPoints(r, in: source) else {
      return (answer(r), nil)
    }
    let written = CARVectorScales.scales(of: r.rendition.slot, keptIdioms: idioms)
    let want = request.scale ?? 1
    let scale = written.contains(want) ? want : (written.first { $0 > want } ?? written.last ?? want)
    let px = try? VectorRaster.pixelSize(
      PointSize(width: points.width, height: points.height), scale: Double(scale), limits: .standard)
    let size = px.map { Size(width: $0.0, height: $0.1) }
    return (Answer(file: answer(r)?.file, pixelSize: size, format: .png, color: nil), (scale, points))
  }

  /// The size in points of what the car draws for a vector answer: an image set's page, a symbol
  /// set's drawn variant.
  static func drawnPoints(_ r: (asset: Asset, rendition: Rendition), in source: SourceReadResult) -> Size? {
    switch r.asset.kind {
    case .image: return r.rendition.vectorSize
    case .symbol:
      guard let path = source.sourceAsset(named: r.asset.name)?.filePath(of: r.rendition),
        let size = try? SymbolImage(Data(contentsOf: URL(fileURLWithPath: path))).size
      else { return nil }
      return Size(width: size.width, height: size.height)
    default: return nil
    }
  }

  @Test(arguments: CARWriterSupport.catalogs.map(\.path))
  func resolveAnswersAsTheSource(path: String) throws {
    let platform = CARWriterSupport.catalogs.first { $0.path == path }?.platform ?? "iphoneos"
    let source = try CARWriterSupport.read(path)
    var options = CARWriterSupport.options(source, platform: platform)
    // Every device family, so every preset has its renditions in the car.
    options.targetDevices = [.iPhone, .iPad, .mac, .tv, .watch, .car, .vision]
    let idioms = try #require(CARPlatformProfile.idioms(forTargetDevices: options.targetDevices))
    let car = try CARWriterSupport.open(try CARWriter.build(source, options: options).0)
    #expect(!car.assetNames.isEmpty)
    var mismatches: [String] = []
    var compared = 0, references = 0
    let requests = Self.requests.filter { platform != "macosx" || $0.1.idiom == .mac }
    // The app icon is asked by the platform's own devices: an iOS car writes a single-size icon
    // for the iPhone and the iPad only, as actool does, where the source's answers every device.
    let devices = CARPlatformProfile.forPlatform(ApplePlatform(actoolName: platform)!).idioms
    let iconRequests = requests.filter { $0.1.idiom.map(devices.contains) ?? false }
    #expect(!requests.isEmpty && !iconRequests.isEmpty)
    for name in car.assetNames {
      for (label, traits) in source.catalog.asset(named: name)?.kind == .appIcon ? iconRequests : requests {
        let fromSource = source.catalog.resolve(name, traits: traits), fromCar = car.resolve(name, traits: traits)
        let (a, drawn) = Self.expected(fromSource, request: traits, idioms: idioms, in: source),
          b = Self.answer(fromCar)
        if let (s, want) = drawn, let got = fromCar?.rendition.intrinsicSize,
          abs(want.width - got.width) >= 1 / Double(s) || abs(want.height - got.height) >= 1 / Double(s)
        {
          mismatches.append("\(name) on \(label): intrinsic size \(want), car \(got)")
        }
        // A system-color reference is in the car by its name (CSIColor.systemColorName) and
        // reads back as the same reference.
        if a?.color?.reference != nil { references += 1 }
        compared += 1
        if a != b {
          mismatches.append(
            "\(name) on \(label): source \(a.map(\.description) ?? "no match"), "
              + "car \(b.map(\.description) ?? "no match")"
          )
        }
      }
    }
    #expect(compared > references && (path != CARWriterSupport.sample || references > 0))
    #expect(mismatches.isEmpty, "\(mismatches.count) of \(compared): \(mismatches.prefix(8).joined(separator: "\n"))")
  }
}

import AssetCatCAR
import AssetCatCore
import Testing

@testable import AssetCatCARWriter

/// `compile -o X.car --keep TRAITS` (and actool's `--filter-for-device-model`): the car keeps what
/// a device with those traits can choose, and answers every such device as the full car does.
@Suite struct CARWriterThinningTests {
  static let keep = TraitCollection(idiom: .phone, scale: 3)

  /// Every 3x iPhone preset, portrait and landscape, light and dark.
  static var requests: [(String, TraitCollection)] {
    CARWriterResolveSweepTests.requests.filter { $0.1.idiom == .phone && $0.1.scale == 3 }
  }

  @Test(arguments: CARWriterSupport.catalogs.filter { $0.platform == "iphoneos" }.map(\.path))
  func thinnedCarAnswersTheDeviceAsTheSource(path: String) throws {
    let source = try CARWriterSupport.read(path)
    var options = CARWriterSupport.options(source, platform: "iphoneos")
    let (full, _) = try CARWriter.build(source, options: options)
    options.keep = Self.keep
    let (thinned, _) = try CARWriter.build(source, options: options)
    if source.catalog.assets.allSatisfy({ $0.kind == .color }) {
      // The slice's widget catalog holds colours alone: nothing for other devices to leave out.
      #expect(thinned.count == full.count, "\(path): thinned \(thinned.count) bytes, full \(full.count)")
    } else {
      #expect(thinned.count < full.count, "\(path): thinned \(thinned.count) bytes, full \(full.count)")
    }
    let car = try CARWriterSupport.open(thinned)
    var mismatches: [String] = []
    for name in car.assetNames {
      for (label, traits) in Self.requests {
        let (want, _) = CARWriterResolveSweepTests.expected(
          source.catalog.resolve(name, traits: traits), request: traits, idioms: [.phone, .pad], in: source)
        if want?.color?.reference != nil { continue }
        let got = CARWriterResolveSweepTests.answer(car.resolve(name, traits: traits))
        if want != got {
          mismatches.append(
            "\(name) on \(label): source \(want.map(\.description) ?? "-"), car \(got.map(\.description) ?? "-")")
        }
      }
      // Where a set has 3x art for a subtype, no other scale of it is left (a 4-inch phone
      // takes its 2x art when only that has the subtype); other idioms never are (app icons:
      // `appIconKeepsEverySizeOfTheDevice`).
      guard let asset = car.asset(named: name), asset.kind != .appIcon else { continue }
      let subtypesAt3x = Set(asset.renditions.filter { $0.slot.scale == 3 }.map(\.slot.subtype))
      for r in asset.renditions {
        if subtypesAt3x.contains(r.slot.subtype), let s = r.slot.scale, s != 3 {
          mismatches.append("\(name): a \(s)x rendition is left beside 3x")
        }
        if let i = r.slot.idiom, i != .phone { mismatches.append("\(name): an \(i.rawValue) rendition is left") }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(8).joined(separator: "\n"))")
  }

  /// The sample's app icon keeps every iPhone size at 3x, and loses the iPad and App Store ones.
  @Test func appIconKeepsEverySizeOfTheDevice() throws {
    let source = try CARWriterSupport.read(CARWriterSupport.sample)
    var options = CARWriterSupport.options(source, platform: "iphoneos")
    options.keep = Self.keep
    let icon = try #require(options.appIcon)
    let kept = CARThinning.thin(try #require(source.sourceAsset(named: icon)), keeping: Self.keep).asset.renditions
    let all = try #require(source.sourceAsset(named: icon)).asset.renditions
    let expected = all.filter {
      ($0.slot.idiom == nil || $0.slot.idiom == .phone) && ($0.slot.scale == nil || $0.slot.scale == 3)
    }
    #expect(kept == expected)
    #expect(kept.allSatisfy { $0.slot.idiom != .iosMarketing && $0.slot.idiom != .pad })
  }

  /// A vector set is drawn at the kept scale only (and keeps its preserved vector).
  @Test func vectorsAreDrawnAtTheKeptScaleOnly() throws {
    let source = try CARWriterSupport.read(CARWriterSupport.sample)
    var options = CARWriterSupport.options(source, platform: "iphoneos")
    options.keep = TraitCollection(scale: 2)
    let car = try CARWriterSupport.open(try CARWriter.build(source, options: options).0)
    let drawn = car.assetNames.compactMap(car.asset(named:)).flatMap(\.renditions).filter {
      $0.file?.hasSuffix(".pdf") ?? false
    }
    #expect(!drawn.isEmpty)
    #expect(drawn.allSatisfy { $0.slot.scale == nil || $0.slot.scale == 2 }, "\(drawn.map(\.slot))")
  }
}

// libFuzzer target for the BOM / `Assets.car` reader (`make fuzz`, Docs/Fuzzing.md); a replay
// tool in ordinary builds (`assetcat-fuzz-car FILE...`).
import AssetCatBytes
import AssetCatCAR
import AssetCatCARPixels
import AssetCatCore
import AssetCatDiff
import AssetCatFuzzSupport
import AssetCatImageHeaders

/// Opens the input as an `Assets.car` as `info`, `resolve`, `extract` and `verify` do: the BOM
/// store, the keys, every facet and rendition, a resolve per device idiom, and every rendition's
/// payload decoded (LZFSE, LZVN, zlib, run-length, palette, deep map, blurred), layer stacks'
/// layer references read, its structure facts taken as `diff --structure` takes them. Traps when
/// the catalog contradicts itself (a listed name it cannot find, renditions neither decoded nor
/// failed).
@main enum CARFuzzTarget: FuzzTarget {
  static let requests: [TraitCollection] = {
    var seen = Set<Idiom>()
    return DevicePreset.all.filter { seen.insert($0.idiom).inserted }.map { $0.traits() }
  }()
  /// Small enough that one input cannot spend seconds decoding (the fuzzer's time limit).
  static let limits = ImageLimits(maxSide: 2048, maxPixels: 1 << 20)

  static func run(_ input: UnsafeRawBufferPointer) {
    guard let file = try? CARFile(storage: ByteStorage(copying: input)) else { return }
    let catalog = CARCatalog(file: file)
    precondition(catalog.assetNames.count == catalog.facets.count, "names and facets differ in number")
    for name in catalog.assetNames {
      guard let facet = catalog.facets[name], let asset = catalog.asset(named: name) else {
        preconditionFailure("listed facet '\(name)' is missing")
      }
      precondition(
        facet.entries.count == asset.renditions.count,
        "facet '\(name)' has \(facet.entries.count) entries for \(asset.renditions.count) renditions")
      for request in requests {
        if let (found, chosen) = catalog.resolution(name, traits: request) {
          precondition(chosen < found.asset.renditions.count, "a resolution past the facet's renditions")
        }
      }
    }
    layerStacks(file)
    structure(file)
    decodeAll(file)
  }

  /// `diff --structure`: the car's facts, which compared with themselves show no difference and
  /// depart from no shape point.
  static func structure(_ file: CARFile) {
    guard let facts = try? CARStructure(file: file).facts else { return }
    precondition(StructureDiff.compare(facts, facts).isEmpty, "a car differs from itself")
    precondition(CARShapePoints.compare(apple: facts, ours: facts).isEmpty, "a car departs from its own shape")
  }

  /// `extract`: each layer stack's layer references (TLV 1012).
  static func layerStacks(_ file: CARFile) {
    for entry in file.renditions where entry.header.layout == .layerStack {
      guard let tlv = entry.tlv(CSITLV.layerReferences), let refs = try? tlv.parse(CSILayerReferences.self) else {
        continue
      }
      precondition(refs.layers.count * 32 <= tlv.value.count, "more layers than the TLV holds")
    }
  }

  /// `verify`: structure, then every rendition decoded (as `extract` decodes them).
  static func decodeAll(_ file: CARFile) {
    guard let report = try? CARVerifier.verify(file, limits: limits) else { return }
    let decoded = report.decoded.values.reduce(0, +)
    precondition(
      decoded + report.failures.count == report.renditions,
      "\(report.renditions) renditions, \(decoded) decoded, \(report.failures.count) failed")
  }
}

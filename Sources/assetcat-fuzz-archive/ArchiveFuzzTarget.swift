// libFuzzer target for the `.assetcat` reader (`make fuzz`, Docs/Fuzzing.md); a replay tool in
// ordinary builds (`assetcat-fuzz-archive FILE...`).
import AssetCatArchive
import AssetCatCore
import AssetCatFuzzSupport

/// Opens the input as a compiled catalog twice: as it is, and with its checksums repaired
/// (`ChecksumRepair`) so that mutations reach the records. Each time: what `info`, `resolve`,
/// `extract` and `verify` read. Traps when a file that `verify` accepts answers a lookup wrongly.
@main enum ArchiveFuzzTarget: FuzzTarget {
  /// One device of each idiom: the requests `resolve` answers.
  static let requests: [TraitCollection] = {
    var seen = Set<Idiom>()
    return DevicePreset.all.filter { seen.insert($0.idiom).inserted }.map { $0.traits() }
  }()

  static func run(_ input: UnsafeRawBufferPointer) {
    let bytes = [UInt8](input)
    exercise(bytes)
    if let repaired = ChecksumRepair.repaired(bytes), repaired != bytes { exercise(repaired) }
  }

  static func exercise(_ bytes: [UInt8]) {
    guard let catalog = try? CompiledCatalog(bytes: bytes) else { return }
    _ = (catalog.sections, catalog.assetCount, catalog.renditionCount, catalog.payloadCount, catalog.isThinned)
    _ = try? catalog.metadata()
    _ = try? catalog.checkedAppearanceRules()
    let names = (try? catalog.loadAssetNames()) ?? []
    for (i, name) in names.enumerated() {
      lookUp(catalog, index: i, name: name)
    }
    guard (try? catalog.verify()) != nil else { return }
    checkVerified(catalog, names: names)
  }

  /// Reads asset `index` as `info`, `resolve` and `extract` do.
  static func lookUp(_ catalog: CompiledCatalog, index: Int, name: String) {
    guard let asset = try? catalog.loadAsset(at: index) else { return }
    precondition(asset.name == name, "asset \(index) is '\(asset.name)' but the names list says '\(name)'")
    _ = try? catalog.loadResolvableAsset(named: name)
    for request in requests {
      if let (found, chosen) = catalog.resolution(name, traits: request) {
        precondition(chosen < found.asset.renditions.count, "a resolution past the asset's renditions")
      }
    }
    for j in asset.renditions.indices {
      _ = try? catalog.payload(assetIndex: index, renditionIndex: j)
    }
  }

  /// A catalog that `verify` accepts: every name finds its own asset and every payload reads.
  static func checkVerified(_ catalog: CompiledCatalog, names: [String]) {
    precondition(names.count == catalog.assetCount, "verify accepted names it cannot list")
    precondition((try? catalog.verify(payloads: false)) != nil, "verify without payloads refused what verify accepted")
    for (i, name) in names.enumerated() {
      guard let found = try? catalog.assetIndex(named: name) else {
        preconditionFailure("verified asset '\(name)' has a bad index entry")
      }
      precondition(found == i, "the name '\(name)' finds asset \(String(describing: found)), not \(i)")
      guard let asset = try? catalog.loadAsset(at: i) else { preconditionFailure("verified asset \(i) does not load") }
      for j in asset.renditions.indices {
        do { _ = try catalog.payload(assetIndex: i, renditionIndex: j) } catch {
          preconditionFailure("verified payload \(i)/\(j) does not read: \(error)")
        }
      }
    }
  }
}

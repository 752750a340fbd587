import AssetCatCAR
import AssetCatCARWriter
import AssetCatCore

/// `size` of a compiled car (Apple's or assetcat's): the car as it is is the universal figure;
/// a device's is the car less the renditions a build thinned for it would leave out (their
/// records and keys, each on its 16-byte boundary, and the key bytes saved where its key format
/// narrows; `CarThinning`).
public enum CarSizing {
  public static func open(_ path: String) throws(SizeError) -> CARCatalog {
    do { return CARCatalog(file: try CARFile(path: path)) } catch { throw SizeError("cannot read \(path): \(error)") }
  }

  /// The idioms the car serves: its platform's and every idiom a rendition is keyed by.
  public static func idioms(_ car: CARCatalog) -> Set<Idiom> {
    let platform: ApplePlatform? =
      switch car.file.metadata?.deploymentPlatform ?? "" {
      case "atv": .tvOS
      case "": .iOS
      case let p: ApplePlatform(actoolName: p)
      }
    var idioms = platform.map { CARPlatformProfile.forPlatform($0).idioms } ?? []
    for facet in car.facets.values { idioms.formUnion(facet.asset.asset.renditions.compactMap(\.slot.idiom)) }
    return idioms
  }

  public static func measure(_ car: CARCatalog, name: String, devices: [SizeDevice], top: Int) -> SizeReport {
    let total = car.file.store.storage.count
    let keyBytes = padded(car.file.keyFormat.attributes.count * 2)
    var measured: [TraitCollection: (bytes: Int, assets: [String: Int])] = [:]
    let rows = devices.map { d -> SizeReport.DeviceSize in
      let m = measured[d.keep] ?? thinned(car, keeping: d.keep, total: total, keyBytes: keyBytes)
      measured[d.keep] = m
      return SizeReport.device(d, bytes: m.bytes, assets: m.assets, top: top)
    }
    let note =
      "a device's figure is this car less the renditions its thinned build leaves out (keys and records); "
      + "Apple's thinning also lays the car out again"
    return SizeReport(catalog: name, universal: total, devices: rows, notes: [note])
  }

  /// The car less what a build thinned for `keep` leaves out, and each kept asset's bytes: its
  /// records, and for a packed image its share of its atlas by pixels (an atlas none of whose
  /// images is kept is left out too).
  static func thinned(_ car: CARCatalog, keeping keep: TraitCollection, total: Int, keyBytes: Int) -> (
    bytes: Int, assets: [String: Int]
  ) {
    let atlases = CARPackedShares(car.file)
    var dropped = 0
    var assets: [String: Int] = [:]
    var keptAtlases: Set<Int> = []
    var keptKeys: [RenditionKey] = []
    var droppedKeys: [RenditionKey] = []
    let variantSlot = car.file.keyFormat.attributes.firstIndex(of: .deploymentTarget)
    for name in car.facets.keys.sorted() {
      guard let facet = car.facets[name] else { continue }
      let kept = CarThinning.newestVariants(CarThinning.kept(facet, keeping: keep), of: facet, slot: variantSlot)
      for (i, entry) in facet.entries.enumerated() {
        let length = recordLength(entry, in: car.file)
        guard kept.contains(i) else {
          dropped += padded(length) + keyBytes
          droppedKeys.append(entry.key)
          continue
        }
        keptKeys.append(entry.key)
        assets[name, default: 0] += length + atlases.share(of: entry)
        if let atlas = car.file.packedImage(entry)?.atlas { keptAtlases.insert(atlas) }
      }
    }
    for atlas in atlases.lengths.keys.sorted() {
      let key = car.file.renditions[atlas].key
      guard !keptAtlases.contains(atlas) else {
        keptKeys.append(key)
        continue
      }
      dropped += padded(atlases.lengths[atlas] ?? 0) + keyBytes
      droppedKeys.append(key)
    }
    dropped += narrowerKeys(kept: keptKeys, dropped: droppedKeys, format: car.file.keyFormat) * keptKeys.count
    return (total - dropped, assets)
  }

  /// The bytes each kept key block saves when the thinned car's key format leaves out the
  /// attributes only dropped renditions used (a second sheet's `dimension1`, say): keys are
  /// padded to 16 bytes, so a shorter key may take a block less.
  static func narrowerKeys(kept: [RenditionKey], dropped: [RenditionKey], format: CARKeyFormat) -> Int {
    let count = format.attributes.count
    let onlyDropped = (0..<count).filter { a in
      dropped.contains { a < $0.values.count && $0.values[a] != 0 }
        && !kept.contains { a < $0.values.count && $0.values[a] != 0 }
    }
    return padded(count * 2) - padded((count - onlyDropped.count) * 2)
  }

  static func recordLength(_ entry: CARFile.Entry, in file: CARFile) -> Int {
    let blocks = file.store.index.blocks
    return Int(entry.block) < blocks.count ? Int(blocks[Int(entry.block)].length) : 0
  }

  static func padded(_ n: Int) -> Int { (n + 15) & ~15 }
}

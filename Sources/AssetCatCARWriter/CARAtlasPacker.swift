import AssetCatBytes
import AssetCatCAR
import AssetCatCore
import AssetCatImaging
import AssetCatParallel
import Foundation

/// Apple's packed atlases: actool copies small images into `ZZZZPackedAsset` sheets (layout
/// 1004) and leaves each image as an internal link (layout 1003) to its frame in a sheet. The
/// rule, read off the Apple cars of Docs/AssetsCarWriting.md ("Packed atlases"):
/// - images of fewer than 256 × 256 pixels (`maxPixels`), in groups of the same scale, idiom, subtype,
///   appearance and gamut; a group of one image is not packed;
/// - a group's sheets by colour (BGRA, then gray) and opacity, named
///   `ZZZZPackedAsset-<scale>.<opaque>.<gray>-gamut<gamut>`, numbered by `dimension1`;
/// - largest image first (by area), a new sheet when the images' pixels would pass `pixelLimit`;
/// - each sheet laid out by `CARGrowingPacker` with blocks 2 pixels larger than their image,
///   the images 2 pixels in from the sheet's bottom left, the sheet 2 pixels past the blocks and
///   cut to an even size; padding transparent.
enum CARAtlasPacker {
  static let padding = 2
  /// Images of fewer pixels than 256 × 256 are packed, whatever their shape: Apple's cars pack a
  /// 248 × 192 image and a 3 × 705 one, and keep every 256 × 256 one whole.
  static let maxPixels = 256 * 256 - 1

  static func fits(_ width: Double, _ height: Double) -> Bool {
    width.rounded(.up) * height.rounded(.up) <= Double(maxPixels)
  }

  /// The pixels a sheet takes before the next begins, which differ for an app icon's images and
  /// an image set's (no one area rule fits both; each limit is a guess that fits every Apple
  /// sheet read):
  /// - app icons: 32,768 at 1x, 57,344 at 2x and 3x (2 × 128² at 1x is one sheet, 128² × 2 + 32²
  ///   two; 167² + 152² at 2x one and 80² more a second, 180² + 120² + 87² at 3x one and 60² more
  ///   a second; Xcode 12.5 to 26);
  /// - image sets: 32,768 at 1x (no Apple sheet bounds it), 37,200 at 2x and 78,600 at 3x, inside
  ///   what two CocoaPods bundles' sheets allow (37,144–37,251 and 77,892–79,271), the same in
  ///   their Apple cars of Xcode 13.1 to 26.2 (85 cars of 21 apps).
  static func pixelLimit(scale: UInt16, appIcon: Bool) -> Int {
    if scale <= 1 { return 32_768 }
    if appIcon { return 57_344 }
    return scale == 2 ? 37_200 : 78_600
  }

  enum Outcome {
    case packed(CARPlan, kept: [Int])
    /// Items whose pixels could not be had (index → message).
    case failed([Int: CARRenditionFailure])
  }

  /// What the packer learns of an image: its header (size, pixel format), colour and opacity, and
  /// the TLVs its link keeps.
  struct Measured: Sendable {
    var header: CSIHeader
    var kind: CARStoredBitmap.Kind
    var opaque: Bool
    var tlvs: [CSITLV]
  }

  /// A measured image in its plan: its work item, facet and key values.
  struct Member: Sendable {
    var index: Int
    var facet: String
    var measured: Measured
    var key: [UInt16]

    var header: CSIHeader { measured.header }
    var kind: CARStoredBitmap.Kind { measured.kind }
    var opaque: Bool { measured.opaque }
    var tlvs: [CSITLV] { measured.tlvs }
    var width: Int { Int(header.width) }
    var height: Int { Int(header.height) }
  }

  /// What one plan learned kept for the next (the sizer's plans for several devices share most
  /// images and many sheets): images measured, keyed by everything a work item's pixels depend on
  /// but the file's content, which does not change within one run; and sheets' records by their
  /// signature (`CARAtlasSheet.signature`).
  final class Memo: @unchecked Sendable {
    private let lock = NSLock()
    private var measured: [ByteKey: Measured] = [:]
    private var sheets: [ByteKey: [UInt8]] = [:]

    init() {}

    /// The key material's bytes (which say whether the item is a wide-colour twin), not made a
    /// String: a size query asks it of every packed image of every plan.
    static func key(_ w: CARPlan.Work, encodings: CARPixelEncodings) -> [UInt8] {
      CARCacheKey.material(w, encodings: encodings)
    }
    func value(_ key: [UInt8]) -> Measured? {
      let key = ByteKey(key)
      return lock.withLock { measured[key] }
    }
    func store(_ m: Measured, _ key: [UInt8]) {
      let key = ByteKey(key)
      lock.withLock { measured[key] = m }
    }
    func sheet(_ signature: [UInt8]) -> [UInt8]? {
      let key = ByteKey(signature)
      return lock.withLock { sheets[key] }
    }
    func store(sheet: [UInt8], _ signature: [UInt8]) {
      let key = ByteKey(signature)
      lock.withLock { sheets[key] = sheet }
    }
  }

  /// An image of the stream `pack` decodes: its work item, size and key values.
  struct Candidate: Sendable {
    var index: Int
    var width: Int
    var height: Int
    var key: [UInt16]
  }

  /// `plan` with its packable items among `kept` linked into atlases appended to it, and the
  /// new kept list (the atlases after the rest). Unchanged where the target has no atlases.
  ///
  /// Each image is decoded once: the images' sizes are known before (a bitmap file's from its
  /// header; a drawn vector is measured first, and drawn again for its sheet), so they are
  /// decoded in sheet order and each sheet is encoded as soon as it is full
  /// (`CARAtlasAssembly`), its images' pixels then let go. With a rendition cache, an image the
  /// last build packed is not decoded at all (the cache knows its size, colour and opacity), and
  /// a sheet whose key (`CARAtlasSheet.cacheKey`) the cache holds is its record from the last car.
  static func pack(
    _ plan: CARPlan, kept: [Int], memo: Memo? = nil, cache: (any CARKnownRenditions)? = nil
  ) throws -> Outcome {
    guard plan.encodings.lzfse, plan.options.packsAtlases else { return .packed(plan, kept: kept) }
    // Drawn vectors are drawn twice here (measured, then into their sheets, a scale at a time).
    return try VectorRaster.keepingSVGsOpen { try packing(plan, kept: kept, memo: memo, cache: cache) }
  }

  private static func packing(
    _ plan: CARPlan, kept: [Int], memo: Memo?, cache: (any CARKnownRenditions)?
  ) throws -> Outcome {
    var groups: [[UInt16]: [Int]] = [:]
    for i in kept where plan.work[i].mayBePacked { groups[groupKey(plan.work[i]), default: []].append(i) }
    groups = groups.filter { $0.value.count > 1 }
    guard !groups.isEmpty else { return .packed(plan, kept: kept) }
    // Without a memo or a cache no key is looked up, so no material is made.
    let materials = memo == nil && cache == nil ? [:] : self.materials(plan, Array(groups.values.joined()))
    var known: [Int: Measured] = [:]
    var unsized: [Int] = []
    for i in groups.values.joined() {
      if let memo, let m = memo.value(materials[i] ?? Memo.key(plan.work[i], encodings: plan.encodings)) {
        known[i] = m
      } else if plan.work[i].predictedPixelSize == nil {
        unsized.append(i)
      }
    }
    // A drawn vector the last build packed is not drawn to be measured; the other images' keys
    // are found as they stream, beside their decoding.
    var keys = cache == nil ? [:] : cacheKeys(plan, unsized)
    if let cache {
      for i in unsized { if let key = keys[i], let m = cache.image(for: key) { known[i] = m } }
      unsized.removeAll { known[$0] != nil }
    }
    var failures: [Int: CARRenditionFailure] = [:]
    // A scale at a time: the two threads then draw different vectors, not the 1x and 2x of one
    // document, whose open reading draws for one thread at a time (the order changes nothing
    // else: each result is kept by its item).
    let order = unsized.sorted { (plan.work[$0].rasterScale ?? 0, $0) < (plan.work[$1].rasterScale ?? 0, $1) }
    for (i, result) in try measure(plan, order, memo: memo) {
      switch result {
      case .success(let m): known[i] = m
      case .failure(let e): failures[i] = CARRenditionFailure(e)
      }
    }
    guard failures.isEmpty else { return .failed(failures) }
    while true {
      switch try stream(plan, groups: groups, known: known, keys: keys, materials: materials, memo: memo, cache: cache)
      {
      case .done(let assembly, let results):
        let (packed, newKept) = try linked(plan, kept: kept, assembly, results)
        return .packed(packed, kept: newKept)
      case .failed(let more): return .failed(more)
      case .resized(let more, let moreKeys):
        known.merge(more) { _, new in new }
        keys.merge(moreKeys) { _, new in new }
      }
    }
  }

  /// Each of `items`' key material (`CARCacheKey.material`), made once a pack, in parallel: the
  /// memo, the keys the source reader's hashes give and the sheets' signatures all take it.
  static func materials(_ plan: CARPlan, _ items: [Int]) -> [Int: [UInt8]] {
    let made = ParallelMap.map(count: items.count, jobs: plan.jobs) { k in
      Memo.key(plan.work[items[k]], encodings: plan.encodings)
    }
    return Dictionary(uniqueKeysWithValues: zip(items, made))
  }

  /// Each item's rendition cache key (`CARCacheKey.of`: its file's bytes hashed, in parallel);
  /// an item without one is left out. For the images whose size only drawing tells.
  static func cacheKeys(_ plan: CARPlan, _ items: [Int]) -> [Int: CARCacheKey] {
    let keys = ParallelMap.map(count: items.count, jobs: plan.jobs) { k in
      CARCacheKey.known(plan.work[items[k]], encodings: plan.encodings, hashes: plan.contentHashes)
        ?? (try? CARCacheKey.of(plan.work[items[k]], encodings: plan.encodings)) ?? nil
    }
    var out: [Int: CARCacheKey] = [:]
    for (i, key) in zip(items, keys) where key != nil { out[i] = key }
    return out
  }

  enum StreamOutcome {
    case done(CARAtlasAssembly, [Result<CARSheetEncoder.Record, any Error>])
    case failed([Int: CARRenditionFailure])
    /// Images whose pixels are not the size their header gave: laid out again with their own
    /// (and the cache keys found meanwhile, not to hash the files again).
    case resized([Int: Measured], keys: [Int: CARCacheKey])
  }

  /// What the stream learns of an image: what the packer needs of it, its pixels when they were
  /// decoded (not when the memo or the cache knew it), and its rendition cache key.
  struct Streamed: Sendable {
    var measured: Measured
    var bitmap: CARStoredBitmap?
    var key: CARCacheKey?
  }

  /// Decodes the groups' images in sheet order (those neither `known` nor in the cache, whose
  /// keys are found beside the decoding: each file hashed once, in parallel) and lays out and
  /// encodes their sheets as they fill.
  static func stream(
    _ plan: CARPlan, groups: [[UInt16]: [Int]], known: [Int: Measured], keys: [Int: CARCacheKey] = [:],
    materials: [Int: [UInt8]], memo: Memo?, cache: (any CARKnownRenditions)? = nil
  ) throws -> StreamOutcome {
    let format = plan.keyFormat
    var order: [Candidate] = []
    var starts: [Int: [RenditionAttribute: UInt16]] = [:]
    for g in groups.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      let members = groups[g]!.compactMap { i -> Candidate? in
        let size = known[i].map { (Int($0.header.width), Int($0.header.height)) } ?? plan.work[i].predictedPixelSize!
        guard size.0 * size.1 <= maxPixels else { return nil }
        return Candidate(index: i, width: size.0, height: size.1, key: plan.keyValues(plan.work[i], format: format))
      }
      guard members.count > 1 else { continue }
      starts[order.count] = plan.work[members[0].index].values.filter { $0.key != .dimension2 }
      order += sheetOrder(members)
    }
    var assembly = CARAtlasAssembly(plan: plan, materials: materials, memo: memo, cache: cache)
    var failures: [Int: CARRenditionFailure] = [:]
    var resized: [Int: Measured] = [:]
    var consumed = 0
    try OrderedPipeline.run(
      order, jobs: plan.jobs, window: 32 * plan.jobs,
      { c in
        Result { () throws -> Streamed in
          var key = keys[c.index]
          if let m = known[c.index] { return Streamed(measured: m, key: key) }
          // The file read once, for its key and, when the cache does not know the image, its pixels.
          var contents: Data?
          if let cache {
            if key == nil {
              // Known by the hash the source reader took: the file is not read.
              let w = plan.work[c.index]
              if let known = CARCacheKey.known(
                w, encodings: plan.encodings, material: materials[c.index], hashes: plan.contentHashes),
                let m = cache.image(for: known)
              {
                return Streamed(measured: m, key: known)
              }
              contents = w.fileContents()
              key = (try? CARCacheKey.of(w, encodings: plan.encodings, contents: contents)) ?? nil
            }
            if let key, let m = cache.image(for: key) { return Streamed(measured: m, key: key) }
          }
          let (m, bitmap) = try decoded(plan, c.index, memo: memo, contents: contents)
          return Streamed(measured: m, bitmap: bitmap, key: key)
        }
      },
      consume: { result in
        let c = order[consumed]
        if let values = starts[consumed] { assembly.begin(values: values) }
        consumed += 1
        switch result {
        case .failure(let e): failures[c.index] = CARRenditionFailure(e)
        case .success(let s):
          if let key = s.key { assembly.keys[c.index] = key }
          let m = s.measured
          guard Int(m.header.width) == c.width, Int(m.header.height) == c.height else {
            resized[c.index] = m
            return
          }
          guard failures.isEmpty, resized.isEmpty else { return }
          let member = Member(index: c.index, facet: plan.work[c.index].facet, measured: m, key: c.key)
          assembly.add(member, bitmap: s.bitmap)
        }
      })
    assembly.finishGroup()
    let results = assembly.encoder.finish()
    guard failures.isEmpty else { return .failed(failures) }
    guard resized.isEmpty else { return .resized(resized, keys: assembly.keys) }
    for sheet in assembly.groups.joined() {
      guard case .failure(let e) = results[sheet.result] else { continue }
      for m in sheet.sheet.members { failures[m.index] = CARRenditionFailure(e) }
    }
    return failures.isEmpty ? .done(assembly, results) : .failed(failures)
  }

  /// `plan` with the assembled sheets appended (numbered within their group: Xcode 12's cars
  /// number a group's sheets from the last, as an Xcode 12.5 iOS car has the 60 × 60 icon's sheet
  /// before the 180 × 180 one's; Xcode 26's from the first) and each packed image a link.
  static func linked(
    _ plan: CARPlan, kept: [Int], _ assembly: CARAtlasAssembly, _ results: [Result<CARSheetEncoder.Record, any Error>]
  ) throws -> (CARPlan, [Int]) {
    var out = plan
    var newKept = kept
    for group in assembly.groups {
      let sheets = plan.options.xcode.major < 13 ? group.reversed() : group
      for (n, closed) in sheets.enumerated() {
        let sheet = closed.sheet.numbered(UInt16(n))
        let images = closed.cacheKey.map { _ in
          sheet.members.compactMap { m in assembly.keys[m.index].map { (key: $0, image: m.measured) } }
        }
        out.work.append(
          sheet.work(record: try results[closed.result].get(), cacheKey: closed.cacheKey, images: images ?? []))
        for (m, link) in zip(sheet.members, sheet.links()) {
          out.work[m.index].source = .packed(link: link, from: out.work[m.index].source)
        }
        newKept.append(out.work.count - 1)
      }
    }
    return (out, newKept)
  }

  /// Work item `i`'s stored pixels and what the packer learns of them (kept in `memo`).
  static func decoded(_ plan: CARPlan, _ i: Int, memo: Memo?, contents: Data? = nil) throws -> (
    Measured, CARStoredBitmap
  ) {
    let (bitmap, tlvs) = try plan.work[i].storedForPacking(contents: contents)
    let m = Measured(header: bitmap.header, kind: bitmap.kind, opaque: bitmap.isOpaque, tlvs: tlvs)
    memo?.store(m, Memo.key(plan.work[i], encodings: plan.encodings))
    return (m, bitmap)
  }

  /// Decodes `items` (those whose size is not known before: drawn vectors) to measure them.
  static func measure(_ plan: CARPlan, _ items: [Int], memo: Memo?) throws -> [(Int, Result<Measured, any Error>)] {
    var out: [(Int, Result<Measured, any Error>)] = []
    try OrderedPipeline.run(
      items, jobs: plan.jobs, window: 32 * plan.jobs,
      { i in
        Result { try decoded(plan, i, memo: memo).0 }
      },
      consume: { out.append((items[out.count], $0)) })
    return out
  }

  /// The trait values that decide an image's atlas, in attribute order.
  static func groupKey(_ w: CARPlan.Work) -> [UInt16] { groupAttributes.map { w.values[$0] ?? 0 } }

  static let groupAttributes = CARPlan.Work.packableAttributes.subtracting([.dimension2]).sorted {
    $0.rawValue < $1.rawValue
  }

  /// A sheet's partition within its group, by colour and opacity: BGRA before gray (before wide
  /// colour), translucent before opaque.
  static func partition(_ m: Member) -> Int {
    CARStoredBitmap.Kind.allCases.firstIndex(of: m.kind)! * 2 + (m.opaque ? 1 : 0)
  }

  /// A group's images in the order they fill sheets: largest area first, then the taller, then key
  /// order (each partition's sheets then close at `pixelLimit`: an Xcode 15.3 sheet holds a 1 ×
  /// 235 image after a 15 × 15 one).
  static func sheetOrder(_ members: [Candidate]) -> [Candidate] {
    members.sorted { a, b in
      let (aa, ab) = (a.width * a.height, b.width * b.height)
      if aa != ab { return aa > ab }
      if a.height != b.height { return a.height > b.height }
      return a.key.lexicographicallyPrecedes(b.key)
    }
  }
}

import AssetCatBytes
import AssetCatCAR
import AssetCatCore
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

  /// The pixels a sheet takes before the next begins: 32,768 at 1x, 57,344 at 2x and 3x (a guess
  /// that fits every Apple sheet read: 2 × 128² at 1x is one sheet, 128² × 2 + 32² two; 167² +
  /// 152² at 2x one and 80² more a second, 180² + 120² + 87² at 3x one and 60² more a second).
  static func pixelLimit(scale: UInt16) -> Int { scale <= 1 ? 32_768 : 57_344 }

  enum Outcome {
    case packed(CARPlan, kept: [Int])
    /// Items whose pixels could not be had (index → message).
    case failed([Int: String])
  }

  /// What the packer learns of an image before laying it out: its header (size, pixel format),
  /// colour and opacity, and the TLVs its link keeps; not its pixels, which the sheet decodes
  /// again when it is encoded (`CARPackedSheet`), so memory holds a sheet at a time, not every
  /// small image of the catalog.
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

  /// Images measured for one plan kept for the next (the sizer's plans for several devices share
  /// most images), keyed by everything a work item's pixels depend on but the file's content,
  /// which does not change within one run. One thread at a time.
  final class Memo: @unchecked Sendable {
    private let lock = NSLock()
    private var measured: [String: Measured] = [:]

    init() {}

    static func key(_ w: CARPlan.Work, encodings: CARPixelEncodings) -> String {
      CARCacheKey.material(w, encodings: encodings) + "\u{0}\(w.wideColorTwin)"
    }
    func value(_ key: String) -> Measured? { lock.withLock { measured[key] } }
    func store(_ m: Measured, _ key: String) { lock.withLock { measured[key] = m } }
  }

  /// `plan` with its packable items among `kept` linked into atlases appended to it, and the
  /// new kept list (the atlases after the rest). Unchanged where the target has no atlases.
  static func pack(_ plan: CARPlan, kept: [Int], memo: Memo? = nil) throws -> Outcome {
    guard plan.encodings.lzfse, plan.options.packsAtlases else { return .packed(plan, kept: kept) }
    let format = plan.keyFormat
    var groups: [[UInt16]: [Int]] = [:]
    for i in kept where plan.work[i].mayBePacked { groups[groupKey(plan.work[i]), default: []].append(i) }
    let candidates = groups.values.filter { $0.count > 1 }.flatMap { $0 }.sorted()
    guard !candidates.isEmpty else { return .packed(plan, kept: kept) }
    var stored: [Int: Measured] = [:]
    var failures: [Int: String] = [:]
    var consumed = 0
    try OrderedPipeline.run(
      candidates, jobs: plan.jobs, window: 32 * plan.jobs,
      { i in
        Result {
          let key = memo.map { _ in Memo.key(plan.work[i], encodings: plan.encodings) }
          if let key, let known = memo?.value(key) { return known }
          let (bitmap, tlvs) = try plan.work[i].storedForPacking()
          let m = Measured(header: bitmap.header, kind: bitmap.kind, opaque: bitmap.isOpaque, tlvs: tlvs)
          if let key { memo?.store(m, key) }
          return m
        }
      },
      consume: { result in
        let i = candidates[consumed]
        consumed += 1
        switch result {
        case .success(let s): stored[i] = s
        case .failure(let e): failures[i] = "\(e)"
        }
      })
    guard failures.isEmpty else { return .failed(failures) }
    var out = plan
    var newKept = kept
    for key in groups.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      let members = groups[key]!.compactMap { i -> Member? in
        guard let s = stored[i], Int(s.header.width) * Int(s.header.height) <= maxPixels else { return nil }
        return Member(
          index: i, facet: plan.work[i].facet, measured: s, key: plan.keyValues(plan.work[i], format: format))
      }
      guard members.count > 1 else { continue }
      let values = plan.work[members[0].index].values.filter { $0.key != .dimension2 }
      var sheet: UInt16 = 0
      var groupSheets = partitions(members).flatMap { sheets($0, scale: values[.scale] ?? 1) }
      // Xcode 12's cars number a group's sheets from the last (an Xcode 12.5 iOS car: the 60 × 60
      // icon's sheet before the 180 × 180 one's); Xcode 26's from the first.
      if plan.options.xcode.major < 13 { groupSheets.reverse() }
      do {
        for sheetMembers in groupSheets {
          let atlas = CARAtlasSheet(members: sheetMembers, values: values, number: sheet)
          out.work.append(atlas.work(images: sheetMembers.map { plan.work[$0.index] }))
          for (m, link) in zip(sheetMembers, atlas.links()) { out.work[m.index].prebuilt = link }
          newKept.append(out.work.count - 1)
          sheet += 1
        }
      }
    }
    return .packed(out, kept: newKept)
  }

  /// The trait values that decide an image's atlas, in attribute order.
  static func groupKey(_ w: CARPlan.Work) -> [UInt16] { groupAttributes.map { w.values[$0] ?? 0 } }

  static let groupAttributes = CARPlan.Work.packableAttributes.subtracting([.dimension2]).sorted {
    $0.rawValue < $1.rawValue
  }

  /// A group's images by colour and opacity: BGRA before gray (before wide colour), translucent
  /// before opaque.
  static func partitions(_ members: [Member]) -> [[Member]] {
    var parts: [[Member]] = []
    for kind in CARStoredBitmap.Kind.allCases {
      for opaque in [false, true] {
        let part = members.filter { $0.kind == kind && $0.opaque == opaque }
        if !part.isEmpty { parts.append(part) }
      }
    }
    return parts
  }

  /// Largest area first (then the taller, then key order), cut into sheets at `pixelLimit`: an
  /// Xcode 15.3 sheet holds a 1 × 235 image after a 15 × 15 one.
  static func sheets(_ members: [Member], scale: UInt16) -> [[Member]] {
    let sorted = members.sorted { a, b in
      let (aa, ab) = (a.width * a.height, b.width * b.height)
      if aa != ab { return aa > ab }
      if a.height != b.height { return a.height > b.height }
      return a.key.lexicographicallyPrecedes(b.key)
    }
    var out: [[Member]] = []
    var pixels = 0
    for m in sorted {
      let area = m.width * m.height
      if out.isEmpty || pixels + area > pixelLimit(scale: scale) {
        out.append([])
        pixels = 0
      }
      out[out.count - 1].append(m)
      pixels += area
    }
    return out
  }
}

import AssetCatCAR
import AssetCatCore

/// The packer's consumer (`CARAtlasPacker.pack`): the images come in sheet order (group by group;
/// in a group, largest first), each with its stored pixels when they were decoded for it. A
/// partition's sheet (`CARAtlasPacker.partitions`) closes when its next image would take it past
/// the pixel limit; a closed sheet is laid out and handed to the encoder with its images' pixels,
/// which are then let go. So each image is decoded once, and memory holds at most the open sheets
/// of one group and those being encoded, not every small image of the catalog. A sheet the
/// rendition cache holds by its key is its record from the last car, and its images that came
/// without pixels (the cache knew them) are never decoded.
struct CARAtlasAssembly {
  /// A closed sheet: its partition, layout and the encoder's number for its record.
  struct Closed {
    var partition: Int
    var sheet: CARAtlasSheet
    var result: Int
    /// The sheet's rendition cache key, when every member has one.
    var cacheKey: CARCacheKey?
  }

  private struct Open {
    var members: [CARAtlasPacker.Member] = []
    var bitmaps: [CARStoredBitmap?] = []
    var pixels = 0
  }

  let plan: CARPlan
  /// The images' key material (`CARAtlasPacker.materials`), which their sheets' signatures join.
  let materials: [Int: [UInt8]]
  let memo: CARAtlasPacker.Memo?
  /// The rendition cache, whose sheets are used again where their key matches.
  let cache: (any CARKnownRenditions)?
  /// The images' rendition cache keys, as the stream finds them (none without a cache): a sheet
  /// is keyed when every member has one.
  var keys: [Int: CARCacheKey] = [:]
  let encoder: CARSheetEncoder
  /// Where encoded sheets wait for the car's writing (a size query's memo keeps them instead).
  let spill = CARSheetSpill()
  private var values: [RenditionAttribute: UInt16] = [:]
  private var open: [Int: Open] = [:]
  private var closed: [Closed] = []
  /// Each group's sheets, partition by partition, in the order they fill.
  private(set) var groups: [[Closed]] = []

  init(
    plan: CARPlan, materials: [Int: [UInt8]], memo: CARAtlasPacker.Memo?, cache: (any CARKnownRenditions)? = nil
  ) {
    self.plan = plan
    self.materials = materials
    self.memo = memo
    self.cache = cache
    encoder = CARSheetEncoder(limit: plan.jobs)
  }

  /// A new group begins, whose sheets take `values`: the last group's sheets close.
  mutating func begin(values: [RenditionAttribute: UInt16]) {
    finishGroup()
    self.values = values
  }

  mutating func add(_ member: CARAtlasPacker.Member, bitmap: CARStoredBitmap?) {
    let p = CARAtlasPacker.partition(member)
    let area = member.width * member.height
    let limit = CARAtlasPacker.pixelLimit(scale: values[.scale] ?? 1, appIcon: plan.work[member.index].kind == .appIcon)
    if let o = open[p], o.pixels + area > limit { close(p) }
    open[p, default: Open()].members.append(member)
    open[p]!.bitmaps.append(bitmap)
    open[p]!.pixels += area
  }

  /// Closes the open sheets of the group being read.
  mutating func finishGroup() {
    for p in open.keys.sorted() { close(p) }
    if !closed.isEmpty { groups.append(closed.sorted { ($0.partition, $0.result) < ($1.partition, $1.result) }) }
    closed = []
  }

  private mutating func close(_ p: Int) {
    guard let o = open.removeValue(forKey: p) else { return }
    let sheet = CARAtlasSheet(members: o.members, values: values)
    let images = o.members.map { plan.work[$0.index] }
    let encodings = plan.encodings
    let signature = memo.map { _ in
      sheet.signature(
        keys: o.members.map {
          materials[$0.index] ?? CARAtlasPacker.Memo.key(plan.work[$0.index], encodings: encodings)
        })
    }
    let memberKeys = cache == nil ? [] : o.members.compactMap { keys[$0.index] }
    let cacheKey = memberKeys.count == o.members.count && !memberKeys.isEmpty ? sheet.cacheKey(memberKeys, plan) : nil
    let result: Int
    if let cacheKey, let cache, let cached = cache.record(for: cacheKey) {
      // Found and checked, then let go: read again when the car is written (`CARSheetBytes`).
      let bytes =
        memo == nil
        ? CARSheetBytes(cachedIn: cache, key: cacheKey, count: cached.bytes.count) : CARSheetBytes(cached.bytes)
      result = encoder.known(.init(bytes: bytes, checksum: cached.checksum))
      // Another plan laying the same sheet out (a size query's thinned cars) finds it in the memo.
      if let signature { memo?.store(sheet: cached.bytes, signature) }
    } else if let signature, let known = memo?.sheet(signature) {
      result = encoder.known(.init(bytes: CARSheetBytes(known)))
    } else {
      let (bitmaps, memo, spill) = (o.bitmaps, memo, spill)
      result = encoder.submit {
        let rendition = try CARRenditionEncoder.atlas(try sheet.pixels(bitmaps, images: images), encodings: encodings)
        let record = try CARRenditionEncoder.record(rendition)
        if let signature, let memo {
          memo.store(sheet: record, signature)
          return .init(bytes: CARSheetBytes(record))
        }
        return .init(bytes: try spill.store(record))
      }
    }
    closed.append(Closed(partition: p, sheet: sheet, result: result, cacheKey: cacheKey))
  }
}

/// What one attempt at a car wrote (`CARFileWriter.write`): its layout, and where each record it
/// wrote lies in its sink. A rendition that fails makes the car be laid out again without it;
/// the next attempt copies these records rather than encoding them again, and takes this
/// layout (packed atlases included) when leaving out the failed items is all that changes.
struct CARWrittenRecords {
  struct Record {
    var offset: Int
    var length: Int
    /// As `CARCachedEncoding` gave them, for the rendition cache.
    var key: CARCacheKey?
    var checksum: UInt64?
    var reused: Bool
  }

  /// The work items kept before packing (`CARPlan.keptWork`).
  var unpacked: [Int]
  /// The plan with its atlases, and the items written, in their order.
  var plan: CARPlan
  var kept: [Int]
  var records: [Int: Record] = [:]
  /// The bytes of a record, from the sink it went to (set once the attempt is over).
  var read: (Record) throws -> [UInt8] = { _ in [] }

  /// The records a plan laid out as `plan` (with the same items before packing, `unpacked`)
  /// can copy: all where the layout is this one's; else those of items packed in neither, which
  /// encode alike in both (an atlas and a link into one depend on the layout).
  func reusable(in plan: CARPlan, unpackedCount: Int) -> [Int: Record] {
    records.filter { i, _ in
      i < unpackedCount && !Self.isPacked(self.plan.work[i]) && !Self.isPacked(plan.work[i])
    }
  }

  static func isPacked(_ w: CARPlan.Work) -> Bool {
    if case .packed = w.source { return true }
    return false
  }
}

import Foundation

/// Encodes packed atlases beside the thread that lays them out (`CARAtlasAssembly`), at most
/// `limit` at a time: `submit` waits while that many are being encoded, so the sheets' pixels
/// in memory stay bounded however many sheets a catalog makes. Each result is kept by the
/// number `submit` returned.
final class CARSheetEncoder: @unchecked Sendable {
  /// A sheet's record as the car stores it; its XXH64 when it came from the rendition cache.
  struct Record: Sendable {
    var bytes: CARSheetBytes
    var checksum: UInt64? = nil
  }

  private let condition = NSCondition()
  private let limit: Int
  private var inFlight = 0
  private var results: [Result<Record, any Error>?] = []

  init(limit: Int) { self.limit = max(1, limit) }

  /// Starts `job` once fewer than `limit` run; its number.
  func submit(_ job: @escaping @Sendable () throws -> Record) -> Int {
    condition.lock()
    while inFlight >= limit { condition.wait() }
    inFlight += 1
    let id = results.count
    results.append(nil)
    condition.unlock()
    DispatchQueue.global().async {
      let result = Result { try job() }
      self.condition.lock()
      self.results[id] = result
      self.inFlight -= 1
      self.condition.broadcast()
      self.condition.unlock()
    }
    return id
  }

  /// A result already known (a sheet another plan encoded alike, or the last build); its number.
  func known(_ record: Record) -> Int {
    condition.lock()
    defer { condition.unlock() }
    results.append(.success(record))
    return results.count - 1
  }

  /// Every result, by number, once all have come.
  func finish() -> [Result<Record, any Error>] {
    condition.lock()
    defer { condition.unlock() }
    while inFlight > 0 { condition.wait() }
    return results.map { $0! }
  }
}

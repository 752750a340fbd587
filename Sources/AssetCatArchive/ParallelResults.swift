import Foundation

/// Results of a parallel loop: each index is claimed once (under the lock) and written once by the
/// worker that claimed it, so the unchecked storage is never shared between writers.
final class ParallelResults<T>: @unchecked Sendable {
  private let lock = NSLock()
  private var nextIndex = 0
  private var completed = 0
  private var results: [Result<T, CompiledCatalogWriteError>?]
  private var failed = false

  init(count: Int) { results = Array(repeating: nil, count: count) }

  func next() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard !failed, nextIndex < results.count else { return nil }
    defer { nextIndex += 1 }
    return nextIndex
  }

  func store(_ r: Result<T, CompiledCatalogWriteError>, at i: Int) -> Int {
    lock.lock()
    defer { lock.unlock() }
    results[i] = r
    if case .failure = r { failed = true }
    completed += 1
    return completed
  }

  /// The values in index order, or the error of the lowest failed index (deterministic).
  func values() throws(CompiledCatalogWriteError) -> [T] {
    lock.lock()
    defer { lock.unlock() }
    var out: [T] = []
    out.reserveCapacity(results.count)
    for r in results {
      switch r {
      case .success(let v)?: out.append(v)
      case .failure(let e)?: throw e
      case nil: continue  // not claimed because an earlier index failed
      }
    }
    return out
  }
}

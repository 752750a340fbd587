import Dispatch
import Foundation

/// The project's one parallel loop: `body(i)` for every `i` in `0..<count` on up to `jobs`
/// threads, results in index order, so scheduling never changes an output.
///
/// Indices are handed out one at a time from a shared counter (a slow item never holds up a whole
/// stripe). When a body throws, no new index is started, and the error of the lowest failed index
/// is rethrown (deterministic: the same input fails with the same error whatever `jobs` is).
public enum ParallelMap {
  /// `body(i)` for `i` in `0..<count`, in parallel; the results in index order.
  public static func map<T, E: Error>(
    count: Int, jobs: Int, _ body: (Int) throws(E) -> T
  ) throws(E) -> [T] {
    if count == 0 { return [] }
    let threads = max(1, min(jobs, count))
    if threads == 1 {
      var out: [T] = []
      out.reserveCapacity(count)
      for i in 0..<count { out.append(try body(i)) }
      return out
    }
    let slots = Slots<T, E>(count: count)
    withoutActuallyEscaping(body) { body in
      let shared = UncheckedBody(body: body)
      DispatchQueue.concurrentPerform(iterations: threads) { _ in
        while let i = slots.claim() {
          slots.store(Result { () throws(E) -> T in try shared.body(i) }, at: i)
        }
      }
    }
    return try slots.values()
  }

  /// `body(i)` for `i` in `0..<count` in parallel, for bodies that cannot fail.
  public static func forEach(count: Int, jobs: Int, _ body: (Int) -> Void) {
    _ = map(count: count, jobs: jobs) { (i: Int) -> Void in body(i) }
  }
}

/// The body shared by the worker threads (each calls it with its own indices).
private struct UncheckedBody<T, E: Error>: @unchecked Sendable {
  let body: (Int) throws(E) -> T
}

/// Results by index: each index is claimed once under the lock and written once by the thread
/// that claimed it.
private final class Slots<T, E: Error>: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0
  private var failed = false
  private var results: [Result<T, E>?]

  init(count: Int) { results = Array(repeating: nil, count: count) }

  func claim() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard !failed, next < results.count else { return nil }
    defer { next += 1 }
    return next
  }

  func store(_ r: Result<T, E>, at i: Int) {
    lock.lock()
    defer { lock.unlock() }
    results[i] = r
    if case .failure = r { failed = true }
  }

  /// The values in index order, or the error of the lowest failed index.
  func values() throws(E) -> [T] {
    var out: [T] = []
    out.reserveCapacity(results.count)
    for r in results {
      switch r {
      case .success(let v)?: out.append(v)
      case .failure(let e)?: throw e
      case nil: continue  // not started because an earlier index failed
      }
    }
    return out
  }
}

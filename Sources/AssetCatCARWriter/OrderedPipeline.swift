import Foundation

/// `body` over `items` on `jobs` threads while the calling thread consumes the results in item
/// order, at most `window` items ahead of the consumer: memory stays bounded by the window
/// (a car's encoded renditions go to its file as they come, not all at once). A thread is woken
/// only when what it waits for has come (the consumer: the result it needs; a worker: room in
/// the window), not on every result: on the 3,000-set bench the wake-ups were ~5% of the CPU.
final class OrderedPipeline<T: Sendable, R: Sendable>: @unchecked Sendable {
  private let condition = NSCondition()
  private let items: [T]
  private let window: Int
  private var next = 0
  private var consumed = 0
  private var stopped = false
  private var running = 0
  private var results: [Int: R] = [:]
  /// The consumer waits for `results[consumed]`.
  private var consumerWaiting = false
  /// Workers waiting for room in the window.
  private var workersWaiting = 0

  private init(items: [T], window: Int) {
    self.items = items
    self.window = max(1, window)
  }

  /// Runs the pipeline; `consume` sees every result once, in order. An error from `consume`
  /// stops the workers and is rethrown once they are gone.
  static func run(
    _ items: [T], jobs: Int, window: Int, _ body: @escaping @Sendable (T) -> R, consume: (R) throws -> Void
  ) throws {
    let p = OrderedPipeline(items: items, window: window)
    p.running = max(1, min(jobs, items.count))
    for _ in 0..<p.running { Thread { p.work(body) }.start() }
    defer { p.finish() }
    for _ in items.indices { try consume(p.take()) }
  }

  private func work(_ body: (T) -> R) {
    while let i = claim() {
      let r = body(items[i])
      condition.lock()
      results[i] = r
      if consumerWaiting && consumerHasWork() { condition.broadcast() }
      condition.unlock()
    }
    condition.lock()
    running -= 1
    condition.broadcast()
    condition.unlock()
  }

  private func claim() -> Int? {
    condition.lock()
    defer { condition.unlock() }
    while !stopped && next < items.count && next >= consumed + window {
      // The consumer may be waiting for a batch that this wait holds up.
      if consumerWaiting && results[consumed] != nil { condition.broadcast() }
      workersWaiting += 1
      condition.wait()
      workersWaiting -= 1
    }
    guard !stopped, next < items.count else { return nil }
    defer { next += 1 }
    return next
  }

  /// Results the consumer is woken for at once: one wake-up a batch, not one a result (10,400
  /// on the 3,000-set bench, each a futex wait and wake).
  static var wakeBatch: Int { 8 }

  /// Whether to wake the waiting consumer: the result it needs has come and so have the next
  /// `wakeBatch - 1`, or no more work will be claimed (the last results), or workers wait for
  /// room in the window. Called with the lock held.
  private func consumerHasWork() -> Bool {
    guard results[consumed] != nil else { return false }
    if next >= items.count || workersWaiting > 0 { return true }
    for k in 1..<Self.wakeBatch where results[consumed + k] == nil { return false }
    return true
  }

  private func take() -> R {
    condition.lock()
    defer { condition.unlock() }
    while results[consumed] == nil {
      consumerWaiting = true
      condition.wait()
    }
    consumerWaiting = false
    let r = results.removeValue(forKey: consumed)!
    consumed += 1
    if workersWaiting > 0 { condition.broadcast() }
    return r
  }

  /// Stops claiming and waits for every worker to leave.
  private func finish() {
    condition.lock()
    stopped = true
    condition.broadcast()
    while running > 0 { condition.wait() }
    condition.unlock()
  }
}

import Foundation

/// Where a car writer waits, before putting its car in place, for the check of the same
/// catalogs running beside it: it learns whether the check passed.
public final class CheckGate: @unchecked Sendable {
  private let condition = NSCondition()
  private var passed: Bool?

  public init() {}

  /// Says how the check ended; wakes the writer.
  public func open(passed: Bool) {
    condition.lock()
    self.passed = passed
    condition.broadcast()
    condition.unlock()
  }

  /// Blocks until `open`; whether the check passed. Called on a thread of its own, never on the
  /// cooperative pool that runs the check.
  public func waitPassed() -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while passed == nil { condition.wait() }
    return passed!
  }
}

import Foundation

/// Blocking work on a thread of its own, awaited without holding a thread of Swift's cooperative
/// pool: work that waits on an async task (a `CheckGate`) must not sit on the pool that task needs.
public enum OwnThread {
  /// What `body` returns, run on a new thread.
  public static func run<T>(_ body: @escaping @Sendable () -> sending T) async -> sending T {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: body()) }.start()
    }
  }
}

import Foundation

/// Blocking work on a thread of its own, awaited without holding a thread of Swift's cooperative
/// pool: work that waits on an async task (a `CheckGate`) must not sit on the pool that task needs.
enum OwnThread {
  static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: body()) }.start()
    }
  }
}

import Foundation

/// A `CommandOutput` that keeps what is written until `release(to:)` passes it on in order, or
/// the holder drops it: for a step whose words must not reach the user when the step is redone.
final class HeldOutput: @unchecked Sendable {
  private let lock = NSLock()
  private var held: [(toError: Bool, text: String)] = []

  var output: CommandOutput {
    CommandOutput(out: { [self] in hold($0, toError: false) }, err: { [self] in hold($0, toError: true) })
  }

  private func hold(_ text: String, toError: Bool) {
    lock.lock()
    held.append((toError, text))
    lock.unlock()
  }

  /// Writes what was held to `output`, in the order it came.
  func release(to output: CommandOutput) {
    lock.lock()
    let all = held
    held = []
    lock.unlock()
    for (toError, text) in all { toError ? output.err(text) : output.out(text) }
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one progress bar of `compile`, `validate`, `size`, `diff` and `report`: a line on standard error,
/// `[#####     ] phase done/total`, redrawn at most every 100 ms and erased when the work ends.
/// Only drawn when standard error is a terminal and `--quiet` was not given.
public final class ProgressBar: @unchecked Sendable {
  private let lock = NSLock()
  private let output: CommandOutput
  private var last = Date.distantPast
  private var drawn = false

  init(output: CommandOutput) { self.output = output }

  /// A bar when `enabled` (no `--quiet`) and standard error is a terminal; otherwise `nil`.
  public static func onTerminal(enabled: Bool, output: CommandOutput = .standard) -> ProgressBar? {
    enabled && isatty(2) == 1 ? ProgressBar(output: output) : nil
  }

  public func update(_ phase: String, done: Int, total: Int) {
    lock.lock()
    defer { lock.unlock() }
    let now = Date()
    guard done == total || now.timeIntervalSince(last) > 0.1 else { return }
    last = now
    let width = 30
    let filled = total == 0 ? width : min(width, done * width / total)
    let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
    output.err("\r\u{1B}[2K[\(bar)] \(phase) \(done)/\(total)")
    drawn = true
  }

  /// `update` as a function, for the progress callbacks of the libraries.
  public var reporter: @Sendable (String, Int, Int) -> Void { { self.update($0, done: $1, total: $2) } }

  public func finish() {
    lock.lock()
    defer { lock.unlock() }
    if drawn { output.err("\r\u{1B}[2K") }
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary files this process is writing (``AtomicFileWriter``'s), and what SIGTERM,
/// SIGINT and SIGHUP do to them (SPEC §7): the command removes every one, says which outputs it
/// was writing and that they were left as they were, and exits 2.
///
/// No signal handler runs: ``installInterruptionHandling()`` blocks the signals in the calling
/// thread, so every thread started after it has them blocked too, and one thread takes them with
/// `sigwait` and does the removal as ordinary code. Creating, renaming and removing a temporary
/// file happen under the same lock as the removal, which the interrupted process never releases:
/// after the removal no file is created and no rename replaces an output.
public enum TemporaryFiles {
  /// The exit status of a command stopped by a signal (SPEC §5: an I/O failure).
  public static let interruptedStatus: Int32 = 2

  public static let interruptingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  private final class Registry: @unchecked Sendable {
    let lock = NSLock()
    /// Temporary path → the destination it is renamed to.
    var live: [String: String] = [:]
  }

  private static let registry = Registry()

  /// Creates the temporary file at `temporary` (with `create`) and records it.
  static func create(
    _ temporary: String, for destination: String, _ create: (String) throws(POSIXFailure) -> POSIXFile
  ) throws(POSIXFailure) -> POSIXFile {
    registry.lock.lock()
    defer { registry.lock.unlock() }
    let file = try create(temporary)
    registry.live[temporary] = destination
    return file
  }

  /// Renames `temporary` onto its destination; it is no longer this process's to remove.
  static func rename(_ temporary: String, to destination: String) throws(POSIXFailure) {
    registry.lock.lock()
    defer { registry.lock.unlock() }
    try POSIXCalls.rename(temporary, destination)
    registry.live[temporary] = nil
  }

  /// Removes `temporary` (a writer given up).
  static func remove(_ temporary: String) {
    registry.lock.lock()
    defer { registry.lock.unlock() }
    POSIXCalls.unlinkQuietly(temporary)
    registry.live[temporary] = nil
  }

  /// Blocks SIGINT, SIGTERM and SIGHUP in the calling thread and every thread it starts later,
  /// and starts the thread that takes them (``interrupted(by:)``). Call it first in `main`,
  /// before any other thread exists. A thread that started earlier could still take a signal
  /// and die of it, leaving one temporary file per output, which the next run removes.
  public static func installInterruptionHandling() {
    var set = sigset_t()
    sigemptyset(&set)
    for s in interruptingSignals { sigaddset(&set, s) }
    pthread_sigmask(SIG_BLOCK, &set, nil)
    let blocked = set
    let waiter = Thread {
      var signals = blocked
      var signal: Int32 = 0
      while sigwait(&signals, &signal) != 0 {}
      interrupted(by: signal)
    }
    waiter.name = "signals"
    waiter.start()
  }

  /// Removes every temporary file, tells standard error, and ends the process with
  /// ``interruptedStatus`` (`_exit`: the other threads are still running, so no exit handlers).
  static func interrupted(by signal: Int32) -> Never {
    registry.lock.lock()  // never unlocked: nothing is created or renamed from now on
    for temporary in registry.live.keys { POSIXCalls.unlinkQuietly(temporary) }
    let name = signalName(signal)
    let outputs = Set(registry.live.values).sorted().map { "'\($0)'" }
    let message =
      outputs.isEmpty
      ? "error: stopped by \(name) before writing any output\n"
      : "error: stopped by \(name) while writing \(outputs.joined(separator: ", ")): left as "
        + (outputs.count == 1 ? "it was" : "they were") + ", temporary files removed\n"
    let bytes = Array(message.utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    _exit(interruptedStatus)
  }

  static func signalName(_ signal: Int32) -> String {
    switch signal {
    case SIGINT: "SIGINT"
    case SIGTERM: "SIGTERM"
    case SIGHUP: "SIGHUP"
    default: "signal \(signal)"
    }
  }
}

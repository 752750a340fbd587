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
/// The signal handler (`main`'s, in C) only writes the signal's number to a pipe; one thread
/// reads it and does the removal as ordinary code (``handleInterruptions(from:)``): no unsafe
/// work in a handler, no `longjmp`. Creating, renaming and removing a temporary
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

  /// Starts the thread that reads the signals `pipe` delivers (one byte each, the signal's number,
  /// written by a handler that does nothing else) and acts on the first (``interrupted(by:)``).
  public static func handleInterruptions(from pipe: Int32) {
    guard pipe >= 0 else { return }
    let waiter = Thread {
      var byte: UInt8 = 0
      while read(pipe, &byte, 1) != 1 {}
      interrupted(by: Int32(byte))
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

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command writes: standard output and standard error, or buffers in tests.
public struct CommandOutput: Sendable {
  public var out: @Sendable (String) -> Void
  public var err: @Sendable (String) -> Void
  /// Bytes to standard output (batch answers); defaults to `out` of their UTF-8 text.
  public var outBytes: @Sendable ([UInt8]) -> Void

  public init(
    out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
    outBytes: (@Sendable ([UInt8]) -> Void)? = nil
  ) {
    self.out = out
    self.err = err
    self.outBytes = outBytes ?? { out(String(decoding: $0, as: UTF8.self)) }
  }

  /// Unbuffered writes to file descriptors 1 and 2 (each call is flushed: batch answers stream).
  public static let standard = CommandOutput(
    out: { writeAll(1, Array($0.utf8)) },
    err: { writeAll(2, Array($0.utf8)) },
    outBytes: { writeAll(1, $0) })

  /// `write(2)` until every byte is out (or the descriptor fails, e.g. a closed pipe).
  static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += n
      }
    }
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation

/// A file read from its start, in growing prefixes, for ``ImageProbe/probe(fileAt:)``.
final class HeaderFile {
  private let path: String
  private var descriptor: Int32
  private var bytes = Data()
  /// Whether the last read reached the end of the file.
  private(set) var atEnd = false
  /// Whether ``close()`` closes the descriptor (not for one the caller lent).
  private let owned: Bool

  init(path: String) throws(ImagingError) {
    self.path = path
    owned = true
    descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .unreadable(path: path, reason: Self.errnoText()) }
  }

  /// A file the caller opened and already read `prefix` from (from offset 0, the descriptor
  /// now just past it; `atEnd` when that read met the end). The caller closes the descriptor.
  init(descriptor: Int32, path: String, prefix: Data, atEnd: Bool) {
    self.path = path
    owned = false
    self.descriptor = descriptor
    bytes = prefix
    self.atEnd = atEnd
  }

  deinit { close() }

  func close() {
    if descriptor >= 0 {
      if owned { _ = systemClose(descriptor) }
      descriptor = -1
    }
  }

  /// The first `count` bytes of the file (fewer at its end), reading only what is not read yet.
  func read(upTo count: Int) throws(ImagingError) -> Data {
    guard descriptor >= 0 else { throw .unreadable(path: path, reason: "file closed") }
    while bytes.count < count && !atEnd {
      let want = count - bytes.count
      var chunk = [UInt8](repeating: 0, count: want)
      let got = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, want) }
      if got < 0 {
        if errno == EINTR { continue }
        throw .unreadable(path: path, reason: Self.errnoText())
      }
      if got == 0 {
        atEnd = true
      } else {
        bytes.append(contentsOf: chunk[0..<got])
      }
    }
    return bytes.prefix(count)
  }

  private static func errnoText() -> String {
    String(cString: strerror(errno))
  }
}

// `read(2)` and `close(2)`, named apart from ``HeaderFile``'s methods.
#if canImport(Glibc)
  private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { Glibc.read(fd, buffer, count) }
  private func systemClose(_ fd: Int32) -> Int32 { Glibc.close(fd) }
#elseif canImport(Musl)
  private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { Musl.read(fd, buffer, count) }
  private func systemClose(_ fd: Int32) -> Int32 { Musl.close(fd) }
#else
  private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { Darwin.read(fd, buffer, count) }
  private func systemClose(_ fd: Int32) -> Int32 { Darwin.close(fd) }
#endif

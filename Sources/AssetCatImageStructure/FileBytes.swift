import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole files read through POSIX `open`/`fstat`/`read` (no Foundation objects per file): what
/// the structure walks and the pixel decoder read.
public enum FileBytes {
  /// Files larger than this are refused before they are read: no PNG or JPEG within the pixel
  /// limits of SPEC §7 comes near it, and a structure walk must not read gigabytes.
  public static let maxFileBytes = 1 << 30

  /// The bytes of the file at `path`.
  public static func read(path: String) throws(ImagingError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .unreadable(path: path, reason: errnoText()) }
    defer { close(fd) }
    return try readRest(descriptor: fd, path: path, prefix: Data())
  }

  /// The bytes of a file the caller opened and already read `prefix` from (from offset 0; the
  /// descriptor is just past it): `prefix` followed by the rest. The caller closes the descriptor.
  public static func readRest(descriptor fd: Int32, path: String, prefix: Data) throws(ImagingError) -> [UInt8] {
    var st = stat()
    guard fstat(fd, &st) == 0 else { throw .unreadable(path: path, reason: errnoText()) }
    guard Int(st.st_size) <= maxFileBytes else {
      throw .corrupt(
        "the file is \(st.st_size) bytes, over the \(maxFileBytes >> 20) MiB an image file may hold; not read")
    }
    // One byte more than the size, so a file that grew is noticed and read to its end.
    var bytes = [UInt8](repeating: 0, count: max(Int(st.st_size), prefix.count) + 1)
    bytes.withUnsafeMutableBytes { raw in _ = prefix.copyBytes(to: raw) }
    var count = prefix.count
    while true {
      if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 4096))) }
      let n = bytes.withUnsafeMutableBytes { raw in systemRead(fd, raw.baseAddress! + count, raw.count - count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw .unreadable(path: path, reason: errnoText())
      }
      if n == 0 { break }
      count += n
      if count > maxFileBytes { throw .corrupt("the file grew over \(maxFileBytes >> 20) MiB while it was read") }
    }
    bytes.removeLast(bytes.count - count)
    return bytes
  }

  private static func errnoText() -> String { String(cString: strerror(errno)) }
}

#if canImport(Glibc)
  private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    Glibc.read(fd, buffer, count)
  }
#elseif canImport(Musl)
  private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    Musl.read(fd, buffer, count)
  }
#else
  private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    Darwin.read(fd, buffer, count)
  }
#endif

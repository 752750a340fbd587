#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Read-only bytes of a file a reader works on: a private read-only `mmap` of the file, or an
/// owned copy. Readers (`ByteReader`) borrow from it; keep the storage alive while they are used.
///
/// `@unchecked Sendable`: the memory is never written after creation and is released only in
/// `deinit`, so sharing it between threads is safe.
///
/// A mapped file that another process truncates while it is mapped can still fault (SIGBUS) on
/// access, as with every mmap reader; the project's writers never truncate in place (they rename
/// a new file over the old one), so their outputs are safe to keep mapped across rewrites.
public final class ByteStorage: @unchecked Sendable {
  public let base: UnsafeRawPointer
  public let count: Int
  private let mapped: Bool

  /// Maps the regular file at `path`. An empty file is an empty storage.
  public init(mapping path: String) throws(ByteStorageError) {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .system("cannot open", path) }
    defer { close(fd) }
    var st = stat()
    guard fstat(fd, &st) == 0 else { throw .system("cannot stat", path) }
    guard (st.st_mode & S_IFMT) == S_IFREG else { throw ByteStorageError("'\(path)' is not a regular file") }
    let size = Int(st.st_size)
    guard size > 0 else {
      (base, count, mapped) = (UnsafeRawPointer(Self.allocate(0)), 0, false)
      return
    }
    let p = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0)
    guard let p, p != MAP_FAILED else { throw .system("cannot map", path) }
    (base, count, mapped) = (UnsafeRawPointer(p), size, true)
  }

  /// An owned copy of `bytes` (tests, and files received over the network).
  public init(copying bytes: UnsafeRawBufferPointer) {
    let p = Self.allocate(bytes.count)
    if let src = bytes.baseAddress, bytes.count > 0 { p.copyMemory(from: src, byteCount: bytes.count) }
    (base, count, mapped) = (UnsafeRawPointer(p), bytes.count, false)
  }

  public convenience init(copying bytes: [UInt8]) {
    self.init(copying: bytes.withUnsafeBytes { UnsafeRawBufferPointer($0) })
  }

  private static func allocate(_ n: Int) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer.allocate(byteCount: max(n, 1), alignment: 16)
  }

  deinit {
    if mapped {
      munmap(UnsafeMutableRawPointer(mutating: base), count)
    } else {
      UnsafeMutableRawPointer(mutating: base).deallocate()
    }
  }

  public var buffer: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

  /// A reader over the whole storage.
  public func reader(_ endianness: Endianness) -> ByteReader { ByteReader(buffer, endianness: endianness) }
}

/// A file that could not be opened or mapped.
public struct ByteStorageError: Error, Sendable, Hashable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }

  static func system(_ what: String, _ path: String) -> ByteStorageError {
    ByteStorageError("\(what) '\(path)': \(String(cString: strerror(errno)))")
  }

  public var description: String { message }
}

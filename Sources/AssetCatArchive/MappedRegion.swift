#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Read-only bytes of a compiled catalog: a private read-only `mmap` of the file, or an owned copy.
///
/// `@unchecked Sendable`: the memory is never written after creation and is released only in
/// `deinit`, so sharing it between threads is safe.
///
/// A mapped file that another process truncates while it is mapped can still fault (SIGBUS) on
/// access, as with every mmap reader; `compile` never truncates in place (it renames a new file
/// over the old one), so its outputs are safe to keep mapped across recompiles.
final class MappedRegion: @unchecked Sendable {
  let base: UnsafeRawPointer
  let count: Int
  private let mapped: Bool

  /// Maps `path`. An empty file is mapped as an empty region (and then refused as truncated).
  init(path: String) throws(CompiledCatalogError) {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw CompiledCatalogError(.unreadable, at: 0, "cannot open '\(path)': \(String(cString: strerror(errno)))") }
    defer { close(fd) }
    var st = stat()
    guard fstat(fd, &st) == 0 else {
      throw CompiledCatalogError(.unreadable, at: 0, "cannot stat '\(path)': \(String(cString: strerror(errno)))")
    }
    guard (st.st_mode & S_IFMT) == S_IFREG else { throw CompiledCatalogError(.unreadable, at: 0, "'\(path)' is not a regular file") }
    let size = Int(st.st_size)
    if size == 0 {
      base = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 16))
      count = 0
      mapped = false
      return
    }
    let p = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0)
    guard let p, p != MAP_FAILED else {
      throw CompiledCatalogError(.unreadable, at: 0, "cannot map '\(path)': \(String(cString: strerror(errno)))")
    }
    base = UnsafeRawPointer(p)
    count = size
    mapped = true
  }

  /// An owned copy of `bytes` (tests, and catalogs received over the network).
  init(copying bytes: UnsafeRawBufferPointer) {
    let p = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
    if let src = bytes.baseAddress, bytes.count > 0 { p.copyMemory(from: src, byteCount: bytes.count) }
    base = UnsafeRawPointer(p)
    count = bytes.count
    mapped = false
  }

  deinit {
    if mapped {
      munmap(UnsafeMutableRawPointer(mutating: base), count)
    } else {
      UnsafeMutableRawPointer(mutating: base).deallocate()
    }
  }

  var buffer: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }
}

import AssetCatArchive
import AssetCatBytes
import AssetCatFileSystem
import Foundation

/// Reading payload sources in fixed-size chunks (never whole): hashing, comparing and copying them
/// into the output.
enum PayloadFiles {
  typealias Source = CompiledCatalogWriter.PayloadSource

  /// XXH64 and length of a file.
  static func hash(_ path: String, chunk: Int) throws(CompiledCatalogWriteError) -> CompiledCatalogWriter.Hashed {
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 16)
    defer { buffer.deallocate() }
    do {
      let f = try POSIXFile.openForReading(path)
      var h = XXHash64()
      var length = 0
      while true {
        let n = try f.read(into: buffer)
        if n == 0 { break }
        h.update(UnsafeRawBufferPointer(rebasing: buffer[0..<n]))
        length += n
      }
      try f.closeChecked()
      return .init(hash: h.finalize(), length: length)
    } catch {
      throw .unreadableInput(path: path, reason: "\(error)")
    }
  }

  /// Streams every payload into `file` (which is at `offset`), each followed by zeros to the
  /// payload alignment, re-hashing as it copies: a source that changed since it was hashed aborts.
  /// Returns the data section's checksum.
  static func copy(
    _ payloads: [CatalogLayout.Payload], sources: [Source], into file: POSIXFile, at offset: Int, chunk: Int,
    progress: (@Sendable (CompiledCatalogWriter.Progress) -> Void)?
  ) throws(CompiledCatalogWriteError) -> UInt64 {
    var section = XXHash64()
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 16)
    defer { buffer.deallocate() }
    var written = offset
    func out(_ p: UnsafeRawBufferPointer) throws(CompiledCatalogWriteError) {
      do { try file.writeAll(p) } catch { throw .outputFailed(path: file.path, reason: "\(error)") }
      section.update(p)
      written += p.count
    }
    for (n, entry) in payloads.enumerated() {
      precondition(written == entry.offset)
      let source = sources[entry.sourceIndex]
      var h = XXHash64()
      let length = try read(source, buffer: buffer, limit: entry.length) { (p) throws(CompiledCatalogWriteError) in
        h.update(p)
        try out(p)
      }
      guard length == entry.length, h.finalize() == entry.hash else {
        if let path = source.filePath { throw .inputChanged(path: path) }
        throw .unrepresentable("payload bytes changed while writing")
      }
      let zeros = [UInt8](
        repeating: 0, count: CatalogLayout.align(length, CompiledCatalogFormat.payloadAlignment) - length)
      try withBytes(zeros) { (z) throws(CompiledCatalogWriteError) in try out(z) }
      progress?(.init(phase: .copying, done: n + 1, total: payloads.count))
    }
    return section.finalize()
  }

  /// Hands `source`'s bytes to `body` in chunks; the byte count. More than `limit` bytes is a
  /// change since hashing.
  static func read(
    _ source: Source, buffer: UnsafeMutableRawBufferPointer, limit: Int,
    _ body: (UnsafeRawBufferPointer) throws(CompiledCatalogWriteError) -> Void
  ) throws(CompiledCatalogWriteError) -> Int {
    if case .bytes(let b) = source {
      try withBytes(b, body)
      return b.count
    }
    let path = source.filePath!
    var length = 0
    do {
      let f = try POSIXFile.openForReading(path)
      while true {
        let got = try f.read(into: buffer)
        if got == 0 { break }
        length += got
        if length > limit { throw CompiledCatalogWriteError.inputChanged(path: path) }
        try body(UnsafeRawBufferPointer(rebasing: buffer[0..<got]))
      }
    } catch let e as CompiledCatalogWriteError {
      throw e
    } catch {
      throw .unreadableInput(path: path, reason: "\(error)")
    }
    return length
  }

  /// Whether two payload sources hold the same bytes (read in chunks, never whole).
  static func sameBytes(_ a: Source, _ b: Source, chunk: Int) throws(CompiledCatalogWriteError) -> Bool {
    if a == b { return true }
    func reader(_ s: Source) throws(CompiledCatalogWriteError) -> (UnsafeMutableRawBufferPointer)
      throws(CompiledCatalogWriteError) -> Int
    {
      switch s {
      case .bytes(let bytes):
        var pos = 0
        return { (buf) throws(CompiledCatalogWriteError) -> Int in
          let n = min(buf.count, bytes.count - pos)
          if n == 0 { return 0 }
          bytes.withUnsafeBytes { buf.baseAddress!.copyMemory(from: $0.baseAddress! + pos, byteCount: n) }
          pos += n
          return n
        }
      case .file, .path:
        let path = s.filePath!
        let f: POSIXFile
        do { f = try POSIXFile.openForReading(path) } catch { throw .unreadableInput(path: path, reason: "\(error)") }
        return { (buf) throws(CompiledCatalogWriteError) -> Int in
          do { return try f.readFully(into: buf) } catch {
            throw CompiledCatalogWriteError.unreadableInput(path: path, reason: "\(error)")
          }
        }
      }
    }
    let ra = try reader(a), rb = try reader(b)
    let size = min(chunk, 1 << 16)
    let ba = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
    let bb = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
    defer {
      ba.deallocate()
      bb.deallocate()
    }
    while true {
      let na = try ra(ba), nb = try rb(bb)
      if na != nb { return false }
      if na == 0 { return true }
      if memcmp(ba.baseAddress!, bb.baseAddress!, na) != 0 { return false }
    }
  }

  /// `body` over an array's bytes, keeping `body`'s error type.
  static func withBytes<R>(
    _ b: [UInt8], _ body: (UnsafeRawBufferPointer) throws(CompiledCatalogWriteError) -> R
  ) throws(CompiledCatalogWriteError) -> R {
    try b.withUnsafeBytes { p in Result { () throws(CompiledCatalogWriteError) -> R in try body(p) } }.get()
  }
}

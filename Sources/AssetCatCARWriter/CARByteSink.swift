import AssetCatFileSystem

/// Where a car's bytes go as they are made: a file (through a buffer) or memory.
protocol CARByteSink {
  /// Bytes written so far (the next byte's offset).
  var count: Int { get }
  mutating func append(_ bytes: [UInt8]) throws
  /// `bytes` over what was written at `offset` (the BOM header, once everything after it is known).
  mutating func overwrite(_ bytes: [UInt8], at offset: Int) throws
  /// Writes what is buffered.
  mutating func flush() throws
  /// `length` bytes whose values do not matter (a record only counted).
  mutating func advance(by length: Int) throws
}

extension CARByteSink {
  mutating func advance(by length: Int) throws { try append([UInt8](repeating: 0, count: length)) }
}

/// A car in memory (`CARWriter.build`).
struct CARMemorySink: CARByteSink {
  var bytes: [UInt8] = []
  var count: Int { bytes.count }
  mutating func append(_ b: [UInt8]) { bytes += b }
  mutating func overwrite(_ b: [UInt8], at offset: Int) { bytes.replaceSubrange(offset..<offset + b.count, with: b) }
  mutating func flush() {}
}

/// A car's file, written a megabyte at a time: its renditions' records would otherwise be a
/// write(2) each (10,400 on the 3,000-set bench, on the thread that also hands out the work).
struct CARFileSink: CARByteSink {
  let file: POSIXFile
  let path: String
  private var buffer: [UInt8] = []
  private var written = 0
  static let bufferBytes = 1 << 20

  init(file: POSIXFile, path: String) {
    self.file = file
    self.path = path
    buffer.reserveCapacity(Self.bufferBytes)
  }

  var count: Int { written + buffer.count }

  mutating func append(_ b: [UInt8]) throws {
    if buffer.count + b.count > Self.bufferBytes { try flush() }
    guard b.count < Self.bufferBytes else {
      try write(b)
      return
    }
    buffer += b
  }

  mutating func overwrite(_ b: [UInt8], at offset: Int) throws {
    try flush()
    do { try b.withUnsafeBytes { try file.pwriteAll($0, at: offset) } } catch {
      throw CARFileWriter.failure(path, error)
    }
  }

  mutating func flush() throws {
    try write(buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  private mutating func write(_ b: [UInt8]) throws {
    do { try b.withUnsafeBytes { try file.writeAll($0) } } catch { throw CARFileWriter.failure(path, error) }
    written += b.count
  }
}

/// A bounds- and overflow-checked reading cursor over borrowed bytes: the one way the project
/// reads a binary format.
///
/// A reader is a window `[start, end)` of a buffer and a position inside it. Every read checks
/// that it stays inside the window and throws `ByteReadError` (with the absolute offset) when it
/// would not; no read ever touches a byte outside the window. Offsets in errors and in `position`
/// are absolute (offsets in the file), so messages point at the byte a hex viewer shows.
///
/// The reader borrows its bytes: whoever made it (usually a `ByteStorage`, or a
/// `withUnsafeBytes` closure) keeps them alive and unchanged while it is used.
public struct ByteReader: @unchecked Sendable {
  public let base: UnsafeRawBufferPointer
  /// The first byte this reader may read.
  public let start: Int
  /// One past the last byte this reader may read.
  public let end: Int
  /// The absolute offset of the next read.
  @inlinable public var position: Int { cursor }
  @usableFromInline var cursor: Int
  public var endianness: Endianness

  /// A reader over all of `base`, positioned at its first byte.
  @inlinable
  public init(_ base: UnsafeRawBufferPointer, endianness: Endianness) {
    self.base = base
    self.start = 0
    self.end = base.count
    self.cursor = 0
    self.endianness = endianness
  }

  @usableFromInline
  init(base: UnsafeRawBufferPointer, start: Int, end: Int, endianness: Endianness) {
    self.base = base
    self.start = start
    self.end = end
    self.cursor = start
    self.endianness = endianness
  }

  /// Bytes left between the position and the end of the window.
  @inlinable public var remaining: Int { end - position }
  /// The window's length.
  @inlinable public var count: Int { end - start }
  @inlinable public var isAtEnd: Bool { position == end }

  // MARK: Moving

  /// Moves to absolute offset `offset`, which must be inside the window (or at its end).
  @inlinable
  public mutating func seek(to offset: Int) throws(ByteReadError) {
    guard offset >= start, offset <= end else {
      throw ByteReadError(.outOfBounds, at: offset, "offset \(offset) is outside \(start)..<\(end)")
    }
    cursor = offset
  }

  @inlinable
  public mutating func skip(_ n: Int) throws(ByteReadError) {
    try require(n)
    cursor += n
  }

  /// Throws unless `n` more bytes can be read from the position.
  @inlinable
  public func require(_ n: Int, _ what: @autoclosure () -> String = "data") throws(ByteReadError) {
    guard n >= 0, n <= end - position else {
      throw ByteReadError(.outOfBounds, at: position, "\(what()) needs \(n) bytes but \(end - position) remain")
    }
  }

  // MARK: Integers

  /// Reads a fixed-width integer in the reader's byte order and advances past it.
  @inlinable
  public mutating func read<T: FixedWidthInteger>(_: T.Type = T.self) throws(ByteReadError) -> T {
    let size = MemoryLayout<T>.size
    try require(size)
    let raw = base.loadUnaligned(fromByteOffset: position, as: T.self)
    cursor += size
    return endianness == .little ? T(littleEndian: raw) : T(bigEndian: raw)
  }

  @inlinable public mutating func u8() throws(ByteReadError) -> UInt8 { try read(UInt8.self) }
  @inlinable public mutating func u16() throws(ByteReadError) -> UInt16 { try read(UInt16.self) }
  @inlinable public mutating func u32() throws(ByteReadError) -> UInt32 { try read(UInt32.self) }
  @inlinable public mutating func u64() throws(ByteReadError) -> UInt64 { try read(UInt64.self) }
  @inlinable public mutating func i32() throws(ByteReadError) -> Int32 { try read(Int32.self) }
  @inlinable public mutating func f32() throws(ByteReadError) -> Float { Float(bitPattern: try u32()) }
  @inlinable public mutating func f64() throws(ByteReadError) -> Double { Double(bitPattern: try u64()) }

  /// Reads an integer at absolute `offset` without moving (for fixed-layout records).
  @inlinable
  public func read<T: FixedWidthInteger>(_: T.Type = T.self, at offset: Int) throws(ByteReadError) -> T {
    let size = MemoryLayout<T>.size
    guard offset >= start, offset <= end - size else {
      throw ByteReadError(.outOfBounds, at: offset, "a \(size)-byte value at \(offset) is outside \(start)..<\(end)")
    }
    let raw = base.loadUnaligned(fromByteOffset: offset, as: T.self)
    return endianness == .little ? T(littleEndian: raw) : T(bigEndian: raw)
  }

  /// Reads a four-character code as its four bytes in file order, packed big-endian
  /// (`"BOMS"` reads as 0x424F_4D53 whatever the reader's byte order).
  @inlinable
  public mutating func fourCC() throws(ByteReadError) -> FourCC {
    try require(4, "a four-character code")
    let raw = base.loadUnaligned(fromByteOffset: position, as: UInt32.self)
    cursor += 4
    return FourCC(rawValue: UInt32(bigEndian: raw))
  }

  // MARK: Bytes

  /// The next `n` bytes, borrowed (valid as long as the reader's storage is).
  @inlinable
  public mutating func bytes(_ n: Int) throws(ByteReadError) -> UnsafeRawBufferPointer {
    try require(n)
    let slice = UnsafeRawBufferPointer(rebasing: base[position..<(position + n)])
    cursor += n
    return slice
  }

  /// The next `n` bytes, copied.
  @inlinable
  public mutating func array(_ n: Int) throws(ByteReadError) -> [UInt8] {
    Array(try bytes(n))
  }

  /// A fixed-width text field of `width` bytes: the bytes before the first NUL, decoded as UTF-8
  /// (invalid sequences become U+FFFD).
  public mutating func fixedString(width: Int) throws(ByteReadError) -> String {
    let field = try bytes(width)
    let length = field.firstIndex(of: 0) ?? field.count
    return String(decoding: UnsafeRawBufferPointer(rebasing: field[0..<length]), as: UTF8.self)
  }

  /// Checks that the next `n` bytes equal `expected`, then moves past them.
  public mutating func expect(_ expected: [UInt8], _ what: String) throws(ByteReadError) {
    let at = position
    let found = try bytes(expected.count)
    guard found.elementsEqual(expected) else {
      throw ByteReadError(.invalid, at: at, "\(what) not found (the bytes are \(hex(found)))")
    }
  }

  // MARK: Windows

  /// A reader over `length` bytes at absolute `offset`, which must lie inside this window.
  /// `offset` and `length` may come from the file: both are checked, sums included.
  @inlinable
  public func window(at offset: Int, length: Int) throws(ByteReadError) -> ByteReader {
    guard offset >= 0, length >= 0 else {
      throw ByteReadError(.outOfBounds, at: offset, "negative offset or length (\(offset), \(length))")
    }
    let (last, overflow) = offset.addingReportingOverflow(length)
    guard !overflow else {
      throw ByteReadError(.overflow, at: offset, "offset \(offset) + length \(length) overflows")
    }
    guard offset >= start, last <= end else {
      throw ByteReadError(.outOfBounds, at: offset, "\(length) bytes at \(offset) run outside \(start)..<\(end)")
    }
    return ByteReader(base: base, start: offset, end: last, endianness: endianness)
  }

  /// `window(at:length:)` for offsets and lengths read as unsigned file fields.
  @inlinable
  public func window<O: BinaryInteger, L: BinaryInteger>(at offset: O, length: L) throws(ByteReadError) -> ByteReader {
    guard let o = Int(exactly: offset), let l = Int(exactly: length) else {
      throw ByteReadError(
        .overflow, at: position, "offset \(offset) or length \(length) does not fit in this machine's Int")
    }
    return try window(at: o, length: l)
  }

  /// The next `n` bytes as their own reader; this reader moves past them.
  @inlinable
  public mutating func take(_ n: Int) throws(ByteReadError) -> ByteReader {
    let w = try window(at: position, length: n)
    cursor += n
    return w
  }

  /// The whole window's bytes, borrowed.
  @inlinable
  public var windowBytes: UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(rebasing: base[start..<end])
  }

  /// An error of kind `.invalid` at the current position (for record checks).
  public func invalid(_ message: String, at offset: Int? = nil) -> ByteReadError {
    ByteReadError(.invalid, at: offset ?? position, message)
  }
}

/// `"89 50 4e 47"`: up to 16 bytes in hex, for messages.
func hex(_ bytes: UnsafeRawBufferPointer) -> String {
  let shown = bytes.prefix(16).map { b -> String in
    let s = String(b, radix: 16)
    return s.count == 1 ? "0" + s : s
  }
  return shown.joined(separator: " ") + (bytes.count > 16 ? " …" : "")
}

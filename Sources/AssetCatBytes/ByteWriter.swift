/// A growing byte buffer for writing a binary format: the writing side of `ByteReader`.
public struct ByteWriter: Sendable {
  public var bytes: [UInt8] { storage }
  @usableFromInline var storage: [UInt8]
  public var endianness: Endianness

  public init(endianness: Endianness, capacity: Int = 0) {
    self.storage = []
    self.storage.reserveCapacity(capacity)
    self.endianness = endianness
  }

  /// Bytes written so far (the offset of the next write).
  @inlinable public var count: Int { storage.count }

  @inlinable
  public mutating func write<T: FixedWidthInteger>(_ value: T) {
    let ordered = endianness == .little ? value.littleEndian : value.bigEndian
    withUnsafeBytes(of: ordered) { storage.append(contentsOf: $0) }
  }

  public mutating func write(_ value: Float) { write(value.bitPattern) }
  public mutating func write(_ value: Double) { write(value.bitPattern) }

  /// Writes a four-character code's bytes in file order (the inverse of `ByteReader.fourCC()`).
  public mutating func write(_ code: FourCC) { storage.append(contentsOf: code.bytes) }

  public mutating func write<C: Collection<UInt8>>(bytes other: C) { storage.append(contentsOf: other) }

  public mutating func write(bytes other: UnsafeRawBufferPointer) { storage.append(contentsOf: other) }

  /// Writes `text`'s UTF-8 into a field of exactly `width` bytes, NUL-padded. Throws when the text
  /// does not fit (the reader would cut it).
  public mutating func writeFixedString(_ text: String, width: Int) throws(ByteWriteError) {
    let utf8 = Array(text.utf8)
    guard utf8.count <= width else {
      throw ByteWriteError("'\(text)' is \(utf8.count) bytes, longer than its \(width)-byte field")
    }
    storage.append(contentsOf: utf8)
    zeros(width - utf8.count)
  }

  public mutating func zeros(_ n: Int) { storage.append(contentsOf: repeatElement(0, count: n)) }

  /// Writes zeros up to the next multiple of `alignment`.
  public mutating func pad(to alignment: Int) {
    let r = storage.count % alignment
    if r != 0 { zeros(alignment - r) }
  }

  /// Overwrites a value written earlier at `offset` (header fields that are known last).
  public mutating func patch<T: FixedWidthInteger>(_ value: T, at offset: Int) {
    let ordered = endianness == .little ? value.littleEndian : value.bigEndian
    withUnsafeBytes(of: ordered) { src in
      precondition(offset >= 0 && offset + src.count <= storage.count, "patch outside the written bytes")
      for i in 0..<src.count { storage[offset + i] = src[i] }
    }
  }

  /// Hands the bytes over and leaves the writer empty.
  public mutating func take() -> [UInt8] {
    defer { storage = [] }
    return storage
  }
}

/// A value the format cannot represent (a too-long name, a count past a field's width).
public struct ByteWriteError: Error, Sendable, Hashable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

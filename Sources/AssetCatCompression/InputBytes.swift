import AssetCatBytes

/// The caller's compressed bytes; header fields are read through the project's byte layer
/// (`AssetCatBytes.ByteReader`, little-endian), whose range errors become
/// ``CompressionError/Reason/truncated(needed:)`` at the field's offset.
///
/// The decoders' inner loops read through raw pointers instead, over ranges these checks have
/// already proven to lie inside the input.
struct InputBytes {
  let buffer: UnsafeRawBufferPointer
  private let reader: ByteReader

  init(buffer: UnsafeRawBufferPointer) {
    self.buffer = buffer
    reader = ByteReader(buffer, endianness: .little)
  }

  var count: Int { buffer.count }

  /// Throws unless `length` bytes exist at `offset`.
  func require(_ length: Int, at offset: Int) throws(CompressionError) {
    do {
      _ = try reader.window(at: offset, length: length)
    } catch {
      throw truncation(length, at: offset)
    }
  }

  private func truncation(_ length: Int, at offset: Int) -> CompressionError {
    let needed = length - max(0, min(buffer.count, buffer.count - offset))
    return CompressionError(offset: offset, reason: .truncated(needed: needed))
  }

  private func field<T: FixedWidthInteger>(_: T.Type, at offset: Int) throws(CompressionError) -> T {
    do {
      return try reader.read(T.self, at: offset)
    } catch {
      throw truncation(MemoryLayout<T>.size, at: offset)
    }
  }

  func uint8(at offset: Int) throws(CompressionError) -> UInt8 { try field(UInt8.self, at: offset) }
  func uint16(at offset: Int) throws(CompressionError) -> UInt16 { try field(UInt16.self, at: offset) }
  func uint32(at offset: Int) throws(CompressionError) -> UInt32 { try field(UInt32.self, at: offset) }
  func uint64(at offset: Int) throws(CompressionError) -> UInt64 { try field(UInt64.self, at: offset) }

  /// Calls `body` with `bytes` as one contiguous buffer, copying only when the collection
  /// does not store its bytes contiguously.
  static func withBuffer<R>(
    of bytes: some Collection<UInt8>,
    _ body: (UnsafeRawBufferPointer) throws(CompressionError) -> R
  ) throws(CompressionError) -> R {
    let direct = bytes.withContiguousStorageIfAvailable { buffer in
      Result { () throws(CompressionError) -> R in try body(UnsafeRawBufferPointer(buffer)) }
    }
    if let direct { return try direct.get() }
    let copied = Array(bytes).withUnsafeBytes { buffer in
      Result { () throws(CompressionError) -> R in try body(buffer) }
    }
    return try copied.get()
  }
}

/// The caller's compressed bytes, read only through range-checked little-endian loads.
///
/// Every load checks its range first and throws ``CompressionError/Reason/truncated(needed:)``
/// with the offset of the field when the input is too short.
struct InputBytes {
  let buffer: UnsafeRawBufferPointer

  var count: Int { buffer.count }

  /// Throws unless `length` bytes exist at `offset`.
  @inline(__always)
  func require(_ length: Int, at offset: Int) throws(CompressionError) {
    guard offset >= 0, length >= 0, length <= buffer.count - offset else {
      let needed = length - max(0, buffer.count - offset)
      throw CompressionError(offset: offset, reason: .truncated(needed: needed))
    }
  }

  func uint8(at offset: Int) throws(CompressionError) -> UInt8 {
    try require(1, at: offset)
    return buffer[offset]
  }

  func uint16(at offset: Int) throws(CompressionError) -> UInt16 {
    try require(2, at: offset)
    // Range checked above.
    return UInt16(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
  }

  func uint32(at offset: Int) throws(CompressionError) -> UInt32 {
    try require(4, at: offset)
    // Range checked above.
    return UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
  }

  func uint64(at offset: Int) throws(CompressionError) -> UInt64 {
    try require(8, at: offset)
    // Range checked above.
    return UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

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

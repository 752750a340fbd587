/// The decoder's output buffer: bytes already produced, and room up to a declared limit.
///
/// Matches copy from earlier output (LZ77 semantics: an overlapping match repeats its pattern).
/// The buffer behind `base` has ``slack`` writable bytes past `capacity`, so wide copies may
/// write up to 15 bytes past a literal's or match's end; those bytes are overwritten later or
/// lie outside the returned count.
struct OutputWindow {
  /// Writable bytes the allocation keeps past the capacity for wide copies.
  static let slack = 32

  let base: UnsafeMutablePointer<UInt8>
  /// Bytes the whole output may hold.
  let capacity: Int
  /// Bytes produced so far.
  private(set) var position = 0
  /// Where the current block or stream must stop (≤ `capacity`).
  var limit: Int

  init(base: UnsafeMutablePointer<UInt8>, capacity: Int) {
    self.base = base
    self.capacity = capacity
    self.limit = capacity
  }

  /// Allocates `size` output bytes (plus ``slack``), lets `body` fill them, and returns them.
  ///
  /// `body` must fill exactly `size` bytes or throw; the caller has checked `size` against its
  /// limit, so this is the only allocation proportional to the output.
  static func produce(
    size: Int, _ body: (inout OutputWindow) throws(CompressionError) -> Void
  ) throws(CompressionError) -> [UInt8] {
    var failure: CompressionError?
    let output = [UInt8](unsafeUninitializedCapacity: size + slack) { buffer, count in
      var window = OutputWindow(base: buffer.baseAddress!, capacity: size)
      do throws(CompressionError) {
        try body(&window)
        count = size
      } catch {
        failure = error
        count = 0
      }
    }
    if let failure { throw failure }
    return output
  }

  /// Throws unless `count` more bytes fit below ``limit``; `offset` is the input offset to blame.
  @inline(__always)
  func reserve(_ count: Int, blaming offset: Int) throws(CompressionError) {
    guard count <= limit &- position else {
      throw CompressionError(
        offset: offset, reason: .outputOverrun(limit: limit, requested: position + count))
    }
  }

  /// Throws unless a match `distance` bytes back starts inside the output produced so far.
  @inline(__always)
  func checkDistance(_ distance: Int, blaming offset: Int) throws(CompressionError) {
    guard distance > 0, distance <= position else {
      throw CompressionError(
        offset: offset, reason: .matchDistanceOutOfRange(distance: distance, produced: position))
    }
  }

  /// Appends `count` bytes from `source` with one bulk copy (no reads past `count`).
  @inline(__always)
  mutating func append(copying source: UnsafePointer<UInt8>, count: Int) {
    (base + position).update(from: source, count: count)
    position &+= count
  }

  /// Appends `count` bytes from `source`, which must be readable for `count + 16` bytes;
  /// the caller has reserved the room.
  @inline(__always)
  mutating func appendWide(copying source: UnsafePointer<UInt8>, count: Int) {
    let destination = UnsafeMutableRawPointer(base + position)
    let from = UnsafeRawPointer(source)
    var index = 0
    repeat {
      destination.storeBytes(
        of: from.loadUnaligned(fromByteOffset: index, as: UInt64.self), toByteOffset: index,
        as: UInt64.self)
      destination.storeBytes(
        of: from.loadUnaligned(fromByteOffset: index &+ 8, as: UInt64.self),
        toByteOffset: index &+ 8, as: UInt64.self)
      index &+= 16
    } while index < count
    position &+= count
  }

  /// Appends a match of `length` bytes starting `distance` bytes back; the caller has checked
  /// the distance and reserved the room.
  @inline(__always)
  mutating func appendMatch(distance: Int, length: Int) {
    let destination = UnsafeMutableRawPointer(base + position)
    var written = 0
    var stride = distance
    // Short periods: double the copied pattern until 8-byte loads no longer overlap their stores.
    while stride < 8 && written < length {
      let chunk = min(stride, length &- written)
      (destination + written).copyMemory(from: destination + (written &- stride), byteCount: chunk)
      written &+= chunk
      stride &*= 2
    }
    if stride >= 16 {
      while written < length {
        let from = destination + (written &- stride)
        let low = from.loadUnaligned(as: UInt64.self)
        let high = from.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        destination.storeBytes(of: low, toByteOffset: written, as: UInt64.self)
        destination.storeBytes(of: high, toByteOffset: written &+ 8, as: UInt64.self)
        written &+= 16
      }
    }
    while written < length {
      let value = destination.loadUnaligned(fromByteOffset: written &- stride, as: UInt64.self)
      destination.storeBytes(of: value, toByteOffset: written, as: UInt64.self)
      written &+= 8
    }
    position &+= length
  }
}

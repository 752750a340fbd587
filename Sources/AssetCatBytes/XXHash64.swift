/// XXH64 (Yann Collet's xxHash, 64-bit variant), streaming: the checksum of every section and
/// payload of a compiled catalog, and the content key for payload deduplication.
///
/// Implemented here so the runtime has no dependencies; it matches the reference implementation
/// (see the test vectors in `XXHash64Tests`).
public struct XXHash64: Sendable {
  private static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
  private static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private static let p3: UInt64 = 0x1656_67B1_9E37_79F9
  private static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63
  private static let p5: UInt64 = 0x27D4_EB2F_1656_67C5

  private var v1: UInt64, v2: UInt64, v3: UInt64, v4: UInt64
  private let seed: UInt64
  private var totalLength: UInt64 = 0
  /// Up to 31 bytes not yet folded into the lanes.
  private var buffer: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  private var buffered = 0

  public init(seed: UInt64 = 0) {
    self.seed = seed
    v1 = seed &+ Self.p1 &+ Self.p2
    v2 = seed &+ Self.p2
    v3 = seed
    v4 = seed &- Self.p1
  }

  /// The hash of `bytes` in one call.
  public static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
    var h = XXHash64(seed: seed)
    h.update(bytes)
    return h.finalize()
  }

  public static func hash(_ bytes: [UInt8], seed: UInt64 = 0) -> UInt64 {
    bytes.withUnsafeBytes { hash($0, seed: seed) }
  }

  @inline(__always)
  private static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 {
    var acc = acc &+ input &* p2
    acc = (acc << 31) | (acc >> 33)
    return acc &* p1
  }

  @inline(__always)
  private static func mergeRound(_ acc: UInt64, _ val: UInt64) -> UInt64 {
    let v = round(0, val)
    return (acc ^ v) &* p1 &+ p4
  }

  public mutating func update(_ bytes: UnsafeRawBufferPointer) {
    guard var base = bytes.baseAddress, bytes.count > 0 else { return }
    var remaining = bytes.count
    totalLength &+= UInt64(remaining)

    if buffered > 0 {
      let take = min(32 - buffered, remaining)
      withUnsafeMutableBytes(of: &buffer) { buf in
        // buffered + take <= 32 (the buffer's size).
        buf.baseAddress!.advanced(by: buffered).copyMemory(from: base, byteCount: take)
      }
      buffered += take
      base += take
      remaining -= take
      if buffered < 32 { return }
      let (a, b, c, d) = buffer
      v1 = Self.round(v1, UInt64(littleEndian: a))
      v2 = Self.round(v2, UInt64(littleEndian: b))
      v3 = Self.round(v3, UInt64(littleEndian: c))
      v4 = Self.round(v4, UInt64(littleEndian: d))
      buffered = 0
    }
    while remaining >= 32 {
      v1 = Self.round(v1, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: 0, as: UInt64.self)))
      v2 = Self.round(v2, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
      v3 = Self.round(v3, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: 16, as: UInt64.self)))
      v4 = Self.round(v4, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: 24, as: UInt64.self)))
      base += 32
      remaining -= 32
    }
    if remaining > 0 {
      withUnsafeMutableBytes(of: &buffer) { buf in
        buf.baseAddress!.copyMemory(from: base, byteCount: remaining)
      }
      buffered = remaining
    }
  }

  public mutating func update(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { update($0) }
  }

  /// The hash of everything passed to `update` so far (the state is not consumed).
  public func finalize() -> UInt64 {
    var h: UInt64
    if totalLength >= 32 {
      h = ((v1 << 1) | (v1 >> 63)) &+ ((v2 << 7) | (v2 >> 57)) &+ ((v3 << 12) | (v3 >> 52)) &+ ((v4 << 18) | (v4 >> 46))
      h = Self.mergeRound(h, v1)
      h = Self.mergeRound(h, v2)
      h = Self.mergeRound(h, v3)
      h = Self.mergeRound(h, v4)
    } else {
      h = seed &+ Self.p5
    }
    h &+= totalLength
    var tail = buffer
    let count = buffered
    withUnsafeBytes(of: &tail) { raw in
      var i = 0
      while i + 8 <= count {
        let k = Self.round(0, UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
        h ^= k
        h = ((h << 27) | (h >> 37)) &* Self.p1 &+ Self.p4
        i += 8
      }
      if i + 4 <= count {
        h ^= UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt32.self))) &* Self.p1
        h = ((h << 23) | (h >> 41)) &* Self.p2 &+ Self.p3
        i += 4
      }
      while i < count {
        h ^= UInt64(raw[i]) &* Self.p5
        h = ((h << 11) | (h >> 53)) &* Self.p1
        i += 1
      }
    }
    h ^= h >> 33
    h = h &* Self.p2
    h ^= h >> 29
    h = h &* Self.p3
    h ^= h >> 32
    return h
  }
}

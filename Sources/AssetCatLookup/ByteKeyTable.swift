import AssetCatCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small open-addressing hash table from byte strings to `Int32`, looked up without allocating
/// or retaining: the keys' bytes live in one buffer, each slot holds the key's hash, where its
/// bytes are, and the value.
struct ByteKeyTable {
  private struct Slot {
    var hash: UInt64 = 0  // 0: empty
    var keyOffset: Int = 0
    var keyLength: Int = 0
    var value: Int32 = 0
  }

  private var slots = [Slot](repeating: Slot(), count: 64)
  private var keyBytes: [UInt8] = []
  private(set) var count = 0

  @inline(__always)
  private static func hash(_ k: UnsafeRawBufferPointer) -> UInt64 {
    ByteHash.hash64(k) | 1  // 0 marks an empty slot
  }

  func value(for k: UnsafeRawBufferPointer) -> Int32? {
    let h = Self.hash(k)
    return slots.withUnsafeBufferPointer { slots in
      keyBytes.withUnsafeBytes { keys in
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: h) & mask
        while slots[i].hash != 0 {
          let s = slots[i]
          if s.hash == h && s.keyLength == k.count
            && (k.count == 0 || memcmp(keys.baseAddress! + s.keyOffset, k.baseAddress!, k.count) == 0)
          {
            return s.value
          }
          i = (i + 1) & mask
        }
        return nil
      }
    }
  }

  /// Adds a key that is not in the table yet.
  mutating func insert(_ value: Int32, for k: UnsafeRawBufferPointer) {
    if (count + 1) * 2 > slots.count { grow() }
    let slot = Slot(hash: Self.hash(k), keyOffset: keyBytes.count, keyLength: k.count, value: value)
    keyBytes.append(contentsOf: k)
    put(slot)
    count += 1
  }

  private mutating func put(_ slot: Slot) {
    let mask = slots.count - 1
    var i = Int(truncatingIfNeeded: slot.hash) & mask
    while slots[i].hash != 0 { i = (i + 1) & mask }
    slots[i] = slot
  }

  private mutating func grow() {
    let old = slots
    slots = [Slot](repeating: Slot(), count: old.count * 2)
    for s in old where s.hash != 0 { put(s) }
  }
}

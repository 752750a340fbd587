import AssetCatBytes
import Testing

@Suite("ByteKey")
struct ByteKeyTests {
  @Test("keys of the same bytes are one key; a byte more, less or different is another")
  func sameBytesSameKey() {
    let bytes: [UInt8] = Array("ZZZZPackedAsset-2.0.0-gamut0".utf8) + [0, 1, 255]
    var set: Set<ByteKey> = [ByteKey(bytes), ByteKey(Array(bytes))]
    #expect(set.count == 1)
    #expect(ByteKey(bytes).hashValue == ByteKey(Array(bytes)).hashValue)
    set.insert(ByteKey(bytes + [0]))
    set.insert(ByteKey(Array(bytes.dropLast())))
    var changed = bytes
    changed[3] ^= 1
    set.insert(ByteKey(changed))
    set.insert(ByteKey([]))
    #expect(set.count == 5)
  }

  @Test("a dictionary keyed by bytes finds each value by a fresh copy of its key")
  func lookups() {
    func key(_ i: Int) -> [UInt8] {
      let body: [UInt8] = (0..<(i % 37)).map { j in UInt8(truncatingIfNeeded: j * 31 + i) }
      return body + [UInt8(i % 251), UInt8(i / 251)]
    }
    var table: [ByteKey: Int] = [:]
    for i in 0..<500 { table[ByteKey(key(i))] = i }
    #expect(table.count == 500)
    for i in 0..<500 { #expect(table[ByteKey(key(i))] == i) }
    #expect(table[ByteKey([UInt8](repeating: 7, count: 40))] == nil)
  }
}

import AssetCatBytes

/// A partial build (`compile -o X.carpart --set …`): the encoded renditions of a few asset sets
/// of one catalog, for a link (`compile -o Assets.car --from-part …`) to write the car from
/// without encoding them again. It is a rendition cache (`CARCacheFile`: records by
/// `CARCacheKey`, packed images' measurements) with the car its records point into, inside a
/// header that says what they were made from, so that a link can refuse a part that does not
/// belong to its build:
///
/// "ACPART\0\0", u32 version, u32 set count, u64 the tool (`CARPartialIdentity.tool`), u64 the
/// encoding options (`CARPartialIdentity.options`), u32 length and the catalog path as given,
/// per set u32 length, its path inside the catalog and u64 `CARPartialSet.contentHash`; u64
/// length and the cache file; u64 length and the car; u64 the XXH64 of everything before it.
/// Little-endian, read through the bounds-checked byte layer; anything else is damage.
package struct CARPartialFile: Equatable {
  static let magic: [UInt8] = Array("ACPART".utf8) + [0, 0]
  static let currentVersion: UInt32 = 1
  static let checksumSeed: UInt64 = 0x6361_7270_6172_7473  // "carparts"

  package struct Set: Equatable {
    package var path: String
    package var contentHash: UInt64
  }

  package var tool: UInt64
  package var options: UInt64
  package var catalog: String
  package var sets: [Set]
  package var cache: [UInt8]
  package var car: [UInt8]

  package var bytes: [UInt8] {
    var w = ByteWriter(endianness: .little, capacity: 64 + cache.count + car.count)
    w.write(bytes: Self.magic)
    w.write(Self.currentVersion)
    w.write(UInt32(sets.count))
    w.write(tool)
    w.write(options)
    Self.write(catalog, &w)
    for s in sets {
      Self.write(s.path, &w)
      w.write(s.contentHash)
    }
    w.write(UInt64(cache.count))
    w.write(bytes: cache)
    w.write(UInt64(car.count))
    w.write(bytes: car)
    w.write(XXHash64.hash(w.bytes, seed: Self.checksumSeed))
    return w.take()
  }

  private static func write(_ text: String, _ w: inout ByteWriter) {
    w.write(UInt32(text.utf8.count))
    w.write(bytes: Array(text.utf8))
  }

  package init(tool: UInt64, options: UInt64, catalog: String, sets: [Set], cache: [UInt8], car: [UInt8]) {
    (self.tool, self.options, self.catalog, self.sets, self.cache, self.car) = (
      tool, options, catalog, sets, cache, car
    )
  }

  /// The part that `bytes` hold, which they must fill.
  package init(bytes: [UInt8]) throws {
    self = try bytes.withUnsafeBytes { raw in
      var r = try ChecksummedFile.open(
        raw, magic: Self.magic, version: Self.currentVersion, seed: Self.checksumSeed, minimum: 8 + Self.magic.count,
        what: "a partial build")
      let count = Int(try r.u32())
      let (tool, options) = (try r.u64(), try r.u64())
      let catalog = try Self.text(&r)
      var sets: [Set] = []
      for _ in 0..<count {
        let path = try Self.text(&r)
        sets.append(Set(path: path, contentHash: try r.u64()))
      }
      let cache = try r.array(Int(clamping: try r.u64()))
      let car = try r.array(Int(clamping: try r.u64()))
      guard r.remaining == 8 else { throw r.invalid("\(r.remaining - 8) bytes after its car") }
      return CARPartialFile(tool: tool, options: options, catalog: catalog, sets: sets, cache: cache, car: car)
    }
  }

  private static func text(_ r: inout ByteReader) throws(ByteReadError) -> String {
    let n = Int(try r.u32())
    return String(decoding: try r.array(n), as: UTF8.self)
  }
}

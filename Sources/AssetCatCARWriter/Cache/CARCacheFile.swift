import AssetCatBytes

/// A rendition cache file read through the bounds-checked byte layer: one `CARCacheEntry` per
/// cached record (a rendition's or an atlas's, in the car), one per packed image (in the file's
/// image area), the image area, the `CARCacheImageSection` and the `CARCacheTrailer`, nothing
/// else. Every record must lie inside the car the trailer gives the size of and every image
/// inside the area; anything else is damage. An image whose bytes fail their checksum or do not
/// parse (`CARCachedImage`) is only left out.
package enum CARCacheFile {
  package struct Foreign: Error, CustomStringConvertible {
    package var description: String
  }

  /// What a cache file holds.
  package struct Contents {
    /// The size of the car the records point into.
    package var carSize: UInt64
    package var records: [CARCacheKey: CARCacheEntry]
    /// The packed images by key (their checksums checked).
    package var images: [CARCacheKey: CARCachedImage]
  }

  /// The file's contents. Throws `ByteReadError` for damage, `Foreign` for a file that another
  /// version or build of the tool wrote (any build, with `tool` nil). An image whose checksum
  /// fails or that does not parse is left out and counted in `damagedImages`.
  package static func contents(_ bytes: UnsafeRawBufferPointer, tool: UInt64?) throws -> (Contents, damagedImages: Int)
  {
    let reader = ByteReader(bytes, endianness: .little)
    guard reader.count >= CARCacheTrailer.byteSize else {
      throw reader.invalid("\(reader.count) bytes, shorter than a rendition cache's trailer")
    }
    var tail = try reader.window(at: reader.count - CARCacheTrailer.byteSize, length: CARCacheTrailer.byteSize)
    let trailer = try tail.record(CARCacheTrailer.self)
    guard trailer.version == CARCacheTrailer.currentVersion else {
      throw Foreign(description: "its format version is \(trailer.version), not \(CARCacheTrailer.currentVersion)")
    }
    guard tool == nil || trailer.tool == tool else { throw Foreign(description: "another build of assetcat wrote it") }
    let ends = CARCacheTrailer.byteSize + CARCacheImageSection.byteSize
    guard reader.count >= ends else { throw reader.invalid("\(reader.count) bytes, no room for the image section") }
    var sectionReader = try reader.window(at: reader.count - ends, length: CARCacheImageSection.byteSize)
    let section = try sectionReader.record(CARCacheImageSection.self)
    let (count, imageCount) = (Int(trailer.count), Int(section.count))
    let before = reader.count - ends
    guard section.areaLength <= UInt64(before) else { throw reader.invalid("its image area is larger than the file") }
    let areaStart = before - Int(section.areaLength)
    guard areaStart == (count + imageCount) * CARCacheEntry.byteSize else {
      throw reader.invalid("its tables of \(count) records and \(imageCount) images do not end at its image area")
    }
    var records: [CARCacheKey: CARCacheEntry] = [:]
    records.reserveCapacity(count)
    for i in 0..<count {
      let e = try reader.row(CARCacheEntry.self, i, ofTableAt: 0, count: count)
      guard e.offset <= trailer.carSize, e.length <= trailer.carSize - e.offset else {
        throw reader.invalid("entry \(i)'s record is outside the car")
      }
      records[e.key] = e
    }
    var images: [CARCacheKey: CARCachedImage] = [:]
    images.reserveCapacity(imageCount)
    var damaged = 0
    for i in 0..<imageCount {
      let e = try reader.row(CARCacheEntry.self, i, ofTableAt: count * CARCacheEntry.byteSize, count: imageCount)
      guard e.offset <= section.areaLength, e.length <= section.areaLength - e.offset else {
        throw reader.invalid("image \(i) is outside the image area")
      }
      var r = try reader.window(at: areaStart + Int(e.offset), length: Int(e.length))
      // A damaged image is left out (decoded again), as a damaged record is encoded again.
      guard XXHash64.hash(r.windowBytes) == e.checksum, let image = try? r.record(CARCachedImage.self), r.isAtEnd
      else {
        damaged += 1
        continue
      }
      images[e.key] = image
    }
    return (Contents(carSize: trailer.carSize, records: records, images: images), damaged)
  }
}

import AssetCatBytes
import AssetCatImageStructure

extension PNGStructure {
  /// Walks `bytes`, a whole PNG file (signature included), with the full checks
  /// (``PNGChecks/deflate``). `checkingImageData: false` skips the inflate of the IDAT stream,
  /// for a caller that decodes every pixel next (its inflate then checks the same stream:
  /// ``withInflatedImageData(_:upTo:_:)``, or libpng's own).
  public init(_ bytes: UnsafeRawBufferPointer, checkingImageData: Bool = true) throws(StructureDamage) {
    try self.init(bytes, checks: .deflate(checkingImageData: checkingImageData))
  }

  /// The image data inflated whole by libdeflate (exactly the bytes the header calls for, its
  /// Adler-32 right, nothing left over) with the IDAT chunks' span, given to `body`; `nil` when
  /// it does not inflate so, the chunks are not consecutive, or the rows are over `limit` bytes.
  /// Memory: the rows, once (the caller checks the header's size against its limits first).
  public func withInflatedImageData<T>(
    _ bytes: UnsafeRawBufferPointer, upTo limit: UInt64 = .max,
    _ body: (_ rows: UnsafeRawBufferPointer, _ span: Range<Int>) -> T
  ) -> T? {
    guard let span = imageDataSpan, let expected = PNGImageData.rawSize(header), expected <= limit else { return nil }
    return PNGImageData.inflateWhole(bytes, chunks: imageDataChunks, expected: expected) { body($0, span) }
  }

  /// The iCCP profile of `bytes`, the file this structure was walked from; `nil` without one or
  /// when its chunk cannot be read (a bad name, not deflate, over the size limit).
  public func colorProfile(in bytes: UnsafeRawBufferPointer) -> PNGColorProfile? {
    guard let range = colorProfileChunk,
      let data = try? ByteReader(bytes, endianness: .big).window(at: range.lowerBound, length: range.count)
    else { return nil }
    return try? PNGColorProfile(data)
  }

  /// Rows up to which a verifying decode (one row of memory otherwise) inflates them whole: the
  /// structural check's own buffer.
  public static let verifyingInflateLimit = PNGImageData.wholeBufferLimit
}

/// What a PNG walk (``PNGStructure``) does with the bytes beyond their layout: how it computes
/// each chunk's CRC-32, and whether and how it checks the image data (the IDAT zlib stream
/// inflated to the image's size). Both need a deflate library to run at full speed or at all,
/// and this module links no C: the library comes from the caller. AssetCatImageHeaders supplies
/// the full checks (`PNGChecks.deflate`: libdeflate's CRC, the stream inflated through libdeflate
/// and zlib); ``portable`` is this module's own, in Swift.
public struct PNGChecks: Sendable {
  /// The CRC-32 of `bytes`, continuing from the CRC of the bytes before them (0 to start).
  public typealias Checksum = @Sendable (_ bytes: UnsafeRawBufferPointer, _ continuing: UInt32) -> UInt32
  /// Checks the image data: `file` is the whole PNG, `chunks` the IDAT chunks' data ranges in
  /// file order, `offset` the first IDAT chunk's offset (where damage is reported). Throws what
  /// is wrong with the stream.
  public typealias ImageDataCheck =
    @Sendable (_ file: UnsafeRawBufferPointer, _ chunks: [Range<Int>], _ header: PNGHeader, _ offset: Int)
    throws(StructureDamage) -> Void

  public var checksum: Checksum
  /// `nil`: the image data is not checked (``PNGStructure/imageDataDamage`` stays `nil`).
  public var imageData: ImageDataCheck?

  public init(checksum: @escaping Checksum, imageData: ImageDataCheck?) {
    self.checksum = checksum
    self.imageData = imageData
  }

  /// Without C: every chunk's CRC checked (in Swift, ``SwiftCRC32``: the same mismatches as the
  /// full checks find), the image data not inflated, so damage inside an intact IDAT stream's
  /// chunks (data bad before its CRCs were computed) is not seen.
  public static let portable = PNGChecks(checksum: { SwiftCRC32.checksum($0, continuing: $1) }, imageData: nil)

  /// These checks without the image data's: for a caller that decodes every pixel next, whose
  /// inflate checks the same stream.
  public var withoutImageData: PNGChecks { PNGChecks(checksum: checksum, imageData: nil) }
}

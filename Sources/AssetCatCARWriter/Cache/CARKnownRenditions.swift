/// What the atlas packer asks of what an earlier build left (`CARRecordCache`, or for a size
/// query `CARKnownRecords`): what it learned of a packed image, so that the image is not decoded,
/// and a sheet's record by its key, so that the sheet is not encoded.
protocol CARKnownRenditions: AnyObject, Sendable {
  func image(for key: CARCacheKey) -> CARAtlasPacker.Measured?
  func record(for key: CARCacheKey) -> (bytes: [UInt8], checksum: UInt64)?
}

extension CARRecordCache: CARKnownRenditions {}

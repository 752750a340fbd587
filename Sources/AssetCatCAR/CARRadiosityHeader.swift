import AssetCatBytes

/// The 12 bytes that open a blurred ("radiosity", compression 6) payload: the image's pixel
/// size, the side of the square cells it is stored in (32 pixels for the blur actool applies,
/// 16 for the lighter one), and the centre weight of the reconstruction curve. Little-endian.
public struct CARRadiosityHeader: FixedSizeByteRecord, Hashable, Sendable {
  public static let byteSize = 12

  public var width: UInt16
  public var height: UInt16
  public var cellSize: UInt32
  public var centreWeight: Float

  public init(width: UInt16, height: UInt16, cellSize: UInt32, centreWeight: Float) {
    self.width = width
    self.height = height
    self.cellSize = cellSize
    self.centreWeight = centreWeight
  }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    width = try reader.u16()
    height = try reader.u16()
    cellSize = try reader.u32()
    centreWeight = try reader.f32()
  }

  public func write(to writer: inout ByteWriter) {
    writer.write(width)
    writer.write(height)
    writer.write(cellSize)
    writer.write(centreWeight)
  }

  /// Cells across and down (a partial cell at the right and bottom edges counts).
  public var cells: (across: Int, down: Int) {
    let n = Int(cellSize)
    return ((Int(width) + n - 1) / n, (Int(height) + n - 1) / n)
  }
}

import AssetCatBytes

/// A PNG's IHDR chunk: the image's size and sample format. Values are checked as libpng checks
/// them, so a header that libpng would refuse is damage here too.
public struct PNGHeader: Sendable, Hashable {
  public var width: Int
  public var height: Int
  public var bitDepth: Int
  /// 0 gray, 2 RGB, 3 palette, 4 gray + alpha, 6 RGBA.
  public var colorType: Int
  public var interlaced: Bool

  static let byteSize = 13
  private static let depths: [Int: [Int]] = [
    0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
  ]

  init(_ chunk: PNGChunk) throws(StructureDamage) {
    var r = chunk.data
    guard r.count == Self.byteSize else {
      throw StructureDamage(at: chunk.offset, "\(chunk.name): \(r.count) bytes of data where IHDR has 13")
    }
    do {
      width = Int(try r.u32())
      height = Int(try r.u32())
      bitDepth = Int(try r.u8())
      colorType = Int(try r.u8())
      let compression = try r.u8(), filter = try r.u8(), interlace = try r.u8()
      interlaced = interlace == 1
      func bad(_ what: String) -> StructureDamage { StructureDamage(at: chunk.offset, "\(chunk.name): \(what)") }
      guard (1...Int(PNGChunk.maxLength)).contains(width), (1...Int(PNGChunk.maxLength)).contains(height) else {
        throw bad("image size \(width)×\(height) is not 1 to 2^31-1 pixels a side")
      }
      guard let legal = Self.depths[colorType] else { throw bad("unknown color type \(colorType)") }
      guard legal.contains(bitDepth) else {
        throw bad("bit depth \(bitDepth) is not allowed for color type \(colorType)")
      }
      guard compression == 0, filter == 0, interlace <= 1 else {
        throw bad("unknown compression, filter or interlace method (\(compression), \(filter), \(interlace))")
      }
    } catch let damage as StructureDamage {
      throw damage
    } catch {
      throw StructureDamage(at: chunk.offset, "\(chunk.name): \(error)")
    }
  }

  /// The name ``ImageInfo/colorType`` uses.
  var colorTypeName: String {
    switch colorType {
    case 0: "gray"
    case 2: "rgb"
    case 3: "palette"
    case 4: "gray-alpha"
    default: "rgba"
    }
  }
}

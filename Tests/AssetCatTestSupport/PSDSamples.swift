import Foundation

/// Photoshop documents built byte by byte (Adobe's "Photoshop File Formats Specification"): an
/// intact one of a few pixels and cuts of it, for the structure walk and the misnamed-file checks.
public enum PSDSamples {
  /// A `width`×`height` RGB document, 8 bits a channel, its merged image data raw
  /// (`compression` 0) or run-length encoded (1, one literal run a row); no layers.
  public static func psd(width: Int = 4, height: Int = 2, compression: UInt16 = 0, large: Bool = false) -> [UInt8] {
    var out = Array("8BPS".utf8) + be16(large ? 2 : 1) + [UInt8](repeating: 0, count: 6)
    out += be16(3) + be32(height) + be32(width) + be16(8) + be16(3)
    out += be32(0)  // colour mode data
    out += be32(4) + [0xAB, 0xCD, 0xEF, 0x01]  // image resources: four opaque bytes
    out += large ? be32(0) + be32(0) : be32(0)  // layer and mask information
    out += be16(Int(compression))
    let rows = 3 * height
    switch compression {
    case 1:
      // A literal run of `width` bytes: header byte width-1, then the bytes.
      for _ in 0..<rows { out += large ? be32(width + 1) : be16(width + 1) }
      for r in 0..<rows { out += [UInt8(width - 1)] + (0..<width).map { UInt8(truncatingIfNeeded: r * 7 + $0) } }
    default:
      out += (0..<(rows * width)).map { UInt8(truncatingIfNeeded: $0) }
    }
    return out
  }

  static func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
  static func be32(_ v: Int) -> [UInt8] {
    [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
  }
}

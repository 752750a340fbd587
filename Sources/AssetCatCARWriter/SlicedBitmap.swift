import AssetCatCAR
import AssetCatCore

/// A sliced image (`resizing`) as Apple's cars store it: only its caps and center, the part of the
/// source between the center and the trailing cap dropped, and its slices (TLV 1001) in Core
/// Graphics' coordinates, origin at the bottom left, listed top row first, each row left to right
/// — as acextract's Xcode 7.3 car holds `s_horizontal` (50 px, caps 10, center 4: 24 × 50, slices
/// x 0/10/14), `s_vertical` (50 × 23: y 13/10/0) and `s_horizontal_vertical`.
struct SlicedBitmap {
  var across: SliceAxis
  var down: SliceAxis

  /// The slicing of a `width` × `height` image; `nil` without one.
  init?(_ resizing: Resizing?, width: Int, height: Int) {
    guard let resizing else { return nil }
    (across, down) = resizing.slices(width: width, height: height)
  }

  /// The slicing of an image kept whole (its bytes are stored as they are): the center is all
  /// that lies between the caps.
  init?(keepingWhole resizing: Resizing?, width: Int, height: Int) {
    guard var whole = resizing else { return nil }
    whole.centerSize = nil
    self.init(whole, width: width, height: height)
  }

  var width: Int { across.length }
  var height: Int { down.length }
  var dropsPixels: Bool { width != across.sourceLength || height != down.sourceLength }

  /// The kept pixels of rows of `across.sourceLength` pixels of `bytesPerPixel` bytes: the two
  /// caps and center along each axis, in order.
  func crop(_ pixels: [UInt8], bytesPerPixel bpp: Int) -> [UInt8] {
    guard dropsPixels else { return pixels }
    let rowBytes = across.sourceLength * bpp
    let head = (across.leading + across.center) * bpp, tail = across.trailing * bpp
    var out: [UInt8] = []
    out.reserveCapacity(width * height * bpp)
    for y in Self.keptIndices(down) {
      let row = y * rowBytes
      out += pixels[row..<(row + head)]
      out += pixels[(row + rowBytes - tail)..<(row + rowBytes)]
    }
    return out
  }

  /// The source rows (or columns) kept along `axis`, in order.
  static func keptIndices(_ axis: SliceAxis) -> [Int] {
    Array(0..<(axis.leading + axis.center)) + Array(axis.trailingSource..<axis.sourceLength)
  }

  /// TLV 1001's rectangles: 3-part horizontal left to right, 3-part vertical top to bottom, 9-part
  /// by rows from the top; `y` counted from the bottom edge.
  func rects(mode: String) -> [CARRect] {
    let xs = [(0, across.leading), (across.leading, across.center), (across.leading + across.center, across.trailing)]
    let ys = [(down.center + down.trailing, down.leading), (down.trailing, down.center), (0, down.trailing)]
    let w = UInt32(width), h = UInt32(height)
    switch mode {
    case "3-part-horizontal": return xs.map { CARRect(x: UInt32($0.0), y: 0, width: UInt32($0.1), height: h) }
    case "3-part-vertical": return ys.map { CARRect(x: 0, y: UInt32($0.0), width: w, height: UInt32($0.1)) }
    default:
      return ys.flatMap { y in
        xs.map { CARRect(x: UInt32($0.0), y: UInt32(y.0), width: UInt32($0.1), height: UInt32(y.1)) }
      }
    }
  }
}

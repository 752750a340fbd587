import AssetCatImaging
import Foundation

/// A tvOS stack's flattened image: its layers drawn one over another, back first, on a canvas
/// the size of the back layer (a smaller layer centred, as Xcode shows it), through cairo
/// (`BitmapCompositor`). At each scale it is stored and also blurred: two renditions that the
/// parallel encoder may make at once, so the layers are decoded and drawn once for both, and the
/// second use lets the image go.
final class CARFlattenedImages: @unchecked Sendable {
  private final class Entry {
    let lock = NSLock()
    var image: Result<RasterImage, any Error>?
    var uses = 0
  }

  private let lock = NSLock()
  private var entries: [[String]: Entry] = [:]

  /// The layer files (back first) drawn one over another, premultiplied RGBA.
  func image(of files: [String]) throws -> RasterImage {
    lock.lock()
    let entry = entries[files] ?? Entry()
    entries[files] = entry
    lock.unlock()
    entry.lock.lock()
    defer { entry.lock.unlock() }
    let image =
      entry.image
      ?? Result {
        try BitmapCompositor.flatten(
          files.map { try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: $0)), convertingToSRGB: true) })
      }
    entry.image = image
    entry.uses += 1
    if entry.uses == 2 {
      lock.lock()
      if entries[files] === entry { entries[files] = nil }
      lock.unlock()
    }
    return try image.get()
  }
}

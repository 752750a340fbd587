import Foundation

/// The car writer's large images encoded one at a time: two threads each holding a large
/// image's decoded pixels, its stored ones and the compressor's buffers at once made a car
/// write's peak memory (two 2-megapixel wide-colour twins of VLC's catalog: 60 MB of the 64 MB
/// the heap peaked at). An item at or over `largeBytes` (`CARPlan.Work.workingBytes`) waits for
/// the large one before it; every other item runs beside it, so the other thread keeps working
/// on the small ones.
final class CARLargeImageGate: @unchecked Sendable {
  /// What makes an item large: 24 MB, a 1.8-megapixel wide-colour twin or a 2.5-megapixel image
  /// (gating smaller ones cost VLC's write a tenth more wall time for 10 MB less peak memory).
  static let largeBytes = 24 << 20

  private let condition = NSCondition()
  private var busy = false

  /// `body`, after any large item running ends when this one (`bytes`) is large too.
  func run<T>(bytes: Int, _ body: () throws -> T) rethrows -> T {
    guard bytes >= Self.largeBytes else { return try body() }
    condition.lock()
    while busy { condition.wait() }
    busy = true
    condition.unlock()
    defer {
      condition.lock()
      busy = false
      condition.signal()
      condition.unlock()
    }
    return try body()
  }
}

extension CARPlan.Work {
  /// About the memory encoding this item takes, from its pixel size as the read found it (a
  /// drawn vector's: its points at its scale): the decoded pixels (4 bytes a pixel), the stored
  /// ones (4, a wide-colour twin's half floats 8) and the compressor's buffers (about 2); 0 when
  /// the size is not known.
  var workingBytes: Int {
    let pixels: Double
    if let scale = rasterScale, let points = rendition.vectorSize {
      pixels = points.width * points.height * Double(scale * scale)
    } else if let size = rendition.pixelSize {
      pixels = size.width * size.height
    } else {
      return 0
    }
    guard pixels.isFinite, pixels > 0 else { return 0 }
    return Int(min(pixels, 1e12)) * (isWideColorTwin ? 14 : 10)
  }
}

import AssetCatCore
import AssetCatImageHeaders
import AssetCatImaging
import Foundation

/// Writes the report's thumbnails: bitmaps a browser shows are copied, vectors are drawn to PNG
/// (through ``VectorRaster``). A file that cannot be read or drawn gets no thumbnail; the page
/// then shows a placeholder and the validator's diagnostic says why.
enum ThumbnailWriter {
  /// Writes every thumbnail under `folder`, `jobs` at a time; returns the targets written.
  static func write(
    _ thumbnails: [ReportBuilder.Thumbnail], into folder: String, options: ReportOptions
  ) -> Set<String> {
    let written = LockedSet()
    let done = LockedCounter()
    let total = thumbnails.count
    let side = options.vectorThumbnailSide, limits = options.limits, progress = options.progress
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = options.jobs
    for t in thumbnails {
      queue.addOperation {
        if make(t, into: folder, side: side, limits: limits) { written.insert(t.target) }
        progress?("thumbnails", done.increment(), total)
      }
    }
    queue.waitUntilAllOperationsAreFinished()
    return written.values
  }

  static func make(_ t: ReportBuilder.Thumbnail, into folder: String, side: Int, limits: ImageLimits) -> Bool {
    // Only regular files: a FIFO would hang the copy, a link may point out of the catalog (AC032).
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: t.source),
      attributes[.type] as? FileAttributeType == .typeRegular
    else { return false }
    let data: Data?
    if t.format.isVector {
      data = raster(t.source, side: side, limits: limits)
    } else {
      data = try? Data(contentsOf: URL(fileURLWithPath: t.source))
    }
    guard let data else { return false }
    return (try? data.write(to: URL(fileURLWithPath: folder + "/" + t.target))) != nil
  }

  /// The vector drawn so its longer side is at most `side` pixels (and at most 4 per point).
  static func raster(_ path: String, side: Int, limits: ImageLimits) -> Data? {
    guard let points = try? VectorSize.size(fileAt: path) else { return nil }
    let longest = max(points.width, points.height, 1)
    let scale = min(4, Double(side) / longest)
    guard let image = try? VectorRaster.render(fileAt: path, scale: scale, limits: limits) else { return nil }
    return try? PNGEncoder.encode(image.straight)
  }
}

/// A set shared by the thumbnail operations.
final class LockedSet: @unchecked Sendable {
  private let lock = NSLock()
  private var set = Set<String>()
  func insert(_ s: String) { lock.withLock { _ = set.insert(s) } }
  var values: Set<String> { lock.withLock { set } }
}

/// A counter shared by the thumbnail operations.
final class LockedCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var n = 0
  func increment() -> Int {
    lock.withLock {
      n += 1
      return n
    }
  }
}

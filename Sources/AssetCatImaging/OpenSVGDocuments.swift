import AssetCatBytes
import AssetCatImageHeaders
import Foundation

/// SVGs read once and kept open, so that drawing one again (at its next scale, or its next band
/// of rows) does not read it again: librsvg's parse of a document costs several times its draw,
/// and a car draws each vector at two or three scales, and a packed one twice more (measured,
/// then drawn into its sheet, sheet by sheet: every 1x image, then every 2x). Documents are
/// kept as they come until their estimated memory reaches `budget` (librsvg's tree takes about
/// 16 times the SVG's bytes: OsmAnd's 1.5 MB of SVGs took 25 MB), then no more: a pass over
/// more documents than fit finds those kept (a least-recently-used table would find none); the
/// last few of the rest are kept in a small table of their own, for the scales drawn one right
/// after another. Each is found by its bytes (hashed, then compared), so a file written again is
/// never drawn from its old reading. A librsvg handle is not thread-safe: each document draws
/// under its own lock (different documents draw at once).
///
/// Documents are kept for good only within `keeping` (the atlas packer's passes, where the same
/// vectors come round again) and closed when the last such scope ends, so that no parsed tree
/// outlives the passes that draw it again (nor sits among the large image buffers of a car's
/// other renditions). Outside, only the recent table is used.
final class OpenSVGDocuments: @unchecked Sendable {
  static let shared = OpenSVGDocuments(budget: 24 << 20, recentCount: 8)

  /// The memory a kept document is counted at: its bytes times this.
  static let treeBytesPerByte = 16

  /// One SVG read by librsvg (``SVGDocument``), drawn by one thread at a time.
  final class Document: @unchecked Sendable {
    let bytes: Data
    let hash: UInt64
    private let svg: SVGDocument
    private let lock = NSLock()

    fileprivate init(_ bytes: Data, hash: UInt64) throws(ImagingError) {
      self.bytes = bytes
      self.hash = hash
      svg = try ImageProbe.withBytes(bytes) { (raw) throws(ImagingError) in try SVGDocument(raw) }
    }

    /// Rows `top..<top + height` of the document drawn whole at `scale`.
    func render<Word: FixedWidthInteger>(scale: Double, top: Int, width: Int, height: Int, as word: Word.Type)
      throws(ImagingError) -> [Word]
    {
      lock.lock()
      defer { lock.unlock() }
      return try svg.render(scale: scale, top: top, width: width, height: height, as: word)
    }
  }

  private let budget: Int
  private let recentCount: Int
  private let lock = NSLock()
  /// The `keeping` scopes running.
  private var scopes = 0
  /// Kept until the last `keeping` scope ends, by their bytes' hash.
  private var kept: [UInt64: [Document]] = [:]
  private var keptBytes = 0
  /// Those that did not fit, least recently used first.
  private var recent: [Document] = []

  init(budget: Int, recentCount: Int) {
    self.budget = budget
    self.recentCount = recentCount
  }

  /// The open document of these bytes: kept, or read now (and kept if there is room); `nil`
  /// when librsvg cannot read them (the caller draws from the bytes, which says why).
  func document(_ bytes: Data) -> Document? {
    let hash = bytes.withUnsafeBytes { XXHash64.hash($0) }
    if let found = withLock({ find(hash, bytes) }) { return found }
    // Read outside the lock: other documents are found and drawn meanwhile.
    guard let opened = try? Document(bytes, hash: hash) else { return nil }
    return withLock {
      if let found = find(hash, bytes) { return found }
      let cost = bytes.count * Self.treeBytesPerByte
      if scopes > 0 && keptBytes + cost <= budget {
        kept[hash, default: []].append(opened)
        keptBytes += cost
      } else {
        recent.append(opened)
        if recent.count > recentCount { recent.removeFirst() }
      }
      return opened
    }
  }

  /// `body`, with documents kept for good (within the budget) until the last scope ends.
  func keeping<T>(_ body: () throws -> T) rethrows -> T {
    withLock { scopes += 1 }
    defer {
      withLock {
        scopes -= 1
        if scopes == 0 {
          kept = [:]
          keptBytes = 0
        }
      }
    }
    return try body()
  }

  /// The document of these bytes if kept (a recent one moves to the end). Call under the lock.
  private func find(_ hash: UInt64, _ bytes: Data) -> Document? {
    if let found = kept[hash]?.first(where: { $0.bytes == bytes }) { return found }
    guard let i = recent.firstIndex(where: { $0.hash == hash && $0.bytes == bytes }) else { return nil }
    let found = recent.remove(at: i)
    recent.append(found)
    return found
  }

  private func withLock<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}

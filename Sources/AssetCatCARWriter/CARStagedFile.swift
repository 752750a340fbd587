import AssetCatFileSystem

/// A car written whole to a temporary file beside its destination (`CARWriter.stage`) and not
/// yet in place: `commit` renames it there. Dropped uncommitted, it removes its temporary file
/// and the destination stays as it was.
public final class CARStagedFile {
  /// What went in.
  public let summary: CARWriter.Summary
  private let writer: AtomicFileWriter
  private let cache: CARRecordCacheWriter?

  init(writer: AtomicFileWriter, summary: CARWriter.Summary, cache: CARRecordCacheWriter? = nil) {
    self.writer = writer
    self.summary = summary
    self.cache = cache
  }

  /// Puts the car in place (`fsync` first with `synchronize`), then its rendition cache; the
  /// status of the car's file.
  @discardableResult
  public func commit(synchronize: Bool = false) throws -> POSIXCalls.FileStatus {
    let status: POSIXCalls.FileStatus
    do { status = try writer.commit(synchronize: synchronize) } catch {
      throw CARFileWriter.failure(writer.destination, error)
    }
    // The car is in place; its rendition cache follows. A cache that cannot be put in place
    // only costs the next build its reuse.
    try? cache?.commit()
    return status
  }
}

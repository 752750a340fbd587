import AssetCatFileSystem

/// A car written whole to a temporary file beside its destination (`CARWriter.stage`) and not
/// yet in place: `commit` renames it there. Dropped uncommitted, it removes its temporary file
/// and the destination stays as it was.
public final class CARStagedFile {
  /// What went in.
  public let summary: CARWriter.Summary
  private let writer: AtomicFileWriter

  init(writer: AtomicFileWriter, summary: CARWriter.Summary) {
    self.writer = writer
    self.summary = summary
  }

  /// Puts the car in place (`fsync` first with `synchronize`); the status of the file written.
  @discardableResult
  public func commit(synchronize: Bool = false) throws -> POSIXCalls.FileStatus {
    do { return try writer.commit(synchronize: synchronize) } catch { throw CARFileWriter.failure(writer.destination, error) }
  }
}

import AssetCatBytes
import AssetCatCAR
import AssetCatFileSystem

/// Writes a planned car to its file without holding the car in memory: room for the BOM header,
/// then each rendition's CSI record as soon as it is encoded (in work order, at most a few per
/// job ahead of the writer), then the other blocks, the block index and the variables, and last
/// the header. Through a temporary file renamed into place (AtomicFileWriter), so readers never
/// see half a car and an error leaves the previous file as it was.
enum CARFileWriter {
  /// The car of `plan` written to a temporary file beside `path`, not yet in place.
  static func stage(_ plan: CARPlan, to path: String) throws -> CARStagedFile {
    let writer: AtomicFileWriter
    do { writer = try AtomicFileWriter(destination: path) } catch { throw failure(path, error) }
    let (placed, end) = try writeRenditions(plan, to: writer.file, path: path)
    var (builder, summary) = try plan.store(placed)
    let (header, rest) = try builder.layout(after: end)
    do {
      try writer.file.writeAll(rest)
      try writer.file.pwriteAll(header, at: 0)
    } catch { throw failure(path, error) }
    summary.bytes = end + rest.count
    return CARStagedFile(writer: writer, summary: summary)
  }

  /// Encodes every work item and appends its record after the header's room: where each went
  /// (`.bytes([])` for a rendition whose key an earlier one took: the store leaves it out) and
  /// where the records end.
  static func writeRenditions(
    _ plan: CARPlan, to file: POSIXFile, path: String
  ) throws -> (placed: [Result<BOMStoreBuilder.Block, any Error>], end: Int) {
    let format = plan.keyFormat
    var seen: Set<[UInt8]> = []
    var placed: [Result<BOMStoreBuilder.Block, any Error>] = []
    placed.reserveCapacity(plan.work.count)
    var end = BOMHeader.byteSize
    // Records go to the file a buffer at a time, not in a write(2) each (10,400 of them on the
    // 3,000-set bench, on the thread that also hands out the work).
    var buffer = [UInt8](repeating: 0, count: end)
    buffer.reserveCapacity(bufferBytes)
    func flush() throws {
      do { try file.writeAll(buffer) } catch { throw failure(path, error) }
      buffer.removeAll(keepingCapacity: true)
    }
    try OrderedPipeline.run(
      plan.work, jobs: plan.jobs, window: 32 * plan.jobs,
      { w in Result { () throws -> [UInt8] in try CARRenditionEncoder.record(try w.encode(plan.encodings)) } },
      consume: { result in
        let w = plan.work[placed.count]
        switch result {
        case .failure(let e): placed.append(.failure(e))
        case .success(let record):
          guard seen.insert(plan.renditionKey(w, format: format)).inserted else {
            placed.append(.success(.bytes([])))
            return
          }
          guard let offset = UInt32(exactly: end), let length = UInt32(exactly: record.count) else {
            throw CARWriter.WriteError(description: "\(path): the car would be larger than 4 GiB")
          }
          if buffer.count + record.count > bufferBytes { try flush() }
          buffer += record
          placed.append(.success(.placed(offset: offset, length: length)))
          end += record.count
        }
      })
    try flush()
    return (placed, end)
  }

  /// How many bytes of records are written at once.
  static let bufferBytes = 1 << 20

  static func failure(_ path: String, _ error: any Error) -> CARWriter.WriteError {
    CARWriter.WriteError(description: "cannot write \(path): \(error)")
  }
}

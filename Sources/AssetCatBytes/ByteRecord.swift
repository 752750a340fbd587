/// One on-disk record of a binary format: its parse and its serialize side by side, so the
/// record's offsets and sizes live in one place.
///
/// `init(from:)` reads exactly the record's bytes from the reader's position and leaves the
/// reader after them; `write(to:)` writes the same bytes back. For every value `r` a format can
/// hold, reading what `r.write(to:)` wrote gives `r` again (tests check this per record type).
public protocol ByteRecord {
  init(from reader: inout ByteReader) throws(ByteReadError)
  func write(to writer: inout ByteWriter) throws(ByteWriteError)
}

/// A record whose size on disk is the same for every value (table rows, headers).
public protocol FixedSizeByteRecord: ByteRecord {
  /// The record's size in bytes.
  static var byteSize: Int { get }
}

extension ByteReader {
  /// Reads one record.
  @inlinable
  public mutating func record<R: ByteRecord>(_: R.Type = R.self) throws(ByteReadError) -> R {
    try R(from: &self)
  }

  /// Reads record `index` of a table of fixed-size records starting at absolute `tableOffset`
  /// with `count` rows; the index, the row and the table are all bounds-checked.
  @inlinable
  public func row<R: FixedSizeByteRecord>(
    _: R.Type = R.self, _ index: Int, ofTableAt tableOffset: Int, count: Int
  ) throws(ByteReadError) -> R {
    guard index >= 0, index < count else {
      throw ByteReadError(.outOfBounds, at: tableOffset, "row \(index) is outside 0..<\(count)")
    }
    let (rel, overflow) = index.multipliedReportingOverflow(by: R.byteSize)
    guard !overflow else { throw ByteReadError(.overflow, at: tableOffset, "row \(index) overflows") }
    var r = try window(at: tableOffset &+ rel, length: R.byteSize)
    return try R(from: &r)
  }
}

extension ByteWriter {
  public mutating func write<R: ByteRecord>(_ record: R) throws(ByteWriteError) {
    try record.write(to: &self)
  }
}

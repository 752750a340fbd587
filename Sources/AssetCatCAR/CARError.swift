import AssetCatBytes

/// Why an `Assets.car` was refused or a part of it could not be read: the file offset of the
/// evidence and a message (SPEC §7: exit 2 for a corrupt car).
public struct CARError: Error, Hashable, Sendable, CustomStringConvertible {
  public var offset: Int
  public var message: String

  public init(at offset: Int, _ message: String) {
    self.offset = offset
    self.message = message
  }

  /// A byte-layer error, prefixed with what was being read.
  public init(_ error: ByteReadError, reading what: String) {
    self.init(at: error.offset, "\(what): \(error.message)")
  }

  public var description: String { "corrupt Assets.car: \(message) (at offset \(offset))" }
}

extension ByteReader {
  /// Runs `body`, turning a byte-layer error into a `CARError` that names `what`.
  @inlinable
  public func car<T>(_ what: @autoclosure () -> String, _ body: (inout ByteReader) throws(ByteReadError) -> T)
    throws(CARError) -> T
  {
    var copy = self
    do { return try body(&copy) } catch { throw CARError(error, reading: what()) }
  }
}

/// Runs `body`, turning a byte-layer error into a `CARError` that names `what`.
@inlinable
func reading<T>(_ what: @autoclosure () -> String, _ body: () throws(ByteReadError) -> T) throws(CARError) -> T {
  do { return try body() } catch { throw CARError(error, reading: what()) }
}

/// Reads `bytes` as one little-endian record (TLV values and payloads held in arrays).
func parseLittleEndian<R: ByteRecord>(_ bytes: [UInt8], as _: R.Type) throws(ByteReadError) -> R {
  let result: Result<R, ByteReadError> = bytes.withUnsafeBytes { buf in
    var r = ByteReader(buf, endianness: .little)
    return Result { () throws(ByteReadError) in try r.record(R.self) }
  }
  return try result.get()
}

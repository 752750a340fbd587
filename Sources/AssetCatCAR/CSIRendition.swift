import AssetCatBytes

/// A whole rendition (CSI) block: the header, its TLVs and the payload bytes after them. The
/// payload is bounded by the block, not by the header's payload length (which older writers
/// leave 0 or wrong).
public struct CSIRendition: ByteRecord, Hashable, Sendable {
  public var header: CSIHeader
  public var tlvs: [CSITLV]
  public var payload: [UInt8]

  public init(header: CSIHeader, tlvs: [CSITLV] = [], payload: [UInt8] = []) {
    self.header = header
    self.tlvs = tlvs
    self.payload = payload
  }

  /// Reads a rendition that fills the reader's window.
  public init(from reader: inout ByteReader) throws(ByteReadError) {
    header = try reader.record(CSIHeader.self)
    var area = try reader.take(Int(header.tlvLength))
    tlvs = []
    while area.remaining >= 8 { tlvs.append(try area.record(CSITLV.self)) }
    payload = try reader.array(reader.remaining)
  }

  /// Writes the header (with TLV and payload lengths filled in), the TLVs, then the payload.
  public func write(to writer: inout ByteWriter) throws(ByteWriteError) {
    var tlvWriter = ByteWriter(endianness: .little)
    for t in tlvs { t.write(to: &tlvWriter) }
    var h = header
    h.tlvLength = UInt32(tlvWriter.count)
    h.payloadLength = UInt32(payload.count)
    try h.write(to: &writer)
    writer.write(bytes: tlvWriter.take())
    writer.write(bytes: payload)
  }

  public func tlv(_ type: UInt32) -> CSITLV? { tlvs.first { $0.type == type } }

  /// The payload read as a record (little-endian).
  public func parsePayload<R: ByteRecord>(_: R.Type) throws(ByteReadError) -> R {
    try parseLittleEndian(payload, as: R.self)
  }

  /// The four bytes the payload starts with (`MLEC`, `DWAR`, `RLOC`, `SISM`, …), if any.
  public var payloadMagic: FourCC? {
    guard payload.count >= 4 else { return nil }
    return FourCC(
      rawValue: UInt32(payload[0]) << 24 | UInt32(payload[1]) << 16 | UInt32(payload[2]) << 8 | UInt32(payload[3]))
  }

  /// Bytes per row from TLV 1007, else `nil`.
  public var bytesPerRow: Int? { tlv(CSITLV.bytesPerRow)?.firstWord.map(Int.init) }
}

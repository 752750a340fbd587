import AssetCatBytes

/// One record of an ld64-style dependency-info file (`--export-dependency-info`): an opcode byte
/// and a NUL-terminated UTF-8 string, with no header and no length prefix. Opcodes from
/// swift-build's `DependencyInfo.swift`: 0x00 version, 0x10 input, 0x11 missing input, 0x40
/// output. Its reader requires the version first, exactly once, and no empty strings.
public struct DependencyInfoRecord: ByteRecord, Hashable, Sendable {
  public enum Kind: UInt8, Sendable {
    case version = 0x00, input = 0x10, missingInput = 0x11, output = 0x40
  }
  public var kind: Kind
  public var text: String

  public init(_ kind: Kind, _ text: String) {
    self.kind = kind
    self.text = text
  }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let start = reader.position
    guard let kind = Kind(rawValue: try reader.u8()) else {
      throw reader.invalid("unknown dependency-info opcode", at: start)
    }
    var utf8: [UInt8] = []
    while true {
      let b = try reader.u8()
      if b == 0 { break }
      utf8.append(b)
    }
    guard !utf8.isEmpty else { throw reader.invalid("empty dependency-info string", at: start) }
    self.init(kind, String(decoding: utf8, as: UTF8.self))
  }

  public func write(to writer: inout ByteWriter) throws(ByteWriteError) {
    let utf8 = Array(text.utf8)
    guard !utf8.isEmpty, !utf8.contains(0) else {
      throw ByteWriteError("a dependency-info string must be non-empty and have no NUL")
    }
    writer.write(kind.rawValue)
    writer.write(bytes: utf8)
    writer.write(UInt8(0))
  }
}

/// The whole dependency-info file: the version record, then every output, then every input (the
/// order facebook/xcbuild writes), then every missing input (a file a Contents.json names that
/// is not there, AC010: the build system reruns actool when it appears), each list sorted so the
/// bytes are deterministic.
public struct DependencyInfo: Hashable, Sendable {
  public var version: String
  public var outputs: [String]
  public var inputs: [String]
  public var missingInputs: [String]

  public init(version: String, outputs: [String], inputs: [String], missingInputs: [String] = []) {
    self.version = version
    self.outputs = outputs
    self.inputs = inputs
    self.missingInputs = missingInputs
  }

  public var records: [DependencyInfoRecord] {
    [DependencyInfoRecord(.version, version)] + Set(outputs).sorted().map { DependencyInfoRecord(.output, $0) }
      + Set(inputs).sorted().map { DependencyInfoRecord(.input, $0) }
      + Set(missingInputs).sorted().map { DependencyInfoRecord(.missingInput, $0) }
  }

  public func bytes() throws(ByteWriteError) -> [UInt8] {
    var writer = ByteWriter(endianness: .big)
    for record in records { try writer.write(record) }
    return writer.take()
  }
}

import AssetCatBytes

/// The variables table of a BOM store: named blocks (u32 count, then per variable u32 block
/// index, u8 name length, name bytes).
public struct BOMVariables: ByteRecord, Hashable, Sendable {
  public struct Variable: Hashable, Sendable {
    public var name: String
    public var block: UInt32
    public init(name: String, block: UInt32) {
      self.name = name
      self.block = block
    }
  }

  /// In file order.
  public var variables: [Variable]

  public init(_ variables: [Variable]) { self.variables = variables }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let count = Int(try reader.u32())
    guard count <= reader.remaining / 5 else {
      throw reader.invalid("\(count) variables cannot fit in \(reader.remaining) bytes", at: reader.position - 4)
    }
    variables = []
    for _ in 0..<count {
      let block = try reader.u32()
      let length = Int(try reader.u8())
      let name = String(decoding: try reader.bytes(length), as: UTF8.self)
      variables.append(Variable(name: name, block: block))
    }
  }

  public func write(to writer: inout ByteWriter) throws(ByteWriteError) {
    writer.write(UInt32(variables.count))
    for v in variables {
      let name = Array(v.name.utf8)
      guard name.count <= 255 else { throw ByteWriteError("variable name '\(v.name)' is longer than 255 bytes") }
      writer.write(v.block)
      writer.write(UInt8(name.count))
      writer.write(bytes: name)
    }
  }

  /// The block of the variable named `name`, or `nil`.
  public func block(named name: String) -> UInt32? { variables.first { $0.name == name }?.block }
}

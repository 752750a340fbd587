/// The frame the project's own small files share (a partial build, a probe memo): a magic, a u32
/// format version, the body, and the XXH64 of everything before it as the last 8 bytes.
public enum ChecksummedFile {
  /// A little-endian reader of `raw` just past its magic and version, once those and the
  /// checksum are checked; `what` names the file in the errors ("a probe memo"), `minimum` is the
  /// fewest bytes it can have.
  public static func open(
    _ raw: UnsafeRawBufferPointer, magic: [UInt8], version: UInt32, seed: UInt64, minimum: Int, what: String
  ) throws(ByteReadError) -> ByteReader {
    var r = ByteReader(raw, endianness: .little)
    guard r.count >= max(minimum, magic.count + 12) else { throw r.invalid("\(r.count) bytes, too short for \(what)") }
    try r.expect(magic, "\(what)'s magic")
    let sum = try r.read(UInt64.self, at: r.count - 8)
    guard XXHash64.hash(UnsafeRawBufferPointer(rebasing: raw[..<(raw.count - 8)]), seed: seed) == sum else {
      throw r.invalid("its checksum does not match its bytes (damaged or cut short)")
    }
    let found = try r.u32()
    guard found == version else { throw r.invalid("its format version is \(found), not \(version)") }
    return r
  }
}

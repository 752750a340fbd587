/// JSON as Xcode writes Contents.json: two-space indent, `"key" : value`, keys in the order given,
/// an empty array or object as its brackets around an empty line (`[`, ``, `]`), no final newline
/// (the caller adds one where the file has it).
public enum XcodeJSONStyle {
  public static func serialized(_ value: JSONOutput) -> [UInt8] {
    var out: [UInt8] = []
    write(value, to: &out, indent: 0)
    return out
  }

  private static func write(_ value: JSONOutput, to out: inout [UInt8], indent: Int) {
    switch value {
    case .object(let members):
      container(open: "{", close: "}", count: members.count, indent: indent, into: &out) { i, out in
        JSONOutput.quote(members[i].0, into: &out)
        out.append(contentsOf: " : ".utf8)
        write(members[i].1, to: &out, indent: indent + 1)
      }
    case .array(let items):
      container(open: "[", close: "]", count: items.count, indent: indent, into: &out) { i, out in
        write(items[i], to: &out, indent: indent + 1)
      }
    default: out.append(contentsOf: value.serializedBytes())
    }
  }

  private static func container(
    open: Unicode.Scalar, close: Unicode.Scalar, count: Int, indent: Int, into out: inout [UInt8],
    member: (Int, inout [UInt8]) -> Void
  ) {
    out.append(UInt8(ascii: open))
    if count == 0 { out.append(0x0A) }
    for i in 0..<count {
      if i > 0 { out.append(UInt8(ascii: ",")) }
      newline(&out, indent + 1)
      member(i, &out)
    }
    newline(&out, indent)
    out.append(UInt8(ascii: close))
  }

  private static func newline(_ out: inout [UInt8], _ indent: Int) {
    out.append(0x0A)
    out.append(contentsOf: repeatElement(0x20, count: indent * 2))
  }
}

/// The bytes a `CARCacheKey`'s material hashes, written field by field: each field's UTF-8 text,
/// fields apart by a NUL. Numbers go in as their decimal digits and strings as their bytes, no
/// String made for either (interpolated strings cost 20,000 instructions a work item).
struct CARKeyMaterial {
  private(set) var bytes: [UInt8] = []
  /// How many fields were started.
  private(set) var fields = 0

  init() { bytes.reserveCapacity(320) }

  /// Starts the next field (the NUL before it).
  mutating func next() {
    if fields > 0 { bytes.append(0) }
    fields += 1
  }

  mutating func field(_ text: String) {
    next()
    append(text)
  }

  mutating func field(_ n: Int) {
    next()
    append(n)
  }

  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  mutating func append(_ byte: Unicode.Scalar) { bytes.append(UInt8(ascii: byte)) }

  /// `n`'s decimal digits, as `"\(n)"` writes them.
  mutating func append(_ n: Int) {
    if n < 0 { bytes.append(UInt8(ascii: "-")) }
    append(UInt64(n.magnitude))
  }

  /// `n`'s decimal digits.
  mutating func append(_ n: UInt64) {
    var m = n
    let start = bytes.count
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(m % 10))
      m /= 10
    } while m > 0
    bytes[start...].reverse()
  }

  mutating func append(_ b: Bool) { append(b ? "true" : "false") }

  /// `d` as `"\(d)"` writes it: a whole number below 10^15 as its digits and ".0" without a
  /// String made, any other through its description.
  mutating func append(_ d: Double) {
    if d == d.rounded(), abs(d) < 1e15, !(d == 0 && d.sign == .minus) {
      append(Int(d))
      append(".0")
    } else {
      append("\(d)")
    }
  }
}

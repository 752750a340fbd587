import Foundation

/// A source catalog written by a test into a temporary folder, removed when the value goes.
///
/// Contents.json texts may carry position markers (`1️⃣`…`9️⃣`, as swift-format's tests do): the
/// markers are removed before writing and `contents(_:_:)` returns the 1-based line of each.
final class FixtureCatalog {
  let root: URL
  /// The `.xcassets` folder.
  let path: String

  init(name: String = "Fixture") throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-\(UUID().uuidString)")
    path = root.appendingPathComponent("\(name).xcassets").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  /// A second catalog beside this one (for multi-catalog reads).
  func sibling(_ name: String) throws -> String {
    let p = root.appendingPathComponent("\(name).xcassets").path
    try FileManager.default.createDirectory(atPath: p, withIntermediateDirectories: true)
    return p
  }

  static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

  /// Writes `inner/Contents.json`; returns the line of each marker (`["1️⃣": 4]`).
  @discardableResult
  func contents(_ inner: String, _ text: String, in base: String? = nil) throws -> [String: Int] {
    var lines: [String: Int] = [:]
    var clean: [String] = []
    for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var l = String(line)
      for m in Self.markers where l.contains(m) {
        lines[m] = n + 1
        l = l.replacingOccurrences(of: m, with: "")
      }
      clean.append(l)
    }
    try write(inner.isEmpty ? "Contents.json" : inner + "/Contents.json", Data(clean.joined(separator: "\n").utf8), in: base)
    return lines
  }

  /// Writes a file at `inner` (creating folders).
  func write(_ inner: String, _ data: Data, in base: String? = nil) throws {
    let url = URL(fileURLWithPath: base ?? path).appendingPathComponent(inner)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }

  func png(_ inner: String, width: Int, height: Int, in base: String? = nil) throws {
    try write(inner, PNGWriter.rgba(width: width, height: height), in: base)
  }

  func mkdir(_ inner: String) throws {
    try FileManager.default.createDirectory(atPath: path + "/" + inner, withIntermediateDirectories: true)
  }
}

/// A tiny PNG writer: RGBA8, zlib stored (uncompressed) blocks, CRC-32 and Adler-32.
enum PNGWriter {
  static func rgba(width: Int, height: Int, pixel: [UInt8] = [255, 0, 0, 128]) -> Data {
    var raw: [UInt8] = []
    raw.reserveCapacity(height * (1 + width * 4))
    for _ in 0..<height {
      raw.append(0)  // filter: none
      for _ in 0..<width { raw += pixel }
    }
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var ihdr: [UInt8] = []
    ihdr += be32(UInt32(width)) + be32(UInt32(height))
    ihdr += [8, 6, 0, 0, 0]
    png += chunk("IHDR", ihdr)
    png += chunk("IDAT", zlibStored(raw))
    png += chunk("IEND", [])
    return Data(png)
  }

  static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let t = Array(type.utf8)
    return be32(UInt32(data.count)) + t + data + be32(crc32(t + data))
  }

  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var i = 0
    repeat {
      let n = min(65535, data.count - i)
      let last: UInt8 = i + n >= data.count ? 1 : 0
      out.append(last)
      out += [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
      out += data[i..<i + n]
      i += n
    } while i < data.count
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return out + be32(b << 16 | a)
  }

  static func crc32(_ data: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for byte in data {
      c ^= UInt32(byte)
      for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    return c ^ 0xFFFF_FFFF
  }
}

import Foundation

/// A source catalog written by a test into a temporary folder, removed when the value goes.
///
/// Contents.json texts may carry position markers (`1️⃣`…`9️⃣`, as swift-format's tests do): the
/// markers are removed before writing and `contents(_:_:)` returns the 1-based line of each.
public final class FixtureCatalog {
  public let root: URL
  /// The `.xcassets` folder.
  public let path: String

  public init(name: String = "Fixture") throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-\(UUID().uuidString)")
    path = root.appendingPathComponent("\(name).xcassets").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  /// A second catalog beside this one (for multi-catalog reads).
  public func sibling(_ name: String) throws -> String {
    let p = root.appendingPathComponent("\(name).xcassets").path
    try FileManager.default.createDirectory(atPath: p, withIntermediateDirectories: true)
    return p
  }

  public static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

  /// Writes `inner/Contents.json`; returns the line of each marker (`["1️⃣": 4]`).
  @discardableResult
  public func contents(_ inner: String, _ text: String, in base: String? = nil) throws -> [String: Int] {
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
    try write(
      inner.isEmpty ? "Contents.json" : inner + "/Contents.json", Data(clean.joined(separator: "\n").utf8), in: base)
    return lines
  }

  /// Writes a file at `inner` (creating folders).
  public func write(_ inner: String, _ data: Data, in base: String? = nil) throws {
    let url = URL(fileURLWithPath: base ?? path).appendingPathComponent(inner)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }

  public func png(_ inner: String, width: Int, height: Int, in base: String? = nil) throws {
    try write(inner, PNGWriter.png(width: width, height: height, pixel: [255, 0, 0, 128]), in: base)
  }

  public func mkdir(_ inner: String) throws {
    try FileManager.default.createDirectory(atPath: path + "/" + inner, withIntermediateDirectories: true)
  }
}

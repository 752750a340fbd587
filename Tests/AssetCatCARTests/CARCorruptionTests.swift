import AssetCatCAR
import AssetCatTestSupport
import Foundation
import Testing

/// SPEC §7: a corrupt car gives exit 2 with a message, never a crash, a hang or a read outside
/// the file. Every variant is written to a file and opened by the commands, in process.
@Suite("Assets.car corruption")
struct CARCorruptionTests {
  typealias S = CARTestSupport

  static func write(_ bytes: [UInt8]) -> String {
    let url = ScratchDirectory.path("carcorrupt", suffix: ".car")
    try! Data(bytes).write(to: url)
    return url.path
  }

  static func seeds() throws -> [(String, [UInt8])] {
    [
      ("synthetic", SyntheticCAR.standard().bytes()),
      ("xcode5", Array(try Data(contentsOf: URL(fileURLWithPath: S.fixture("gui7kit-macos-xcode5.car"))))),
      ("xcode7.3", Array(try Data(contentsOf: URL(fileURLWithPath: S.fixture("acextract-ios-xcode7.3.car"))))),
    ]
  }

  /// Runs info and verify; both must answer 0 or 2, and 2 must come with a message.
  static func check(_ bytes: [UInt8], _ what: String) {
    let path = write(bytes)
    defer { try? FileManager.default.removeItem(atPath: path) }
    for (code, capture) in [S.info(path), S.verify(path)] {
      #expect(code == 0 || code == 2, "\(what): exit \(code)")
      if code == 2 { #expect(!capture.err.isEmpty, "\(what): exit 2 without a message") }
    }
  }

  @Test("truncated at many lengths: exit 2 with a message")
  func truncations() throws {
    for (name, bytes) in try Self.seeds() {
      let step = max(1, bytes.count / 97)
      for length in Swift.stride(from: 0, to: bytes.count, by: step) {
        let path = Self.write(Array(bytes.prefix(length)))
        let v = S.verify(path)
        #expect(v.code == 2, "\(name) cut at \(length) bytes: exit \(v.code)")
        #expect(v.capture.err.contains("error"), "\(name) cut at \(length)")
        try? FileManager.default.removeItem(atPath: path)
      }
    }
  }

  @Test("info of a corrupt car names the file once (it was printed twice)")
  func infoNamesTheFileOnce() throws {
    let (_, bytes) = try #require(try Self.seeds().first)
    let path = Self.write(Array(bytes.prefix(bytes.count / 2)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let i = S.info(path)
    #expect(i.code == 2)
    #expect(i.capture.err.components(separatedBy: path).count == 2, "\(i.capture.err)")
  }

  @Test("a flipped byte in every region of the file never crashes or hangs")
  func flips() throws {
    for (name, bytes) in try Self.seeds() {
      let step = max(1, bytes.count / 90)
      for offset in Swift.stride(from: 0, to: bytes.count, by: step) {
        var b = bytes
        b[offset] ^= 0xFF
        Self.check(b, "\(name) flipped at \(offset)")
      }
    }
  }

  @Test("mutation fuzz: random byte changes, words set to extremes")
  func mutationFuzz() throws {
    var rng = SplitMix64(seed: 0xCA7_F00D)
    let seeds = try Self.seeds()
    for round in 0..<240 {
      var b = seeds[round % seeds.count].1
      for _ in 0..<(1 + Int(rng.next() % 6)) {
        let at = Int(rng.next() % UInt64(b.count - 4))
        switch rng.next() % 3 {
        case 0: b[at] = UInt8(truncatingIfNeeded: rng.next())
        case 1: for i in 0..<4 { b[at + i] = 0xFF }
        default: for i in 0..<4 { b[at + i] = 0 }
        }
      }
      Self.check(b, "fuzz round \(round)")
    }
  }

  @Test("extract of a corrupt car exits 2 and writes nothing")
  func extractCorrupt() throws {
    let bytes = SyntheticCAR.standard().bytes()
    let x = S.extract(Self.write(Array(bytes.prefix(bytes.count / 2))))
    #expect(x.code == 2)
    #expect(!FileManager.default.fileExists(atPath: x.directory))
  }
}

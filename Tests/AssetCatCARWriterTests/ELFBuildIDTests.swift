import Foundation
import Testing

@testable import AssetCatCARWriter

/// The build ID that names a build of the tool in a part (`CARPartialIdentity.tool`): read from
/// an ELF executable's notes, nothing from a file that is not one.
@Suite struct ELFBuildIDTests {
  @Test("the running executable's GNU build ID is found; a file that is no ELF has none")
  func buildID() throws {
    #if os(Linux)
      let id = try #require(ELFBuildID.of("/proc/self/exe"))
      #expect(id.count >= 8)
    #endif
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data(Array("\u{7F}ELF not really".utf8) + [UInt8](repeating: 0, count: 80)).write(
      to: URL(fileURLWithPath: path))
    #expect(ELFBuildID.of(path) == nil)
    #expect(ELFBuildID.of(path + ".missing") == nil)
  }

  @Test("notes other than the build ID are stepped over, padding and all")
  func notes() throws {
    func note(_ name: String, _ type: UInt32, _ desc: [UInt8]) -> [UInt8] {
      let n = Array(name.utf8) + [0]
      func le(_ v: UInt32) -> [UInt8] { withUnsafeBytes(of: v.littleEndian, Array.init) }
      let pad = { (k: Int) in [UInt8](repeating: 0, count: (4 - k % 4) % 4) }
      return le(UInt32(n.count)) + le(UInt32(desc.count)) + le(type) + n + pad(n.count) + desc + pad(desc.count)
    }
    let bytes = note("GNU", 1, [1, 2, 3]) + note("GNU", 3, [9, 8, 7, 6, 5])
    #expect(try ELFBuildID.buildID(in: bytes) == [9, 8, 7, 6, 5])
    #expect(try ELFBuildID.buildID(in: note("GNU", 1, [1])) == nil)
  }
}

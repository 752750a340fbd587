import AssetCatCLI
import AssetCatFileSystem
import AssetCatTestSupport
import Foundation

/// Paths and in-process command runs shared by the car tests.
enum CARTestSupport {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    .path
  static func fixture(_ name: String) -> String { fixtures + "/" + name }

  final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = "", errText = ""
    var out: String { lock.withLock { outText } }
    var err: String { lock.withLock { errText } }
    var output: CommandOutput {
      CommandOutput(
        out: { s in self.lock.withLock { self.outText += s } }, err: { s in self.lock.withLock { self.errText += s } })
    }
  }

  static func verify(_ path: String) -> (code: Int32, capture: Capture) {
    let c = Capture()
    return (ExtractCommandLogic.verify(catalog: path, output: c.output), c)
  }

  static func info(_ path: String, json: Bool = false) -> (code: Int32, capture: Capture) {
    let c = Capture()
    return (InfoCommandLogic.run(catalog: path, format: json ? .json : .text, output: c.output), c)
  }

  static func extract(_ path: String) -> (code: Int32, directory: String, capture: Capture) {
    let c = Capture()
    let dir = ScratchDirectory.path("carextract").appendingPathComponent("Out.xcassets").path
    return (ExtractCommandLogic.run(catalog: path, directory: dir, output: c.output), dir, c)
  }
}

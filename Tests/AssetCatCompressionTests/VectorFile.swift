import Foundation
import Testing

/// One committed vector: its compressed bytes and what they must decode to.
struct VectorFile: CustomTestStringConvertible, Sendable {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Vectors")

  let name: String
  /// The recipe list from the manifest.
  let recipe: String
  /// Block magics of an LZFSE vector, or `lzvn-raw`.
  let blockKinds: [String]

  var testDescription: String { name }
  var isRawLZVN: Bool { name.hasSuffix(".lzvn") }

  var compressed: [UInt8] {
    get throws { [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name))) }
  }

  var expected: [UInt8] { VectorRecipe.bytes(Substring(recipe)) }

  /// Every vector listed in Vectors/manifest.txt.
  static let all: [VectorFile] = {
    let manifest = try! String(
      contentsOf: folder.appendingPathComponent("manifest.txt"), encoding: .utf8)
    return manifest.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let fields = line.split(separator: " ")
      return VectorFile(
        name: String(fields[0]), recipe: String(fields[1]),
        blockKinds: fields[3].split(separator: ",").map(String.init))
    }
  }()
}

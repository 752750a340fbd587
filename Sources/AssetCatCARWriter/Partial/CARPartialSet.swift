import AssetCatBytes
import AssetCatCore
import AssetCatFileSystem
import AssetCatSource

/// One asset set (or group folder) of a partial build, by its content: the Contents.json of
/// every folder above it in the catalog (a group's namespace changes its assets' names) and
/// every file beneath it, hidden names left out as the catalog reader leaves them, links
/// followed. A link that reads the same hash for the set reads what the part was built from.
package enum CARPartialSet {
  static let seed: UInt64 = 0x6361_7270_7365_7473  // "carpsets"

  package struct Refused: Error, CustomStringConvertible {
    package var description: String
  }

  /// The hash of `set` (a path inside `catalog`, as `--set` names it).
  package static func contentHash(catalog: String, set: String) throws(Refused) -> UInt64 {
    if let problem = RelativePath.problem(set) {
      throw Refused(description: "--set '\(set)' is not a path inside the catalog (\(problem))")
    }
    let folder = SourcePath.join(catalog, set)
    guard POSIXCalls.status(folder, followLinks: true)?.isDirectory == true else {
      throw Refused(description: "--set '\(set)' is not a folder of '\(catalog)'")
    }
    var w = ByteWriter(endianness: .little)
    var above = catalog
    for component in RelativePath.components(set).dropLast() {
      add(above + "/Contents.json", as: "above", to: &w)
      above += "/" + String(decoding: component, as: UTF8.self)
    }
    add(above + "/Contents.json", as: "above", to: &w)
    addTree(folder, relative: "", to: &w)
    return XXHash64.hash(w.bytes, seed: seed)
  }

  private static func add(_ path: String, as name: String, to w: inout ByteWriter) {
    let bytes = POSIXCalls.status(path, followLinks: true)?.isRegular == true ? POSIXCalls.contents(path) : nil
    w.write(bytes: Array("\(name)\u{0}".utf8))
    w.write(UInt64(bytes.map { UInt64($0.count) } ?? UInt64.max))
    w.write(bytes: bytes ?? [])
  }

  private static func addTree(_ folder: String, relative: String, to w: inout ByteWriter) {
    let names = POSIXCalls.entryNames(folder, skippingHidden: true) ?? []
    for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      let path = folder + "/" + name
      let inner = relative.isEmpty ? name : relative + "/" + name
      if POSIXCalls.status(path, followLinks: true)?.isDirectory == true {
        w.write(bytes: Array("dir \(inner)\u{0}".utf8))
        addTree(path, relative: inner, to: &w)
      } else {
        add(path, as: "file \(inner)", to: &w)
      }
    }
  }
}

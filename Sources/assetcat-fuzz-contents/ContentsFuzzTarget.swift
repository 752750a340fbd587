import AssetCatActool
import AssetCatCore
import AssetCatFuzzSupport
// libFuzzer target for Contents.json ingest (`make fuzz`, Docs/Fuzzing.md); a replay tool in
// ordinary builds (`assetcat-fuzz-contents FILE...`).
import AssetCatIconComposer
import AssetCatImaging
import AssetCatSource
import Foundation

/// Checks the input in memory as the Contents.json of every folder kind (`ContentsCheck`), as an
/// Icon Composer `icon.json` and a launch image set's Contents.json, and
/// for one input in 32 (by its bytes, so a run is repeatable) also reads it from disk as the
/// Contents.json of a catalog, of a group and of every asset folder kind at once, the way
/// `validate` and `compile` read a catalog (`SourceCatalogReader`, visionOS solid image stacks
/// included): writing a dozen files per input held the target to about 500 inputs a second.
/// Traps when a finding points at a line the file does not have, or when an image stack's layer
/// or an asset is named by a path.
@main enum ContentsFuzzTarget: FuzzTarget {
  static let folders = [
    "", "Group", "Group/A.imageset", "B.colorset", "C.dataset", "D.appiconset", "E.symbolset", "F.imagestack",
    "F.imagestack/L.imagestacklayer", "G.complicationset", "H.brandassets", "H.brandassets/S.imagestack",
    "H.brandassets/S.imagestack/K.imagestacklayer", "V.solidimagestack", "V.solidimagestack/M.solidimagestacklayer",
  ]
  /// A scratch catalog for this process (in memory where the system offers it).
  static let catalog: String = {
    let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    let path = "\(base)/assetcat-fuzz-contents-\(getpid())/Fuzz.xcassets"
    for f in folders {
      try? FileManager.default.createDirectory(atPath: path + "/" + f, withIntermediateDirectories: true)
    }
    atexit {
      try? FileManager.default.removeItem(atPath: (ContentsFuzzTarget.catalog as NSString).deletingLastPathComponent)
    }
    return path
  }()

  static func run(_ input: UnsafeRawBufferPointer) {
    let bytes = [UInt8](input)
    let lines = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    // Parsed once, checked as every folder kind (the parser's own findings: ContentsCheck's tests).
    if let root = try? JSONParser.parse(bytes) {
      for folder in ContentsCheck.Folder.allCases {
        check(ContentsCheck.diagnostics(of: root, in: folder), lines: lines)
      }
    } else {
      check(ContentsCheck.diagnostics(of: bytes, in: .group), lines: lines)  // the syntax error's line
    }
    // The same bytes as an Icon Composer document's icon.json and a launch image set's
    // Contents.json (the actool command's own readers): placing the layers must not trap.
    if let file = try? IconFile.parse(bytes) {
      for look in IconComposerDocument.Look.allCases {
        _ = try? IconComposerDocument(file, look: look).placedLayers { (_: String) throws(IconComposerError) in Data() }
      }
    }
    _ = LaunchImageEntry.entries(contents: bytes)
    if bytes.reduce(UInt32(2_166_136_261), { ($0 ^ UInt32($1)) &* 16_777_619 }) & 31 == 0 {
      readFromDisk(bytes, lines: lines)
    }
  }

  static func readFromDisk(_ bytes: [UInt8], lines: Int) {
    let data = Data(bytes)
    for f in folders {
      let file = f.isEmpty ? catalog + "/Contents.json" : "\(catalog)/\(f)/Contents.json"
      guard FileManager.default.createFile(atPath: file, contents: data) else {
        preconditionFailure("cannot write \(file)")
      }
    }
    guard
      let result = try? SourceCatalogReader.read(
        path: catalog, options: SourceReadOptions(probeImages: true, jobs: 1, inspector: .imaging))
    else { return }
    check(result.diagnostics.filter { $0.path.hasSuffix("Contents.json") }, lines: lines)
    // An image stack's layers are folders inside it, whatever its Contents.json lists.
    for a in result.assets {
      precondition(
        a.stackLayers.allSatisfy { !$0.isEmpty && !$0.contains("/") }, "a layer named by a path: \(a.stackLayers)")
      precondition(!a.asset.name.split(separator: "/").contains(".."), "an asset named by a path: \(a.asset.name)")
    }
  }

  static func check(_ diagnostics: [Diagnostic], lines: Int) {
    for d in diagnostics {
      if let line = d.line {
        precondition(line >= 1 && line <= lines, "\(d.code) at line \(line) of a \(lines)-line file: \(d.message)")
      }
    }
  }
}

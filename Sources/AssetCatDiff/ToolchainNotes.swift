import AssetCatCAR
import Foundation

/// The fields of a car that name the tool that wrote it — CoreUI's version, the storage version,
/// the build time, the tool's name and version — compared between two cars. They never make a
/// change of content: the same catalog built by another Xcode is the same catalog. `diff` lists
/// them as toolchain notes.
public enum ToolchainNotes {
  /// Adds the toolchain fields of `file` to `f` (`CARStructure` lists them among the headers).
  static func add(_ file: CARFile, _ f: inout StructureFacts) {
    let h = file.header
    f.add("CARHEADER.coreUIVersion", h.coreUIVersion)
    f.add("CARHEADER.storageVersion", h.storageVersion)
    f.add("CARHEADER.storageTimestamp", h.storageTimestamp == 0 ? "0" : "set")
    f.add("CARHEADER.mainVersion", oneLine(h.mainVersion))
    f.add("CARHEADER.versionString", oneLine(h.versionString))
    if let m = file.metadata { f.add("EXTENDED_METADATA.authoringTool", oneLine(m.authoringTool)) }
  }

  /// A tool's name as one line: CoreUI's `mainVersion` ends in a line break in Apple's cars.
  static func oneLine(_ s: String) -> String {
    s.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      .joined(separator: " ")
  }

  /// Where the toolchain fields of two cars differ, each with why it does not count.
  public static func compare(_ a: CARFile, _ b: CARFile) -> [StructureDifference] {
    var x = StructureFacts(), y = StructureFacts()
    add(a, &x)
    add(b, &y)
    return StructureDiff.compare(x.list, y.list)
  }
}

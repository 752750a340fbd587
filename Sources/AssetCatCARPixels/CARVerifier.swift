import AssetCatCAR
import AssetCatImageHeaders
import AssetCatImaging

/// `verify` of an `Assets.car`: every block of the index inside the file, every tree walked and
/// its entry count as declared, every rendition read whole and its payload decoded.
public enum CARVerifier {
  public struct Failure: Sendable, Hashable {
    public var name: String
    public var kind: String
    public var message: String
    /// A known encoding assetcat does not decode (not corruption).
    public var unsupported: Bool
  }

  public struct Report: Sendable {
    public var renditions = 0
    /// Content kind (`bitmap`, `pdf`, `color`, …) → count of renditions that decoded.
    public var decoded: [String: Int] = [:]
    public var failures: [Failure] = []
    /// Failures that are corruption, not unsupported encodings.
    public var corrupt: [Failure] { failures.filter { !$0.unsupported } }
  }

  /// Structural checks throw (the car is corrupt); per-rendition problems are collected.
  public static func verify(_ file: CARFile, limits: ImageLimits = .standard) throws(CARError) -> Report {
    try checkBlocks(file.store)
    for name in ["RENDITIONS", "FACETKEYS", "APPEARANCEKEYS", "BITMAPKEYS"] {
      guard let tree = try file.store.tree(name) else { continue }
      let n = try file.store.entries(of: tree).count
      guard n == Int(tree.descriptor.entryCount) else {
        throw CARError(at: 0, "the \(name) tree holds \(n) entries but declares \(tree.descriptor.entryCount)")
      }
    }
    var report = Report()
    let atlases = CARAtlasCache()
    for e in file.renditions {
      report.renditions += 1
      do {
        let kind = label(try CARRenditionContent.decode(e, in: file, limits: limits, atlases: atlases))
        report.decoded[kind, default: 0] += 1
      } catch {
        report.failures.append(
          Failure(
            name: e.header.name, kind: e.header.layout.name, message: error.message, unsupported: error.unsupported))
      }
    }
    return report
  }

  static func checkBlocks(_ store: BOMStore) throws(CARError) {
    let size = store.storage.count
    // Thinned cars mark dropped blocks with 0xFFFFFFFF offset and length: unused, not corrupt.
    for (i, b) in store.index.blocks.enumerated() where b.length > 0 && b.offset != .max {
      guard Int(b.offset) + Int(b.length) <= size else {
        throw CARError(
          at: Int(store.header.indexOffset),
          "block \(i) (\(b.length) bytes at \(b.offset)) runs past the file's \(size) bytes")
      }
    }
  }

  public static func label(_ c: CARRenditionContent) -> String {
    switch c {
    case .bitmap: "bitmap"
    case .file(_, let ext): ext
    case .color: "color"
    case .multisizeSet: "multisize set"
    case .structure(let name): name
    }
  }
}

import AssetCatBytes
import AssetCatCore
import AssetCatImaging
import Foundation

/// What a cached rendition record is looked up by: a hash of everything that decides the
/// record's bytes other than its file (the work item's asset, kind, rendition, properties,
/// trait values, drawing scale, the pixel encodings and the cache's format version), and a hash
/// of the file's bytes. A change to either is a different key, so a cached record is only ever
/// used where encoding again would give the same bytes.
package struct CARCacheKey: Hashable, Sendable {
  package var material: UInt64
  package var content: UInt64

  /// The key of `work` encoded with `encodings`, or `nil` for what is not cached: what has no
  /// file of its own (colors, app icon indexes), what several files make (image stacks), which
  /// cost little or are few. What poppler, librsvg and cairo draw from a PDF or SVG is keyed by
  /// those libraries' versions too (read from them at run time), since its pixels can change with
  /// them while the tool stays the same; not cached when they cannot say.
  /// `contents`: the file's bytes when they were read already (`CARPlan.Work.fileContents`),
  /// not to read them again.
  static func of(_ work: CARPlan.Work, encodings: CARPixelEncodings, contents: Data? = nil) throws -> CARCacheKey? {
    try of(work, encodings: encodings) { path in
      try contents.map(FileContentHash.of(contents:)) ?? FileContentHash.of(path)
    }
  }

  /// The key of `work` from the hash the source reader took of its file (`CARPlan.contentHashes`),
  /// the file not read: `nil` when the reader did not hash it, or for what is not cached.
  /// `material`: the work item's `material`, when it was made already.
  static func known(
    _ work: CARPlan.Work, encodings: CARPixelEncodings, material: [UInt8]? = nil, hashes: [String: UInt64]
  ) -> CARCacheKey? {
    (try? of(work, encodings: encodings, material: material) { path in
      guard let hash = hashes[path] else { throw FileContentHash.Unreadable(description: "'\(path)' was not hashed") }
      return hash
    }) ?? nil
  }

  /// The key of `work`, its file's hash (`FileContentHash`) given by `content` (a size query
  /// hashes each file once for all its thinnings).
  static func of(
    _ work: CARPlan.Work, encodings: CARPixelEncodings, material made: [UInt8]? = nil,
    content: (String) throws -> UInt64
  ) throws -> CARCacheKey? {
    let path: String
    switch work.source {
    case .entry(let file?, _), .drawn(let file, _), .wideColorTwin(let file, _): path = file
    case .entry(nil, _), .iconSet, .layered, .prebuilt, .iconPiece, .packedSheet, .packed: return nil
    }
    var material = made ?? Self.material(work, encodings: encodings)
    if work.rasterScale != nil {
      guard let versions = VectorShim.libraryVersions else { return nil }
      material.append(0)
      material += versions.utf8
    }
    return CARCacheKey(
      material: XXHash64.hash(material, seed: Self.materialSeed),
      content: try content(path))
  }

  static let materialSeed: UInt64 = 0x6361_7263_6163_6865  // "carcache"

  /// Everything of a work item that its record's bytes depend on besides the file's content, as
  /// UTF-8 text (`CARKeyMaterial`): every stored field of the work item (of its source: the file,
  /// the drawing scale, the name and whether it is a wide-colour twin, the only cases cached), of
  /// its rendition, its properties and the encodings, one by one (`CARCacheKeyTests` fails when one of those types
  /// gains a field this does not write), the trait values sorted (a dictionary's order is not
  /// stable). The file goes by its path inside its catalog (the rendition's `file`), not by where
  /// the catalog is: a build system's actions each see the catalog at a folder of their own
  /// (Bazel's sandboxes), and a part built in one serves the link in another (`CARPartialFile`).
  /// Written out rather than through JSONEncoder or reflection, which cost a sixth and a third of
  /// a rebuild, and into one byte buffer rather than strings joined (joining them cost 3.6% of a
  /// rebuild's instructions).
  static func material(_ w: CARPlan.Work, encodings e: CARPixelEncodings) -> [UInt8] {
    var m = CARKeyMaterial()
    m.field("v")
    m.append(Int(CARCacheTrailer.currentVersion))
    m.field(w.facet)
    m.field(w.kind.rawValue)
    m.field(w.filePath == nil ? "" : "file")
    m.next()
    for (i, (key, value)) in w.values.sorted(by: { $0.key.rawValue < $1.key.rawValue }).enumerated() {
      if i > 0 { m.append(",") }
      m.append(Int(key.rawValue))
      m.append("=")
      m.append(Int(value))
    }
    m.field(Int(w.part))
    m.field(w.rasterScale ?? 0)
    m.next()
    for (i, flag) in [e.palette, e.lzfse, e.smallest, e.sizedChunks].enumerated() {
      if i > 0 { m.append(" ") }
      m.append(flag)
    }
    m.field(w.csiName ?? "")
    m.field(w.isWideColorTwin ? "wide" : "")
    write(w.rendition, to: &m)
    write(w.properties, to: &m)
    return m.bytes
  }

  /// Rendition's 13 stored fields. The rare nested values go by their reflected description,
  /// which names every field they have.
  static func write(_ r: Rendition, to m: inout CARKeyMaterial) {
    for text in [r.slot.textForm, r.file ?? "", r.format?.rawValue ?? ""] { m.field(text) }
    for s in [r.pixelSize, r.vectorSize] {
      m.next()
      if let s {
        m.append(s.width)
        m.append("x")
        m.append(s.height)
      }
    }
    for text in [rare(r.alignmentInsets), rare(r.resizing), rare(r.color)] { m.field(text) }
    for text in [r.typeIdentifier, r.iconSize, r.iconRole, r.iconPlatform] { m.field(text ?? "") }
    m.field(r.order)
  }

  /// AssetProperties' 6 stored fields.
  static func write(_ p: AssetProperties, to m: inout CARKeyMaterial) {
    m.field(p.templateRenderingIntent ?? "")
    m.next()
    m.append(p.preservesVectorRepresentation)
    m.field(p.compressionType ?? "")
    m.next()
    m.append(p.localizable)
    m.field(p.onDemandResourceTags.joined(separator: ","))
    m.field(p.autoScaling ?? "")
  }

  private static func rare<T>(_ value: T?) -> String { value.map { String(reflecting: $0) } ?? "" }
}

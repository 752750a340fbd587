import AssetCatBytes
import AssetCatCAR
import AssetCatCore
import AssetCatFileSystem
import AssetCatSource
import Foundation

/// Writes Apple's `Assets.car` from source catalogs that `SourceCatalogReader` read (and that
/// validation passed). Layout of the store: `CARWriter+Store.swift`; the format facts and what is
/// not like Apple's output: Docs/AssetsCarWriting.md.
public enum CARWriter {
  public struct Summary: Sendable, Hashable {
    public var facets = 0
    public var renditions = 0
    public var bytes = 0
    /// What was left out, one sorted message each (a duplicate key, a color reference, an
    /// unreadable file, an asset kind the car writer does not write).
    public var skipped: [String] = []
    /// The renditions left out because their file could not be used (it does not decode, or
    /// cannot be drawn), sorted by asset and file; each is also among `skipped`, as its message there.
    /// Nothing stands in for them, so callers report them as errors (SPEC §6, AC020).
    public var unusable: [Unusable] = []
    /// The files decoded to their pixels and re-encoded without error (a decode that failed is
    /// among `skipped`).
    public var decodedFiles: Set<String> = []
    /// What went in differently from what Apple writes, for the user to know (symbol sets as
    /// images), one message each.
    public var notes: [String] = []
    /// Renditions whose records came from the rendition cache rather than being encoded.
    public var reused = 0
  }

  /// A rendition whose file could not be used.
  public struct Unusable: Sendable, Hashable {
    /// The asset (facet) name.
    public var asset: String
    /// The file, as the source reader gave it; `nil` for what a writer makes of several files.
    public var file: String?
    /// Why, with the evidence: pixels over the limits, or a file that does not decode or draw.
    public var failure: CARRenditionFailure
    /// Why, as the decoder's or the renderer's error says.
    public var reason: String { failure.description }
    /// The message as `skipped` holds it.
    public var message: String { "\(asset): \(reason)" }
  }

  public struct WriteError: Error, Sendable, CustomStringConvertible {
    public var description: String
  }

  /// Builds the car and writes it to `path` (temporary file, then rename: readers never see half a
  /// car). Renditions go to the file as they are encoded, up to 32 per job ahead, so memory
  /// does not grow with the car (CARFileWriter.swift). Returns what went in and the status of the
  /// file written (for a compile stamp; see `AtomicFileWriter.commit`); `synchronize` flushes it
  /// to the disk before the rename. `beforeCommit` sees what went in once every byte is written:
  /// an error it throws leaves `path` as it was and is rethrown.
  @discardableResult
  public static func write(
    _ source: SourceReadResult, options: CAROptions, to path: String, synchronize: Bool = false,
    beforeCommit: (Summary) throws -> Void = { _ in }
  ) throws -> (summary: Summary, written: POSIXCalls.FileStatus) {
    let staged = try stage(source, options: options, to: path)
    try beforeCommit(staged.summary)
    return (staged.summary, try staged.commit(synchronize: synchronize))
  }

  /// The car written as `write` writes it, to a temporary file beside `path` that only
  /// `commit` puts in place: for a caller with other outputs to make before any is in place.
  public static func stage(_ source: SourceReadResult, options: CAROptions, to path: String) throws -> CARStagedFile {
    try CARFileWriter.stage(try plan(source, options: options), to: path)
  }

  /// The car's bytes and what went into it. Same input and options, same bytes (any `jobs`).
  public static func build(_ source: SourceReadResult, options: CAROptions) throws -> ([UInt8], Summary) {
    let plan = try plan(source, options: options)
    var failed: [Int: CARRenditionFailure] = [:]
    var earlier: CARWrittenRecords?
    while true {
      var sink = CARMemorySink()
      switch try CARFileWriter.write(plan, failed: failed, to: &sink, earlier: earlier) {
      case .written(var summary):
        summary.bytes = sink.count
        return (sink.bytes, summary)
      case .failed(let more, let written):
        failed.merge(more) { a, _ in a }
        if var written {
          let bytes = sink.bytes
          written.read = { r in Array(bytes[r.offset..<r.offset + r.length]) }
          earlier = written
        }
      }
    }
  }

  /// An app icon set, or the folder a tvOS or visionOS app icon is (its images are written as
  /// the folder's stacks and image sets).
  static func isAppIcon(_ asset: Asset?) -> Bool {
    guard let asset else { return false }
    return asset.kind == .appIcon
      || (asset.kind == .other && ["brandassets", "solidimagestack"].contains(asset.folderType))
  }

  /// What goes into the car for `options`, checked against the catalogs.
  static func plan(_ source: SourceReadResult, options: CAROptions) throws -> CARPlan {
    let profile = CARPlatformProfile.forPlatform(options.platform)
    let idioms = options.keptIdioms
    if let name = options.accentColor, source.catalog.asset(named: name)?.kind != .color {
      throw WriteError(description: "--accent-color \(name): the catalogs have no colorset named so")
    }
    if let name = options.appIcon, !isAppIcon(source.catalog.asset(named: name)) {
      throw WriteError(
        description:
          "--app-icon \(name): the catalogs have no appiconset (or stickersiconset, tvOS brandassets, "
          + "visionOS solidimagestack) named so"
      )
    }
    var plan = CARPlan(profile: profile, idioms: idioms, options: options)
    plan.collect(options.keep.map { CARThinning.thin(source, keeping: $0) } ?? source)
    return plan
  }

}

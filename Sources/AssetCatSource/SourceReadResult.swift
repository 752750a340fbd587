import AssetCatCore
import AssetCatImageHeaders
import AssetCatImaging

/// How to read source catalogs.
public struct SourceReadOptions: Sendable, Hashable {
  /// Read image headers (pixel sizes, formats) and vector sizes. Off: renditions carry no sizes
  /// and `probes` is empty.
  public var probeImages: Bool
  /// Threads for probing; `nil` uses every core.
  public var jobs: Int?

  public init(probeImages: Bool = true, jobs: Int? = nil) {
    self.probeImages = probeImages
    self.jobs = jobs
  }
}

/// An asset as the reader found it, with where it came from (for later checks and messages).
public struct SourceAsset: Sendable, Hashable {
  public var asset: Asset
  /// The catalog path as the user gave it.
  public var catalogPath: String
  /// The asset folder as the user can open it (catalog path joined with `asset.path`).
  public var folderPath: String
  /// The Contents.json as the user can open it, when the folder has one.
  public var contentsPath: String?
  /// Per rendition of `asset.renditions`: the 1-based line of its entry in Contents.json.
  public var renditionLines: [Int?]
  /// `false` when an earlier asset (in path order) has the same name (SPEC AC030): this one is
  /// not in `SourceReadResult.catalog`.
  public var isActive: Bool

  /// The file of a rendition as the user can open it, or `nil` without a file.
  public func filePath(of rendition: Rendition) -> String? {
    rendition.file.map { SourcePath.join(catalogPath, $0) }
  }
}

/// What a header probe of one rendition file found (the value of `SourceReadResult.probes`).
public typealias ProbeResult = Result<ImageInfo, ImagingError>

/// Everything `SourceCatalogReader.read` found in one or more source catalogs.
public struct SourceReadResult: Sendable {
  /// The assets, names global across the catalogs; the first in path order wins a name.
  public var catalog: AssetCatalog
  /// Every asset in path order (catalogs in the order given), including ones whose name lost.
  public var assets: [SourceAsset]
  /// Reading-time findings (SPEC §6), sorted.
  public var diagnostics: [Diagnostic]
  /// Every file read, as the user can open it (for depfiles), sorted.
  public var inputs: [String]
  /// Header probes of every referenced image file that exists, keyed by the path as the user can
  /// open it (`SourceAsset.filePath(of:)`). Vectors (PDF, SVG) have width and height 0 here; their
  /// sizes are on the rendition.
  public var probes: [String: ProbeResult]
  /// The catalog paths as given.
  public var catalogPaths: [String]

  /// The source asset behind `catalog.asset(named:)`.
  public func sourceAsset(named name: String) -> SourceAsset? {
    assets.first { $0.isActive && $0.asset.name == name }
  }
}

/// Failures that stop reading altogether (as opposed to diagnostics).
public enum SourceReadError: Error, Sendable, Hashable, CustomStringConvertible {
  case notFound(String)
  case notADirectory(String)

  public var description: String {
    switch self {
    case .notFound(let p): "catalog '\(p)' does not exist"
    case .notADirectory(let p): "catalog '\(p)' is not a folder (a source catalog is an .xcassets folder)"
    }
  }
}

/// Path helpers for display paths (catalog path as given + inner path).
public enum SourcePath {
  public static func join(_ base: String, _ inner: String) -> String {
    if inner.isEmpty { return base }
    if base.isEmpty { return inner }
    return base.hasSuffix("/") ? base + inner : base + "/" + inner
  }
}

import AssetCatCore
import AssetCatImageHeaders
import AssetCatImaging

/// One asset as the validator sees it: the model plus where it came from, so findings can point
/// at the file and line a user opens. Mirrors the reader's `SourceAsset`.
public struct AssetRecord: Sendable, Hashable {
  public var asset: Asset
  /// The catalog path as the user gave it.
  public var catalogPath: String
  /// The asset's Contents.json as the user can open it, when the folder has one.
  public var contentsPath: String?
  /// Per rendition of `asset.renditions`: the 1-based line of its entry in Contents.json.
  public var renditionLines: [Int?]
  /// `false` when an earlier asset (in path order) has the same name (SPEC AC030).
  public var isActive: Bool

  public init(
    asset: Asset, catalogPath: String, contentsPath: String? = nil, renditionLines: [Int?] = [],
    isActive: Bool = true
  ) {
    self.asset = asset
    self.catalogPath = catalogPath
    self.contentsPath = contentsPath
    self.renditionLines = renditionLines
    self.isActive = isActive
  }

  /// The asset folder as the user can open it.
  public var folderPath: String { CatalogPath.join(catalogPath, asset.path) }

  /// The file of a rendition as the user can open it, or `nil` without a file.
  public func filePath(of rendition: Rendition) -> String? {
    rendition.file.map { CatalogPath.join(catalogPath, $0) }
  }

  /// The 1-based line of a rendition's entry in Contents.json, when known.
  public func line(of rendition: Rendition) -> Int? {
    guard let i = asset.renditions.firstIndex(where: { $0.order == rendition.order }),
      i < renditionLines.count
    else { return nil }
    return renditionLines[i]
  }

  /// Where a finding about the asset as a whole points: its Contents.json, else its folder.
  public var location: String { contentsPath ?? folderPath }
}

/// Everything the checks look at: what the reader found in one or more catalogs.
public struct ValidationInput: Sendable {
  /// The catalog paths as given.
  public var catalogPaths: [String]
  /// Every asset in path order, including ones whose name lost to an earlier one.
  public var assets: [AssetRecord]
  /// The reader's findings (AC001–AC013, AC030–AC032, AC060, AC061).
  public var diagnostics: [Diagnostic]
  /// Header probes the reader already made, keyed by the path as the user can open it. Files
  /// missing here are probed by the validator.
  public var probes: [String: Result<ImageInfo, ImagingError>]

  public init(
    catalogPaths: [String], assets: [AssetRecord], diagnostics: [Diagnostic] = [],
    probes: [String: Result<ImageInfo, ImagingError>] = [:]
  ) {
    self.catalogPaths = catalogPaths
    self.assets = assets
    self.diagnostics = diagnostics
    self.probes = probes
  }

  /// One asset per name (the first in path order): what coverage judges, since a losing duplicate
  /// is never chosen. File checks (AC020–AC024) judge every asset: its files are still the user's.
  public var activeAssets: [AssetRecord] { assets.filter(\.isActive) }
}

/// Display paths: the catalog path as given joined with a path inside it.
public enum CatalogPath {
  public static func join(_ base: String, _ inner: String) -> String {
    if inner.isEmpty { return base }
    if base.isEmpty { return inner }
    return base.hasSuffix("/") ? base + inner : base + "/" + inner
  }

  /// The last path component (`icon@2x.png`), as messages name files.
  public static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}

import AssetCatBytes
import AssetCatCore
import AssetCatImageStructure

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
  /// The XXH64 (seed `contentHashSeed`) of the bytes of each file the probes read whole (bitmaps;
  /// vectors when the inspector sizes them), keyed as `probes` is: a build's rendition cache keys
  /// come from these rather than from reading every file again. They are the bytes this read saw.
  public var contentHashes: [String: UInt64] = [:]
  /// The catalog paths as given.
  public var catalogPaths: [String]
  /// The files entries name that are not there (AC010), as the user can open them
  /// (`SourceAsset.filePath(of:)`): a build leaves those entries out (``withoutMissingFiles()``),
  /// as actool does.
  public var missingFiles: Set<String> = []
  /// The inspector the catalogs were read with (``SourceReadOptions/inspector``): what
  /// ``imageDataIsDamaged(besides:jobs:)`` checks with.
  public var inspector: ImageInspector = .headersOnly
  /// The real paths symbolic links were followed into (``SourceReadOptions/linkRoots``): what
  /// reading the catalogs' other files (their `Appearance.json`) follows too.
  public var linkRoots: [String] = []

  /// The seed of `contentHashes`' XXH64 ("filebyte").
  public static let contentHashSeed: UInt64 = 0x6669_6c65_6279_7465

  /// A `contentHashes` value: the XXH64 of a file's bytes.
  public static func contentHash(_ bytes: [UInt8]) -> UInt64 { XXHash64.hash(bytes, seed: contentHashSeed) }

  /// The locales the active assets have renditions for, sorted: the car's LOCALIZATIONKEYS and
  /// the partial Info.plist's `CFBundleLocalizations`.
  public var localeTags: [String] {
    Set(assets.lazy.filter(\.isActive).flatMap(\.asset.renditions).compactMap(\.slot.locale)).sorted()
  }

  /// The source asset behind `catalog.asset(named:)`.
  public func sourceAsset(named name: String) -> SourceAsset? {
    assets.first { $0.isActive && $0.asset.name == name }
  }
}

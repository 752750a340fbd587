import AssetCatCARWriter
import AssetCatImageHeaders
import AssetCatValidation

/// The options of `assetcat compile` (SPEC §5).
public struct CompileOptions: Sendable {
  public var sources: [String]
  public var output: String
  /// Parallel readers; `nil` is every core.
  public var jobs: Int?
  /// `--keep` text (SPEC §2 text form).
  public var keep: String?
  public var depfile: String?
  /// `--appearance FILE`: rules to store instead of the catalogs' own `Appearance.json` (SPEC §4).
  public var appearance: String?
  /// Compile even when the stamp says the output is up to date.
  public var force = false
  /// Draw a progress bar on standard error (only honoured when it is a terminal).
  public var progress = true
  /// Decode every bitmap fully before packing, so a corrupt file (AC020) stops the compile
  /// instead of shipping (`--decode`).
  public var decode = false
  /// SPEC §7 size limits (AC024).
  public var limits = ImageLimits.standard
  /// `--platform`, `--app-icon`, `--accent-color`, `--skip-app-store-deployment` (AC070–AC072).
  public var appIcons = AppIconRequest()
  /// Set when the output is an `Assets.car` (`-o X.car`): the actool-style options.
  public var car: CAROptions?
  /// `-o X.carpart --set …`: the asset folders (paths inside the one catalog) whose renditions a
  /// partial build encodes, for a link (`--from-part`) to write the car from; `nil` for a whole
  /// build.
  public var partialSets: [String]?
  /// `--follow-links` (`/`): folders that symbolic links in the catalogs may lead into
  /// (`SourceReadOptions.linkRoots`).
  public var linkRoots: [String] = []

  public init(sources: [String], output: String) {
    self.sources = sources
    self.output = output
  }

  /// What the validator checks before packing.
  func validationOptions(jobs: Int) -> ValidationOptions {
    var options = ValidationOptions(limits: limits, decode: decode, jobs: jobs)
    options.appIcons = appIcons
    return options
  }
}

import AssetCatCore
import AssetCatImageHeaders
import AssetCatImaging
import AssetCatSize
import AssetCatValidation

/// The options of `assetcat report`.
public struct ReportOptions: Sendable {
  /// Source catalogs (`.xcassets`).
  public var sources: [String]
  /// The folder to write (`index.html` and `thumbs/`).
  public var output: String
  /// Files read at once; at least 1.
  public var jobs: Int
  /// Longest side of a vector thumbnail, in pixels.
  public var vectorThumbnailSide = 256
  public var limits = ImageLimits.standard
  /// `--platform`: the platform whose device presets the page shows; `nil` for those the
  /// catalogs' idioms target (every preset for a catalog of universal entries only).
  public var platform: ApplePlatform?
  /// What each device downloads, as `assetcat size` measured the catalogs: shown in the
  /// overview; `nil` leaves the table out.
  public var sizes: SizeReport?
  /// Called as work completes: a phase name, items done, items in all.
  public var progress: (@Sendable (String, Int, Int) -> Void)?

  public init(sources: [String], output: String, jobs: Int) {
    self.sources = sources
    self.output = output
    self.jobs = max(1, jobs)
  }
}

import AssetCatImageHeaders
import AssetCatImaging
import Foundation

/// What `validate` checks beyond the reader, and how.
public struct ValidationOptions: Sendable {
  /// SPEC §7 limits (AC024); `--max-side`, `--max-pixels`.
  public var limits: ImageLimits
  /// Decode every bitmap fully to prove it intact (`--decode`).
  public var decode: Bool
  /// The trait collections of the coverage matrix (AC040, AC041); `nil` skips coverage.
  public var matrix: CoverageMatrix?
  /// `--devices`: the device presets' trait collections (AC040, AC041), each asset held only
  /// against those it targets and in the settings it has entries for (`DeviceRequests`).
  public var devices: CoverageMatrix?
  /// Files probed or decoded at once; at least 1.
  public var jobs: Int
  /// The app icon and named colors the build uses (AC070–AC072); empty checks none.
  public var appIcons = AppIconRequest()
  /// Checks added by other modules (the seam for AC050's appearance rules).
  public var additionalChecks: [any CatalogCheck]
  /// Called as files are inspected (done, total), for a progress bar.
  public var progress: (@Sendable (Int, Int) -> Void)?

  public init(
    limits: ImageLimits = .standard, decode: Bool = false, matrix: CoverageMatrix? = nil,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount, additionalChecks: [any CatalogCheck] = []
  ) {
    self.limits = limits
    self.decode = decode
    self.matrix = matrix
    self.jobs = max(1, jobs)
    self.additionalChecks = additionalChecks
  }
}

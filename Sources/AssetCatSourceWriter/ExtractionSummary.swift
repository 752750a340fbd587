/// What an extraction wrote, and what it did not: the messages name each rendition, in the order
/// a report lists them.
public struct ExtractionSummary: Sendable {
  /// Assets written (an image stack counts once).
  public var assets = 0
  /// Files written (images, vectors, data), besides the Contents.json files.
  public var files = 0
  /// PNGs drawn from vectors (`rasterize`); `nil` when none were asked for (or the catalog is a car).
  public var rasters: Int?
  /// Rasters not written because the catalog has a file of that name, one message each.
  public var rasterCollisions: [String] = []
  /// What an `Assets.car` leaves out by design (what Xcode makes again, a slot another rendition
  /// has), one message per rendition or facet.
  public var skipped: [String] = []
  /// Renditions of a car left out as the same image stored again for a later deployment target
  /// (each image is written once, from the earliest): not a loss, so counted.
  public var laterTargetCopies = 0
  /// Renditions that could not be written (no stored bytes, pixels that do not decode): the
  /// folder lacks them.
  public var failed: [String] = []
}

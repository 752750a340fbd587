import AssetCatCore
import AssetCatSource
import AssetCatValidation

/// One build the ``BuildPipeline`` drives: `compile -o X.assetcat`, `compile -o X.car` or
/// `actool`. A job says how to read its catalogs, check them, make its outputs without putting
/// them in place (staging), and put them in place (committing); the pipeline decides the order.
public protocol BuildJob: Sendable {
  /// The catalogs as read, with whatever else checking and building them takes.
  associatedtype Read: Sendable
  /// The outputs made and not yet in place.
  associatedtype Staged: StagedOutputs
  /// What putting the outputs in place returns.
  associatedtype Committed

  /// Whether the outputs may be made beside the check, from catalogs read without inflating
  /// their PNGs' image data: true when the writer decodes every PNG it keeps anyway (a car), so
  /// each PNG is inflated once.
  var buildsBesideCheck: Bool { get }
  /// Whether the reader inflates every PNG's image data when the outputs are made after the
  /// check (false when the check itself decodes every pixel, as `--decode` asks).
  var checksImageData: Bool { get }

  /// Reads the catalogs; `checkingImageData` inflates each PNG's image data.
  func read(checkingImageData: Bool) throws -> Read
  /// The catalogs in `read`, as the source reader gave them.
  func source(of read: Read) -> SourceReadResult
  /// Validates what was read: the findings, errors among them stopping the build.
  func check(_ read: Read) async -> ValidationReport
  /// Makes the outputs, nothing in place yet.
  func stage(_ read: Read) throws -> Staged
  /// Puts the staged outputs in place.
  func commit(_ staged: Staged, read: Read) throws -> Committed
}

/// Outputs a ``BuildJob`` made and has not put in place. Dropped uncommitted, they leave every
/// destination as it was.
public protocol StagedOutputs {
  /// The image files the writer decoded to their pixels without error: that decode checked
  /// their image data.
  var decodedFiles: Set<String> { get }
  /// The renditions the writer could not use (AC020 and AC024 errors): nothing stands in for them, so
  /// these outputs are never put in place.
  var unusable: [Diagnostic] { get }
}

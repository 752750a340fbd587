import AssetCatCARWriter
import AssetCatCore
import AssetCatSource
import AssetCatValidation

/// An `Assets.car` streamed to a temporary file beside its destination (`CARWriter.stage`), for
/// `compile -o X.car` and `actool` alike: the renditions it could not use are worded for the
/// command that asked, and `commit` renames it into place.
public struct StagedCAR: StagedOutputs {
  public let file: CARStagedFile
  public let unusable: [Diagnostic]

  public var summary: CARWriter.Summary { file.summary }
  public var decodedFiles: Set<String> { summary.decodedFiles }

  /// Writes the car of `source` to a temporary file beside `path`.
  public static func stage(
    _ source: SourceReadResult, options: CAROptions, at path: String, wording: CARUnusableRenditions.Wording
  ) throws -> StagedCAR {
    let file = try CARWriter.stage(source, options: options, to: path)
    return StagedCAR(
      file: file, unusable: CARUnusableRenditions.diagnostics(file.summary, source: source, wording: wording))
  }
}

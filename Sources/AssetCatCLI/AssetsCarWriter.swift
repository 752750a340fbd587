import AssetCatActool
import AssetCatCARWriter

/// The actool driver's `Assets.car` writer: `CARWriter` (the one `compile -o X.car` uses) with
/// actool's options mapped onto `CAROptions`.
struct AssetsCarWriter: CARWriting {
  func carBytes(for request: CARWriteRequest) throws -> [UInt8]? {
    let (bytes, summary) = try CARWriter.build(request.source, options: options(request))
    return summary.renditions == 0 ? nil : bytes
  }

  /// Streamed to a temporary file beside `path` (memory does not grow with the car, as for
  /// `compile -o X.car`), renamed into place by `putInPlace`.
  func stageCar(for request: CARWriteRequest, at path: String) throws -> StagedCarResult {
    var options = options(request)
    if request.keepsCache, let dir = request.cacheDirectory ?? CARCacheLocation.environmentDirectory() {
      options.cachePath = CARCacheLocation.file(in: dir, forOutput: path)
    }
    let staged = try CARWriter.stage(request.source, options: options, to: path)
    let s = staged.summary
    var result = StagedCarResult(
      car: s.renditions == 0 ? nil : StagedAssetsCar(file: staged), leftOut: CARUnusableRenditions.notes(s), notes: s.notes, decoded: s.decodedFiles)
    result.unusable = CARUnusableRenditions.diagnostics(s, source: request.source, wording: .actool)
    return result
  }

  func options(_ request: CARWriteRequest) -> CAROptions {
    var options = CAROptions(
      platform: request.platform.rawValue, appIcon: request.appIcon, accentColor: request.accentColor,
      targetDevices: request.targetDevices, keep: request.thinning)
    if let target = request.minimumDeploymentTarget { options.minimumDeploymentTarget = target }
    options.alternateAppIcons = request.alternateAppIcons
    options.optimization = request.optimization.flatMap(CAROptimization.init(rawValue:))
    options.iconComposerDocuments = request.iconComposerDocuments
    return options
  }
}

/// The car `CARWriter.stage` wrote, renamed into place by the driver.
final class StagedAssetsCar: StagedCar {
  let file: CARStagedFile
  init(file: CARStagedFile) { self.file = file }
  func putInPlace() throws { try file.commit() }
}

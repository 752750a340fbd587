import AssetCatActool
import AssetCatCARWriter

/// The actool driver's `Assets.car` writer: `CARWriter` (the one `compile -o X.car` uses) with
/// actool's options mapped onto `CAROptions`.
struct AssetsCarWriter: CARWriting {
  func carBytes(for request: CARWriteRequest) throws -> [UInt8]? { try car(for: request).bytes }

  func car(for request: CARWriteRequest) throws -> (bytes: [UInt8]?, leftOut: [String]) {
    let (bytes, leftOut, _) = try carDecoding(for: request)
    return (bytes, leftOut)
  }

  func carDecoding(for request: CARWriteRequest) throws -> (bytes: [UInt8]?, leftOut: [String], decoded: Set<String>?) {
    var options = CAROptions(
      platform: request.platform.rawValue, appIcon: request.appIcon, accentColor: request.accentColor,
      targetDevices: request.targetDevices, keep: request.thinning)
    if let target = request.minimumDeploymentTarget { options.minimumDeploymentTarget = target }
    let (bytes, summary) = try CARWriter.build(request.source, options: options)
    return (summary.renditions == 0 ? nil : bytes, summary.skipped, summary.undecodedFiles.isEmpty ? summary.decodedFiles : nil)
  }
}

import AssetCatCore
import AssetCatSource
import AssetCatValidation

/// What the `Assets.car` writer is given: the catalogs as read (every asset, rendition and file
/// path; `source.inputs` lists every file read) and the build's choices from the command line.
/// Validation has passed when a writer sees a request.
public struct CARWriteRequest: Sendable {
  public var source: SourceReadResult
  public var platform: ApplePlatform
  /// `--minimum-deployment-target` as given (`17.0`); `nil` when not given.
  public var minimumDeploymentTarget: String?
  /// `--target-device` values; empty means every device of the platform.
  public var targetDevices: [String]
  /// The primary app icon set and the alternates to compile (after `--include-all-app-icons`).
  public var appIcon: String?
  public var alternateAppIcons: [String]
  public var accentColor: String?
  public var widgetBackgroundColor: String?
  /// Thinning: the device model (`--filter-for-thinning-device-configuration`, else
  /// `--filter-for-device-model`), the traits a build for it keeps (`nil`: not thinned), and
  /// `--filter-for-device-os-version`.
  public var filterForDeviceModel: String?
  public var thinning: TraitCollection?
  public var filterForDeviceOSVersion: String?
  public var compressPNGs: Bool
  /// `--optimization time|space`.
  public var optimization: String?
  /// The folder the car's rendition cache is kept in (`--cache-dir`); `nil` is the writer's
  /// default. With `keepsCache` false (`--no-cache`), none is kept.
  public var cacheDirectory: String?
  public var keepsCache = true
  /// Icon Composer documents (`.icon` folders) named by `--app-icon` or `--alternate-app-icon`:
  /// their icon stacks go into the car beside their drawn fallback sizes (in `source`).
  public var iconComposerDocuments: [String] = []

  public init(
    source: SourceReadResult, platform: ApplePlatform, minimumDeploymentTarget: String? = nil, targetDevices: [String] = [],
    appIcon: String? = nil, alternateAppIcons: [String] = [], accentColor: String? = nil,
    widgetBackgroundColor: String? = nil, filterForDeviceModel: String? = nil, thinning: TraitCollection? = nil,
    filterForDeviceOSVersion: String? = nil,
    compressPNGs: Bool = false
  ) {
    self.source = source
    self.platform = platform
    self.minimumDeploymentTarget = minimumDeploymentTarget
    self.targetDevices = targetDevices
    self.appIcon = appIcon
    self.alternateAppIcons = alternateAppIcons
    self.accentColor = accentColor
    self.widgetBackgroundColor = widgetBackgroundColor
    self.filterForDeviceModel = filterForDeviceModel
    self.thinning = thinning
    self.filterForDeviceOSVersion = filterForDeviceOSVersion
    self.compressPNGs = compressPNGs
  }
}

/// The `Assets.car` writer the actool driver calls: the car made before any output is in place
/// (`stageCar`), put in place with the others once every one is made.
public protocol CARWriting: Sendable {
  /// The bytes of `Assets.car` for `request`, or `nil` when nothing in the catalogs goes into a
  /// car (actool then writes none). Throws a message the driver reports as an actool error.
  func carBytes(for request: CARWriteRequest) throws -> [UInt8]?

  /// `carBytes(for:)`, and what of the catalogs the car leaves out, a line each (asset name and
  /// why, as `compile` prints them), for the results document's notices.
  func car(for request: CARWriteRequest) throws -> (bytes: [UInt8]?, leftOut: [String])

  /// `car(for:)` made ready to go to `path` (a writer may write it there under a temporary
  /// name; nothing is at `path` until `putInPlace`), what went in otherwise than Apple writes it
  /// (a line each, for the notices), and the image files it decoded to their pixels without
  /// error: that decode checked their image data, so the driver need not have inflated it first.
  /// The default holds the bytes and tells of no note and no decoded file.
  func stageCar(for request: CARWriteRequest, at path: String) throws -> StagedCarResult
}

/// What `CARWriting.stageCar` made.
public struct StagedCarResult {
  public var car: (any StagedCar)?
  public var leftOut: [String]
  public var notes: [String]
  public var decoded: Set<String>
  /// The renditions the writer could not use (a file that does not decode), as AC020 errors:
  /// nothing stands in for them, so the driver writes no output and exits 1.
  public var unusable: [Diagnostic] = []

  public init(car: (any StagedCar)?, leftOut: [String], notes: [String] = [], decoded: Set<String> = []) {
    (self.car, self.leftOut, self.notes, self.decoded) = (car, leftOut, notes, decoded)
  }
}

/// A car made for its destination and not yet there.
public protocol StagedCar: AnyObject {
  /// Puts the car at its destination.
  func putInPlace() throws
}

extension CARWriting {
  public func car(for request: CARWriteRequest) throws -> (bytes: [UInt8]?, leftOut: [String]) { (try carBytes(for: request), []) }

  public func stageCar(for request: CARWriteRequest, at path: String) throws -> StagedCarResult {
    let (bytes, leftOut) = try car(for: request)
    return StagedCarResult(car: bytes.map { HeldCar(bytes: $0, path: path) }, leftOut: leftOut)
  }
}

/// A car's bytes, written to their destination when put in place.
final class HeldCar: StagedCar {
  let bytes: [UInt8]
  let path: String
  init(bytes: [UInt8], path: String) {
    self.bytes = bytes
    self.path = path
  }
  func putInPlace() throws { try OutputFiles.write(bytes, to: path) }
}

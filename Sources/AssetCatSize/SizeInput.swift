import AssetCatCAR
import AssetCatCARWriter
import AssetCatCore
import AssetCatSource
import Foundation

/// What `size` measures: source catalogs (the car they would make) or a compiled car.
public enum SizeInput: Sendable {
  case source(SourceReadResult)
  case car(CARCatalog)

  /// A folder is read as a source catalog, a file as an `Assets.car`.
  public static func open(_ path: String) throws(SizeError) -> SizeInput {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw SizeError("no such file or folder: \(path)")
    }
    if isFolder.boolValue { return .source(try CatalogSizing.read([path])) }
    do { return .car(CARCatalog(file: try CARFile(path: path))) } catch {
      throw SizeError("\(path) is not an Assets.car (size reads .xcassets folders and Assets.car files): \(error)")
    }
  }

  /// The idioms whose devices are reported when none is named: a car's platform and keys; for a
  /// source, the platform or target devices of `options`.
  public func idioms(_ options: CAROptions) -> Set<Idiom> {
    switch self {
    case .source: CatalogSizing.idioms(options)
    case .car(let car): CarSizing.idioms(car)
    }
  }

  /// The report (`top`: how many assets a device lists, 0 all; `options` and `known`, the
  /// rendition caches' records, apply to a source).
  public func measure(
    name: String, options: CAROptions, devices: [SizeDevice], top: Int, records: CARRecordSizes = CARRecordSizes(),
    known: CARKnownRecords? = nil
  ) throws(SizeError) -> SizeReport {
    switch self {
    case .source(let source):
      try CatalogSizing.measure(
        source, name: name, options: options, devices: devices, top: top, records: records, known: known)
    case .car(let car): CarSizing.measure(car, name: name, devices: devices, top: top)
    }
  }
}

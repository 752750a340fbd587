import AssetCatCore
import Foundation

/// Assets already decoded from a compiled catalog, by asset index: a lookup decodes an asset's
/// records (and validates them) once, later lookups of the same asset reuse the value. Grows with
/// the assets actually looked up, never beyond the catalog's asset count.
///
/// `@unchecked Sendable`: every access to `values` holds `lock`.
final class DecodedAssetCache: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Int: Asset] = [:]

  func value(_ index: Int) -> Asset? {
    lock.lock()
    defer { lock.unlock() }
    return values[index]
  }

  func store(_ asset: Asset, at index: Int) {
    lock.lock()
    defer { lock.unlock() }
    values[index] = asset
  }
}

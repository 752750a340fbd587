import AssetCatCore
import Foundation

/// Assets already decoded from a compiled catalog, by asset index: a lookup decodes an asset's
/// records (and validates them) once, later lookups of the same asset reuse the value (with its
/// slots, ready for the resolver). One slot per asset, allocated on first use: a lookup is an array
/// read under an uncontended lock and one retain, no hashing and no copy of the asset.
///
/// `@unchecked Sendable`: every access to `values` holds `lock`.
final class DecodedAssetCache: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [ResolvableAsset?] = []
  private let count: Int

  init(count: Int) { self.count = count }

  func value(_ index: Int) -> ResolvableAsset? {
    lock.lock()
    defer { lock.unlock() }
    return index < values.count ? values[index] : nil
  }

  func storeIfAbsent(_ asset: ResolvableAsset, at index: Int) {
    lock.lock()
    defer { lock.unlock() }
    if values.isEmpty { values = Array(repeating: nil, count: count) }
    if index < values.count && values[index] == nil { values[index] = asset }
  }

  func store(_ asset: ResolvableAsset, at index: Int) {
    lock.lock()
    defer { lock.unlock() }
    if values.isEmpty { values = Array(repeating: nil, count: count) }
    if index < values.count { values[index] = asset }
  }
}

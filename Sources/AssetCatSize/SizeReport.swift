import Foundation

/// What `assetcat size` says, in the JSON shape of `--format json`: the universal car's bytes and,
/// per device, the bytes of the car thinned for it and its heaviest assets.
public struct SizeReport: Sendable, Codable, Hashable {
  /// An asset's bytes in a car (its rendition records).
  public struct AssetSize: Sendable, Codable, Hashable {
    public var name: String
    public var bytes: Int
  }

  /// One device's download.
  public struct DeviceSize: Sendable, Codable, Hashable {
    public var device: String
    /// The model identifier; absent when not on record.
    public var model: String?
    /// The thinned car the device gets (`iPhone @3x`): devices with the same variant get the same bytes.
    public var variant: String
    public var bytes: Int
    /// The heaviest assets, largest first (name order among equals).
    public var assets: [AssetSize]
  }

  /// The catalog or car measured, as given.
  public var catalog: String
  /// The car not thinned: every device's renditions.
  public var universal: Int
  public var devices: [DeviceSize]
  /// What the figures leave out or estimate, a sentence each.
  public var notes: [String]

  public init(catalog: String, universal: Int, devices: [DeviceSize], notes: [String] = []) {
    self.catalog = catalog
    self.universal = universal
    self.devices = devices
    self.notes = notes
  }

  /// Each device's figure (`bytes`, asset name → bytes), its assets cut to the `top` heaviest (0: all).
  static func device(_ d: SizeDevice, bytes: Int, assets: [String: Int], top: Int) -> DeviceSize {
    var sorted = assets.map { AssetSize(name: $0.key, bytes: $0.value) }.sorted {
      ($1.bytes, $0.name) < ($0.bytes, $1.name)
    }
    if top > 0 && sorted.count > top { sorted = Array(sorted.prefix(top)) }
    return DeviceSize(device: d.name, model: d.model, variant: d.variant, bytes: bytes, assets: sorted)
  }

  public func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

import AssetCatCore
import Foundation

/// The trait collections that coverage (AC040, AC041) checks every asset against: from
/// `--matrix FILE` (a JSON array of trait collections in SPEC §2's JSON form) or `--devices`
/// (every device preset × orientation × light/dark).
public struct CoverageMatrix: Sendable, Hashable {
  public var traitCollections: [TraitCollection]

  public init(_ traitCollections: [TraitCollection]) {
    // Duplicates add nothing to coverage; keep the first of each.
    var seen = Set<TraitCollection>()
    self.traitCollections = traitCollections.filter { seen.insert($0).inserted }
  }

  /// Parses a JSON array of trait collections (`[{"idiom": "phone", "scale": 3}, …]`).
  public init(json data: Data) throws(CoverageMatrixError) {
    let value: [TraitCollection]
    do {
      value = try JSONDecoder().decode([TraitCollection].self, from: data)
    } catch let error as DecodingError {
      throw .malformed(Self.describe(error))
    } catch {
      throw .malformed(error.localizedDescription)
    }
    if value.isEmpty { throw .empty }
    self.init(value)
  }

  /// Reads `--matrix FILE`.
  public init(contentsOf path: String) throws(CoverageMatrixError) {
    let data: Data
    do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
      throw .unreadable(path: path, reason: error.localizedDescription)
    }
    do { try self.init(json: data) } catch {
      throw error.in(path)
    }
  }

  /// `--devices`: every device × orientation × light and dark.
  public static func devices(_ devices: [CoverageDevice]) -> CoverageMatrix {
    var all: [TraitCollection] = []
    for d in devices {
      for orientation in [d.portrait, d.landscape].compactMap({ $0 }) {
        for style in [UserInterfaceStyle.light, .dark] {
          var t = orientation
          t.style = style
          all.append(t)
        }
      }
    }
    return CoverageMatrix(all)
  }

  /// `--devices`: every preset of `assetcat devices` (full screen), in each orientation it has,
  /// light and dark.
  public static var allDevices: CoverageMatrix { devices(on: []) }

  /// `--devices` for an app on `platforms`: the presets of those platforms' devices (every
  /// preset when `platforms` is empty), in each orientation, light and dark.
  public static func devices(on platforms: [ApplePlatform]) -> CoverageMatrix {
    devices(
      ApplePlatform.presets(on: platforms).map { preset in
        CoverageDevice(
          name: preset.name, portrait: preset.traits(.portrait),
          landscape: preset.landscape == nil ? nil : preset.traits(.landscape))
      })
  }

  /// The platforms `--devices` checks: `platform` (`--platform`) when given; else the platforms
  /// the catalogs' idioms target (a watch-only catalog: watchOS); else (every entry universal)
  /// none, which means every preset.
  public static func devicePlatforms(of input: ValidationInput, platform: ApplePlatform?) -> [ApplePlatform] {
    if let platform { return [platform] }
    return ApplePlatform.platforms(of: input.activeAssets.map(\.asset))
  }

  static func describe(_ error: DecodingError) -> String {
    func at(_ path: [any CodingKey]) -> String {
      let p = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      return p.isEmpty ? "" : " at \(p)"
    }
    switch error {
    case .typeMismatch(_, let c): return "\(c.debugDescription)\(at(c.codingPath))"
    case .valueNotFound(_, let c): return "\(c.debugDescription)\(at(c.codingPath))"
    case .keyNotFound(let k, let c): return "missing key '\(k.stringValue)'\(at(c.codingPath))"
    case .dataCorrupted(let c):
      if let underlying = c.underlyingError as? NSError, c.codingPath.isEmpty {
        return "not valid JSON (\(underlying.localizedDescription))"
      }
      return "\(c.debugDescription)\(at(c.codingPath))"
    @unknown default: return "\(error)"
    }
  }
}

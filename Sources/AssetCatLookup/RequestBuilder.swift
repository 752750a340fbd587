import AssetCatCore

/// Building a request from `--device`, `--orientation`, `--split` and `--traits` (traits merge
/// over the device, UIKit's merge semantics).
public enum RequestBuilder {
  public static func build(traits: String?, device: String?, orientation: String?, split: String?) throws
    -> TraitCollection
  {
    var collections: [TraitCollection] = []
    if let device {
      guard let preset = DevicePreset.named(device) else {
        throw LookupError(
          "unknown device '\(device)' (known: \(DevicePreset.all.map { "'\($0.name)'" }.joined(separator: ", ")); "
            + "'assetcat devices' lists their traits)"
        )
      }
      var o = DevicePreset.Orientation.portrait
      if let orientation {
        guard let v = DevicePreset.Orientation(rawValue: orientation.lowercased()) else {
          throw LookupError("invalid orientation '\(orientation)' (expected portrait or landscape)")
        }
        o = v
      }
      var mt = DevicePreset.Multitasking.fullScreen
      if let split {
        guard let v = DevicePreset.Multitasking(parsing: split) else {
          throw LookupError("invalid split '\(split)' (expected full, 1/3, 1/2, 2/3 or slide-over)")
        }
        mt = v
      }
      collections.append(preset.traits(o, multitasking: mt))
    } else if orientation != nil || split != nil {
      throw LookupError("--orientation and --split need a --device")
    }
    if let traits {
      do { collections.append(try TraitCollection(parsing: traits)) } catch {
        throw LookupError("bad --traits: \(error.description)")
      }
    }
    return TraitCollection.merged(collections)
  }

  /// A JSON object of SPEC §2 (a batch line's `traits`).
  public static func traits(from node: JSONNode) throws -> TraitCollection {
    guard let members = node.members else { throw LookupError("'traits' must be an object") }
    var t = TraitCollection()
    for m in members {
      guard let axis = TraitAxis(key: m.key) else { throw LookupError(TraitError.unknownKey(m.key).description) }
      let text: String?
      switch m.value.value {
      case .string(let s): text = s
      case .number(_, let raw): text = raw
      case .null: text = nil
      default: throw LookupError("trait '\(m.key)' must be a string or a number, not \(m.value.typeName)")
      }
      do { try t.set(axis, text: text) } catch { throw LookupError(error.description) }
    }
    return t
  }
}

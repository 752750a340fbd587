import AssetCatCore

/// What `assetcat devices` lists: each device preset `--device` accepts with its traits (idiom,
/// scale, size classes per orientation and, on iPad, per multitasking split), as JSON or text.
public enum DeviceListing {
  /// One preset in `devices --format json`; `multitasking` (iPad) has a member per split.
  struct Device: Encodable {
    var name: String
    var idiom: String
    var scale: Int
    var pointSize: Size
    var portrait: JSONOutput
    var landscape: JSONOutput?
    var multitasking: JSONOutput?
  }

  /// The size classes of one multitasking split in each orientation.
  struct Split: Encodable {
    var portrait: SizeClasses
    var landscape: SizeClasses
  }

  struct SizeClasses: Encodable {
    var width: String
    var height: String
  }

  public static func json() -> JSONOutput {
    let encoder = JSONOutputEncoder()
    return encoder.output(
      DevicePreset.all.map { d in
        var multitasking: JSONOutput?
        if d.idiom == .pad {
          multitasking = .object(
            DevicePreset.Multitasking.allCases.filter { $0 != .fullScreen }.map { split in
              let p = d.sizeClasses(.portrait, multitasking: split), l = d.sizeClasses(.landscape, multitasking: split)
              let classes = Split(
                portrait: SizeClasses(width: p.width.rawValue, height: p.height.rawValue),
                landscape: SizeClasses(width: l.width.rawValue, height: l.height.rawValue))
              return (split.rawValue, encoder.output(classes))
            })
        }
        return Device(
          name: d.name, idiom: d.idiom.rawValue, scale: Int(d.scale), pointSize: d.pointSize,
          portrait: .traits(d.traits(.portrait)),
          landscape: d.landscape == nil ? nil : .traits(d.traits(.landscape)), multitasking: multitasking)
      })
  }

  public static func text() -> String {
    var out = ""
    for d in DevicePreset.all {
      out += "\(d.name)\n  portrait:  \(d.traits(.portrait).textForm)\n"
      if d.landscape != nil { out += "  landscape: \(d.traits(.landscape).textForm)\n" }
      if d.idiom == .pad {
        let splits = DevicePreset.Multitasking.allCases.filter { $0 != .fullScreen }.map { s in
          let p = d.sizeClasses(.portrait, multitasking: s), l = d.sizeClasses(.landscape, multitasking: s)
          return "\(s.rawValue) \(p.width.rawValue)/\(l.width.rawValue)"
        }
        out += "  split width (portrait/landscape): \(splits.joined(separator: ", "))\n"
      }
    }
    return out
  }
}

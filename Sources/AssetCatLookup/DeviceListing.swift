import AssetCatCore

/// What `assetcat devices` lists: each device preset `--device` accepts with its traits (idiom,
/// scale, size classes per orientation and, on iPad, per multitasking split), as JSON or text.
public enum DeviceListing {
  public static func json() -> JSONOutput {
    .array(
      DevicePreset.all.map { d in
        var m: [(String, JSONOutput)] = [
          ("name", .string(d.name)), ("idiom", .string(d.idiom.rawValue)), ("scale", .number(Double(d.scale))),
          ("pointSize", .size(d.pointSize)), ("portrait", .traits(d.traits(.portrait))),
        ]
        if d.landscape != nil { m.append(("landscape", .traits(d.traits(.landscape)))) }
        if d.idiom == .pad {
          var mt: [(String, JSONOutput)] = []
          for split in DevicePreset.Multitasking.allCases where split != .fullScreen {
            let p = d.sizeClasses(.portrait, multitasking: split), l = d.sizeClasses(.landscape, multitasking: split)
            mt.append(
              (
                split.rawValue,
                .object([
                  ("portrait", .object([("width", .string(p.width.rawValue)), ("height", .string(p.height.rawValue))])),
                  ("landscape", .object([("width", .string(l.width.rawValue)), ("height", .string(l.height.rawValue))])),
                ])
              ))
          }
          m.append(("multitasking", .object(mt)))
        }
        return .object(m)
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

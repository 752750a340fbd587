import AssetCatCore

/// AC073: an app icon whose pixel size is not its slot's (size × scale), in actool's wording
/// ("appicon.appiconset/appicon20x20@2x.png is 40x38 but should be 40x40"). Every app icon set,
/// named on the command line or not. Findings point at the entry in Contents.json.
public struct IconSizeCheck: CatalogCheck {
  public init() {}
  public var codes: [DiagnosticCode] { [.AC073] }

  public func check(_ context: ValidationContext) -> [Diagnostic] {
    var out: [Diagnostic] = []
    for record in context.input.assets where record.asset.kind == .appIcon {
      for r in record.asset.renditions {
        guard let size = r.iconSize, let points = Size(iconSize: size), let file = r.file,
          let px = ScaleCheck.pixelSize(record, r, context)
        else { continue }
        let scale = Double(r.slot.scale ?? 1)
        let expected = (points.width * scale, points.height * scale)
        guard Double(px.width) != expected.0 || Double(px.height) != expected.1 else { continue }
        out.append(
          Diagnostic(
            .AC073, "\(file) is \(px.width)x\(px.height) but should be \(format(expected.0))x\(format(expected.1))",
            path: record.location, line: record.line(of: r), asset: record.asset.name))
      }
    }
    return out
  }
}

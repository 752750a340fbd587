import AssetCatCore
import AssetCatImageHeaders
import AssetCatImaging

/// AC023: a template image with no transparency. A template draws only its alpha channel, so an
/// opaque bitmap renders as a solid rectangle. Findings point at the image file.
///
/// From the header: a JPEG, or a PNG with neither an alpha channel nor a tRNS chunk. With
/// `--decode`, also a PNG whose alpha channel is 255 everywhere.
public struct TemplateCheck: CatalogCheck {
  public init() {}
  public var codes: [DiagnosticCode] { [.AC023] }

  public func check(_ context: ValidationContext) -> [Diagnostic] {
    var out: [Diagnostic] = []
    for record in context.input.assets
    where record.asset.kind == .image && record.asset.properties.templateRenderingIntent == "template" {
      for r in record.asset.renditions {
        guard let path = record.filePath(of: r), let facts = context.facts(record, r), let info = facts.info else {
          continue
        }
        let name = CatalogPath.fileName(path)
        let fix = "save it with transparency or set its Render As to Original Image"
        var reason: String? = nil
        if info.format == .jpeg {
          reason = "is a JPEG, which has no alpha channel"
        } else if !info.hasAlpha {
          reason = "has no alpha channel"
        } else if case .success(let decoded) = facts.decoded, !decoded.hasTransparentPixels {
          reason = "has an alpha channel but every pixel is opaque"
        }
        if let reason {
          out.append(
            Diagnostic(
              .AC023,
              "'\(name)' \(reason), so the template image '\(record.asset.name)' renders as a solid rectangle; \(fix)",
              path: path, asset: record.asset.name))
        }
      }
    }
    return out
  }
}

import AssetCatCARWriter
import AssetCatCore
import AssetCatSource
import AssetCatValidation

/// The renditions the car writer could not use (`CARWriter.Summary.unusable`: pixels over the
/// limits, a file that does not decode, or a vector that cannot be drawn). Nothing stands in for
/// them, so each is an error (SPEC §6) for `compile -o X.car` and for `actool`, its code by the
/// failure's kind: AC024 for pixels over the limits, AC020 for the rest; and no car is written: a
/// build that goes on would ship an app without the image and tell nobody. What the car leaves
/// out by design (a kind it does not write, a slot another entry has) stays a note.
public enum CARUnusableRenditions {
  /// How the message is worded: assetcat's (`'a.png' of 'Logo' …`) or actool's (`The file "a.png"
  /// for the image set "Logo" …`, the wording of actool's own findings about files).
  public enum Wording: Sendable { case assetcat, actool }

  /// One error per unusable rendition, pointing at its file (else its asset's folder).
  public static func diagnostics(_ summary: CARWriter.Summary, source: SourceReadResult, wording: Wording)
    -> [Diagnostic]
  {
    summary.unusable.map { u in
      let asset = source.sourceAsset(named: u.asset)
      let path = u.file ?? asset?.folderPath ?? u.asset
      let file = u.file.map(CatalogPath.fileName)
      let code = code(u.failure)
      let message: String
      switch wording {
      case .assetcat:
        let remedy = code == .AC024 ? "scale it down" : "re-export it as a PNG, JPEG, PDF or SVG that decodes"
        message =
          (file.map { "'\($0)' of '\(u.asset)'" } ?? "'\(u.asset)'")
          + " cannot go into the car (\(u.reason)); nothing stands in for it: \(remedy)"
      case .actool:
        let set = "\(kindName(asset?.asset.folderType ?? "")) \"\(u.asset)\""
        message =
          (file.map { "The file \"\($0)\" for the \(set)" } ?? "The \(set)") + " could not be compiled: \(u.reason)."
      }
      return Diagnostic(code, severity: .error, message, path: path, asset: u.asset)
    }
  }

  /// The code of a failure, by its kind: AC024 for pixels over the limits, else AC020.
  public static func code(_ failure: CARRenditionFailure) -> DiagnosticCode {
    switch failure.kind {
    case .overLimits: .AC024
    case .unusable: .AC020
    }
  }

  /// The notes for what the car leaves out, without the unusable renditions (errors instead).
  public static func notes(_ summary: CARWriter.Summary) -> [String] {
    let errors = Set(summary.unusable.map(\.message))
    return summary.skipped.filter { !errors.contains($0) }
  }

  /// The notes for the app icon sets the car leaves out because nothing named them: a car holds
  /// the `--app-icon` set and the `--alternate-app-icon` sets (every one with
  /// `--include-all-app-icons`), as actool's does, and a build that silently had none surprised
  /// people ("compiled 0 assets"). One note a set, naming it and the option that keeps it.
  public static func unnamedAppIcons(_ source: SourceReadResult, named: Set<String>) -> [String] {
    source.assets.filter { $0.isActive && $0.asset.kind == .appIcon && !named.contains($0.asset.name) }
      .map(\.asset.name).sorted().map { name in
        "the app icon set '\(name)' is not in the car: no --app-icon or --alternate-app-icon names it "
          + "(pass --app-icon \(name) to compile it)"
      }
  }

  /// actool's name for an asset folder's kind: `image set`, `app icon set`, `image stack`.
  public static func kindName(_ folderType: String) -> String {
    switch folderType {
    case "imageset": "image set"
    case "appiconset": "app icon set"
    case "symbolset": "symbol set"
    case "dataset": "data set"
    case "colorset": "color set"
    case "imagestack", "solidimagestack": "image stack"
    default: "asset"
    }
  }
}

import AssetCatCore
import AssetCatImageHeaders
import AssetCatSource
import Foundation

/// AC090 and AC091: an Icon Composer document (`.icon`) in a catalog, read as the car writer
/// reads it (`IconFile`): its `icon.json` must parse with every value of the right type, range and
/// word (AC090, at the key's line), and each layer's picture must be in its `Assets/` folder
/// (AC091).
public struct IconDocumentCheck: CatalogCheck {
  public init() {}
  public var codes: [DiagnosticCode] { [.AC090, .AC091] }

  static let maxBytes = 4 << 20

  public func check(_ context: ValidationContext) -> [Diagnostic] {
    context.input.assets.filter { $0.asset.kind == .other && $0.asset.folderType == "icon" }.flatMap(check)
  }

  func check(_ record: AssetRecord) -> [Diagnostic] {
    let folder = record.folderPath, json = folder + "/icon.json", name = record.asset.name
    guard let bytes = try? FileBytes.read(path: json), bytes.count <= Self.maxBytes else {
      return [
        Diagnostic(.AC090, "the Icon Composer document '\(name)' has no readable icon.json", path: json, asset: name)
      ]
    }
    let file: IconFile
    do { file = try IconFile.parse(bytes) } catch {
      let line = error.line > 0 ? error.line : nil
      let place = error.path.isEmpty ? "icon.json" : error.path
      return [Diagnostic(.AC090, "\(place) of '\(name)' \(error.message)", path: json, line: line, asset: name)]
    }
    return file.imageNames.filter { !Self.isPicture($0, in: folder) }.map { image in
      Diagnostic(
        .AC091,
        "the layer picture '\(image)' of '\(name)' is not in its Assets folder; add it or fix the layer's image-name",
        path: json, asset: name)
    }
  }

  /// A file name with no folder in it (nothing outside the document's `Assets/`).
  public static func isPlainName(_ image: String) -> Bool {
    !image.isEmpty && !image.contains("/") && image != ".." && image != "."
  }

  /// A plain file name that exists in `Assets/`.
  static func isPicture(_ image: String, in folder: String) -> Bool {
    guard isPlainName(image) else { return false }
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: folder + "/Assets/" + image, isDirectory: &isFolder)
      && !isFolder.boolValue
  }
}

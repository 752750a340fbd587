import AssetCatCore
import AssetCatImageHeaders
import AssetCatSource
import AssetCatValidation
import Foundation

/// An Icon Composer document's layer pictures, as the slots the page shows for it (their
/// thumbnails): each picture of `icon.json` once, in order, from the document's `Assets/`.
enum ReportIconPictures {
  static func renditions(_ record: AssetRecord) -> [Rendition]? {
    guard record.asset.kind == .other, record.asset.folderType == "icon",
      let bytes = try? FileBytes.read(path: record.folderPath + "/icon.json"), let file = try? IconFile.parse(bytes)
    else { return nil }
    return file.imageNames.filter(IconDocumentCheck.isPlainName).enumerated().map { i, name in
      let ext = (name as NSString).pathExtension.lowercased()
      let format = RenditionFormat(rawValue: ext == "jpg" ? "jpeg" : ext) ?? .unknown
      return Rendition(slot: .empty, file: record.asset.path + "/Assets/" + name, format: format, order: i)
    }
  }
}

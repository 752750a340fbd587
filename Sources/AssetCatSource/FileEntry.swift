import AssetCatCore

/// One entry of an asset's Contents.json that names a file, before the file is looked at.
struct FileEntry {
  var filename: String
  /// 1-based line of the `filename` value.
  var line: Int
  var column: Int
  /// Index into `ParsedContents.renditions`, or `nil` for an entry kept out of resolution
  /// (`unassigned`, a tinted icon).
  var rendition: Int?
}

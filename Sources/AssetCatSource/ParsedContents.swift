import AssetCatCore

/// What an asset's Contents.json says, with the findings of reading it.
struct ParsedContents {
  var renditions: [Rendition] = []
  var renditionLines: [Int?] = []
  var properties = AssetProperties()
  var files: [FileEntry] = []
  /// `provides-namespace` of a group or sprite atlas.
  var providesNamespace = false
}

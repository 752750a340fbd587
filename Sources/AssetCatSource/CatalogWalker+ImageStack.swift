import AssetCatCore
import Foundation

/// Layered images. tvOS: a brand assets folder (`.brandassets`) holds the app icon's image stacks
/// and the top shelf image sets under their own names (no namespace), and says each one's role;
/// an image stack (`.imagestack`) lists its layers front first, and each layer
/// (`.imagestacklayer`) holds one image set, named `<stack>/<layer>/Content` as actool names it.
/// visionOS: a solid image stack (`.solidimagestack`, the app icon) is laid out the same way
/// with `.solidimagestacklayer` layers; its layers are read (so that compile keeps every
/// Contents.json and image for extract) but not listed in `stackLayers`, which drives tvOS's
/// layer stack in a car.
extension CatalogWalker {
  mutating func readBrandAssets(_ inner: String, name: String, namespace: [String]) {
    addOther(inner, name: name, namespace: namespace, readContents: false)
    let root = readContents(inner)
    assets[assets.count - 1].brandRoles = (root?["assets"]?.elements ?? []).compactMap { entry -> BrandAssetRole? in
      guard let role = entry["role"]?.string, let file = entry["filename"]?.string else { return nil }
      let ext = (file as NSString).pathExtension
      return BrandAssetRole(
        role: role, name: ext.isEmpty ? file : String(file.dropLast(ext.count + 1)), size: entry["size"]?.string)
    }
    enterGroup(inner, namespace: namespace)
  }

  mutating func readImageStack(_ inner: String, name: String, namespace: [String], solid: Bool = false) {
    let layerType = solid ? "solidimagestacklayer" : "imagestacklayer"
    addOther(inner, name: name, namespace: namespace, readContents: false)
    let stack = assets.count - 1  // the layers' image sets are read after it
    let root = readContents(inner)
    let listed = (root?["layers"]?.elements ?? []).compactMap { $0["filename"]?.string }
    var layers: [String] = []
    for file in listed where (file as NSString).pathExtension.lowercased() == layerType {
      let layer = String(file.dropLast(layerType.count + 1))
      let layerInner = Self.joinInner(inner, file)
      // A plain name only: a path could read a folder outside the stack, or the catalog.
      guard !layer.isEmpty, !file.contains("/"), entryType(layerInner) == .directory else {
        report(
          .AC010,
          "the image stack '\(name)' lists the layer '\(file)', which is not a folder inside it; "
            + "add the layer or remove the entry",
          inner: inner)
        continue
      }
      layers.append(layer)
      _ = readContents(layerInner)  // read, so compile keeps it for extract
      enterGroup(layerInner, namespace: namespace + [name, layer])
    }
    if !solid { assets[stack].stackLayers = layers }
  }

  /// The folder's Contents.json, when it has one that parses (AC001 otherwise, from `readJSON`).
  private mutating func readContents(_ inner: String) -> JSONNode? {
    let contents = Self.joinInner(inner, "Contents.json")
    return isContentsFile(contents, asset: nil) ? readJSON(contents, asset: nil) : nil
  }
}

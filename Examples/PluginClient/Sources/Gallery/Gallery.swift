import Foundation

/// The gallery's assets, compiled at build time by AssetCatPlugin from `Gallery.xcassets`.
public enum Gallery {
  /// The compiled catalog (`Gallery.assetcat`) in this module's resource bundle, if the build made it.
  public static var compiledCatalogURL: URL? {
    Bundle.module.url(forResource: "Gallery", withExtension: "assetcat")
  }
}

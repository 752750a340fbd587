// swift-tools-version: 6.1
//
// A client of the AssetCatPlugin: its library target `Gallery` holds an asset catalog, and the
// plugin compiles it into the target's resource bundle at build time. `swift test` here proves
// that the compiled catalog is produced and shipped.
import PackageDescription

let package = Package(
  name: "PluginClient",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Gallery", targets: ["Gallery"]),
  ],
  dependencies: [
    .package(name: "assetcat", path: "../.."),
  ],
  targets: [
    .target(
      name: "Gallery",
      // With the runtime as a dependency, the plugin also generates `CatalogImage.dot` and friends.
      dependencies: [.product(name: "AssetCatRuntime", package: "assetcat")],
      // The plugin compiles the catalog; excluding it keeps SwiftPM from copying the source
      // folder into the bundle as well.
      exclude: ["Gallery.xcassets"],
      plugins: [.plugin(name: "AssetCatPlugin", package: "assetcat")]),
    .testTarget(name: "GalleryTests", dependencies: ["Gallery"]),
  ]
)

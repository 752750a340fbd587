// swift-tools-version: 6.1
//
// A client of the AssetCatPlugin: its library target `Gallery` holds an asset catalog, and the
// plugin compiles it into an Assets.car in the target's resource bundle at build time, for the
// first platform declared below (iOS 16), with Xcode's generated symbols (`ImageResource.dot`).
// `swift test` here proves that the car is produced and shipped and that the symbols compile;
// scripts/check-plugin-client.sh (CI) also runs `assetcat verify` on the car.
import PackageDescription

let package = Package(
  name: "PluginClient",
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: [
    .library(name: "Gallery", targets: ["Gallery"]),
  ],
  dependencies: [
    .package(name: "assetcat", path: "../.."),
  ],
  targets: [
    .target(
      name: "Gallery",
      // With the runtime as a dependency, the plugin also generates `CatalogImage.dot` and friends,
      // and the tests open the car with it.
      dependencies: [.product(name: "AssetCatRuntime", package: "assetcat")],
      // The plugin compiles the catalog; excluding it keeps SwiftPM from copying the source
      // folder into the bundle as well.
      exclude: ["Gallery.xcassets"],
      plugins: [.plugin(name: "AssetCatPlugin", package: "assetcat")]),
    .testTarget(name: "GalleryTests", dependencies: ["Gallery"]),
  ]
)

// swift-tools-version: 6.1
//
// An app-side embedder of the lookup runtime: it depends on the `AssetCatRuntime` product alone,
// opens a compiled catalog and resolves one asset. CI builds it and runs
// scripts/check-runtime.sh on the result: no C library, no file-writing code (see there).
import PackageDescription

let package = Package(
  name: "Embedder",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "assetcat", path: "../.."),
  ],
  targets: [
    .executableTarget(
      name: "Embedder",
      dependencies: [.product(name: "AssetCatRuntime", package: "assetcat")],
      swiftSettings: [.swiftLanguageMode(.v6)]),
  ]
)

// swift-tools-version: 6.1
//
// A code generator's use of the source catalog reader: it depends on the `AssetCatSourceReader`
// product alone, reads catalogs and lists their assets with their sizes. CI builds it and runs
// scripts/check-source-reader.sh on the result: no C library linked (see there).
import PackageDescription

let package = Package(
  name: "SourceReader",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "assetcat", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "SourceReader",
      dependencies: [.product(name: "AssetCatSourceReader", package: "assetcat")],
      swiftSettings: [.swiftLanguageMode(.v6)])
  ]
)

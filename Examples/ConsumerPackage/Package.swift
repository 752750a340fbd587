// swift-tools-version: 6.1
//
// A package that depends on assetcat as its users do: by URL and version, not by path, so SwiftPM
// applies the rules it keeps for versioned dependencies (no unsafe build flags in the products it
// links). scripts/check-consumer.sh (CI: make check-consumer) tags a clone of this repository and
// passes its file:// URL in ASSETCAT_URL; in your own package, write the repository's URL.
import PackageDescription

let assetcatURL = Context.environment["ASSETCAT_URL"] ?? "file:///tmp/assetcat-consumer/assetcat"

let package = Package(
  name: "ConsumerPackage",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(url: assetcatURL, from: "0.1.0")
  ],
  targets: [
    .executableTarget(
      name: "Consumer",
      dependencies: [
        .product(name: "AssetCatRuntime", package: "assetcat"),
        .product(name: "AssetCatSourceReader", package: "assetcat"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)])
  ]
)

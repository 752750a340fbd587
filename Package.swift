// swift-tools-version: 6.1
//
// assetcat: a trait-aware asset catalog tool (see ../shared/SPEC.md).
//
// Module layout (runtime at the bottom, CLI at the top):
//   AssetCatBytes       the byte layer: bounds-checked ByteReader, ByteWriter, mapped storage
//   AssetCatCompression LZFSE and LZVN decoders for Assets.car pixels: pure Swift, no C
//   AssetCatCore        traits, slots, renditions, resolver, appearance rules: pure values, no C
//   AssetCatArchive     compiled catalog writer and memory-mapped reader (Core only: embeddable
//                       in apps and servers without the codecs)
//   CAssetCatShims      the only C: libpng/libjpeg calls with setjmp kept inside C functions
//   AssetCatImaging     header probe, full decode, PDF/SVG sizes (through the shim)
//   AssetCatSource      .xcassets reader -> model + diagnostics
//   AssetCatValidation  checks on top of the reader, coverage, output formats
//   AssetCatCLI         swift-argument-parser commands, callable in-process by tests
//   assetcat            a few lines of main.swift
//   AssetCatPlugin      SwiftPM build-tool plugin: `assetcat compile` on a target's .xcassets
import PackageDescription

let swiftSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
]

let package = Package(
  name: "assetcat",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "assetcat", targets: ["assetcat"]),
    // The lookup runtime alone: no codecs, no C.
    .library(name: "AssetCatRuntime", targets: ["AssetCatBytes", "AssetCatCore", "AssetCatArchive", "AssetCatCAR", "AssetCatCompiledFile"]),
    // Compiles a target's .xcassets folders at build time (see Examples/PluginClient).
    .plugin(name: "AssetCatPlugin", targets: ["AssetCatPlugin"]),
  ],
  dependencies: [
    // The only third-party dependency: the CLI's argument parsing (the brief requires it).
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
  ],
  targets: [
    .target(name: "AssetCatBytes", swiftSettings: swiftSettings),
    .target(name: "AssetCatCore", swiftSettings: swiftSettings),
    .target(name: "AssetCatCompression", swiftSettings: swiftSettings),
    .target(name: "AssetCatArchive", dependencies: ["AssetCatBytes", "AssetCatCore"], swiftSettings: swiftSettings),
    .target(name: "AssetCatCAR", dependencies: ["AssetCatBytes", "AssetCatCore"], swiftSettings: swiftSettings),
    // Opens either compiled format (.assetcat or Assets.car) by its magic.
    .target(
      name: "AssetCatCompiledFile", dependencies: ["AssetCatBytes", "AssetCatCore", "AssetCatArchive", "AssetCatCAR"],
      swiftSettings: swiftSettings),
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
    // Assets.car pixels (outside the runtime): LZFSE/LZVN in Swift, zlib through the system library.
    .target(
      name: "AssetCatCARPixels", dependencies: ["AssetCatBytes", "AssetCatCAR", "AssetCatCompression", "CZlib", "CAssetCatShims"],
      swiftSettings: swiftSettings),
    // Writes Assets.car (a builder: file writing, zlib through the system library; not runtime).
    .target(
      name: "AssetCatCARWriter",
      dependencies: ["AssetCatBytes", "AssetCatCAR", "AssetCatCore", "AssetCatImaging", "AssetCatSource", "CZlib"],
      swiftSettings: swiftSettings),
    .systemLibrary(
      name: "CLibPNG", pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    .systemLibrary(
      name: "CLibJPEG", pkgConfig: "libjpeg",
      providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]),
    .target(name: "CAssetCatShims", dependencies: ["CLibPNG", "CLibJPEG"]),
    .target(name: "AssetCatImaging", dependencies: ["CAssetCatShims"], swiftSettings: swiftSettings),
    .target(
      name: "AssetCatSource", dependencies: ["AssetCatCore", "AssetCatImaging"],
      swiftSettings: swiftSettings),
    .target(
      name: "AssetCatValidation",
      dependencies: ["AssetCatCore", "AssetCatSource", "AssetCatImaging"],
      swiftSettings: swiftSettings),
    .target(
      name: "AssetCatCLI",
      dependencies: [
        "AssetCatCore", "AssetCatArchive", "AssetCatSource", "AssetCatImaging",
        "AssetCatValidation", "AssetCatCAR", "AssetCatCARPixels", "AssetCatCARWriter", "AssetCatCompiledFile",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swiftSettings),
    .plugin(name: "AssetCatPlugin", capability: .buildTool(), dependencies: ["assetcat"]),
    .executableTarget(name: "assetcat", dependencies: ["AssetCatCLI"], swiftSettings: swiftSettings),
    // The in-process half of `make bench` (scripts/bench.py): not a test.
    .executableTarget(
      name: "assetcat-bench",
      dependencies: ["AssetCatArchive", "AssetCatBytes", "AssetCatCAR", "AssetCatCore", "AssetCatImaging", "AssetCatCLI"],
      swiftSettings: swiftSettings),

    // Decoding speed of the LZFSE/LZVN decoders (scripts/bench-lzfse.py): not a test.
    .executableTarget(
      name: "assetcat-codec-bench", dependencies: ["AssetCatCompression"],
      swiftSettings: swiftSettings),

    // libFuzzer target for the decoders (build line in its source); a replay tool otherwise.
    .executableTarget(
      name: "assetcat-fuzz-lzfse", dependencies: ["AssetCatCompression"],
      swiftSettings: swiftSettings),

    // Fixture catalogs and a PNG writer shared by the test targets.
    .target(name: "AssetCatTestSupport", path: "Tests/AssetCatTestSupport", swiftSettings: swiftSettings),
    .testTarget(
      name: "AssetCatCARWriterTests",
      dependencies: ["AssetCatCARWriter", "AssetCatCAR", "AssetCatCARPixels", "AssetCatBytes", "AssetCatCore", "AssetCatImaging", "AssetCatSource"],
      swiftSettings: swiftSettings),
    .testTarget(name: "AssetCatBytesTests", dependencies: ["AssetCatBytes"], swiftSettings: swiftSettings),
    .testTarget(name: "AssetCatCoreTests", dependencies: ["AssetCatCore"], swiftSettings: swiftSettings),
    .testTarget(name: "AssetCatCLITests", dependencies: ["AssetCatCLI", "AssetCatTestSupport"], swiftSettings: swiftSettings),
    .testTarget(
      name: "AssetCatArchiveTests", dependencies: ["AssetCatArchive", "AssetCatSource", "AssetCatCore"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "AssetCatSourceTests", dependencies: ["AssetCatSource", "AssetCatCore", "AssetCatTestSupport"], swiftSettings: swiftSettings),
    .testTarget(
      name: "AssetCatValidationTests", dependencies: ["AssetCatValidation", "AssetCatSource", "CAssetCatShims", "AssetCatTestSupport"],
      exclude: ["Fixtures", "Golden"], swiftSettings: swiftSettings),
    .testTarget(
      name: "AssetCatCompressionTests", dependencies: ["AssetCatCompression"],
      exclude: ["Vectors"], swiftSettings: swiftSettings),
    .testTarget(
      name: "AssetCatCARTests",
      dependencies: [
        "AssetCatBytes", "AssetCatCAR", "AssetCatCARPixels", "AssetCatCLI", "AssetCatImaging", "AssetCatValidation",
        "AssetCatCore", "CZlib",
      ],
      exclude: ["Fixtures"], swiftSettings: swiftSettings),
    .testTarget(name: "AssetCatImagingTests", dependencies: ["AssetCatImaging", "CAssetCatShims"], swiftSettings: swiftSettings),
  ]
)

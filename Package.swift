// swift-tools-version: 6.2
//
// assetcat: a trait-aware asset catalog tool (Docs/Specification.md; modules: Docs/Architecture.md).
//
// The modules, what each owns and depends on: the one table in Docs/Architecture.md, which
// scripts/check-architecture.py (run by `make lint`) holds to this file.
import PackageDescription

let swiftSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6)
]
// The pixel codecs' tight loops (LZ match finding, FSE coding, palette indexing) run 20–50 times
// slower unoptimized: the test suite writes and reads hundreds of cars, so these targets are
// optimized in debug builds too (tests and CI time), as they always are in release.
// The tools version is 6.2 for this: SwiftPM before it refuses a product whose targets have unsafe
// flags when the package is a versioned dependency ("contains unsafe build flags"); 6.2 no longer
// checks (scripts/check-consumer.sh builds a package that depends on assetcat by version).
let optimizedInDebug: [SwiftSetting] = swiftSettings + [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
  name: "assetcat",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "assetcat", targets: ["assetcat"]),
    // The lookup runtime alone: no codecs, no C.
    .library(
      name: "AssetCatRuntime",
      targets: [
        "AssetCatBytes", "AssetCatCore", "AssetCatArchive", "AssetCatCompression", "AssetCatCAR",
        "AssetCatCompiledFile",
      ]),
    // Reading source catalogs (Contents.json files, image headers) without C, for code generators
    // and other tools (Examples/SourceReader; scripts/check-source-reader.sh checks its link).
    .library(name: "AssetCatSourceReader", targets: ["AssetCatSource", "AssetCatCore", "AssetCatImageStructure"]),
    // Compiles a target's .xcassets folders into Assets.car and asset symbols at build time (see
    // Examples/PluginClient), with assetcat built from source or a binary target's artifact bundle.
    .plugin(name: "AssetCatPlugin", targets: ["AssetCatPlugin"]),
    // The same plugin without the source build: it runs the assetcat of an artifact bundle the
    // consumer declares as a binary target (a release's assetcat-VERSION.artifactbundle.zip).
    .plugin(name: "AssetCatBinaryPlugin", targets: ["AssetCatBinaryPlugin"]),
  ],
  dependencies: [
    // The only third-party dependency: the CLI's argument parsing (the brief requires it).
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    .target(name: "AssetCatBytes", swiftSettings: swiftSettings),
    .target(name: "AssetCatCore", swiftSettings: swiftSettings),
    .target(name: "AssetCatCompression", dependencies: ["AssetCatBytes"], swiftSettings: optimizedInDebug),
    .target(name: "AssetCatArchive", dependencies: ["AssetCatBytes", "AssetCatCore"], swiftSettings: swiftSettings),
    .target(name: "AssetCatParallel", swiftSettings: swiftSettings),
    .target(name: "AssetCatFileSystem", dependencies: ["AssetCatCore"], swiftSettings: swiftSettings),
    .target(
      name: "AssetCatArchiveWriter",
      dependencies: ["AssetCatBytes", "AssetCatCore", "AssetCatArchive", "AssetCatFileSystem", "AssetCatParallel"],
      swiftSettings: swiftSettings),
    // The car reader expands LZFSE-compressed SVGs to read their size (a Swift decoder, no C).
    .target(
      name: "AssetCatCAR", dependencies: ["AssetCatBytes", "AssetCatCore", "AssetCatCompression"],
      swiftSettings: swiftSettings),
    // Opens either compiled format (.assetcat or Assets.car) by its magic.
    .target(
      name: "AssetCatCompiledFile", dependencies: ["AssetCatBytes", "AssetCatCore", "AssetCatArchive", "AssetCatCAR"],
      swiftSettings: swiftSettings),
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
    // libdeflate: whole-buffer deflate, 2–3× zlib's inflate speed and a faster level-9 compressor
    // with slightly smaller output. Used where the whole buffer is in memory anyway (a PNG's
    // image-data check, the car writer's pixels); zlib stays for streams.
    .systemLibrary(
      name: "CLibDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
    // The LZFSE encoder (pure Swift: no Debian package encodes LZFSE), for the car writer's
    // palette images; not runtime. It takes the format's tables and limits from the decoder.
    .target(name: "AssetCatCompressionWriter", dependencies: ["AssetCatCompression"], swiftSettings: optimizedInDebug),
    // Assets.car pixels (outside the runtime): LZFSE/LZVN in Swift, zlib through the system library.
    .target(
      name: "AssetCatCARPixels",
      dependencies: [
        "AssetCatBytes", "AssetCatCAR", "AssetCatCompression", "CZlib", "AssetCatImageHeaders", "AssetCatImaging",
      ],
      swiftSettings: optimizedInDebug),
    // Writes Assets.car (a builder: file writing; deflate through libdeflate, LZFSE in Swift as no
    // Debian package encodes it; not runtime). The thinning rule `--keep` applies is Core's.
    .target(
      name: "AssetCatCARWriter",
      dependencies: [
        "AssetCatBytes", "AssetCatCAR", "AssetCatCore", "AssetCatFileSystem", "AssetCatImageHeaders", "AssetCatImaging",
        "AssetCatSource", "AssetCatCompressionWriter", "CLibDeflate", "AssetCatParallel",
      ],
      swiftSettings: optimizedInDebug),
    // SHA-256 for `assetutil --info`'s digests: OpenSSL's libcrypto (Debian libssl-dev), linked by
    // the command module only.
    .systemLibrary(
      name: "CLibCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]),
    .systemLibrary(
      name: "CLibPNG", pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    .systemLibrary(
      name: "CLibJPEG", pkgConfig: "libjpeg",
      providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]),
    .systemLibrary(
      name: "CLibWebP", pkgConfig: "libwebpdemux",  // libwebpdemux.pc links libwebp too
      providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
    .systemLibrary(
      name: "CLibTIFF", pkgConfig: "libtiff-4",
      providers: [.apt(["libtiff-dev"]), .brew(["libtiff"])]),
    .systemLibrary(name: "CLibGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),
    .systemLibrary(
      name: "CPoppler", pkgConfig: "poppler-glib",
      providers: [.apt(["libpoppler-glib-dev"]), .brew(["poppler"])]),
    .systemLibrary(
      name: "CRsvg", pkgConfig: "librsvg-2.0",
      providers: [.apt(["librsvg2-dev"]), .brew(["librsvg"])]),
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
    .target(name: "CAssetCatShims", dependencies: ["CLibPNG", "CLibJPEG", "CLibWebP", "CLibTIFF", "CLibGIF"]),
    // Little CMS: an image's embedded ICC profile (a PNG's iCCP) to sRGB when the car stores its
    // pixels, as actool's ImageIO does; colour management is not hand-written.
    .systemLibrary(name: "CLCMS2", pkgConfig: "lcms2", providers: [.apt(["liblcms2-dev"]), .brew(["little-cms2"])]),
    .target(name: "CAssetCatColor", dependencies: ["CLCMS2"]),
    // Opens poppler-glib, librsvg and cairo with dlopen on first use instead of linking them
    // (acvec.c says why); CAssetCatVectorABICheck compiles its declarations against their headers.
    .target(name: "CAssetCatVectorShims", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
    .target(
      name: "CAssetCatVectorABICheck", dependencies: ["CPoppler", "CRsvg", "CCairo"],
      path: "Tests/CAssetCatVectorABICheck"),
    // The header walks in Swift alone (no C): what a catalog reader needs to probe images.
    .target(name: "AssetCatImageStructure", dependencies: ["AssetCatBytes"], swiftSettings: swiftSettings),
    // The walks with the checks that take a deflate library: CRCs through libdeflate, a PNG's
    // image data inflated (libdeflate, zlib); re-exports AssetCatImageStructure.
    .target(
      name: "AssetCatImageHeaders", dependencies: ["AssetCatBytes", "AssetCatImageStructure", "CZlib", "CLibDeflate"],
      swiftSettings: swiftSettings),
    // A Photoshop document's merged image and a BMP's rows (which Xcode's ImageIO reads, so image
    // sets hold them) are decoded in Swift on AssetCatBytes' bounds-checked reader: Debian has no
    // PSD library short of ImageMagick's MagickCore, far heavier than the format's raw or PackBits
    // planar rows.
    .target(
      name: "AssetCatImaging",
      dependencies: [
        "AssetCatBytes", "AssetCatImageHeaders", "CAssetCatShims", "CAssetCatVectorShims", "CAssetCatColor",
      ],
      swiftSettings: swiftSettings),
    // Reading a catalog links no C (scripts/check-architecture.py checks it): vector sizes and a
    // PNG's image-data check come from the ImageInspector its caller passes (AssetCatImaging's).
    .target(
      name: "AssetCatSource",
      dependencies: [
        "AssetCatBytes", "AssetCatCore", "AssetCatImageStructure", "AssetCatFileSystem", "AssetCatParallel",
      ],
      swiftSettings: swiftSettings),
    .target(name: "AssetCatSymbols", dependencies: ["AssetCatCore"], swiftSettings: swiftSettings),
    .target(
      name: "AssetCatValidation",
      dependencies: [
        "AssetCatCore", "AssetCatSource", "AssetCatImageHeaders", "AssetCatImaging", "AssetCatSymbols",
        "AssetCatFileSystem",
      ],
      swiftSettings: swiftSettings),
    // `assetcat report`: the HTML report (not part of the runtime).
    .target(
      name: "AssetCatReport",
      dependencies: [
        "AssetCatCore", "AssetCatFileSystem", "AssetCatSource", "AssetCatValidation", "AssetCatImageHeaders",
        "AssetCatImaging",
        "AssetCatSize",
      ],
      swiftSettings: swiftSettings),
    // Icon Composer documents drawn flat (the fallback sizes, with the glass approximated), on
    // the imaging layer's cairo.
    .target(
      name: "AssetCatIconComposer",
      dependencies: ["AssetCatCore", "AssetCatImageHeaders", "AssetCatImaging", "AssetCatSource"],
      swiftSettings: swiftSettings),
    // Read → check → build → put in place, once, for `compile -o X.assetcat`, `compile -o X.car`
    // and `actool` (whose driver is an adapter over it, as `compile` is).
    .target(
      name: "AssetCatPipeline",
      dependencies: [
        "AssetCatArchive", "AssetCatArchiveWriter", "AssetCatCARWriter", "AssetCatCore", "AssetCatFileSystem",
        "AssetCatImaging",
        "AssetCatParallel",
        "AssetCatSource", "AssetCatValidation",
      ],
      swiftSettings: swiftSettings),
    .target(
      name: "AssetCatActool",
      dependencies: [
        "AssetCatBytes", "AssetCatCARWriter", "AssetCatCore", "AssetCatFileSystem", "AssetCatIconComposer",
        "AssetCatImageHeaders",
        "AssetCatImaging", "AssetCatPipeline", "AssetCatSource", "AssetCatSymbols", "AssetCatValidation",
      ],
      swiftSettings: swiftSettings),
    // `assetcat diff`: the contents of two catalogs of any kind, and the container structure of two cars.
    .target(
      name: "AssetCatDiff",
      dependencies: [
        "AssetCatBytes", "AssetCatCore", "AssetCatArchive", "AssetCatCAR", "AssetCatCARPixels", "AssetCatImaging",
      ],
      swiftSettings: swiftSettings),
    // `assetcat size`: what each device downloads, from a source catalog (measured as the car
    // writer would write it, without writing) or a car; `diff` and `report` measure with it.
    .target(
      name: "AssetCatSize",
      dependencies: [
        "AssetCatCore", "AssetCatCAR", "AssetCatCARWriter", "AssetCatSource", "AssetCatImaging",
      ],
      swiftSettings: swiftSettings),
    // `assetcat resolve` and `info`: opens a source catalog, an .assetcat or a car (hence the source
    // reader as well as the compiled ones) and answers SPEC §3–5 queries, single or batch.
    .target(
      name: "AssetCatLookup",
      dependencies: [
        "AssetCatCore", "AssetCatArchive", "AssetCatCAR", "AssetCatCompiledFile", "AssetCatImaging", "AssetCatSource",
      ],
      swiftSettings: swiftSettings),
    // `assetcat extract`: an .assetcat's stored files, or a car's renditions decoded (CARPixels)
    // and drawn (Imaging: PNGs, vector rasters), written as a source catalog beneath one folder.
    .target(
      name: "AssetCatSourceWriter",
      dependencies: [
        "AssetCatCore", "AssetCatArchive", "AssetCatCAR", "AssetCatCARPixels", "AssetCatCompiledFile",
        "AssetCatFileSystem",
        "AssetCatImaging",
      ],
      swiftSettings: swiftSettings),
    .target(
      name: "AssetCatCLI",
      dependencies: [
        "AssetCatCore", "AssetCatArchive", "AssetCatArchiveWriter", "AssetCatSource", "AssetCatImageHeaders",
        "AssetCatImaging",
        "AssetCatValidation", "AssetCatActool", "AssetCatReport", "AssetCatSymbols",
        "AssetCatCAR", "AssetCatCARPixels", "AssetCatCARWriter", "AssetCatCompiledFile", "AssetCatFileSystem",
        "AssetCatParallel",
        "AssetCatDiff", "AssetCatLookup", "AssetCatPipeline", "AssetCatSize", "AssetCatSourceWriter", "CLibCrypto",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swiftSettings),
    .plugin(name: "AssetCatPlugin", capability: .buildTool(), dependencies: ["assetcat"]),
    // Its source is AssetCatPlugin's (a symbolic link): only the dependency differs.
    .plugin(name: "AssetCatBinaryPlugin", capability: .buildTool()),
    .executableTarget(
      name: "assetcat", dependencies: ["AssetCatCLI", "AssetCatFileSystem", "CAssetCatShims"],
      swiftSettings: swiftSettings),
    // The in-process half of `make bench` (scripts/bench.py): not a test.
    .executableTarget(
      name: "assetcat-bench",
      dependencies: [
        "AssetCatArchive", "AssetCatCore", "AssetCatImageHeaders", "AssetCatImaging", "AssetCatCLI",
        "AssetCatFileSystem", "AssetCatParallel", "AssetCatBytes", "AssetCatCAR",
        "AssetCatCARWriter", "CAssetCatShims",
      ],
      swiftSettings: swiftSettings),

    // Speed of the LZFSE/LZVN decoders and the LZFSE encoder (scripts/bench-lzfse.py): not a test.
    .executableTarget(
      name: "assetcat-codec-bench", dependencies: ["AssetCatCompression", "AssetCatCompressionWriter"],
      swiftSettings: swiftSettings),

    // libFuzzer targets (`make fuzz`, Docs/Fuzzing.md), one per parser of untrusted bytes; each
    // replays files in ordinary builds. AssetCatFuzzSupport is the `main` they share.
    .target(name: "AssetCatFuzzSupport", swiftSettings: swiftSettings),
    .executableTarget(
      name: "assetcat-fuzz-lzfse",
      dependencies: ["AssetCatCompression", "AssetCatCompressionWriter", "AssetCatFuzzSupport"],
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "assetcat-fuzz-archive",
      dependencies: ["AssetCatArchive", "AssetCatBytes", "AssetCatCore", "AssetCatFuzzSupport"],
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "assetcat-fuzz-car",
      dependencies: [
        "AssetCatCAR", "AssetCatCARPixels", "AssetCatBytes", "AssetCatCore", "AssetCatImageHeaders",
        "AssetCatFuzzSupport", "AssetCatDiff",
      ],
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "assetcat-fuzz-carcache", dependencies: ["AssetCatCARWriter", "AssetCatSource", "AssetCatFuzzSupport"],
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "assetcat-fuzz-contents",
      dependencies: ["AssetCatSource", "AssetCatCore", "AssetCatActool", "AssetCatImaging", "AssetCatFuzzSupport"],
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "assetcat-fuzz-appearance", dependencies: ["AssetCatCore", "AssetCatFuzzSupport"],
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "assetcat-fuzz-images", dependencies: ["AssetCatImageHeaders", "AssetCatImaging", "AssetCatFuzzSupport"],
      swiftSettings: swiftSettings),

    // Fixture catalogs and a PNG writer shared by the test targets.
    .target(
      name: "AssetCatTestSupport", dependencies: ["AssetCatImageHeaders", "CLCMS2"], path: "Tests/AssetCatTestSupport",
      exclude: ["Fixtures"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "AssetCatCARWriterTests",
      dependencies: [
        "AssetCatCARWriter", "AssetCatCAR", "AssetCatCARPixels", "AssetCatBytes", "AssetCatCompression", "AssetCatCore",
        "AssetCatImaging",
        "AssetCatSource", "AssetCatTestSupport", "AssetCatDiff",
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "AssetCatIconComposerTests", dependencies: ["AssetCatIconComposer", "AssetCatImaging"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "AssetCatPipelineTests",
      dependencies: ["AssetCatCore", "AssetCatPipeline", "AssetCatSource", "AssetCatValidation"],
      swiftSettings: swiftSettings),
    .testTarget(name: "AssetCatBytesTests", dependencies: ["AssetCatBytes"], swiftSettings: swiftSettings),
    .testTarget(name: "AssetCatParallelTests", dependencies: ["AssetCatParallel"], swiftSettings: swiftSettings),
    .testTarget(
      name: "AssetCatSymbolsTests", dependencies: ["AssetCatSymbols", "AssetCatCore"], swiftSettings: swiftSettings),
    .testTarget(name: "AssetCatCoreTests", dependencies: ["AssetCatCore"], swiftSettings: swiftSettings),
    .testTarget(
      name: "AssetCatSourceWriterTests", dependencies: ["AssetCatSourceWriter", "AssetCatCore"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "AssetCatCLITests",
      dependencies: [
        "AssetCatCLI", "AssetCatArchiveWriter", "AssetCatBytes", "AssetCatFileSystem", "AssetCatTestSupport",
        "AssetCatDiff", "AssetCatCAR", "AssetCatActool",
        "AssetCatImaging", "AssetCatLookup", "AssetCatPipeline", "AssetCatSize", "AssetCatSourceWriter",
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "AssetCatReportTests",
      dependencies: ["AssetCatReport", "AssetCatValidation", "AssetCatCore", "AssetCatTestSupport"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "AssetCatArchiveTests",
      dependencies: [
        "AssetCatArchive", "AssetCatArchiveWriter", "AssetCatBytes", "AssetCatSource", "AssetCatCore",
        "AssetCatParallel", "AssetCatImageHeaders",
        "AssetCatImaging", "AssetCatTestSupport",
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "AssetCatSourceTests",
      dependencies: [
        "AssetCatSource", "AssetCatCore", "AssetCatFileSystem", "AssetCatImageStructure", "AssetCatImaging",
        "AssetCatTestSupport",
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "AssetCatValidationTests",
      dependencies: [
        "AssetCatValidation", "AssetCatSource", "AssetCatImageHeaders", "AssetCatImaging", "CAssetCatShims",
        "AssetCatTestSupport",
      ],
      exclude: ["Fixtures", "Golden"], swiftSettings: swiftSettings),
    .testTarget(
      name: "AssetCatActoolTests",
      dependencies: [
        "AssetCatActool", "AssetCatBytes", "AssetCatCore", "AssetCatIconComposer", "AssetCatImageHeaders",
        "AssetCatImaging", "AssetCatSource",
        "AssetCatValidation", "AssetCatTestSupport",
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "AssetCatCompressionTests",
      dependencies: ["AssetCatCompression", "AssetCatCompressionWriter", "AssetCatTestSupport"],
      exclude: ["Vectors"], swiftSettings: swiftSettings),
    .testTarget(
      name: "AssetCatCARTests",
      dependencies: [
        "AssetCatBytes", "AssetCatCAR", "AssetCatCARPixels", "AssetCatCARWriter", "AssetCatCLI", "AssetCatImaging",
        "AssetCatValidation", "AssetCatCore", "AssetCatFileSystem", "AssetCatSource", "CZlib", "AssetCatTestSupport",
        "AssetCatCompression",
      ],
      exclude: ["Fixtures"], swiftSettings: swiftSettings),
    .testTarget(
      name: "AssetCatImagingTests",
      dependencies: [
        "AssetCatImaging", "AssetCatImageHeaders", "CAssetCatShims", "CAssetCatVectorABICheck", "AssetCatTestSupport",
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "AssetCatImageHeadersTests", dependencies: ["AssetCatImageHeaders", "AssetCatTestSupport"],
      swiftSettings: swiftSettings),
  ]
)

import AssetCatCore

/// The encodings a car may use beyond raw, RLE and deflate, by what the readers of its minimum
/// deployment target decode: those of the CoreUI the systems Xcode 11 shipped with (iOS and tvOS
/// 13, macOS 10.15, watchOS 6; every visionOS), the first whose cars Apple's actool writes palette
/// images in (Docs/AssetsCarWriting.md).
struct CARPixelEncodings: Sendable, Hashable {
  /// Palette images (compression 8, LZFSE-coded indices).
  var palette: Bool
  /// LZFSE in `KCBC` chunks (compression 4), Apple's encoding from the systems that ship
  /// libcompression (iOS and tvOS 9, macOS 10.11, watchOS 2; every visionOS). Below those, no
  /// public car shows what Apple's actool writes that its CoreUI reads (Xcode 8 wrote LZVN for
  /// iOS 8, which the writer has no encoder for), so pixels are deflated as before.
  var lzfse: Bool
  /// A kept SVG LZFSE-compressed in its `DWAR` (flag 1), as Xcode 13.2–26's cars store SVGs (PDFs
  /// stay as they are, as in every Apple car seen): the same LZFSE-reading CoreUI.
  var compressedSVG: Bool { palette }

  /// `--optimization space`: LZFSE's deeper search and palette images of any size (older targets:
  /// every deflate at `CARPixelEncoder.smallestLevel`).
  var smallest = false

  /// Xcode before 15.3: LZFSE chunks by the image's size (`CARLZFSEChunks.rows`), not always thirds.
  var sizedChunks = false

  init(palette: Bool, lzfse: Bool = true) {
    self.palette = palette
    self.lzfse = lzfse
  }

  init(platform: ApplePlatform, minimumDeploymentTarget: OSVersion) {
    let version = minimumDeploymentTarget.release
    switch platform {
    case .macOS: (palette, lzfse) = (version >= (10, 15), version >= (10, 11))
    case .watchOS: (palette, lzfse) = (version >= (6, 0), version >= (2, 0))
    case .visionOS: (palette, lzfse) = (true, true)
    case .iOS, .tvOS: (palette, lzfse) = (version >= (13, 0), version >= (9, 0))
    }
  }
}

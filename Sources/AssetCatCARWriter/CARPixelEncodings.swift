/// The encodings a car may use beyond raw, RLE and deflate, by what the readers of its minimum
/// deployment target decode: those of the CoreUI the systems Xcode 11 shipped with (iOS and tvOS
/// 13, macOS 10.15, watchOS 6; every visionOS), the first whose cars Apple's actool writes palette
/// images in (Docs/AssetsCarWriting.md).
struct CARPixelEncodings: Sendable, Hashable {
  /// Palette images (compression 8, LZFSE-coded indices).
  var palette: Bool
  /// A kept SVG LZFSE-compressed in its `DWAR` (flag 1), as Xcode 13.2–26's cars store SVGs (PDFs
  /// stay as they are, as in every Apple car seen): the same LZFSE-reading CoreUI.
  var compressedSVG: Bool { palette }

  /// `--optimization space`: every deflate at `CARPixelEncoder.smallestLevel`.
  var smallest = false

  init(palette: Bool) { self.palette = palette }

  init(platform: String, minimumDeploymentTarget: String) {
    let parts = minimumDeploymentTarget.split(separator: ".").map { Int($0) ?? 0 }
    let version = (parts.first ?? 0, parts.count > 1 ? parts[1] : 0)
    switch platform.lowercased() {
    case "macosx", "macos": palette = version >= (10, 15)
    case "watchos", "watchsimulator": palette = version >= (6, 0)
    case "xros", "xrsimulator", "visionos": palette = true
    default: palette = version >= (13, 0)
    }
  }
}

/// The encodings a car may use beyond raw, RLE and deflate, by what the readers of its minimum
/// deployment target decode. Both need the CoreUI of the systems Xcode 11 shipped with (iOS and
/// tvOS 13, macOS 10.15, watchOS 6; every visionOS), the first whose cars Apple's actool writes
/// palette images in (Docs/AssetsCarWriting.md):
/// - `palette`: palette images (compression 8, LZFSE-coded indices);
/// - `compressedVectors`: a kept SVG stored LZFSE-compressed in its `DWAR` (flag 1), as Xcode
///   13.2–26's cars store SVGs (PDFs are stored as they are, as in every Apple car seen).
struct CARPixelEncodings: Sendable, Hashable {
  var palette: Bool
  var compressedVectors: Bool

  init(palette: Bool, compressedVectors: Bool? = nil) {
    self.palette = palette
    self.compressedVectors = compressedVectors ?? palette
  }

  init(platform: String, minimumDeploymentTarget: String) {
    let parts = minimumDeploymentTarget.split(separator: ".").map { Int($0) ?? 0 }
    let version = (parts.first ?? 0, parts.count > 1 ? parts[1] : 0)
    let modern: Bool
    switch platform.lowercased() {
    case "macosx", "macos": modern = version >= (10, 15)
    case "watchos", "watchsimulator": modern = version >= (6, 0)
    case "xros", "xrsimulator", "visionos": modern = true
    default: modern = version >= (13, 0)
    }
    self.init(palette: modern)
  }
}

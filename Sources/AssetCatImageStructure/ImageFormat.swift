/// What a file's bytes are, judged by its signature (SPEC §1: "a file is judged by its bytes").
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
  case png, jpeg, gif, webp, heic, psd, tiff, bmp, pdf, svg, unknown

  /// The format a file name's extension claims (`"PNG"`, `"jpg"`, `"jpeg"`, …), or `nil` for an
  /// extension that names no image format. Compare with ``ContentSniffer/format(of:)`` to find a
  /// misnamed file.
  public init?(pathExtension: String) {
    switch pathExtension.lowercased() {
    case "png": self = .png
    case "jpg", "jpeg", "jpe", "jfif": self = .jpeg
    case "gif": self = .gif
    case "webp": self = .webp
    case "heic", "heif", "avif": self = .heic
    case "psd", "psb": self = .psd
    case "tif", "tiff": self = .tiff
    case "bmp", "dib": self = .bmp
    case "pdf": self = .pdf
    case "svg": self = .svg
    default: return nil
    }
  }

  /// A noun phrase for messages: "'x.png' is \(format.displayName), not a PNG image".
  public var displayName: String {
    switch self {
    case .png: "a PNG image"
    case .jpeg: "a JPEG image"
    case .gif: "a GIF image"
    case .webp: "a WebP image"
    case .heic: "a HEIF/HEIC image"
    case .psd: "a Photoshop document"
    case .tiff: "a TIFF image"
    case .bmp: "a BMP image"
    case .pdf: "a PDF document"
    case .svg: "an SVG document"
    case .unknown: "not a known image format"
    }
  }

  /// Whether the pixel decoder reads it (PNG, JPEG, WebP, TIFF and GIF, through libpng, libjpeg,
  /// libwebp, libtiff and giflib; a Photoshop document's merged image and a BMP in Swift).
  public var isBitmapDecodable: Bool { [.png, .jpeg, .webp, .tiff, .gif, .psd, .bmp].contains(self) }

  /// Whether it is a vector rendition (PDF, SVG), sized and drawn through poppler and librsvg.
  public var isVector: Bool { self == .pdf || self == .svg }
}

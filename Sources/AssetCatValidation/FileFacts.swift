import AssetCatImageHeaders
import AssetCatImaging

/// What one referenced image file turned out to be: judged by its bytes, not its name (SPEC §1).
public struct FileFacts: Sendable, Hashable {
  /// The format the file's name claims by its extension; `nil` when the extension is not an
  /// image's.
  public var claimed: ImageFormat?
  /// The format by signature.
  public var sniffed: ImageFormat
  /// The header probe of a PNG or JPEG; `nil` for other formats.
  public var header: Result<ImageInfo, ImagingError>?
  /// The size of a PDF or SVG in points; `nil` for bitmaps.
  public var vector: Result<PointSize, ImagingError>?
  /// The full decode (`--decode`; a JPEG always, at 1/8 scale); `nil` when not decoded.
  public var decoded: Result<ImageDecoder.Verification, ImagingError>?
  /// Whether a file of no image signature is a Git LFS pointer (the text Git LFS leaves in a
  /// clone made without it) rather than damaged bytes.
  public var isGitLFSPointer = false

  public init(
    claimed: ImageFormat?, sniffed: ImageFormat, header: Result<ImageInfo, ImagingError>? = nil,
    vector: Result<PointSize, ImagingError>? = nil, decoded: Result<ImageDecoder.Verification, ImagingError>? = nil
  ) {
    self.claimed = claimed
    self.sniffed = sniffed
    self.header = header
    self.vector = vector
    self.decoded = decoded
  }

  /// The header, when the probe succeeded.
  public var info: ImageInfo? {
    if case .success(let i) = header { return i }
    return nil
  }

  /// Pixel size from the header, when known and non-zero.
  public var pixelSize: (width: Int, height: Int)? {
    guard let i = info, i.width > 0, i.height > 0 else { return nil }
    return (i.width, i.height)
  }

  /// Whether the file is a bitmap whose header was read.
  public var isBitmap: Bool { sniffed == .png || sniffed == .jpeg || sniffed.isOtherBitmap }
}

extension ImageFormat {
  /// The format a file name's extension claims, or `nil` when it is not an image extension.
  public static func claimed(byName name: String) -> ImageFormat? {
    guard let dot = name.lastIndex(of: ".") else { return nil }
    switch name[name.index(after: dot)...].lowercased() {
    case "png": return .png
    case "jpg", "jpeg", "jpe": return .jpeg
    case "gif": return .gif
    case "webp": return .webp
    case "heic", "heif": return .heic
    case "psd": return .psd
    case "tif", "tiff": return .tiff
    case "bmp": return .bmp
    case "pdf": return .pdf
    case "svg": return .svg
    default: return nil
    }
  }

  /// Bitmap formats besides PNG and JPEG that Xcode accepts (of them assetcat decodes all but HEIC).
  var isOtherBitmap: Bool { [.gif, .webp, .heic, .tiff, .bmp, .psd].contains(self) }

  /// Whether assetcat reads the format (PNG, JPEG, WebP, TIFF and GIF through the codecs, a PSD's merged image;
  /// PDF and SVG sizes).
  var isReadable: Bool { [.png, .jpeg, .webp, .tiff, .gif, .psd, .bmp, .pdf, .svg].contains(self) }

  /// How messages name what the bytes are: "a Photoshop document".
  var description: String {
    switch self {
    case .png: "a PNG image"
    case .jpeg: "a JPEG image"
    case .gif: "a GIF image"
    case .webp: "a WebP image"
    case .heic: "a HEIF image"
    case .psd: "a Photoshop document"
    case .tiff: "a TIFF image"
    case .bmp: "a BMP image"
    case .pdf: "a PDF document"
    case .svg: "an SVG document"
    case .unknown: "not an image in any known format"
    }
  }

  /// How messages name what a file claims to be: "a PNG".
  var claimName: String {
    switch self {
    case .png: "a PNG"
    case .jpeg: "a JPEG"
    case .gif: "a GIF"
    case .webp: "a WebP image"
    case .heic: "a HEIF image"
    case .psd: "a Photoshop document"
    case .tiff: "a TIFF"
    case .bmp: "a BMP"
    case .pdf: "a PDF"
    case .svg: "an SVG"
    case .unknown: "an image"
    }
  }
}

/// Why an image could not be read, carrying the evidence.
///
/// `truncated` and `corrupt` carry what is damaged and where (the structure walks' messages, or
/// libpng's and libjpeg's with `--decode`), e.g. `corrupt("'IDAT' chunk at byte 57: CRC mismatch …")`,
/// `truncated("Premature end of JPEG file")`; `malformedVector` carries poppler's or librsvg's.
public enum ImagingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file could not be opened or read.
  case unreadable(path: String, reason: String)
  /// The bytes are not an image format we read (or are a format other than the one claimed).
  /// The associated value is what the bytes are, by signature: `.psd` for a Photoshop document
  /// named `x.png`.
  case unsupportedFormat(ImageFormat)
  /// The data ends before the header or image is complete.
  case truncated(String)
  /// The codec rejected the data; the message is the library's.
  case corrupt(String)
  /// Pixel dimensions over the limits; nothing was allocated.
  case overLimits(width: Int, height: Int, limits: ImageLimits)
  /// A PDF or SVG whose size cannot be read.
  case malformedVector(String)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "cannot read '\(path)': \(reason)"
    case .unsupportedFormat(let f):
      f == .unknown
        ? "not a PNG, JPEG, PDF or SVG file (unknown signature)"
        : "unsupported image format: \(f.displayName) (\(f.rawValue))"
    case .truncated(let m): "truncated image: \(m)"
    case .corrupt(let m): "corrupt image: \(m)"
    case .overLimits(let w, let h, let l):
      "image of \(w)×\(h) pixels is over the limits (\(l.maxSide) pixels a side, \(l.maxPixels) pixels)"
    case .malformedVector(let m): "malformed vector image: \(m)"
    }
  }
}

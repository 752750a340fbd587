import Foundation

// API CONTRACT (pinned for the other modules; the imaging work replaces the bodies):
//   ImageProbe.sniff(_:) -> ImageFormat                 format by signature, never by name
//   ImageProbe.probe(_ data:) throws(ImagingError) -> ImageInfo          header only
//   ImageProbe.probe(fileAt:) throws(ImagingError) -> ImageInfo          reads only the header
//   ImageDecoder.decode(_ data:, limits:) throws(ImagingError) -> DecodedImage   full RGBA8
//   VectorSize.pdf(_:) / VectorSize.svg(_:) throws(ImagingError) -> PointSize
//   ImageInfo.exceeds(_ limits:) -> Bool

/// What a file's bytes are, judged by its signature.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
  case png, jpeg, gif, webp, heic, psd, tiff, bmp, pdf, svg, unknown
}

/// SPEC §7: images over 16384 pixels on a side or 64 megapixels are refused before any pixel
/// memory is taken. Both can be raised.
public struct ImageLimits: Sendable, Hashable {
  public var maxSide: Int
  public var maxPixels: Int
  public init(maxSide: Int = 16384, maxPixels: Int = 64 * 1024 * 1024) {
    self.maxSide = maxSide
    self.maxPixels = maxPixels
  }
  public static let standard = ImageLimits()
}

/// What a header says about an image, without decoding pixels.
public struct ImageInfo: Sendable, Hashable {
  public var format: ImageFormat
  /// Pixel size (0 for vectors and unknown formats).
  public var width: Int
  public var height: Int
  /// Bits per sample (PNG 1…16, JPEG 8 or 12).
  public var bitDepth: Int
  /// PNG: `gray`, `rgb`, `palette`, `gray-alpha`, `rgba`; JPEG: `gray`, `ycbcr`, `rgb`, `cmyk`, `ycck`.
  public var colorType: String
  /// An alpha channel or a tRNS chunk.
  public var hasAlpha: Bool
  public var interlaced: Bool
  public var hasICCProfile: Bool
  /// JPEG only.
  public var progressive: Bool
  public var isCMYK: Bool

  public init(
    format: ImageFormat, width: Int = 0, height: Int = 0, bitDepth: Int = 0, colorType: String = "",
    hasAlpha: Bool = false, interlaced: Bool = false, hasICCProfile: Bool = false,
    progressive: Bool = false, isCMYK: Bool = false
  ) {
    self.format = format
    self.width = width
    self.height = height
    self.bitDepth = bitDepth
    self.colorType = colorType
    self.hasAlpha = hasAlpha
    self.interlaced = interlaced
    self.hasICCProfile = hasICCProfile
    self.progressive = progressive
    self.isCMYK = isCMYK
  }

  /// Whether decoding would be refused under `limits` (SPEC §7).
  public func exceeds(_ limits: ImageLimits) -> Bool {
    width > limits.maxSide || height > limits.maxSide || width.multipliedReportingOverflow(by: height).overflow
      || width * height > limits.maxPixels
  }
}

/// A fully decoded image: RGBA, 8 bits per sample, rows top to bottom.
public struct DecodedImage: Sendable, Hashable {
  public var width: Int
  public var height: Int
  public var rgba: [UInt8]
  public init(width: Int, height: Int, rgba: [UInt8]) {
    self.width = width
    self.height = height
    self.rgba = rgba
  }
}

/// A size in points (PDF page, SVG document).
public struct PointSize: Sendable, Hashable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// Why an image could not be read, carrying the evidence.
public enum ImagingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file could not be opened or read.
  case unreadable(path: String, reason: String)
  /// The bytes are not an image format we read (or are a format other than the one claimed).
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
    case .unsupportedFormat(let f): "unsupported image format (\(f.rawValue))"
    case .truncated(let m): "truncated image: \(m)"
    case .corrupt(let m): "corrupt image: \(m)"
    case .overLimits(let w, let h, let l):
      "image of \(w)×\(h) pixels is over the limits (\(l.maxSide) pixels a side, \(l.maxPixels) pixels)"
    case .malformedVector(let m): "malformed vector image: \(m)"
    }
  }
}

public enum ImageProbe {
  /// The format by signature (magic bytes), never by file name.
  public static func sniff(_ data: Data) -> ImageFormat {
    let b = [UInt8](data.prefix(32))
    func starts(_ sig: [UInt8], at offset: Int = 0) -> Bool {
      b.count >= offset + sig.count && Array(b[offset..<offset + sig.count]) == sig
    }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
    if starts(Array("GIF8".utf8)) { return .gif }
    if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return .webp }
    if starts(Array("ftyp".utf8), at: 4) { return .heic }
    if starts(Array("8BPS".utf8)) { return .psd }
    if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
    if starts(Array("BM".utf8)) { return .bmp }
    if starts(Array("%PDF".utf8)) { return .pdf }
    let head = String(decoding: data.prefix(1024), as: UTF8.self)
    if head.contains("<svg") { return .svg }
    return .unknown
  }

  /// Reads only the header of `data`. Placeholder implementation: PNG IHDR only.
  public static func probe(_ data: Data) throws(ImagingError) -> ImageInfo {
    let format = sniff(data)
    switch format {
    case .png:
      guard data.count >= 33 else { throw .truncated("PNG header") }
      let b = [UInt8](data.prefix(33))
      func be32(_ o: Int) -> Int { Int(b[o]) << 24 | Int(b[o + 1]) << 16 | Int(b[o + 2]) << 8 | Int(b[o + 3]) }
      return ImageInfo(format: .png, width: be32(16), height: be32(20), bitDepth: Int(b[24]), colorType: "rgba", hasAlpha: b[25] & 4 != 0)
    default:
      throw .unsupportedFormat(format)
    }
  }

  /// Reads only as much of the file as the header needs.
  public static func probe(fileAt path: String) throws(ImagingError) -> ImageInfo {
    guard let h = FileHandle(forReadingAtPath: path) else { throw .unreadable(path: path, reason: "cannot open") }
    defer { try? h.close() }
    let data = (try? h.read(upToCount: 65536)) ?? Data()
    return try probe(data)
  }
}

public enum ImageDecoder {
  /// Decodes every pixel to RGBA8; refuses images over `limits` before allocating.
  public static func decode(_ data: Data, limits: ImageLimits = .standard) throws(ImagingError) -> DecodedImage {
    throw .unsupportedFormat(ImageProbe.sniff(data))
  }
}

public enum VectorSize {
  /// A PDF's first page size in points (CropBox, else MediaBox; /Rotate 90/270 swaps).
  public static func pdf(_ data: Data) throws(ImagingError) -> PointSize {
    throw .malformedVector("not implemented")
  }
  /// An SVG's size in points: width/height with units, else the viewBox.
  public static func svg(_ data: Data) throws(ImagingError) -> PointSize {
    throw .malformedVector("not implemented")
  }
}

import AssetCatImageHeaders
import AssetCatImaging
import CAssetCatShims
import Foundation
import Testing

/// Test inputs generated with the shim's libpng/libjpeg encoders, so no binaries are committed.
enum TestImages {
  struct EncodeFailure: Error, CustomStringConvertible {
    var description: String
  }

  /// One PNG color type and bit depth.
  struct PNGKind: Sendable, CustomStringConvertible {
    var colorType: Int32
    var bitDepth: Int32
    var channels: Int {
      switch colorType {
      case 2: 3
      case 4: 2
      case 6: 4
      default: 1
      }
    }
    var name: String {
      switch colorType {
      case 0: "gray"
      case 2: "rgb"
      case 3: "palette"
      case 4: "gray-alpha"
      default: "rgba"
      }
    }
    var description: String { "\(name) \(bitDepth)-bit" }

    /// Every color type with every bit depth the PNG specification allows (15 in all).
    static let all: [PNGKind] =
      [1, 2, 4, 8, 16].map { PNGKind(colorType: 0, bitDepth: $0) }
      + [8, 16].map { PNGKind(colorType: 2, bitDepth: $0) }
      + [1, 2, 4, 8].map { PNGKind(colorType: 3, bitDepth: $0) }
      + [8, 16].map { PNGKind(colorType: 4, bitDepth: $0) }
      + [8, 16].map { PNGKind(colorType: 6, bitDepth: $0) }
  }

  /// A deterministic PNG of `kind` and the RGBA8 a decoder must produce for it.
  struct PNGSample {
    var data: Data
    var expectedRGBA: [UInt8]
  }

  /// Builds samples with a pattern that reaches every value; 16-bit samples are `byte × 257` so
  /// that scaling to 8 bits is exact. Palette images get a `2^depth`-entry palette whose first
  /// half is translucent (tRNS) when `paletteAlpha` is set.
  static func png(
    _ kind: PNGKind, width: Int = 13, height: Int = 7, interlaced: Bool = false, paletteAlpha: Bool = true,
    transparentColor: UInt16? = nil, icc: [UInt8]? = nil
  ) throws -> PNGSample {
    let maxValue = kind.bitDepth == 16 ? 255 : (1 << kind.bitDepth) - 1
    let paletteCount = kind.colorType == 3 ? 1 << kind.bitDepth : 0
    var palette: [UInt8] = []
    for i in 0..<paletteCount {
      let red = (i * 37 + 5) % 256
      let green = (i * 91 + 11) % 256
      let blue = (i * 151 + 17) % 256
      palette += [UInt8(red), UInt8(green), UInt8(blue)]
    }
    let alphas: [UInt8] = paletteAlpha ? (0..<(paletteCount + 1) / 2).map { UInt8(($0 * 50) % 256) } : []
    var samples: [UInt16] = []
    var expected: [UInt8] = []
    func to8(_ v: Int) -> UInt8 { kind.bitDepth == 16 ? UInt8(v) : UInt8(v * 255 / maxValue) }
    for p in 0..<(width * height) {
      let raw = (0..<kind.channels).map { c in (p * 7 + c * 13 + p / width) % (maxValue + 1) }
      samples += raw.map { kind.bitDepth == 16 ? UInt16($0 * 257) : UInt16($0) }
      switch kind.colorType {
      case 0:
        let transparent = transparentColor.map { Int($0) == raw[0] } ?? false
        expected += [to8(raw[0]), to8(raw[0]), to8(raw[0]), transparent ? 0 : 255]
      case 2:
        let transparent = transparentColor.map { Int($0) == raw[0] && raw[0] == raw[1] && raw[1] == raw[2] } ?? false
        expected += [to8(raw[0]), to8(raw[1]), to8(raw[2]), transparent ? 0 : 255]
      case 3:
        let i = raw[0]
        expected += [palette[3 * i], palette[3 * i + 1], palette[3 * i + 2], i < alphas.count ? alphas[i] : 255]
      case 4:
        expected += [to8(raw[0]), to8(raw[0]), to8(raw[0]), to8(raw[1])]
      default:
        expected += raw.map(to8)
      }
    }
    let trns = transparentColor.map { kind.bitDepth == 16 ? $0 * 257 : $0 }
    var options = acshim_png_encode_options()
    options.color_type = kind.colorType
    options.bit_depth = kind.bitDepth
    options.interlaced = interlaced ? 1 : 0
    options.has_trns_color = trns == nil ? 0 : 1
    options.trns_gray = trns ?? 0
    options.trns_red = trns ?? 0
    options.trns_green = trns ?? 0
    options.trns_blue = trns ?? 0
    let data = try palette.withUnsafeBufferPointer { paletteBuffer in
      try alphas.withUnsafeBufferPointer { alphaBuffer in
        try (icc ?? []).withUnsafeBufferPointer { iccBuffer in
          options.palette = paletteBuffer.baseAddress
          options.palette_count = Int32(paletteCount)
          options.trns_alpha = alphaBuffer.baseAddress
          options.trns_alpha_count = Int32(alphas.count)
          options.icc_profile = iccBuffer.baseAddress
          options.icc_profile_size = iccBuffer.count
          return try encodePNG(samples: samples, width: width, height: height, options: &options)
        }
      }
    }
    return PNGSample(data: data, expectedRGBA: expected)
  }

  static func encodePNG(
    samples: [UInt16], width: Int, height: Int, options: inout acshim_png_encode_options
  ) throws -> Data {
    var out: UnsafeMutablePointer<UInt8>? = nil
    var size = 0
    var message = [CChar](repeating: 0, count: Int(ACSHIM_MESSAGE_CAPACITY))
    let status = samples.withUnsafeBufferPointer { buffer in
      acshim_png_encode(
        buffer.baseAddress, UInt32(width), UInt32(height), &options, &out, &size, &message, message.count)
    }
    guard status == ACSHIM_OK, let out else { throw EncodeFailure(description: "png encode: \(text(message))") }
    defer { acshim_free(out) }
    return Data(bytes: out, count: size)
  }

  struct JPEGOptions: Sendable {
    var components: Int32 = 3
    var quality: Int32 = 95
    var progressive = false
    var ycck = false
    var icc: [UInt8]? = nil
  }

  /// A JPEG of one flat color (`samples` are the stored values per component).
  static func jpeg(width: Int = 33, height: Int = 17, color: [UInt8], _ options: JPEGOptions = JPEGOptions()) throws
    -> Data
  {
    precondition(color.count == Int(options.components))
    let samples = [[UInt8]](repeating: color, count: width * height).flatMap { $0 }
    return try jpeg(width: width, height: height, samples: samples, options)
  }

  static func jpeg(width: Int, height: Int, samples: [UInt8], _ options: JPEGOptions) throws -> Data {
    var c = acshim_jpeg_encode_options()
    c.components = options.components
    c.quality = options.quality
    c.progressive = options.progressive ? 1 : 0
    c.ycck = options.ycck ? 1 : 0
    var out: UnsafeMutablePointer<UInt8>? = nil
    var size = 0
    var message = [CChar](repeating: 0, count: Int(ACSHIM_MESSAGE_CAPACITY))
    let status = samples.withUnsafeBufferPointer { buffer in
      (options.icc ?? []).withUnsafeBufferPointer { icc in
        c.icc_profile = icc.baseAddress
        c.icc_profile_size = icc.count
        return acshim_jpeg_encode(
          buffer.baseAddress, UInt32(width), UInt32(height), &c, &out, &size, &message, message.count)
      }
    }
    guard status == ACSHIM_OK, let out else { throw EncodeFailure(description: "jpeg encode: \(text(message))") }
    defer { acshim_free(out) }
    return Data(bytes: out, count: size)
  }

  static func text(_ message: [CChar]) -> String {
    String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// A minimal ICC v2 display profile header with no tags: enough for libpng's iCCP checks.
  static func iccProfile(colorSpace: String = "RGB ") -> [UInt8] {
    var p = [UInt8](repeating: 0, count: 132)
    func put32(_ value: UInt32, at offset: Int) {
      p[offset] = UInt8(value >> 24)
      p[offset + 1] = UInt8(value >> 16 & 0xFF)
      p[offset + 2] = UInt8(value >> 8 & 0xFF)
      p[offset + 3] = UInt8(value & 0xFF)
    }
    func put(_ text: String, at offset: Int) { p.replaceSubrange(offset..<offset + 4, with: Array(text.utf8)) }
    put32(132, at: 0)
    put32(0x0210_0000, at: 8)
    put("mntr", at: 12)
    put(colorSpace, at: 16)
    put("XYZ ", at: 20)
    put("acsp", at: 36)
    put32(0x0000_F6D6, at: 68)  // D50 illuminant
    put32(0x0001_0000, at: 72)
    put32(0x0000_D32D, at: 76)
    put32(0, at: 128)  // tag count
    return p
  }

  // MARK: - Hand-made bytes

  static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  static func be32(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
  }

  static func pngChunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + payload
    return be32(UInt32(payload.count)) + typed + be32(crc32(typed))
  }

  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// A PNG whose IHDR claims `width`×`height` (RGBA 8-bit) with a tiny, useless IDAT.
  static func pngHeaderOnly(width: UInt32, height: UInt32) -> Data {
    let ihdr = be32(width) + be32(height) + [8, 6, 0, 0, 0]
    return Data(
      pngSignature + pngChunk("IHDR", ihdr) + pngChunk("IDAT", [0x78, 0x9C, 0x03, 0x00]) + pngChunk("IEND", []))
  }

  /// `jpeg` with the dimensions in its first SOFn segment replaced.
  static func patchingJPEGSize(_ jpeg: Data, width: UInt16, height: UInt16) -> Data {
    patchingSOF(jpeg) { bytes, i in
      bytes[i + 5] = UInt8(height >> 8)
      bytes[i + 6] = UInt8(height & 0xFF)
      bytes[i + 7] = UInt8(width >> 8)
      bytes[i + 8] = UInt8(width & 0xFF)
    }
  }

  /// `jpeg` with the sample precision in its first SOFn segment replaced (12-bit, say).
  static func patchingJPEGPrecision(_ jpeg: Data, bits: UInt8) -> Data {
    patchingSOF(jpeg) { bytes, i in bytes[i + 4] = bits }
  }

  /// Calls `patch` with the offset of the first SOFn marker's FF byte.
  static func patchingSOF(_ jpeg: Data, _ patch: (inout [UInt8], Int) -> Void) -> Data {
    var bytes = [UInt8](jpeg)
    var i = 2
    while i + 9 < bytes.count {
      guard bytes[i] == 0xFF else { break }
      let marker = bytes[i + 1]
      let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
      if (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC {
        patch(&bytes, i)
        break
      }
      i += 2 + length
    }
    return Data(bytes)
  }

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-imaging-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Expects the verifying decode of each file to agree with the full decode on size and
  /// transparency.
  static func expectVerifyAgreesWithDecode(_ files: [[UInt8]]) throws {
    for bytes in files {
      let info = try ImageProbe.probe(Data(bytes))
      let verified = try bytes.withUnsafeBytes { raw in try ImageDecoder.verify(raw, info: info) }
      let decoded = try ImageDecoder.decode(Data(bytes))
      #expect(
        (verified.width, verified.height, verified.hasTransparentPixels) == (
          decoded.width, decoded.height, decoded.hasTransparentPixels
        ))
    }
  }

  /// `ImageProbe.probe(fileAt:)` of `bytes` written to a file called `name` (a `.png` name for a
  /// file of another format) in a folder of its own, removed afterwards.
  static func probeFile(_ bytes: Data, named name: String) throws -> ImageInfo {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent(name)
    try bytes.write(to: url)
    return try ImageProbe.probe(fileAt: url.path)
  }
}

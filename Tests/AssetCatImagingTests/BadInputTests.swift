import AssetCatImageHeaders
import AssetCatImaging
import AssetCatTestSupport
import Foundation
import Testing

@Suite("Truncated, corrupt, misnamed and oversized input")
struct BadInputTests {
  static func isTruncated(_ error: ImagingError) -> Bool {
    if case .truncated = error { return true }
    return false
  }

  static func isCorrupt(_ error: ImagingError) -> Bool {
    if case .corrupt = error { return true }
    return false
  }

  @Test("a PNG cut anywhere after its signature is truncated", arguments: [false, true])
  func truncatedPNG(interlaced: Bool) throws {
    let data = try TestImages.png(TestImages.PNGKind(colorType: 6, bitDepth: 8), interlaced: interlaced).data
    for length in 8..<data.count {
      let cut = data.prefix(length)
      #expect(throws: ImagingError.self) { try ImageDecoder.decode(cut) }
      do {
        _ = try ImageDecoder.decode(cut)
      } catch {
        #expect(Self.isTruncated(error), "cut at \(length): \(error)")
      }
    }
  }

  @Test("a JPEG cut anywhere (even just its EOI) is truncated", arguments: [false, true])
  func truncatedJPEG(progressive: Bool) throws {
    let samples = (0..<(40 * 30 * 3)).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    let data = try TestImages.jpeg(width: 40, height: 30, samples: samples, .init(progressive: progressive))
    #expect(throws: Never.self) { try ImageDecoder.decode(data) }
    // Even without only its EOI marker: libjpeg reads ahead for it, and the file is cut.
    for length in stride(from: 3, to: data.count, by: 1) {
      do {
        _ = try ImageDecoder.decode(data.prefix(length))
        Issue.record("cut at \(length) of \(data.count) decoded")
      } catch {
        #expect(Self.isTruncated(error), "cut at \(length): \(error)")
      }
    }
  }

  @Test("a PNG with a bad IHDR CRC is corrupt, naming the chunk and its offset")
  func corruptPNG() throws {
    var bytes = [UInt8](try TestImages.png(TestImages.PNGKind(colorType: 2, bitDepth: 8)).data)
    bytes[29] ^= 0xFF  // inside IHDR's CRC
    let data = Data(bytes)
    for attempt in [
      { try ImageProbe.probe(data) },
      {
        _ = try ImageDecoder.decode(data)
        return ImageInfo(format: .png)
      },
    ] {
      #expect {
        _ = try attempt()
      } throws: { error in
        guard case .corrupt(let message) = error as? ImagingError else { return false }
        return message.hasPrefix("'IHDR' chunk at byte 8: CRC mismatch")
      }
    }
  }

  @Test("a JPEG with a bad marker is corrupt, with libjpeg's message")
  func corruptJPEG() throws {
    var bytes = [UInt8](try TestImages.jpeg(color: [1, 2, 3]))
    // Replace the first marker after SOI (APP0) with a SOF type libjpeg does not know.
    bytes[3] = 0xCC + 1  // SOF13: hierarchical arithmetic, unsupported
    do {
      _ = try ImageProbe.probe(Data(bytes))
      Issue.record("probe accepted a corrupt JPEG")
    } catch {
      #expect(Self.isCorrupt(error), "\(error)")
      #expect("\(error)".contains("SOF") || "\(error)".contains("JPEG"), "\(error)")
    }
  }

  @Test(
    "a file named .png is reported as what it is",
    arguments: [
      // A whole 1×1 RGB document: header, three empty sections, raw image data (a header alone
      // is a cut document, damage rather than an unsupported format: PSDStructureTests).
      (
        "8BPS\u{0}\u{1}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}"
          + "\u{0}\u{3}\u{0}\u{0}\u{0}\u{1}\u{0}\u{0}\u{0}\u{1}\u{0}\u{8}\u{0}\u{3}"
          + String(repeating: "\u{0}", count: 12 + 2 + 3), ImageFormat.psd
      ),
      ("BM\u{46}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{36}\u{0}\u{0}\u{0}\u{28}\u{0}\u{0}\u{0}\u{1}\u{0}", .bmp),
      ("just some text, not an image", .unknown),
    ])
  func misnamed(bytes: String, format: ImageFormat) throws {
    let directory = try TestImages.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("x.png")
    let data = Data(bytes.unicodeScalars.map { UInt8($0.value) })
    try data.write(to: url)
    #expect(ContentSniffer.format(of: data) == format)
    if format == .psd {
      // A Photoshop document is read by its bytes (its merged image), as Xcode reads it.
      #expect(try ImageProbe.probe(fileAt: url.path).format == .psd)
      #expect(try ImageDecoder.decode(data).pixel(x: 0, y: 0) == [0, 0, 0, 255])
    } else if format == .bmp {
      // A BMP is read by its bytes too; this one is a header cut short.
      #expect(throws: (any Error).self) { try ImageProbe.probe(fileAt: url.path) }
      do {
        _ = try ImageDecoder.decode(data)
        Issue.record("a cut BMP decoded")
      } catch {
        guard case .truncated = error else {
          Issue.record("\(error)")
          return
        }
      }
    } else {
      #expect(throws: ImagingError.unsupportedFormat(format)) { try ImageProbe.probe(fileAt: url.path) }
      #expect(throws: ImagingError.unsupportedFormat(format)) { try ImageDecoder.decode(data) }
    }
    #expect(ImageFormat(pathExtension: url.pathExtension) == .png)
    // What a validator can write:
    let message = "'x.png' is \(format.displayName), not \(ImageFormat.png.displayName)"
    #expect(message.hasPrefix("'x.png' is "))
  }

  @Test("a JPEG named .png probes as a JPEG")
  func jpegNamedPNG() throws {
    let info = try TestImages.probeFile(try TestImages.jpeg(color: [9, 9, 9]), named: "photo.png")
    #expect(info.format == .jpeg)
    #expect(ImageFormat(pathExtension: "png") != info.format)
  }

  /// A HEIF's boxes are read (``HEIFStructure``): it probes as what it is, with its size; the
  /// pixel decoder still refuses it.
  @Test("a HEIC named .png probes as a HEIC; a HEIF signature with no image is damage")
  func heicNamedPNG() throws {
    let info = try TestImages.probeFile(Data(StructureSamples.heic), named: "photo.png")
    #expect((info.format, info.width, info.height) == (.heic, 24, 16))
    #expect(throws: ImagingError.unsupportedFormat(.heic)) { try ImageDecoder.decode(Data(StructureSamples.heic)) }
    let stub = Data("\u{0}\u{0}\u{0}\u{18}ftypheic\u{0}\u{0}\u{0}\u{0}mif1heic".unicodeScalars.map { UInt8($0.value) })
    #expect(ContentSniffer.format(of: stub) == .heic)
    #expect(throws: ImagingError.self) { try ImageProbe.probe(stub) }
  }

  @Test("a 100000×100000 PNG header: probe is fast, decode refuses it without allocating")
  func hugePNG() throws {
    let data = TestImages.pngHeaderOnly(width: 100_000, height: 100_000)
    let info = try ImageProbe.probe(data)
    #expect((info.width, info.height) == (100_000, 100_000))
    #expect(info.exceeds(.standard))
    #expect(throws: ImagingError.overLimits(width: 100_000, height: 100_000, limits: .standard)) {
      try ImageDecoder.decode(data)
    }
    // Even with the limits raised far beyond memory, libpng's own IHDR limit and the C check
    // refuse it before any row is allocated (the error says so; a decode would die instead).
    let huge = ImageLimits(maxSide: 50_000, maxPixels: Int.max)
    #expect(throws: ImagingError.overLimits(width: 100_000, height: 100_000, limits: huge)) {
      try ImageDecoder.decode(data, limits: huge)
    }
  }

  @Test(
    "the 16384-side and 64-megapixel limits",
    arguments: [
      (16_385, 1, true), (16_384, 1, false), (16_384, 4_096, false), (16_384, 4_097, true), (8_193, 8_193, true),
    ])
  func limits(width: UInt32, height: UInt32, refused: Bool) throws {
    let data = TestImages.pngHeaderOnly(width: width, height: height)
    #expect(try ImageProbe.probe(data).exceeds(.standard) == refused)
    if refused {
      #expect(throws: ImagingError.overLimits(width: Int(width), height: Int(height), limits: .standard)) {
        try ImageDecoder.decode(data)
      }
    }
  }

  @Test("a 60000×60000 JPEG header: probe reports it, decode refuses it")
  func hugeJPEG() throws {
    let data = TestImages.patchingJPEGSize(try TestImages.jpeg(color: [1, 2, 3]), width: 60_000, height: 60_000)
    let info = try ImageProbe.probe(data)
    #expect((info.width, info.height) == (60_000, 60_000))
    #expect(throws: ImagingError.overLimits(width: 60_000, height: 60_000, limits: .standard)) {
      try ImageDecoder.decode(data)
    }
  }

  @Test("raised limits let a wide image through")
  func raisedLimits() throws {
    let sample = try TestImages.png(TestImages.PNGKind(colorType: 0, bitDepth: 1), width: 20_000, height: 2)
    #expect(throws: ImagingError.self) { try ImageDecoder.decode(sample.data) }
    let image = try ImageDecoder.decode(sample.data, limits: ImageLimits(maxSide: 20_000))
    #expect(image.rgba == sample.expectedRGBA)
  }

  @Test("empty and tiny inputs")
  func tiny() {
    for bytes: [UInt8] in [
      [], [0x89], [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], [0xFF, 0xD8, 0xFF], [0xFF, 0xD8, 0xFF, 0xD9],
    ] {
      #expect(throws: ImagingError.self) { try ImageProbe.probe(Data(bytes)) }
      #expect(throws: ImagingError.self) { try ImageDecoder.decode(Data(bytes)) }
    }
  }

  @Test("fuzz: bit flips and cuts of generated files never crash or hang", arguments: 0..<6)
  func fuzz(seed: Int) throws {
    let inputs: [Data] = [
      try TestImages.png(TestImages.PNGKind(colorType: 3, bitDepth: 4), interlaced: true).data,
      try TestImages.png(TestImages.PNGKind(colorType: 6, bitDepth: 16), icc: TestImages.iccProfile()).data,
      try TestImages.png(TestImages.PNGKind(colorType: 0, bitDepth: 2)).data,
      try TestImages.jpeg(color: [10, 20, 30], .init(progressive: true)),
      try TestImages.jpeg(color: [255, 0, 128, 200], .init(components: 4, ycck: true)),
      try TestImages.jpeg(color: [77], .init(components: 1, icc: TestImages.iccProfile(colorSpace: "GRAY"))),
    ]
    let original = inputs[seed]
    var random = SplitMix64(seed: UInt64(seed) &+ 0xA55E7)
    for _ in 0..<400 {
      var bytes = [UInt8](original)
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let index = Int.random(in: 0..<bytes.count, using: &random)
        bytes[index] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
      }
      if Bool.random(using: &random) {
        bytes.removeLast(Int.random(in: 0..<bytes.count, using: &random))
      }
      let data = Data(bytes)
      if let info = try? ImageProbe.probe(data) {
        #expect(info.width >= 0 && info.height >= 0)
      }
      if let image = try? ImageDecoder.decode(data) {
        #expect(image.rgba.count == image.width * image.height * 4)
      }
    }
  }

  @Test("an Apple CgBI PNG is refused with a clear message")
  func cgbi() throws {
    let png = [UInt8](try TestImages.png(TestImages.PNGKind(colorType: 6, bitDepth: 8)).data)
    let data = Data(TestImages.pngSignature + TestImages.pngChunk("CgBI", [0x50, 0, 0x20, 0x02]) + png.dropFirst(8))
    #expect {
      try ImageProbe.probe(data)
    } throws: { error in
      if case .corrupt(let message) = error as? ImagingError { return message.contains("CgBI") }
      return false
    }
  }

  @Test("decoders are reentrant: many decodes at once agree with one at a time")
  func concurrentDecodes() async throws {
    let samples = try TestImages.PNGKind.all.map { try TestImages.png($0, interlaced: true) }
    let jpeg = try TestImages.jpeg(color: [255, 128, 0, 255], .init(components: 4, progressive: true))
    let expectedJPEG = try ImageDecoder.decode(jpeg)
    try await withThrowingTaskGroup(of: Bool.self) { group in
      for round in 0..<8 {
        for sample in samples {
          group.addTask { try ImageDecoder.decode(sample.data).rgba == sample.expectedRGBA }
        }
        group.addTask { try ImageDecoder.decode(jpeg) == expectedJPEG && round >= 0 }
      }
      for try await agrees in group { #expect(agrees) }
    }
  }

  @Test("a PNG whose signature lost its CR (text-mode transfer) is corrupt, not unknown")
  func asciiConvertedPNG() throws {
    var bytes = [UInt8](try TestImages.png(TestImages.PNGKind(colorType: 6, bitDepth: 8)).data)
    bytes.remove(at: 4)  // "\r\n" → "\n"
    #expect(throws: ImagingError.corrupt("PNG signature damaged at byte 4 (corrupted by ASCII conversion)")) {
      try ImageProbe.probe(Data(bytes))
    }
  }
}

@Suite("libjpeg's corrupt-data warnings are damage")
struct JPEGCorruptDataTests {
  @Test("an EOI in the middle of the scan: libjpeg's 'premature end of data segment' fails the decode")
  func earlyEOI() throws {
    var bytes = [UInt8](try TestImages.jpeg(width: 64, height: 64, color: [200, 30, 90]))
    let sos = try #require(bytes.indices.dropLast().first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA })
    let scanStart = sos + 2 + (Int(bytes[sos + 2]) << 8 | Int(bytes[sos + 3]))
    let middle = scanStart + (bytes.count - 2 - scanStart) / 2
    bytes.replaceSubrange(middle..<(middle + 2), with: [0xFF, 0xD9])
    #expect {
      try ImageDecoder.decode(Data(bytes))
    } throws: { error in
      guard case .corrupt(let message) = error as? ImagingError else { return false }
      return message.contains("Corrupt JPEG data")
    }
  }
}

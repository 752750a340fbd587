import AssetCatImageHeaders
import AssetCatImaging
import Foundation
import Testing

@Suite("probe(fileAt:) walks the whole file's structure")
struct FileProbeTests {
  @Test("a PNG whose pixel data is garbage is damage without a pixel decode: the CRC walk finds it")
  func headerOnly() throws {
    let directory = try TestImages.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sample = try TestImages.png(TestImages.PNGKind(colorType: 2, bitDepth: 8), width: 600, height: 400)
    // Keep the signature, IHDR and the IDAT chunk's header, then garbage: decoding would fail.
    let headerEnd = 8 + 25 + 8
    let damaged = sample.data.prefix(headerEnd) + Data(repeating: 0xAB, count: 100_000)
    let url = directory.appendingPathComponent("big.png")
    try damaged.write(to: url)
    #expect {
      try ImageProbe.probe(fileAt: url.path)
    } throws: { error in
      guard case .corrupt(let message) = error as? ImagingError else { return false }
      return message.hasPrefix("'IDAT' chunk at byte 33: CRC mismatch")
    }
    #expect(throws: ImagingError.self) { try ImageDecoder.decode(damaged) }
  }

  @Test("metadata larger than the first read grows the prefix", arguments: [10_000, 300_000])
  func largeMetadata(textBytes: Int) throws {
    let directory = try TestImages.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sample = try TestImages.png(TestImages.PNGKind(colorType: 6, bitDepth: 8), icc: TestImages.iccProfile())
    var bytes = [UInt8](sample.data)
    // Insert a big tEXt chunk right after IHDR.
    let text = Array("Comment".utf8) + [0] + [UInt8](repeating: UInt8(ascii: "x"), count: textBytes)
    bytes.insert(contentsOf: TestImages.pngChunk("tEXt", text), at: 33)
    let url = directory.appendingPathComponent("meta.png")
    try Data(bytes).write(to: url)
    let info = try ImageProbe.probe(fileAt: url.path)
    #expect((info.width, info.height) == (13, 7))
    #expect(info.hasICCProfile)
    #expect(try ImageDecoder.decode(Data(bytes)).rgba == sample.expectedRGBA)
  }

  @Test("a JPEG with a large ICC profile probes from its file")
  func jpegWithLargeProfile() throws {
    let directory = try TestImages.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var profile = TestImages.iccProfile()
    profile += [UInt8](repeating: 7, count: 150_000)  // spans three APP2 markers
    let data = try TestImages.jpeg(color: [1, 2, 3], .init(progressive: true, icc: profile))
    let url = directory.appendingPathComponent("p.jpg")
    try data.write(to: url)
    let info = try ImageProbe.probe(fileAt: url.path)
    #expect((info.width, info.height, info.hasICCProfile, info.progressive) == (33, 17, true, true))
  }

  @Test("a truncated file header is .truncated; a missing file is .unreadable")
  func errors() throws {
    let directory = try TestImages.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("cut.png")
    try TestImages.png(TestImages.PNGKind(colorType: 6, bitDepth: 8)).data.prefix(20).write(to: url)
    #expect {
      try ImageProbe.probe(fileAt: url.path)
    } throws: { error in
      if case .truncated = error as? ImagingError { return true }
      return false
    }
    let missing = directory.appendingPathComponent("missing.png").path
    #expect {
      try ImageProbe.probe(fileAt: missing)
    } throws: { error in
      if case .unreadable(let path, let reason) = error as? ImagingError { return path == missing && !reason.isEmpty }
      return false
    }
    #expect(throws: ImagingError.self) { try ImageProbe.probe(fileAt: directory.path) }
  }

  @Test("PDF and SVG probe as their format, sized by VectorSize")
  func vectors() throws {
    let directory = try TestImages.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let svg = directory.appendingPathComponent("a.svg")
    let comment = "<!-- " + String(repeating: "long comment ", count: 600) + "-->\n"
    try Data(("<?xml version=\"1.0\"?>\n" + comment + "<svg width=\"24\" height=\"12\"></svg>").utf8).write(to: svg)
    #expect(try ImageProbe.probe(fileAt: svg.path).format == .svg)
    #expect(try VectorSize.size(fileAt: svg.path) == PointSize(width: 24, height: 12))
  }
}

@Suite("probe(fileAt:) on a huge file")
struct HugeFileProbeTests {
  @Test("a 4 GiB sparse file after a PNG header is refused by its size before any byte is read")
  func sparseTail() throws {
    let directory = try TestImages.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("huge.png")
    let header = try TestImages.png(TestImages.PNGKind(colorType: 6, bitDepth: 8)).data.prefix(8 + 25 + 8)
    try header.write(to: url)
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 4 << 30)
    try handle.close()
    #expect {
      try ImageProbe.probe(fileAt: url.path)
    } throws: { error in
      guard case .corrupt(let message) = error as? ImagingError else { return false }
      return message.contains("over the 1024 MiB")
    }
  }
}

import AssetCatImageHeaders
import AssetCatImaging
import AssetCatTestSupport
import Foundation
import Testing

/// Probes and decodes every image of the real catalogs, read in place: the repository's slice,
/// and the full corpora when `ASSETCAT_CORPORA` names them.
@Suite("Real catalogs' images")
struct CorporaTests {
  static let extensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "svg"]

  static func files() -> [URL] { Corpora.files(extensions) }

  /// The path below the repository's slice or the corpora folder.
  static func relative(_ url: URL) -> String {
    for root in Corpora.roots where url.path.hasPrefix(root + "/") { return String(url.path.dropFirst(root.count + 1)) }
    return url.path
  }

  @Test(Corpora.needed) func fullCorporaAreFound() throws {
    try Corpora.requireFullCatalogs(atLeast: 6)
  }

  @Test("every .png/.jpg/.jpeg/.pdf/.svg probes; every bitmap decodes to its probed size")
  func everyFile() throws {
    let files = Self.files()
    try #require(!files.isEmpty, "no images under \(Corpora.roots)")
    var summary = CorporaSummary()
    for url in files {
      let relative = Self.relative(url)
      let claimed = ImageFormat(pathExtension: url.pathExtension) ?? .unknown
      do {
        let info = try ImageProbe.probe(fileAt: url.path)
        summary.count(info, claimed: claimed, file: relative)
        if info.format.isBitmapDecodable {
          let data = try Data(contentsOf: url)
          let image = try ImageDecoder.decode(data)
          #expect((image.width, image.height) == (info.width, info.height), "\(relative)")
          if image.hasTransparentPixels { summary.transparent += 1 }
        } else {
          let size = try VectorSize.size(fileAt: url.path)
          summary.vectorSizes[info.format, default: []].append(size)
        }
      } catch let error as ImagingError {
        if case .unsupportedFormat(let actual) = error, actual != claimed {
          summary.misnamed.append("\(relative): \(actual.displayName), named .\(url.pathExtension)")
        } else {
          summary.failures.append("\(relative): \(error)")
        }
      }
    }
    print(summary.report(total: files.count))
    #expect(summary.failures.isEmpty, "\(summary.failures.joined(separator: "\n"))")
  }
}

/// Vector sizes on the corpora against the command-line tools of the same libraries: `pdfinfo`
/// (poppler-utils) and `rsvg-convert` (librsvg2-bin). CI installs both and sets
/// `ASSETCAT_REQUIRE_TOOLS=1`, so there a missing tool fails instead of passing vacuously.
@Suite("Corpus vector sizes against pdfinfo and rsvg-convert")
struct CorpusVectorToolTests {
  static func tool(_ name: String) -> URL? {
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
      let url = URL(fileURLWithPath: String(dir)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }

  static func run(_ tool: URL, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  static func files(_ ext: String) -> [URL] { CorporaTests.files().filter { $0.pathExtension.lowercased() == ext } }

  static func required(_ name: String) -> URL? {
    let found = tool(name)
    if found == nil && ProcessInfo.processInfo.environment["ASSETCAT_REQUIRE_TOOLS"] == "1" {
      Issue.record("\(name) is not installed, and ASSETCAT_REQUIRE_TOOLS=1 requires it")
    }
    return found
  }

  @Test("every corpus PDF's size is the page size pdfinfo prints (rotation applied)")
  func pdfSizes() throws {
    guard let pdfinfo = Self.required("pdfinfo") else { return }
    let files = Self.files("pdf")
    try #require(!files.isEmpty)
    for url in files {
      let text = try Self.run(pdfinfo, [url.path])
      let line = text.split(separator: "\n").first { $0.hasPrefix("Page size:") }.map(String.init) ?? ""
      let numbers = line.split(separator: " ").compactMap { Double($0) }
      let rotated = text.contains("Page rot:        90") || text.contains("Page rot:        270")
      guard numbers.count >= 2 else {
        Issue.record("\(url.lastPathComponent): pdfinfo printed no page size")
        continue
      }
      let expected = rotated ? (numbers[1], numbers[0]) : (numbers[0], numbers[1])
      let size = try VectorSize.size(fileAt: url.path)
      // pdfinfo prints %g: six significant digits.
      #expect(abs(size.width - expected.0) <= 1e-5 * max(1, expected.0), "\(url.path): \(size) vs \(line)")
      #expect(abs(size.height - expected.1) <= 1e-5 * max(1, expected.1), "\(url.path): \(size) vs \(line)")
    }
  }

  @Test("every corpus SVG's size, rounded up, is the pixel size rsvg-convert draws at 96 DPI")
  func svgSizes() throws {
    guard let rsvg = Self.required("rsvg-convert") else { return }
    let files = Self.files("svg")
    try #require(!files.isEmpty)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "assetcat-rsvg-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for url in files {
      let png = directory.appendingPathComponent("out.png")
      _ = try Self.run(rsvg, ["--dpi-x", "96", "--dpi-y", "96", "-o", png.path, url.path])
      let info = try ImageProbe.probe(fileAt: png.path)
      let size = try VectorSize.size(fileAt: url.path)
      let pixels = try VectorRaster.pixelSize(size, scale: 1, limits: .standard)
      #expect(pixels == (info.width, info.height), "\(url.path): \(size) vs rsvg-convert \(info.width)×\(info.height)")
      #expect(try VectorRaster.render(fileAt: url.path, scale: 1).width == info.width)
    }
  }
}

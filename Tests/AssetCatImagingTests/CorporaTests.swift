import AssetCatImaging
import Foundation
import Testing

/// Probes and decodes every image in the shared corpora of real catalogs (`../shared/corpora`
/// beside the repository), read in place.
@Suite("Shared corpora")
struct CorporaTests {
  static let corporaURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // AssetCatImagingTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // repository root
    .appendingPathComponent("../shared/corpora").standardizedFileURL

  static let extensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "svg"]

  static func files() -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: corporaURL, includingPropertiesForKeys: nil) else {
      return []
    }
    return enumerator.compactMap { $0 as? URL }
      .filter { extensions.contains($0.pathExtension.lowercased()) }
      .sorted { $0.path < $1.path }
  }

  @Test("every .png/.jpg/.jpeg/.pdf/.svg probes; every bitmap decodes to its probed size")
  func everyFile() throws {
    guard FileManager.default.fileExists(atPath: Self.corporaURL.path) else {
      print("note: skipping the corpora test: \(Self.corporaURL.path) does not exist")
      return
    }
    let files = Self.files()
    #expect(!files.isEmpty, "no images under \(Self.corporaURL.path)")
    var summary = CorporaSummary()
    for url in files {
      let relative = String(url.path.dropFirst(Self.corporaURL.path.count + 1))
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

/// Counts for the corpora report.
struct CorporaSummary {
  var formats: [String: Int] = [:]
  var bitDepths: [String: Int] = [:]
  var colorTypes: [String: Int] = [:]
  var icc = 0
  var sixteenBit: [String] = []
  var interlaced: [String] = []
  var transparent = 0
  var misnamed: [String] = []
  var failures: [String] = []
  var vectorSizes: [ImageFormat: [PointSize]] = [:]

  mutating func count(_ info: ImageInfo, claimed: ImageFormat, file: String) {
    formats[info.format.rawValue, default: 0] += 1
    if info.format != claimed { misnamed.append("\(file): \(info.format.displayName), named as \(claimed.rawValue)") }
    guard info.format.isBitmapDecodable else { return }
    bitDepths["\(info.format.rawValue) \(info.bitDepth)-bit", default: 0] += 1
    colorTypes["\(info.format.rawValue) \(info.colorType)", default: 0] += 1
    if info.hasICCProfile { icc += 1 }
    if info.bitDepth == 16 { sixteenBit.append(file) }
    if info.interlaced { interlaced.append(file) }
  }

  func report(total: Int) -> String {
    func table(_ d: [String: Int]) -> String { d.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") }
    var lines = ["corpora: \(total) files"]
    lines.append("  formats: \(table(formats))")
    lines.append("  bit depths: \(table(bitDepths))")
    lines.append("  color types: \(table(colorTypes))")
    lines.append("  ICC profiles: \(icc); with transparent pixels: \(transparent)")
    lines.append("  16-bit (\(sixteenBit.count)): \(sixteenBit.prefix(10).joined(separator: ", "))")
    lines.append("  interlaced (\(interlaced.count)): \(interlaced.prefix(10).joined(separator: ", "))")
    for (format, sizes) in vectorSizes.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      let distinct = Set(sizes.map { "\($0.width)x\($0.height)" }).sorted()
      lines.append("  \(format.rawValue) sizes (\(sizes.count)): \(distinct.prefix(12).joined(separator: ", "))")
    }
    lines.append("  misnamed (\(misnamed.count)): \(misnamed.joined(separator: "; "))")
    lines.append("  failures (\(failures.count)): \(failures.joined(separator: "; "))")
    return lines.joined(separator: "\n")
  }
}

import AssetCatImageHeaders
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

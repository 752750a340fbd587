import AssetCatImageHeaders
import AssetCatImaging

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
    func table(_ d: [String: Int]) -> String {
      d.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
    }
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

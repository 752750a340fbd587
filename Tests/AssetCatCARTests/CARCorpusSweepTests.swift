import AssetCatCAR
import AssetCatCARPixels
import AssetCatTestSupport
import Foundation
import Testing

/// Every car of a local collection of Apple's cars (`ASSETCAT_CAR_CORPUS=DIR`; not in the
/// repository, nor in CI): each reads, every payload decodes or is named as an encoding assetcat
/// does not decode, and the cars under `_corrupt/` give exit 2. Prints one summary line per car
/// and the totals.
@Suite(
  "Assets.car corpus sweep",
  .enabled(
    if: Corpora.carCorpus != nil, "needs a local collection of Apple's cars: set ASSETCAT_CAR_CORPUS to its folder"))
struct CARCorpusSweepTests {
  static let root = Corpora.carCorpus ?? ""

  static var cars: [String] {
    var out: [String] = []
    let e = FileManager.default.enumerator(atPath: root)
    while let p = e?.nextObject() as? String {
      if p.hasSuffix(".car") { out.append(p) }
    }
    return out.sorted()
  }

  @Test("every car reads and decodes; corrupt ones exit 2")
  func sweep() throws {
    try #require(!Self.cars.isEmpty, "no .car under '\(Self.root)'")
    var totals = (cars: 0, facets: 0, renditions: 0, bitmaps: 0)
    var unsupported: [String: Int] = [:]
    for rel in Self.cars {
      let path = Self.root + "/" + rel
      if rel.hasPrefix("_corrupt/") {
        #expect(CARTestSupport.verify(path).code == 2, "\(rel)")
        continue
      }
      let file: CARFile
      do { file = try CARFile(path: path) } catch {
        Issue.record("\(rel): \(error)")
        continue
      }
      let report = try CARVerifier.verify(file)
      for f in report.corrupt { Issue.record("\(rel): '\(f.name)' (\(f.kind)): \(f.message)") }
      for f in report.failures where f.unsupported {
        unsupported[f.message.replacingOccurrences(of: #"\d+"#, with: "N", options: .regularExpression), default: 0] +=
          1
      }
      totals.cars += 1
      totals.facets += file.facets.count
      totals.renditions += report.renditions
      totals.bitmaps += report.decoded["bitmap"] ?? 0
      print(
        "car \(rel): \(file.facets.count) facets, \(report.renditions) "
          + "renditions, \(report.decoded["bitmap"] ?? 0) bitmaps decoded, \(report.failures.count) not decoded"
      )
    }
    print(
      "corpus: \(totals.cars) cars, \(totals.facets) facets, \(totals.renditions) "
        + "renditions, \(totals.bitmaps) bitmaps decoded"
    )
    for (k, n) in unsupported.sorted(by: { $0.key < $1.key }) { print("not decoded: \(n) × \(k)") }
  }
}

import AssetCatCAR
import AssetCatCARPixels
import Testing

/// DeepMap2's predictive method (2) as Xcode 26.2's actool wrote it for a tvOS icon layer: Co
/// and Cg are stored halved, so their low bits are gone and the format is lossy. The car also
/// holds the icon flattened from the source layers (an exact LZFSE image): where no other layer
/// covers the back layer, the flattened pixel is the decoded back pixel with red equal and green
/// and blue each 0 or 1 higher, the four combinations about equally often (the low bits of Cg and
/// Co). A decoder that kept Co and Cg whole was 38 levels off on average.
@Suite("DeepMap2 predictive images")
struct CARDeepMapPredictiveTests {
  static func decoded(_ file: CARFile, _ name: String) throws -> [UInt8] {
    let entry = try #require(file.renditions.first { $0.header.name == name })
    return try CARBitmapDecoder.decode(try file.rendition(entry)).rgba
  }

  @Test("the back layer decodes to the flattened icon's pixels less the low bits of Co and Cg")
  func backLayerAgainstFlattenedIcon() throws {
    let file = try CARFile(path: CARTestSupport.fixture("volte-tvos-xcode26.2.car"))
    let back = try Self.decoded(file, "Backx1.png"), flat = try Self.decoded(file, "ZZZZFlattenedImage-1.1.0-gamut0")
    let front = try Self.decoded(file, "Frontx1.png"), middle = try Self.decoded(file, "Middlex1.png")
    try #require(back.count == 400 * 240 * 4 && flat.count == back.count)
    var seen: [[Int]: Int] = [:]
    var uncovered = 0
    for i in stride(from: 0, to: flat.count, by: 4) where front[i + 3] == 0 && middle[i + 3] == 0 {
      uncovered += 1
      seen[(0..<3).map { Int(flat[i + $0]) - Int(back[i + $0]) }, default: 0] += 1
    }
    #expect(uncovered > 80_000)
    #expect(Set(seen.keys) == [[0, 0, 0], [0, 0, 1], [0, 1, 0], [0, 1, 1]], "\(seen)")
    for (difference, count) in seen { #expect(count > uncovered / 5, "\(difference): \(count) of \(uncovered)") }
  }
}

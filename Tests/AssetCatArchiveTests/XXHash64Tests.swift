import AssetCatArchive
import AssetCatBytes
import Testing

@Suite struct XXHash64Tests {
  @Test(arguments: [
    ("", 0xEF46_DB37_51D8_E999 as UInt64),
    ("a", 0xD24E_C4F1_A98C_6E5B),
    ("abc", 0x44BC_2CF5_AD77_0999),
    ("Nobody inspects the spammish repetition", 0xFBCE_A83C_8A37_8BF1),
  ])
  func referenceVectors(text: String, expected: UInt64) {
    #expect(XXHash64.hash(Array(text.utf8)) == expected)
  }

  @Test func streamingMatchesOneShot() {
    let data = Fixtures.bytes(3, count: 1000)
    let whole = XXHash64.hash(data)
    for split in [1, 7, 31, 32, 33, 64, 500, 999] {
      var h = XXHash64()
      var i = 0
      while i < data.count {
        let j = min(data.count, i + split)
        h.update(Array(data[i..<j]))
        i = j
      }
      #expect(h.finalize() == whole, "chunk size \(split)")
    }
  }
}

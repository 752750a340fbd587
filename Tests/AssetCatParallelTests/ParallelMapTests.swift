import AssetCatParallel
import Testing

@Suite struct ParallelMapTests {
  struct Failure: Error, Equatable { var index: Int }

  @Test(arguments: [1, 2, 7])
  func resultsAreInIndexOrder(jobs: Int) {
    let out = ParallelMap.map(count: 1000, jobs: jobs) { $0 * $0 }
    #expect(out == (0..<1000).map { $0 * $0 })
    #expect(ParallelMap.map(count: 0, jobs: jobs) { $0 }.isEmpty)
  }

  @Test(arguments: [1, 2, 7])
  func theLowestFailedIndexIsRethrown(jobs: Int) {
    #expect(throws: Failure(index: 10)) {
      try ParallelMap.map(count: 500, jobs: jobs) { (i: Int) throws(Failure) -> Int in
        if i % 10 == 0 && i > 0 { throw Failure(index: i) }
        return i
      }
    }
  }
}

import AssetCatCore
import Foundation
import Testing

@testable import AssetCatCARWriter

/// Large images encode one at a time; small ones beside them.
@Suite struct CARLargeImageGateTests {
  /// The most bodies of each kind seen running at once, over `items` run on 4 threads.
  final class Counter: @unchecked Sendable {
    let lock = NSLock()
    var large = 0, small = 0, mostLarge = 0, mostAtOnce = 0
    func enter(_ isLarge: Bool) {
      lock.lock()
      if isLarge { large += 1 } else { small += 1 }
      mostLarge = max(mostLarge, large)
      mostAtOnce = max(mostAtOnce, large + small)
      lock.unlock()
    }
    func leave(_ isLarge: Bool) {
      lock.lock()
      if isLarge { large -= 1 } else { small -= 1 }
      lock.unlock()
    }
  }

  @Test("two large items never run at once; a small one runs beside a large one")
  func oneLargeAtATime() {
    let gate = CARLargeImageGate()
    let counter = Counter()
    let sizes = (0..<16).map { $0 % 2 == 0 ? CARLargeImageGate.largeBytes : 1024 }
    DispatchQueue.concurrentPerform(iterations: sizes.count) { i in
      let isLarge = sizes[i] >= CARLargeImageGate.largeBytes
      gate.run(bytes: sizes[i]) {
        counter.enter(isLarge)
        Thread.sleep(forTimeInterval: 0.01)
        counter.leave(isLarge)
      }
    }
    #expect(counter.mostLarge == 1)
    #expect(counter.mostAtOnce >= 2 || ProcessInfo.processInfo.activeProcessorCount < 2)
  }

  @Test("an item's working memory follows its pixels: a wide-colour twin's more a pixel, unknown ones none")
  func workingBytes() {
    func work(_ source: CARPlan.Source, pixels: Size?) -> CARPlan.Work {
      CARPlan.Work(
        facet: "a", kind: .image, rendition: Rendition(slot: TraitCollection(), pixelSize: pixels, order: 0),
        source: source, properties: AssetProperties(), values: [:], part: 0)
    }
    let million = Size(width: 1000, height: 1000)
    #expect(work(.entry(file: "a.png"), pixels: million).workingBytes == 10_000_000)
    #expect(work(.wideColorTwin(file: "a.png"), pixels: million).workingBytes == 14_000_000)
    #expect(work(.entry(file: "a.png"), pixels: nil).workingBytes == 0)
  }
}

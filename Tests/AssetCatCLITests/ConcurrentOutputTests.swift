import AssetCatTestSupport
import Foundation
import Testing

/// SPEC §7: two runs writing the same outputs at once (Xcode's thinned and unthinned actool, a
/// retried CI job) leave each output whole, from one run or the other (files of one output
/// folder may come from different runs: each is whole), the rendition cache usable or refused,
/// never trusted when it does not match its car, and no temporary file behind.
@Suite("Concurrent runs into one output", .serialized)
struct ConcurrentOutputTests {
  /// Two runs at once, three times; each output is one of the two runs' own.
  static func race(_ kind: FaultFixture.Kind, first: [String], second: [String], in out: String) throws {
    var references: [[Data?]] = []
    for arguments in [first, second] {
      let r = try AssetCatExecutable.run(arguments)
      try #require(r.status == 0, "\(r.stderr)")
      references.append(FaultFixture.contents(kind, in: out))
    }
    #expect(references[0] != references[1], "the two runs must write different outputs")
    for round in 0..<3 {
      let errors = (0..<2).map { out + "/../err-\(round)-\($0).txt" }
      let runs = try [first, second].enumerated().map { try FaultFixture.start($1, stderr: errors[$0]) }
      for p in runs { p.waitUntilExit() }
      for (i, p) in runs.enumerated() {
        let stderr = (try? String(contentsOfFile: errors[i], encoding: .utf8)) ?? ""
        #expect(p.terminationStatus == 0, "round \(round), run \(i): \(stderr)")
      }
      let now = FaultFixture.contents(kind, in: out)
      for (i, file) in FaultFixture.outputs(kind, in: out).enumerated() {
        #expect(now[i] == references[0][i] || now[i] == references[1][i], "round \(round): \(file) is mixed")
      }
      #expect(try FaultFixture.verify(FaultFixture.outputs(kind, in: out)) == [], "round \(round)")
      #expect(FaultFixture.temporaries(in: out) == [], "round \(round)")
    }
  }

  @Test(
    "two compiles of different catalogs to one .assetcat and to one car (its rendition cache beside it)",
    arguments: [FaultFixture.Kind.assetcat, .car])
  func compiles(kind: FaultFixture.Kind) throws {
    let f = try FaultFixture(dataSets: 4)
    let out = f.folder()
    let (first, second) = (
      FaultFixture.arguments(kind, f.a.path, into: out), FaultFixture.arguments(kind, f.b.path, into: out)
    )
    try Self.race(kind, first: first, second: second, in: out)
    guard kind == .car else { return }
    // Whichever run's cache is beside whichever car now, the next build's car is its catalog's
    // own: a cache that does not match its car is refused or its records fail their checksums.
    for (i, (source, arguments)) in [(f.b.path, second), (f.a.path, first)].enumerated() {
      let reference = f.folder("reference-\(i)")
      let plain = FaultFixture.arguments(.car, source, into: reference) + ["--no-cache"]
      #expect(try AssetCatExecutable.run(plain).status == 0)
      let r = try AssetCatExecutable.run(arguments)
      #expect(r.status == 0, "\(r.stderr)")
      #expect(FaultFixture.contents(.car, in: out) == FaultFixture.contents(.car, in: reference), "\(r.stderr)")
    }
  }

  @Test("a thinned and an unthinned actool into one folder: each file whole, from one run or the other")
  func actoolPair() throws {
    let f = try FaultFixture(dataSets: 4)
    let out = f.folder()
    try Self.race(
      .actool, first: FaultFixture.arguments(.actool, f.b.path, into: out),
      second: FaultFixture.arguments(.actool, f.b.path, into: out, thinned: true), in: out)
  }

  @Test("two actool runs sharing a rendition cache folder: the cache is never trusted against another car")
  func actoolSharedCache() throws {
    let f = try FaultFixture(dataSets: 4)
    let out = f.folder(), cache = f.folder("cache")
    let first = FaultFixture.arguments(.actool, f.b.path, into: out) + ["--cache-dir", cache]
    let second = FaultFixture.arguments(.actool, f.b.path, into: out, thinned: true) + ["--cache-dir", cache]
    try Self.race(.actool, first: first, second: second, in: out)
    #expect(FaultFixture.temporaries(in: cache) == [])
    let plainFolder = f.folder("plain")
    let plain = FaultFixture.arguments(.actool, f.b.path, into: plainFolder) + ["--no-cache"]
    #expect(try AssetCatExecutable.run(plain).status == 0)
    let r = try AssetCatExecutable.run(first)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(FaultFixture.contents(.actool, in: out).first == FaultFixture.contents(.actool, in: plainFolder).first)
  }
}

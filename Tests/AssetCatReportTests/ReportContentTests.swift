import AssetCatReport
import Foundation
import Testing

@Suite("assetcat report: what the folder holds")
struct ReportContentTests {
  @Test func sameInputGivesByteIdenticalFolder() async throws {
    let a = try await ReportFixture.report([ReportFixture.sample])
    let b = try await ReportFixture.report([ReportFixture.sample])
    let fm = FileManager.default
    let filesA = try fm.subpathsOfDirectory(atPath: a).sorted(), filesB = try fm.subpathsOfDirectory(atPath: b).sorted()
    #expect(filesA == filesB)
    for f in filesA where !f.hasSuffix("thumbs") {
      #expect(fm.contents(atPath: a + "/" + f) == fm.contents(atPath: b + "/" + f), "\(f) differs")
    }
  }

  @Test func pageNeedsNothingFromTheNetwork() async throws {
    let folder = try await ReportFixture.report([ReportFixture.sample])
    let html = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
    #expect(!html.contains("http://") && !html.contains("https://"))
    #expect(!html.contains("<link"))
    #expect(!html.contains("<script src"))
  }

  @Test func everyAssetIsInTheDataWithItsSlots() async throws {
    let folder = try await ReportFixture.report([ReportFixture.sample])
    let data = try ReportFixture.embeddedData(folder)
    let assets = try #require(data["assets"] as? [[String: Any]])
    #expect(assets.compactMap { $0["name"] as? String } == (try ReportFixture.assetNames([ReportFixture.sample])))
    let logo = try #require(assets.first { $0["name"] as? String == "Logo" })
    #expect(((logo["slots"] as? [Any])?.count ?? 0) > 1)
  }

  @Test func vectorSlotsAreDrawnToPNG() async throws {
    let folder = try await ReportFixture.report([ReportFixture.sample])
    let assets = try #require(try ReportFixture.embeddedData(folder)["assets"] as? [[String: Any]])
    for name in ["VectorIcon", "SVGIcon"] {
      let asset = try #require(assets.first { $0["name"] as? String == name })
      let slot = try #require((asset["slots"] as? [[String: Any]])?.first)
      let thumb = try #require(slot["thumb"] as? String, "\(name) has no thumbnail")
      #expect(thumb.hasSuffix(".png"))
      let bytes = try #require(FileManager.default.contents(atPath: folder + "/" + thumb))
      #expect(bytes.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }
  }

  /// Light and dark for one device: the dark request gets the dark slot when the asset has one.
  @Test func devicePicksFollowTheResolver() async throws {
    let folder = try await ReportFixture.report([ReportFixture.sample])
    let data = try ReportFixture.embeddedData(folder)
    let devices = try #require(data["devices"] as? [[String: Any]])
    let phone = try #require(devices.first { $0["name"] as? String == "iPhone 15 Pro" })
    let requests = try #require(phone["requests"] as? [Int])
    let assets = try #require(data["assets"] as? [[String: Any]])
    let logo = try #require(assets.first { $0["name"] as? String == "Logo" })
    let slots = try #require(logo["slots"] as? [[String: Any]])
    let picks = try #require(logo["picks"] as? [Int])
    let light = picks[requests[0]], dark = picks[requests[1]]
    #expect(light >= 0 && dark >= 0)
    #expect(!(slots[light]["traits"] as? String ?? "").contains("style=dark"))
    #expect((slots[dark]["traits"] as? String ?? "").contains("style=dark"))
  }

  /// Writing again over a report replaces it; over any other non-empty folder, nothing is touched.
  @Test func refusesAFolderThatIsNotAReport() async throws {
    let folder = try ReportFixture.temporaryFolder()
    try FileManager.default.createDirectory(atPath: folder + "/thumbs", withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/thumbs/keep.txt"))
    await #expect(throws: ReportError.self) {
      _ = try await ReportGenerator.write(ReportOptions(sources: [ReportFixture.sample], output: folder, jobs: 1))
    }
    #expect(FileManager.default.fileExists(atPath: folder + "/thumbs/keep.txt"))
    let report = try await ReportFixture.report([ReportFixture.sample])
    _ = try await ReportGenerator.write(ReportOptions(sources: [ReportFixture.sample], output: report, jobs: 1))
  }

  @Test func unreadableSourceIsAnError() async throws {
    let folder = try ReportFixture.temporaryFolder()
    await #expect(throws: ReportError.self) {
      _ = try await ReportGenerator.write(
        ReportOptions(sources: [folder + "/missing.xcassets"], output: folder + "/r", jobs: 1))
    }
  }
}

import AssetCatCore
import AssetCatTestSupport
import AssetCatValidation
import Foundation
import Testing

/// Real catalogs, read in place: the repository's slice always, the full corpora when
/// `ASSETCAT_CORPORA` names them. No errors, with every bitmap decoded. Their warnings are real
/// (off-by-one sizes across scales, AC021) and notes are empty slots (AC013).
@Suite("Corpora")
struct CorpusTests {
  /// The catalogs of the full corpora this suite expects to find.
  static let fullCatalogs: [String] = [
    "Ranchero-Software__NetNewsWire/Mac/Resources/Assets.xcassets",
    "Ranchero-Software__NetNewsWire/iOS/Resources/Assets.xcassets",
    "Ranchero-Software__NetNewsWire/Widget/Assets.xcassets",
    "element-hq__element-ios/Riot/Assets/Images.xcassets",
    "element-hq__element-ios/Riot/Assets/SharedImages.xcassets",
    "element-hq__element-ios/Variants/Alpha/Riot/Assets/SharedImages.xcassets",
  ]

  @Test(arguments: Corpora.vendoredCatalogs)
  func noErrorsWithEveryBitmapDecoded(_ catalog: String) async throws {
    try await Self.expectNoErrors(catalog)
  }

  @Test(Corpora.needed, arguments: fullCatalogs)
  func fullCorpusHasNoErrorsWithEveryBitmapDecoded(_ catalog: String) async throws {
    try await Self.expectNoErrors(try Corpora.full(catalog))
  }

  static func expectNoErrors(_ path: String) async throws {
    let r = try await Validation.run([path], ValidationOptions(decode: true))
    #expect(
      r.errorCount == 0, "\(r.diagnostics.filter { $0.severity == .error }.prefix(5).map { $0.textLine() })")
    // AC021 is a warning, never an error (SPEC §6), however many there are.
    #expect(r.diagnostics.filter { $0.code == .AC021 }.allSatisfy { $0.severity == .warning })
  }

  @Test func theSliceHoldsEveryCatalogOfItsProjects() throws {
    try #require(Corpora.vendoredCatalogs.count >= 3, "the slice in \(Corpora.vendoredRoot)")
  }

  @Test(arguments: [
    Corpora.vendored("Ranchero-Software__NetNewsWire/Mac/Resources/Assets.xcassets")
  ])
  func outputIsTheSameWhateverTheParallelism(_ catalog: String) async throws {
    let one = try await Validation.run([catalog], ValidationOptions(decode: true, matrix: .allDevices, jobs: 1))
    let many = try await Validation.run([catalog], ValidationOptions(decode: true, matrix: .allDevices, jobs: 8))
    let text = TextFormatter()
    #expect(text.format(one) == text.format(many))
    #expect(!one.diagnostics.isEmpty)
  }

  @Test(Corpora.needed)
  func outputIsTheSameWhateverTheParallelismOnTheFullCorpus() async throws {
    let catalog = try Corpora.full(Self.fullCatalogs[3])
    let one = try await Validation.run([catalog], ValidationOptions(decode: true, matrix: .allDevices, jobs: 1))
    let many = try await Validation.run([catalog], ValidationOptions(decode: true, matrix: .allDevices, jobs: 8))
    let text = TextFormatter()
    #expect(text.format(one) == text.format(many))
    #expect(!one.diagnostics.isEmpty)
  }
}

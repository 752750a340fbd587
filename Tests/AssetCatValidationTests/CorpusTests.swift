import AssetCatCore
import AssetCatValidation
import Foundation
import Testing

/// The real catalogs under ../shared/corpora (read in place): no errors, with every bitmap
/// decoded. Their warnings are real (off-by-one sizes across scales, AC021) and notes are empty
/// slots (AC013).
@Suite("Corpora")
struct CorpusTests {
  static let catalogs: [String] = [
    "Ranchero-Software__NetNewsWire/Mac/Resources/Assets.xcassets",
    "Ranchero-Software__NetNewsWire/iOS/Resources/Assets.xcassets",
    "Ranchero-Software__NetNewsWire/Widget/Assets.xcassets",
    "element-hq__element-ios/Riot/Assets/Images.xcassets",
    "element-hq__element-ios/Riot/Assets/SharedImages.xcassets",
    "element-hq__element-ios/Variants/Alpha/Riot/Assets/SharedImages.xcassets",
  ]

  static var available: Bool { FileManager.default.fileExists(atPath: Repo.corpora.path) }

  @Test(.enabled(if: available, "the corpora are not beside the repository"), arguments: catalogs)
  func noErrorsWithEveryBitmapDecoded(_ catalog: String) async throws {
    let r = try await Validation.run([Repo.corpora.appendingPathComponent(catalog).path], ValidationOptions(decode: true))
    #expect(r.errorCount == 0, "\(r.diagnostics.filter { $0.severity == .error }.prefix(5).map { TextFormatter().line($0) })")
    // AC021 is a warning, never an error (SPEC §6), however many there are.
    #expect(r.diagnostics.filter { $0.code == .AC021 }.allSatisfy { $0.severity == .warning })
  }

  @Test(.enabled(if: available, "the corpora are not beside the repository"))
  func outputIsTheSameWhateverTheParallelism() async throws {
    let catalog = Repo.corpora.appendingPathComponent(Self.catalogs[3]).path
    let one = try await Validation.run([catalog], ValidationOptions(decode: true, matrix: .allDevices, jobs: 1))
    let many = try await Validation.run([catalog], ValidationOptions(decode: true, matrix: .allDevices, jobs: 8))
    let text = TextFormatter()
    #expect(text.format(one) == text.format(many))
    #expect(!one.diagnostics.isEmpty)
  }
}

import AssetCatCore
import AssetCatImaging
import AssetCatSource
import AssetCatTestSupport
import AssetCatValidation
import Foundation
import Testing

/// Bounded work: every check is linear or n·log n in a set's entries, and the limits
/// of `SourceLimits` stop what no real catalog reaches with AC001.
@Suite("large sets and limits")
struct LargeSetTests {
  static func entries(_ n: Int) -> String {
    let one = #"{"idiom":"universal","filename":"a.png","scale":"2x"}"#
    return #"{"images":["# + Array(repeating: one, count: n).joined(separator: ",\n")
      + #"],"info":{"version":1,"author":"xcode"}}"#
  }

  static func validate(_ catalog: FixtureCatalog) async throws -> [Diagnostic] {
    let read = try SourceCatalogReader.read(paths: [catalog.path], options: .init(inspector: .imaging))
    return await Validator.validate(ValidationInput(read), options: ValidationOptions()).diagnostics
  }

  /// 20,000 entries in one set, every one the same slot: the scale check compared every pair
  /// (88 s); each entry's finding looked its line up with a scan. Now it takes a few seconds.
  @Test func twentyThousandEntriesValidate() async throws {
    let catalog = try FixtureCatalog()
    try catalog.contents("Big.imageset", Self.entries(20_000))
    try catalog.png("Big.imageset/a.png", width: 4, height: 4)
    let found = try await Self.validate(catalog)
    #expect(found.filter { $0.code == .AC012 }.count == 19_999)
    #expect(!found.contains { $0.code == .AC001 })
  }

  @Test func tooManyEntriesIsAC001() async throws {
    let catalog = try FixtureCatalog()
    try catalog.contents("Big.imageset", Self.entries(SourceLimits.maxEntries + 1))
    try catalog.png("Big.imageset/a.png", width: 4, height: 4)
    let found = try await Self.validate(catalog)
    #expect(found.contains { $0.code == .AC001 && $0.message.contains("over the limit of 100000") })
    #expect(!found.contains { $0.code == .AC012 })
  }

  @Test func tooLargeContentsJSONIsAC001() async throws {
    let catalog = try FixtureCatalog()
    let json = Data(#"{"images":[],"info":{"version":1,"author":"xcode"}}"#.utf8)
    try catalog.write("Big.imageset/Contents.json", json + Data(repeating: 0x20, count: SourceLimits.maxContentsBytes))
    let found = try await Self.validate(catalog)
    #expect(found.contains { $0.code == .AC001 && $0.message.contains("over the limit of 16 MiB") })
  }

  @Test func foldersNestedTooDeepAreAC001() async throws {
    let catalog = try FixtureCatalog()
    let deep = (0...SourceLimits.maxFolderDepth).map { "g\($0)" }.joined(separator: "/")
    try catalog.mkdir(deep)
    let found = try await Self.validate(catalog)
    #expect(found.contains { $0.code == .AC001 && $0.message.contains("nested more than 64 deep") })
    let shallow = try FixtureCatalog()
    try shallow.mkdir((1..<SourceLimits.maxFolderDepth).map { "g\($0)" }.joined(separator: "/"))
    #expect(try await !Self.validate(shallow).contains { $0.code == .AC001 })
  }
}

import Foundation
import Testing

/// Golden files under Tests/AssetCatValidationTests/Golden. Re-recorded only with
/// `RECORD_SNAPSHOTS=1`; a failing comparison never rewrites the file.
enum Golden {
  static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

  static func assertMatches(
    _ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = Repo.golden.appendingPathComponent(name)
    if recording {
      try Data(actual.utf8).write(to: url)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record("golden file \(name) is missing; record it with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
      return
    }
    #expect(actual == expected, "output differs from Golden/\(name)", sourceLocation: sourceLocation)
  }
}

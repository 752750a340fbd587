import AssetCatCore
import AssetCatPipeline
import AssetCatSource
import AssetCatValidation
import Foundation
import Testing

/// The order `BuildPipeline` runs a job in, through a job that records what it was asked: a fast
/// run is kept only when everything about it passed, and is otherwise redone in order without a
/// word of it reaching the user.
@Suite("BuildPipeline: read, check, build, put in place")
struct BuildPipelineTests {
  /// What the recording job was asked, in order.
  final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []
    func add(_ entry: String) { lock.withLock { entries.append(entry) } }
    var all: [String] { lock.withLock { entries } }
  }

  struct Staged: StagedOutputs {
    var decodedFiles: Set<String> = []
    var unusable: [Diagnostic] = []
  }

  struct Failure: Error {}

  /// A job over an empty catalog whose check, staging and commit do what the test says.
  struct RecordingJob: BuildJob {
    var log = Log()
    var catalog: String
    var buildsBesideCheck = true
    var checksImageData = true
    /// Errors the check finds, on a fast run (image data not inflated) and on the run in order.
    var fastErrors = 0
    var orderedErrors = 0
    /// Renditions the writer cannot use, on a fast run and in order.
    var fastUnusable = 0
    var orderedUnusable = 0
    var stagingFails = false
    var commitFails = false

    func read(checkingImageData: Bool) throws -> Bool {
      log.add("read \(checkingImageData ? "checked" : "fast")")
      return checkingImageData
    }

    func source(of read: Bool) -> SourceReadResult {
      (try? SourceCatalogReader.read(paths: [catalog])) ?? { fatalError("the empty catalog reads") }()
    }

    func check(_ read: Bool) async -> ValidationReport {
      log.add("check")
      let errors = read ? orderedErrors : fastErrors
      let found = (0..<errors).map { Diagnostic(.AC001, severity: .error, "error \($0)", path: catalog) }
      return ValidationReport(catalogs: [catalog], diagnostics: found)
    }

    func stage(_ read: Bool) throws -> Staged {
      log.add("stage")
      if stagingFails { throw Failure() }
      let unusable = read ? orderedUnusable : fastUnusable
      return Staged(unusable: (0..<unusable).map { Diagnostic(.AC020, "unusable \($0)", path: catalog) })
    }

    func commit(_ staged: Staged, read: Bool) throws -> String {
      log.add("commit")
      if commitFails { throw Failure() }
      return "in place"
    }
  }

  static func job(_ configure: (inout RecordingJob) -> Void = { _ in }) throws -> RecordingJob {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "assetcat-pipeline-\(UUID().uuidString).xcassets")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(#"{"info":{"version":1,"author":"xcode"}}"#.utf8).write(to: folder.appendingPathComponent("Contents.json"))
    var job = RecordingJob(catalog: folder.path)
    configure(&job)
    return job
  }

  /// Runs `job`; the outcome's case name and how often the findings were told.
  static func run(_ job: RecordingJob) async -> (outcome: String, told: Int) {
    let told = Log()
    let outcome = await BuildPipeline(job: job, jobs: 1) { _ in told.add("told") }.run()
    try? FileManager.default.removeItem(atPath: job.catalog)
    let name: String
    switch outcome {
    case .unreadable: name = "unreadable"
    case .rejected: name = "rejected"
    case .unusable: name = "unusable"
    case .failed: name = "failed"
    case .built(let value, _, _): name = value
    }
    return (name, told.all.count)
  }

  @Test("a clean fast run is kept: read once without the image-data check, staged beside the check, committed")
  func cleanFastRunIsKept() async throws {
    let job = try Self.job()
    let (outcome, told) = await Self.run(job)
    #expect(outcome == "in place")
    #expect(told == 1)
    #expect(job.log.all.first == "read fast")
    #expect(Set(job.log.all) == ["read fast", "check", "stage", "commit"])
    #expect(job.log.all.last == "commit")
  }

  @Test("errors in the check: the fast run is dropped and redone in order; nothing is staged after the check fails")
  func errorsRedoInOrder() async throws {
    let job = try Self.job { ($0.fastErrors, $0.orderedErrors) = (1, 1) }
    let (outcome, told) = await Self.run(job)
    #expect(outcome == "rejected")
    #expect(told == 1)  // the fast run's findings are never told
    #expect(job.log.all.suffix(2) == ["read checked", "check"])
    #expect(!job.log.all.contains("commit"))
  }

  @Test("a rendition the fast run's writer could not use: redone in order, where the check or the writer says why")
  func unusableRedoesInOrder() async throws {
    let job = try Self.job { ($0.fastUnusable, $0.orderedUnusable) = (1, 1) }
    let (outcome, told) = await Self.run(job)
    #expect(outcome == "unusable")
    #expect(told == 1)
    #expect(job.log.all.suffix(3) == ["read checked", "check", "stage"])
    #expect(!job.log.all.contains("commit"))
  }

  @Test("a staging failure on the fast run is redone in order, and in order it is a failure with nothing committed")
  func stagingFailure() async throws {
    let job = try Self.job { $0.stagingFails = true }
    let (outcome, _) = await Self.run(job)
    #expect(outcome == "failed")
    #expect(job.log.all.suffix(3) == ["read checked", "check", "stage"])
    #expect(!job.log.all.contains("commit"))
  }

  @Test("a commit that fails after a clean fast run is a failure, not a second build")
  func commitFailure() async throws {
    let job = try Self.job { $0.commitFails = true }
    let (outcome, told) = await Self.run(job)
    #expect(outcome == "failed")
    #expect(told == 1)
    #expect(job.log.all.filter { $0 == "stage" }.count == 1)
  }

  @Test("a job that does not build beside the check runs in order only, with its own image-data choice")
  func inOrderOnly() async throws {
    let job = try Self.job { ($0.buildsBesideCheck, $0.checksImageData) = (false, false) }
    let (outcome, told) = await Self.run(job)
    #expect(outcome == "in place")
    #expect(told == 1)
    #expect(job.log.all == ["read fast", "check", "stage", "commit"])
  }

  @Test("an unreadable catalog: nothing checked, staged or told")
  func unreadable() async throws {
    struct Unreadable: BuildJob {
      var buildsBesideCheck: Bool { false }
      var checksImageData: Bool { true }
      func read(checkingImageData: Bool) throws -> Bool { throw Failure() }
      func source(of read: Bool) -> SourceReadResult { fatalError("never read") }
      func check(_ read: Bool) async -> ValidationReport { fatalError("never checked") }
      func stage(_ read: Bool) throws -> Staged { fatalError("never staged") }
      func commit(_ staged: Staged, read: Bool) throws {}
    }
    let told = Log()
    let outcome = await BuildPipeline(job: Unreadable(), jobs: 1) { _ in told.add("told") }.run()
    guard case .unreadable = outcome else {
      Issue.record("expected unreadable")
      return
    }
    #expect(told.all.isEmpty)
  }
}

import AssetCatParallel
import AssetCatSource
import AssetCatValidation

/// Read → check → build → put in place, once, for every build assetcat makes (`compile -o
/// X.assetcat`, `compile -o X.car`, `actool`): the commands are adapters that turn a
/// ``BuildOutcome`` into their output and exit status.
///
/// A job that ``BuildJob/buildsBesideCheck`` is first run fast: its catalogs read without
/// inflating PNG image data, its outputs made on a thread of their own while the check runs, and
/// kept only when the check passes, the writer used every rendition and every PNG it did not
/// decode itself is intact. Otherwise nothing of the fast run is kept or said, and the job runs
/// in order (with the image-data check unless the job's check decodes every pixel itself), so
/// that what it says is what it always says.
public struct BuildPipeline<Job: BuildJob>: Sendable {
  public var job: Job
  /// Parallel workers for the image-data check of the PNGs the writer did not decode.
  public var jobs: Int
  /// Told the findings once they are final, before any output is put in place (a command prints
  /// them then, ahead of the writer's progress); never for a fast run that is redone.
  public var onChecked: (@Sendable (ValidationReport) -> Void)?

  public init(job: Job, jobs: Int, onChecked: (@Sendable (ValidationReport) -> Void)? = nil) {
    self.job = job
    self.jobs = jobs
    self.onChecked = onChecked
  }

  public func run() async -> BuildOutcome<Job> {
    if job.buildsBesideCheck, let outcome = await runBuildingBesideCheck() { return outcome }
    return await runInOrder()
  }

  /// Read (inflating PNG image data as ``BuildJob/checksImageData`` says), check, and only then
  /// make the outputs.
  func runInOrder() async -> BuildOutcome<Job> {
    let read: Job.Read
    do { read = try job.read(checkingImageData: job.checksImageData) } catch { return .unreadable(error) }
    let report = await job.check(read)
    onChecked?(report)
    guard report.errorCount == 0 else { return .rejected(report, read) }
    let staged: Job.Staged
    do { staged = try job.stage(read) } catch { return .failed(error, report, read) }
    guard staged.unusable.isEmpty else { return .unusable(staged, report, read) }
    return commit(staged, read, report)
  }

  /// The fast run; `nil` when it is to be redone in order (nothing was put in place or said).
  func runBuildingBesideCheck() async -> BuildOutcome<Job>? {
    guard let read = try? job.read(checkingImageData: false) else { return nil }
    let gate = CheckGate()
    let (job, jobs) = (self.job, self.jobs)
    async let made = OwnThread.run { () -> Job.Staged? in
      let staged = try? job.stage(read)
      guard gate.waitPassed(), let staged, staged.unusable.isEmpty else { return nil }
      return job.source(of: read).imageDataIsDamaged(besides: staged.decodedFiles, jobs: jobs) ? nil : staged
    }
    let report = await job.check(read)
    gate.open(passed: report.errorCount == 0)
    guard let staged = await made, report.errorCount == 0 else { return nil }
    onChecked?(report)
    return commit(staged, read, report)
  }

  func commit(_ staged: Job.Staged, _ read: Job.Read, _ report: ValidationReport) -> BuildOutcome<Job> {
    do { return .built(try job.commit(staged, read: read), report, read) } catch { return .failed(error, report, read) }
  }
}

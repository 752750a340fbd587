import AssetCatCore
import AssetCatValidation

/// How a ``BuildPipeline`` run ended. Every case but `unreadable` carries the check's findings
/// and the catalogs as read.
public enum BuildOutcome<Job: BuildJob> {
  /// The catalogs could not be read; nothing was checked or written.
  case unreadable(any Error)
  /// The check found errors; nothing was written.
  case rejected(ValidationReport, Job.Read)
  /// The writer could not use some renditions (`Job.Staged.unusable`, AC020 and AC024 errors); nothing
  /// was written.
  case unusable(Job.Staged, ValidationReport, Job.Read)
  /// Making the outputs or putting them in place failed; the destinations are as they were.
  case failed(any Error, ValidationReport, Job.Read)
  /// Every output is in place.
  case built(Job.Committed, ValidationReport, Job.Read)

  /// The check's findings, when the catalogs were read.
  public var report: ValidationReport? {
    switch self {
    case .unreadable: nil
    case .rejected(let r, _), .unusable(_, let r, _), .failed(_, let r, _), .built(_, let r, _): r
    }
  }

  /// The catalogs as read, when they were.
  public var read: Job.Read? {
    switch self {
    case .unreadable: nil
    case .rejected(_, let r), .unusable(_, _, let r), .failed(_, _, let r), .built(_, _, let r): r
    }
  }
}

import AssetCatCore
import AssetCatFileSystem
import AssetCatSource
import AssetCatValidation
import Foundation

/// `assetcat report`: a folder with `index.html` and `thumbs/` that opens from disk with no
/// server and no network. The page's data is embedded as JSON in a script element (a `file://`
/// page cannot fetch a JSON file), thumbnails are relative files, and nothing is loaded from
/// elsewhere. Same input, byte-identical folder.
public enum ReportGenerator {
  public struct Summary: Sendable, Hashable {
    public var assets: Int
    public var thumbnails: Int
    public var errors: Int
    public var warnings: Int

    /// `validate`'s exit code for the same findings: 1 when there are errors, or warnings with
    /// `strict`; else 0.
    public func exitCode(strict: Bool) -> Int32 {
      ValidationReport.exitCode(errors: errors, warnings: warnings, strict: strict)
    }
  }

  public static func write(_ options: ReportOptions) async throws(ReportError) -> Summary {
    let input: ValidationInput
    do { input = try ValidationInput.read(paths: options.sources, jobs: options.jobs) } catch {
      throw .unreadable(error.description)
    }
    var validation = ValidationOptions(limits: options.limits, jobs: options.jobs)
    if let progress = options.progress { validation.progress = { progress("checking", $0, $1) } }
    let report = await Validator.validate(input, options: validation)
    var builder = ReportBuilder(platforms: CoverageMatrix.devicePlatforms(of: input, platform: options.platform))
    var document = builder.document(input: input, report: report)
    document.sizes = options.sizes

    let folder = options.output
    let thumbs = folder + "/thumbs"
    let fm = FileManager.default
    try requireReportFolder(folder, sources: options.sources)
    do {
      try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
      if fm.fileExists(atPath: thumbs) { try fm.removeItem(atPath: thumbs) }  // no stale thumbnails
      try fm.createDirectory(atPath: thumbs, withIntermediateDirectories: true)
    } catch { throw .io("cannot create '\(thumbs)': \(error.localizedDescription)") }
    let written = ThumbnailWriter.write(builder.thumbnails, into: folder, options: options)
    for a in document.assets.indices {
      for s in document.assets[a].slots.indices where document.assets[a].slots[s].thumb.map(written.contains) == false {
        document.assets[a].slots[s].thumb = nil
      }
    }
    let html = try ReportPage.html(document)
    do { try Data(html.utf8).write(to: URL(fileURLWithPath: folder + "/index.html"), options: .atomic) } catch {
      throw .io("cannot write '\(folder)/index.html': \(error.localizedDescription)")
    }
    return Summary(
      assets: document.assets.count, thumbnails: written.count, errors: report.errorCount,
      warnings: report.warningCount)
  }
}

extension ReportGenerator {
  /// The output must be missing, empty, or an earlier report (its thumbs/ is replaced): a report
  /// written over another folder would delete that folder's thumbs/.
  static func requireReportFolder(_ folder: String, sources: [String]) throws(ReportError) {
    if let problem = OutputPath.folderProblem(folder, inputFolders: sources) { throw .io("refused output: \(problem)") }
    let fm = FileManager.default
    guard let entries = try? fm.contentsOfDirectory(atPath: folder), !entries.isEmpty else { return }
    let index = try? String(contentsOfFile: folder + "/index.html", encoding: .utf8)
    if index?.contains(#"<script type="application/json" id="report-data">"#) != true {
      throw .io("'\(folder)' is neither empty nor an earlier report; choose a new folder")
    }
  }
}

/// Why no report was written.
public enum ReportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A source catalog could not be read at all.
  case unreadable(String)
  case io(String)

  public var description: String {
    switch self {
    case .unreadable(let s), .io(let s): s
    }
  }
}

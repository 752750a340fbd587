import Foundation
import Testing

/// The examples of Examples/ are files users copy: they must parse and call assetcat the way
/// assetcat works.
@Suite("Examples")
struct ExamplesTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The workflow as JSON, parsed by PyYAML (Debian's python3-yaml, installed by CI).
  static func workflow() throws -> [String: Any] {
    let path = repository.appendingPathComponent("Examples/github-actions/assetcat.yml").path
    let r = try AssetCatExecutable.run(
      URL(fileURLWithPath: "/usr/bin/python3"),
      ["-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))", path])
    #expect(r.status == 0, "\(r.stderr)")
    return try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any] ?? [:]
  }

  @Test func githubWorkflowValidatesToSARIFAndUploadsIt() throws {
    let w = try Self.workflow()
    let jobs = try #require(w["jobs"] as? [String: Any])
    let steps = try #require((jobs["validate"] as? [String: Any])?["steps"] as? [[String: Any]])
    let validate = try #require(steps.first { ($0["run"] as? String)?.contains("assetcat validate") == true })
    let command = try #require(validate["run"] as? String)
    #expect(command.contains("--format sarif"))
    let upload = try #require(
      steps.first { ($0["uses"] as? String)?.hasPrefix("github/codeql-action/upload-sarif@") == true })
    let file = try #require((upload["with"] as? [String: Any])?["sarif_file"] as? String)
    #expect(command.hasSuffix("> \(file)"))
    #expect(upload["if"] as? String == "always()")
    #expect((w["permissions"] as? [String: Any])?["security-events"] as? String == "write")
  }

  /// The workflow installs the release tarball `make dist` names (scripts/dist.sh), checks it against
  /// the release's sums, and builds nothing: no Swift toolchain in the job.
  @Test func githubWorkflowInstallsAReleaseArtifact() throws {
    let w = try Self.workflow()
    let job = try #require((w["jobs"] as? [String: Any])?["validate"] as? [String: Any])
    let runs = (job["steps"] as? [[String: Any]] ?? []).compactMap { $0["run"] as? String }
    #expect(!runs.contains { $0.contains("swift build") })
    #expect(!(job["container"] as? String ?? "").hasPrefix("swift:"))
    let install = try #require(runs.first { $0.contains("SHA256SUMS") })
    #expect(install.contains("assetcat-$ASSETCAT_VERSION-linux-x86_64"))
    #expect(install.contains("$name.tar.gz"))
    #expect(install.contains("sha256sum --ignore-missing -c SHA256SUMS"))
  }

  /// The workflow's validate line, run here: SARIF on stdout.
  @Test func githubWorkflowCommandWritesSARIF() throws {
    let sample = Self.repository.appendingPathComponent("SampleAssets/Demo.xcassets").path
    let r = try AssetCatExecutable.run(["validate", sample, "--format", "sarif", "--quiet"])
    #expect(r.status == 0)
    let sarif = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
    #expect(sarif?["version"] as? String == "2.1.0")
  }
}

import Foundation

/// Scratch paths for tests, all under one folder per test process
/// (`$TMPDIR/assetcat-tests-<pid>`). The first use removes the folders of earlier test processes
/// that have exited, so what tests leave behind is one run's worth, never an ever-growing /tmp.
public enum ScratchDirectory {
  static let prefix = "assetcat-tests-"

  /// This process's folder (created on first use, after the sweep of exited processes' ones).
  public static let root: URL = {
    let tmp = FileManager.default.temporaryDirectory
    for name in (try? FileManager.default.contentsOfDirectory(atPath: tmp.path)) ?? [] where name.hasPrefix(prefix) {
      guard let pid = Int32(name.dropFirst(prefix.count)), pid != getpid(), !isRunning(pid) else { continue }
      try? FileManager.default.removeItem(at: tmp.appendingPathComponent(name))
    }
    let root = tmp.appendingPathComponent("\(prefix)\(getpid())")
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return root
  }()

  /// A new path in this process's folder: `<name>-<UUID><suffix>` (not created).
  public static func path(_ name: String, suffix: String = "") -> URL {
    root.appendingPathComponent("\(name)-\(UUID().uuidString)\(suffix)")
  }

  static func isRunning(_ pid: Int32) -> Bool { kill(pid, 0) == 0 || errno == EPERM }
}

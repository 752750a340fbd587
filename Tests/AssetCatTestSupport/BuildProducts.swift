import Foundation

/// Files the build writes beside the test bundle (`.build/debug/…`).
public enum BuildProducts {
  /// The first executable `name` in the test bundle's folder or up to three folders above it.
  public static func url(_ name: String) -> URL {
    var dir = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = dir.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      dir.deleteLastPathComponent()
    }
    return Bundle.main.bundleURL.appendingPathComponent(name)
  }

  /// The `assetcat` executable of this build.
  public static var assetcat: URL { url("assetcat") }
}

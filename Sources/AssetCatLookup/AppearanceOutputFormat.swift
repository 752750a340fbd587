/// How an appearance answer is written.
public enum AppearanceOutputFormat: Sendable {
  case text, json
  /// One compact JSON document per line (`--batch`).
  case jsonLines
}

/// Output formats of the query commands.
public enum OutputFormat: String, CaseIterable, Sendable {
  case text, json
}

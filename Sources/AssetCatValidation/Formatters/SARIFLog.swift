/// The subset of SARIF 2.1.0 that `validate --format sarif` writes, as `Codable` values.
/// Field names are SARIF's (OASIS SARIF 2.1.0, §3).
struct SARIFLog: Codable, Equatable {
  var schema: String
  var version: String
  var runs: [Run]

  enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case version, runs
  }

  static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  struct Run: Codable, Equatable {
    var tool: Tool
    var results: [Result]
    var columnKind: String?
  }

  struct Tool: Codable, Equatable {
    var driver: Driver
  }

  struct Driver: Codable, Equatable {
    var name: String
    var version: String
    var semanticVersion: String?
    var informationUri: String
    var rules: [Rule]
  }

  struct Rule: Codable, Equatable {
    var id: String
    var name: String
    var shortDescription: Message
    var defaultConfiguration: Configuration
  }

  struct Configuration: Codable, Equatable {
    var level: String
  }

  struct Message: Codable, Equatable {
    var text: String
  }

  struct Result: Codable, Equatable {
    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Message
    var locations: [Location]
    var properties: Properties?
  }

  struct Properties: Codable, Equatable {
    var asset: String?
  }

  struct Location: Codable, Equatable {
    var physicalLocation: PhysicalLocation
  }

  struct PhysicalLocation: Codable, Equatable {
    var artifactLocation: ArtifactLocation
    /// Only when the finding has a line: SARIF forbids an empty region.
    var region: Region?
  }

  struct ArtifactLocation: Codable, Equatable {
    var uri: String
  }

  struct Region: Codable, Equatable {
    var startLine: Int
    var startColumn: Int?
  }
}

import AssetCatCore
import Foundation

/// Who wrote a report (JSON and SARIF carry it).
public struct ToolInfo: Sendable, Hashable {
  public var name: String
  public var version: String
  public var informationURI: String
  public init(name: String, version: String, informationURI: String) {
    self.name = name
    self.version = version
    self.informationURI = informationURI
  }

  /// assetcat itself. The URI is a placeholder until the project has a public home.
  public static let assetcat = ToolInfo(
    name: "assetcat", version: "0.1.0", informationURI: "https://github.com/assetcat/assetcat")
}

import AssetCatFileSystem
import AssetCatLookup

/// `assetcat devices`.
public enum DevicesCommandLogic {
  public static func run(format: OutputFormat, output: CommandOutput = .standard) -> Int32 {
    switch format {
    case .json: output.out(DeviceListing.json().serialized(pretty: true) + "\n")
    case .text: output.out(DeviceListing.text())
    }
    return 0
  }
}

/// assetcat's version: `--version`, the compile stamp's fingerprint, actool's dependency info.
public enum AssetCatVersion {
  public static let current = "0.1.0"
}

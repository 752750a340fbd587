/// What `actool --version` reports. Build systems read these to decide which options to pass
/// (swift-build fails its setup when they are missing); assetcat reports the numbers of the
/// actool whose outputs it follows, Xcode 26.3's (bundle 24506, as mcfans/actool records it),
/// since it accepts that actool's options.
public enum ActoolVersion {
  public static let bundleVersion = "24506"
  public static let shortBundleVersion = "26.3"
}

/// The container facts in which a car may differ from Apple's for the same catalog and still have
/// its shape, each with its reason. Everything else is a real difference.
public enum AcceptedDifferences {
  /// (path, reason), a path ending in `*` standing for every path it starts.
  public static let list: [(path: String, reason: String)] = [
    ("CARHEADER.storageTimestamp", "the time of the build"),
    ("CARHEADER.uuid", "drawn at random for each build"),
    ("CARHEADER.coreUIVersion", "the version of CoreUI the writing tool links"),
    ("CARHEADER.storageVersion", "the version of the car format the writing tool writes"),
    ("CARHEADER.mainVersion", "the name and version of the writing tool"),
    ("CARHEADER.versionString", "the name and version of the writing tool"),
    ("EXTENDED_METADATA.authoringTool", "the name and version of the writing tool"),
  ]

  /// The reason a difference at `path` is accepted, or `nil`.
  public static func reason(for path: String) -> String? {
    for (p, reason) in list {
      if p.hasSuffix("*") ? path.hasPrefix(p.dropLast()) : path == p { return reason }
    }
    return nil
  }
}

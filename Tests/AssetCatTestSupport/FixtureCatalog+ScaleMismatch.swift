extension FixtureCatalog {
  /// An iPhone-only catalog with one finding on one slot: `Icon`'s 2x is 30×30 pixels where its
  /// 1x and 3x make it 10 points (AC021, a warning, on the 2x entry, `Icon.imageset/icon@2x.png`).
  public static func scaleMismatch() throws -> FixtureCatalog {
    let c = try FixtureCatalog()
    try c.contents(
      "Icon.imageset",
      """
      { "images" : [
          { "idiom" : "iphone", "scale" : "1x", "filename" : "icon.png" },
          { "idiom" : "iphone", "scale" : "2x", "filename" : "icon@2x.png" },
          { "idiom" : "iphone", "scale" : "3x", "filename" : "icon@3x.png" } ],
        "info" : { "author" : "xcode", "version" : 1 } }
      """)
    try c.png("Icon.imageset/icon.png", width: 10, height: 10)
    try c.png("Icon.imageset/icon@2x.png", width: 30, height: 30)
    try c.png("Icon.imageset/icon@3x.png", width: 30, height: 30)
    return c
  }
}

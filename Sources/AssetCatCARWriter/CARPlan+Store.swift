import AssetCatBytes
import AssetCatCAR
import AssetCatCore

extension CARPlan {
  /// The work items that go into the car, in work order: each key once (a later item whose key
  /// an earlier one took is left out, with a message), without the `failed` ones.
  func keptWork(failed: Set<Int>) -> (kept: [Int], skipped: [String]) {
    let format = keyFormat
    var seen: Set<ByteKey> = []
    var kept: [Int] = []
    var skipped: [String] = []
    for (i, w) in work.enumerated() where !failed.contains(i) {
      guard seen.insert(ByteKey(renditionKey(w, format: format))).inserted else {
        skipped.append("\(w.facet): \(w.rendition.file ?? "an entry") has the same car key as an earlier entry")
        continue
      }
      kept.append(i)
    }
    return (kept, skipped)
  }

  /// The car's blocks in Apple's order (`CARContainer`) for the work items `kept` (their records
  /// in that order), and what went in.
  func container(kept: [Int], skipped: [String]) throws -> (CARContainer, CARWriter.Summary) {
    let format = keyFormat
    let written = Set(kept.filter { !work[$0].atlas }.map { work[$0].facet })
    guard written.count < 0xFFFF else { throw CARWriter.WriteError(description: "more than 65,534 assets") }
    let keys = kept.map { renditionKey(work[$0], format: format) }
    let facetRows = try written.sorted().map { name in
      (
        name: Array(name.utf8),
        value: try CARRenditionEncoder.record(
          FacetKey(attributes: [
            .init(.element, Self.element), .init(.part, facets[name] ?? Self.imagePart),
            .init(.identifier, identifiers[name] ?? 0),
          ]))
      )
    }
    let (storedFormat, workaround) = CARKeyFormatWorkaround.split(format, listsPlaceholder: variants.listsPlaceholder)
    let input = CARContainer.Input(
      header: try headerBytes(renditions: kept.count),
      keyFormat: try CARRenditionEncoder.record(storedFormat), keyFormatWorkaround: workaround,
      metadata: try metadataBytes(),
      renditionKeys: keys, facets: facetRows,
      appearances: appearanceRows(used: Set(kept.compactMap { work[$0].values[.appearance] })),
      localizations: locales.map { (name: $0.key, id: $0.value) }.sorted { $0.id < $1.id },
      // No atlas has a BITMAPKEYS value in Apple's cars.
      bitmapKeys: CARBitmapKeys.values(keys: zip(kept, keys).filter { !work[$0.0].atlas }.map(\.1), format: format).map
      { (identifier: UInt32($0.key), value: $0.value) },
      rewritesAppearances: options.xcode.major < 26
    )
    var summary = CARWriter.Summary()
    summary.skipped = (self.skipped + skipped).sorted()
    summary.facets = written.count
    summary.renditions = kept.count
    summary.notes =
      Self.symbolSetNote(written.intersection(kept.lazy.filter { work[$0].kind == .symbol }.map { work[$0].facet })).map
    { [$0] } ?? []
    for i in kept { if let file = work[i].decodedFile { summary.decodedFiles.insert(file) } }
    return (CARContainer(input), summary)
  }

  var keyFormat: CARKeyFormat {
    // Apple's two Mac cars with this key set share both a macOS 10.14 target and the disabled
    // stack fallback; the five without either list the usual set. Either is taken to choose it.
    let oldMac = options.minimumDeploymentTarget.release < (10, 15)
    let iconComposer =
      (options.iconStackFallbackDisabled || oldMac)
      && work.contains {
        if case .iconPiece = $0.source { return true }
        return false
      }
    return CARKeyBuilder.keyFormat(
      for: Set(work.flatMap { $0.values.keys }), mac: keys.isMac, iconComposer: iconComposer,
      beforeXcode15: options.xcode.major < 15)
  }

  /// The RENDITIONS key of `w`: its trait values with the facet's identifier, element and part.
  func renditionKey(_ w: Work, format: CARKeyFormat) -> [UInt8] {
    RenditionKey(values: keyValues(w, format: format)).bytes
  }

  /// The values of `w`'s key in `format`'s order; an atlas's identifier is 0 and its element 9.
  /// (Read from the item's values as they are: a copy with three values set cost 4% of a
  /// rebuild's instructions.)
  func keyValues(_ w: Work, format: CARKeyFormat) -> [UInt16] {
    let identifier = w.atlas ? 0 : identifiers[w.facet] ?? 0
    let element = w.atlas ? Self.atlasElement : Self.element
    return format.attributes.map { a in
      if a == .identifier { return identifier }
      if a == .element { return element }
      if a == .part { return w.part }
      return w.values[a] ?? 0
    }
  }

  func headerBytes(renditions: Int) throws -> [UInt8] {
    try CARRenditionEncoder.record(
      CARHeader(
        coreUIVersion: 918, storageVersion: 17, renditionCount: UInt32(renditions),
        mainVersion: "@(#)PROGRAM:assetcat  PROJECT:assetcat", versionString: options.authoringTool,
        schemaVersion: 2, colorSpaceID: 1, keySemantics: profile.keySemantics))
  }

  func metadataBytes() throws -> [UInt8] {
    try CARRenditionEncoder.record(
      CARExtendedMetadata(
        deploymentPlatformVersion: options.minimumDeploymentTarget.text, deploymentPlatform: profile.metadataPlatform,
        authoringTool: options.authoringTool))
  }

  /// APPEARANCEKEYS: the *any* appearance and each one a rendition uses. With none used, whether
  /// a car still names the *any* appearance depends on the platform, the target and the Xcode
  /// (`options.xcode`), as Apple's cars show: for iOS and tvOS, Xcode 14 to 26 always (iOS 9 to
  /// 17 cars); Xcode 12 and 13 for targets before iOS 13 and from iOS 14.3 on but not for iOS 13
  /// to 14.2; Xcode 11 and earlier never (Xcode 7.3 to 10.1 cars). watchOS and visionOS always;
  /// a Mac car never (Xcode 13.2 to 26.6). `nil`: none.
  func appearanceRows(used: Set<UInt16>) -> [(name: String, id: UInt16)]? {
    guard !used.isEmpty || namesAnyAppearance else { return nil }
    return keys.appearanceIDs.filter { $0.value == 0 || used.contains($0.value) }.map { (name: $0.key, id: $0.value) }
      .sorted { $0.id < $1.id }
  }

  /// Whether a car whose renditions use no appearance has APPEARANCEKEYS all the same.
  var namesAnyAppearance: Bool {
    guard profile.keySemantics == 2 else { return false }
    guard [.iOS, .tvOS].contains(options.platform) else { return true }
    let xcode = options.xcode
    if xcode.major >= 14 { return true }
    if xcode.major < 12 { return false }
    let target = options.minimumDeploymentTarget.release
    return target < (13, 0) || target >= (14, 3)
  }
}

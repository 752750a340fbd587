import AssetCatBytes
import AssetCatCore
import AssetCatFileSystem

/// What a partial build (`CARPartialFile`) must share with the link that uses it: the build of
/// the tool, by the bytes of its executable (not its inode or time, as the rendition cache's
/// `CARCacheTool` takes them: a build farm stages the same binary as a new file on every
/// executor), and every option that the car's bytes depend on.
package enum CARPartialIdentity {
  static let seed: UInt64 = 0x6361_7270_6964_656e  // "carpiden"

  /// The running executable's GNU build ID (`ELFBuildID`: the linker's hash of its bytes),
  /// else the XXH64 of all its bytes; the version alone when it cannot be read. The same for
  /// `compile` and `actool`.
  package static func tool() -> UInt64 {
    guard let exe = RunningExecutable.path else {
      return XXHash64.hash(Array(AssetCatVersion.current.utf8), seed: seed)
    }
    if let id = ELFBuildID.of(exe) { return XXHash64.hash(Array("build-id ".utf8) + id, seed: seed) }
    guard let content = POSIXCalls.contents(exe) else {
      return XXHash64.hash(Array(AssetCatVersion.current.utf8), seed: seed)
    }
    return XXHash64.hash(content, seed: seed)
  }

  /// The options as text, every stored field of `CAROptions` but those that do not change the
  /// records a part holds (`jobs`, `progress`, the rendition cache, the parts themselves, and the
  /// authoring tool, which only the link's header blocks carry, so that `compile`'s parts serve
  /// an `actool` link; the tool's build is `tool`'s to match): each by its
  /// reflected description, which names every field, `keep` by its text form (its traits are a
  /// dictionary, whose order is not stable). A field `CAROptions` gains is covered without a word.
  package static func optionText(_ options: CAROptions) -> String {
    var o = options
    (o.jobs, o.progress, o.cachePath, o.partials, o.keep, o.authoringTool) = (nil, nil, nil, [], nil, "")
    let keep = options.keep.map(\.textForm) ?? "-"
    return Mirror(reflecting: o).children.map { "\($0.label ?? "?")=\(String(reflecting: $0.value))" }
      .joined(separator: "\n") + "\nkeep=\(keep)"
  }

  package static func options(_ options: CAROptions) -> UInt64 {
    XXHash64.hash(Array(optionText(options).utf8), seed: seed)
  }
}

import AssetCatCore
import AssetCatSource

/// `--include-language L` (repeatable): "only compile these localizations". As actool's manual
/// page has it (in the words of a reimplementation checked against it): renditions localized
/// for another language are left out; the development region's are always kept, and so is
/// every rendition that is not localized. Tags compare as normalized (`fr_CA` is `fr-CA`),
/// whole: `fr` does not keep `fr-CA`.
struct IncludedLanguages {
  var languages: Set<String>

  /// `nil` when no language was named (nothing is left out).
  init?(_ options: ActoolOptions) {
    guard !options.includeLanguages.isEmpty else { return nil }
    let named = options.includeLanguages + (options.developmentRegion.map { [$0] } ?? [])
    languages = Set(named.map { LocaleTag.normalize($0) ?? $0 })
  }

  func keeps(_ r: Rendition) -> Bool { r.slot.locale.map(languages.contains) ?? true }

  func filter(_ source: SourceReadResult) -> SourceReadResult {
    source.keepingRenditions { asset in asset.renditions.indices.filter { keeps(asset.renditions[$0]) } }
  }
}

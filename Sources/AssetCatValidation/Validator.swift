import AssetCatCore

/// Runs every check of SPEC §6 that sits on top of the reader and merges the findings with the
/// reader's.
public enum Validator {
  /// The built-in checks, one per diagnostic family (AC050: `AppearanceCheck`). Other modules
  /// can add theirs through `ValidationOptions.additionalChecks`.
  public static let builtInChecks: [any CatalogCheck] = [
    ImageFileCheck(), ScaleCheck(), TemplateCheck(), CoverageCheck(), AppearanceCheck(), AppIconCheck(),
    IconSizeCheck(), SymbolNameCheck(), IconDocumentCheck(),
  ]

  /// Inspects the referenced files (in parallel), runs the checks, and returns the report with
  /// the reader's findings and the checks', sorted.
  public static func validate(_ input: ValidationInput, options: ValidationOptions = .init()) async -> ValidationReport
  {
    let files = await FileInspector.inspect(input, options: options)
    let context = ValidationContext(input: input, options: options, files: files)
    var diagnostics = input.diagnostics
    for check in builtInChecks + options.additionalChecks {
      diagnostics += check.check(context)
    }
    return ValidationReport(catalogs: input.catalogPaths, diagnostics: diagnostics)
  }
}

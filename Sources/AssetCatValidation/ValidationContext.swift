import AssetCatCore

/// What the checks see: the reader's result, what the files turned out to be, and the options.
public struct ValidationContext: Sendable {
  public var input: ValidationInput
  public var options: ValidationOptions
  /// What each referenced image file is, keyed by the path as the user can open it.
  public var files: [String: FileFacts]

  public init(input: ValidationInput, options: ValidationOptions, files: [String: FileFacts]) {
    self.input = input
    self.options = options
    self.files = files
  }

  /// The facts about a rendition's file, when it has one that was inspected.
  public func facts(_ record: AssetRecord, _ rendition: Rendition) -> FileFacts? {
    record.filePath(of: rendition).flatMap { files[$0] }
  }
}

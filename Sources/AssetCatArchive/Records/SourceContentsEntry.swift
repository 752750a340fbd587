import AssetCatBytes

/// One 16-byte entry of `CJSN`: a source catalog's Contents.json file, kept so that `extract`
/// gives back every Contents.json equal to the source. `path` is the file's path relative to the
/// catalog's root (`Contents.json`, `Icons/add.imageset/Contents.json`); `contents` is the file's
/// text as read (UTF-8). Both present.
public struct SourceContentsEntry: FixedSizeByteRecord, Hashable, Sendable {
  public static let byteSize = 16
  public static let contentsOffset = 8
  /// The last component of every path.
  public static let fileName = "Contents.json"

  public var path: StringRef
  public var contents: StringRef

  public init(path: StringRef, contents: StringRef) {
    (self.path, self.contents) = (path, contents)
  }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let at = reader.position
    path = try reader.record()
    contents = try reader.record()
    guard !path.isAbsent, !contents.isAbsent else {
      throw reader.invalid("a source Contents.json path or text is absent", at: at)
    }
  }

  public func write(to writer: inout ByteWriter) {
    path.write(to: &writer)
    contents.write(to: &writer)
  }
}

extension BeneathPath {
  /// Why ``contents(of:under:rootReal:limit:)`` read nothing.
  public enum ReadProblem: Error, Hashable, Sendable {
    case missing, notAFile, outside, tooLarge(limit: Int)

    /// The end of a sentence that begins with the file's name ("… does not exist").
    public var text: String {
      switch self {
      case .missing: "does not exist"
      case .notAFile: "is not a regular file"
      case .outside: "points outside what may be read (a '..', an absolute path or a link leading out)"
      case .tooLarge(let limit): "is over \(limit >> 20) MB"
      }
    }
  }

  /// The bytes of `relative` under `folder` (inside the root whose real path is `rootReal`), read
  /// under the path policy of ``kind(of:under:rootReal:)``: no `..`, no link leading out, no
  /// device or FIFO, and at most `limit` bytes.
  public static func contents(of relative: String, under folder: String, rootReal: String, limit: Int) -> Result<
    [UInt8], ReadProblem
  > {
    switch kind(of: relative, under: folder, rootReal: rootReal) {
    case .file:
      guard let bytes = POSIXCalls.contents(folder + "/" + relative, limit: limit + 1) else {
        return .failure(.missing)
      }
      return bytes.count > limit ? .failure(.tooLarge(limit: limit)) : .success(bytes)
    case .missing: return .failure(.missing)
    case .directory, .special: return .failure(.notAFile)
    case .outside, .unsafe: return .failure(.outside)
    }
  }
}

import AssetCatCore
import Foundation

/// The length of each rendition record `CARSizer` encoded, by what decides its bytes. Keyed by
/// the file's contents (`byContent`), it is shared by the sizes of two catalogs (`diff`): a
/// rendition the two have alike is encoded once. Keyed by path (the default), no file is read
/// but to encode it: one catalog's sizes cost no pass over its bytes.
public final class CARRecordSizes: @unchecked Sendable {
  /// What decides a record's bytes.
  struct Key: Hashable {
    var facet: String
    var kind: AssetKind
    var rendition: Rendition
    var properties: AssetProperties
    var rasterScale: Int?
    var encodings: CARPixelEncodings
    /// XXH64 of the file's bytes (`byContent`); `nil` without a file, when it could not be read,
    /// or keyed by path.
    var content: UInt64?
    /// The file's path when keyed by path or its bytes could not be hashed.
    var path: String?
  }

  /// A record's length, or why it could not be encoded.
  enum Outcome: Sendable {
    case bytes(Int)
    case failed(String)
  }

  private let lock = NSLock()
  private var outcomes: [Key: Outcome] = [:]
  private var hashes: [String: UInt64] = [:]
  /// Whether records are keyed by their file's contents rather than its path.
  let byContent: Bool

  public init(byContent: Bool = false) { self.byContent = byContent }

  func outcome(_ key: Key) -> Outcome? { lock.withLock { outcomes[key] } }
  func store(_ outcome: Outcome, for key: Key) { lock.withLock { outcomes[key] = outcome } }
  func hash(of path: String) -> UInt64? { lock.withLock { hashes[path] } }
  func store(hash: UInt64, of path: String) { lock.withLock { hashes[path] = hash } }
}

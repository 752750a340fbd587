import AssetCatBytes
import AssetCatCore
import Foundation

/// A compiled catalog opened for lookups (Docs/CompiledCatalogFormat.md).
///
/// Opening maps the file and checks the header, the section table and the name index (with its
/// keys) only: O(sections + assets' names), never the records or payloads. A lookup reads and
/// checks only the records it returns: an asset's records against the asset's checksum, a
/// payload against its entry's checksum. Every inconsistency is a `CompiledCatalogError` with a
/// code and a file offset. `verify()` checks everything.
///
/// The `AssetLookup` requirements that cannot throw (`asset(named:)`, `resolve`) read a corrupt
/// record as "no such asset"; the throwing ones (`loadAsset(named:)`, `loadResolvableAsset(named:)`,
/// `loadAssetNames()`) tell the two apart, and the CLI uses those.
public final class CompiledCatalog: AssetLookup, Sendable {
  let region: ByteStorage
  let file: ByteReader
  public let header: CatalogHeader
  public let layout: CatalogSections
  let decoded: DecodedAssetCache
  /// Whether `ASET` and `STRS` matched their checksums (read once, by `loadAssetNames`).
  let namesChecked: NamesCheck

  public var flags: UInt32 { header.flags }
  public var minorVersion: UInt16 { header.minorVersion }
  public var sections: [SectionInfo] { layout.list }
  public var assetCount: Int { layout.assetCount }
  public var renditionCount: Int { layout.renditionCount }
  public var payloadCount: Int { layout.payloadCount }
  /// The file's size in bytes.
  public var fileLength: Int { region.count }
  public var isThinned: Bool { flags & CatalogHeader.flagThinned != 0 }

  /// Maps and opens the file at `url`.
  public convenience init(contentsOf url: URL) throws(CompiledCatalogError) {
    let storage: ByteStorage
    do {
      storage = try ByteStorage(mapping: url.path)
    } catch {
      throw CompiledCatalogError(.unreadable, at: 0, error.message)
    }
    try self.init(region: storage)
  }

  /// Opens a copy of `bytes`.
  public convenience init(bytes: [UInt8]) throws(CompiledCatalogError) {
    try self.init(region: ByteStorage(copying: bytes))
  }

  init(region: ByteStorage) throws(CompiledCatalogError) {
    self.region = region
    file = region.reader(.little)
    header = try Self.readHeader(file)
    let table = try Self.readSectionTable(file, header)
    layout = try CatalogSections(file: file, table: table, tableOffset: Int(header.tableOffset))
    // The name index and its keys are what every lookup searches: checked now, once.
    try layout.checkChecksum(layout.info(.nameIndex), in: file)
    try layout.checkChecksum(layout.info(.nameKeys), in: file)
    decoded = DecodedAssetCache(count: layout.assetCount)
    namesChecked = NamesCheck()
  }

  /// The header, checked: size, magic, version, checksum, flags, length, section count.
  static func readHeader(_ file: ByteReader) throws(CompiledCatalogError) -> CatalogHeader {
    let size = file.count
    guard size >= CatalogHeader.byteSize else {
      throw CompiledCatalogError(
        .truncated, at: size, "the file is \(size) bytes, shorter than the \(CatalogHeader.byteSize)-byte header")
    }
    let all = file.windowBytes
    guard CompiledCatalogFormat.magic.elementsEqual(all[0..<8]) else {
      throw CompiledCatalogError(
        .badMagic, at: 0, "not a compiled asset catalog (the first 8 bytes are not 'ASSETCAT')")
    }
    var r = file
    let header: CatalogHeader
    do { header = try r.record(CatalogHeader.self) } catch { throw CompiledCatalogError(error, .truncated) }
    try checkVersion(header)
    let sum = XXHash64.hash(UnsafeRawBufferPointer(rebasing: all[0..<CatalogHeader.checksumOffset]))
    guard sum == header.checksum else {
      throw .checksum(
        "header", at: CatalogHeader.checksumOffset, declared: header.checksum, computed: sum,
        code: .headerChecksumMismatch)
    }
    guard header.flags & ~CatalogHeader.knownFlags == 0 else {
      throw CompiledCatalogError(
        .unknownFlags, at: CatalogHeader.flagsOffset,
        "unknown header flags 0x\(String(header.flags & ~CatalogHeader.knownFlags, radix: 16))")
    }
    guard header.fileLength == UInt64(size) else {
      throw CompiledCatalogError(
        .lengthMismatch, at: CatalogHeader.fileLengthOffset,
        "the header says the file is \(header.fileLength) bytes but it is \(size) (truncated or appended to)")
    }
    guard (1...UInt32(CompiledCatalogFormat.maxSectionCount)).contains(header.sectionCount) else {
      throw CompiledCatalogError(
        .badSectionCount, at: CatalogHeader.sectionCountOffset,
        "section count \(header.sectionCount) is outside 1…\(CompiledCatalogFormat.maxSectionCount)")
    }
    return header
  }

  /// Refuses a major version this reader cannot read, saying what to do.
  static func checkVersion(_ header: CatalogHeader) throws(CompiledCatalogError) {
    let major = header.majorVersion
    guard major == CompiledCatalogFormat.majorVersion else {
      let advice =
        major < CompiledCatalogFormat.majorVersion
        ? "it was written by an older assetcat; compile the catalog again"
        : "it was written by a newer assetcat; use that version to read it"
      throw CompiledCatalogError(
        .unsupportedVersion, at: CatalogHeader.majorOffset,
        "format version \(major) is not supported (this reader reads "
          + "version \(CompiledCatalogFormat.majorVersion)): \(advice)"
      )
    }
  }

  /// The section table, its bounds and checksum checked.
  static func readSectionTable(_ file: ByteReader, _ header: CatalogHeader) throws(CompiledCatalogError)
    -> [SectionTableEntry]
  {
    let offset = Int(header.tableOffset)
    let count = Int(header.sectionCount)
    let end = offset + count * SectionTableEntry.byteSize  // both small: no overflow
    guard offset == CatalogHeader.byteSize, end <= file.count else {
      throw CompiledCatalogError(
        .truncated, at: CatalogHeader.tableOffsetOffset, "the section table (\(offset)..<\(end)) is outside the file")
    }
    let bytes = UnsafeRawBufferPointer(rebasing: file.windowBytes[offset..<end])
    let sum = XXHash64.hash(bytes)
    guard sum == header.tableChecksum else {
      throw .checksum(
        "section table", at: CatalogHeader.tableChecksumOffset, declared: header.tableChecksum, computed: sum,
        code: .sectionTableChecksumMismatch)
    }
    var entries: [SectionTableEntry] = []
    for i in 0..<count {
      do { entries.append(try file.row(SectionTableEntry.self, i, ofTableAt: offset, count: count)) } catch {
        throw CompiledCatalogError(error, .badValue)
      }
    }
    return entries
  }
}

/// Whether the sections behind `loadAssetNames` have been checked (set once, under a lock).
final class NamesCheck: @unchecked Sendable {
  private let lock = NSLock()
  private var done = false

  func run(_ check: () throws(CompiledCatalogError) -> Void) throws(CompiledCatalogError) {
    lock.lock()
    defer { lock.unlock() }
    if done { return }
    try check()
    done = true
  }
}

import AssetCatBytes

/// Why a compiled catalog was refused: a typed code, the file offset where the evidence is, and a
/// message that says what was expected and what was found (SPEC §7: exit 2).
public struct CompiledCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Code: String, Hashable, Sendable, CaseIterable {
    /// The file could not be opened, stat'ed or mapped.
    case unreadable
    /// Shorter than a header, or a structure runs past the end of the file.
    case truncated
    case badMagic
    case unsupportedVersion
    /// A header flag this reader does not know.
    case unknownFlags
    case headerChecksumMismatch
    /// The header's file length is not the file's size.
    case lengthMismatch
    case sectionTableChecksumMismatch
    case badSectionCount
    /// A section's offset or length points outside the file, or sections overlap.
    case sectionOutOfBounds
    case sectionOverlap
    case missingSection
    case duplicateSection
    /// A section's length is not a whole number of its records, or its header is wrong.
    case badSectionLength
    case sectionChecksumMismatch
    /// A string reference outside the string table, or bytes that are not UTF-8.
    case badString
    /// An index into another section that is out of range.
    case badIndex
    /// A code that is not in the format's tables (an unknown idiom, kind, format, …).
    case badValue
    /// The name index is not strictly sorted, or does not cover each asset exactly once.
    case badNameIndex
    /// Assets' rendition ranges do not partition the rendition records.
    case badRenditionRange
    /// A payload outside the data section or with a wrong checksum.
    case badPayload
    /// An asset's records (with their strings) do not match the asset's checksum.
    case assetChecksumMismatch
  }

  public var code: Code
  /// Byte offset in the file where the problem is (0 when it concerns the whole file).
  public var offset: Int
  public var message: String

  public init(_ code: Code, at offset: Int, _ message: String) {
    self.code = code
    self.offset = offset
    self.message = message
  }

  public var description: String {
    "corrupt compiled catalog: \(message) (at offset \(offset), 0x\(String(offset, radix: 16))) [\(code.rawValue)]"
  }

  public static func checksum(_ what: String, at offset: Int, declared: UInt64, computed: UInt64, code: Code) -> Self {
    Self(code, at: offset, "\(what) checksum is \(hex(computed)) but the file declares \(hex(declared))")
  }
}

func hex(_ v: UInt64) -> String {
  let s = String(v, radix: 16)
  return "0x" + String(repeating: "0", count: max(0, 16 - s.count)) + s
}

extension CompiledCatalogError {
  /// A record that failed to parse: a bad value or a read outside its table.
  @inlinable
  public init(_ error: ByteReadError, _ code: Code) {
    switch error.kind {
    case .invalid: self.init(code, at: error.offset, error.message)
    case .outOfBounds, .overflow: self.init(.truncated, at: error.offset, error.message)
    }
  }
}

import AssetCatBytes

/// What is damaged in an image file and where: found by a structure walk without decoding pixels
/// (SPEC §6: a PNG's chunk lengths and CRCs and its IEND, a JPEG's markers through EOI).
public struct StructureDamage: Error, Sendable, Hashable, CustomStringConvertible {
  /// The byte offset in the file of the damaged chunk or marker (or where the file ends early).
  public var offset: Int
  /// What is wrong, naming the chunk or marker: "'IDAT' chunk at byte 57: CRC mismatch …".
  public var message: String
  /// Whether the file ends before its structure does (a cut file) rather than holding bad bytes.
  public var isTruncation: Bool

  public init(at offset: Int, _ message: String, truncation: Bool = false) {
    self.offset = offset
    self.message = message
    self.isTruncation = truncation
  }

  /// A read that left the file: the file ends inside `what`.
  init(_ error: ByteReadError, inside what: String, fileLength: Int) {
    switch error.kind {
    case .outOfBounds, .overflow:
      self.init(at: error.offset, "the file ends at byte \(fileLength), inside \(what)", truncation: true)
    case .invalid:
      self.init(at: error.offset, "\(what): \(error.message)")
    }
  }

  /// `body`, a walk that reads through `ByteReader`s and throws `StructureDamage` where it finds
  /// damage, with any other error made damage: a read that left the data is the file ending
  /// inside `what`; anything else is damage at byte 0.
  static func walking<T>(_ what: String, fileLength: Int, _ body: () throws -> T) throws(StructureDamage) -> T {
    do {
      return try body()
    } catch let e as ByteReadError {
      throw StructureDamage(e, inside: what, fileLength: fileLength)
    } catch let e as StructureDamage {
      throw e
    } catch {
      throw StructureDamage(at: 0, "\(error)")
    }
  }

  public var description: String { message }

  /// As an ``ImagingError``: `.truncated` for a cut file, `.corrupt` otherwise.
  public var imagingError: ImagingError { isTruncation ? .truncated(message) : .corrupt(message) }
}

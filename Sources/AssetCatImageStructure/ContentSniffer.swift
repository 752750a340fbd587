import Foundation

/// The one place that says what a file is by its bytes (SPEC §1: "a file is judged by its
/// bytes, not its name"): PNG, JPEG, PDF, SVG, the other image formats Xcode accepts, or unknown.
///
/// Callers read ``prefixLength`` bytes from the start of a file and call ``format(of:)``; when
/// ``wantsLongerPrefix(_:)`` says so (markup whose root element was not yet seen: an SVG with a
/// long comment or DOCTYPE), they read up to ``markupLength`` bytes and ask again.
public enum ContentSniffer {
  /// How many leading bytes a first read should take.
  public static let prefixLength = 4096
  /// How far into a markup file the `<svg` root element is looked for.
  public static let markupLength = 65536

  /// The format by signature (magic bytes), never by file name.
  public static func format(of data: Data) -> ImageFormat {
    data.withUnsafeBytes { format(of: $0) }
  }

  /// The format by signature of the bytes at the start of a file.
  public static func format(of bytes: UnsafeRawBufferPointer) -> ImageFormat {
    if let format = bitmapFormat(bytes.prefix(32)) { return format }
    // Markup first, so that an SVG mentioning "%PDF-" in a comment stays an SVG.
    if looksLikeSVG(bytes.prefix(markupLength)) { return .svg }
    // PDF readers accept the header anywhere in the first 1024 bytes.
    if contains(bytes.prefix(1024), Array("%PDF-".utf8)) { return .pdf }
    return .unknown
  }

  /// Whether `prefix`, a first read of ``prefixLength`` bytes that came back full, is markup
  /// whose root element may lie further in: read up to ``markupLength`` bytes and sniff again.
  public static func wantsLongerPrefix(_ prefix: Data) -> Bool {
    prefix.count >= prefixLength && prefix.count < markupLength && format(of: prefix) == .unknown
      && prefix.withUnsafeBytes { startsLikeMarkup($0) }
  }

  // MARK: - Private

  private static func bitmapFormat(_ b: UnsafeRawBufferPointer.SubSequence) -> ImageFormat? {
    let b = Array(b)
    func starts(_ sig: [UInt8], at offset: Int = 0) -> Bool {
      b.count >= offset + sig.count && Array(b[offset..<offset + sig.count]) == sig
    }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
    if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
    if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return .webp }
    if starts(Array("ftyp".utf8), at: 4) && b.count >= 12 {
      let brand = String(decoding: b[8..<12], as: UTF8.self)
      if ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1", "avif", "avis"].contains(brand) {
        return .heic
      }
    }
    if starts(Array("8BPS".utf8)) { return .psd }
    if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
    // "BM" alone is too weak (a text file may start with it): also ask for a known DIB header size.
    if starts(Array("BM".utf8)) && b.count >= 18
      && [12, 40, 52, 56, 64, 108, 124].contains(Int(b[14]) | Int(b[15]) << 8)
      && b[16] == 0 && b[17] == 0
    {
      return .bmp
    }
    return nil
  }

  /// Text that starts (after a BOM and white space) with `<`.
  private static func startsLikeMarkup(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var head = bytes.prefix(64)[...]
    if head.starts(with: [0xEF, 0xBB, 0xBF]) { head = head.dropFirst(3) }
    return head.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }.first == UInt8(ascii: "<")
  }

  private static func looksLikeSVG(_ bytes: UnsafeRawBufferPointer.SubSequence) -> Bool {
    let window = UnsafeRawBufferPointer(rebasing: bytes)
    guard startsLikeMarkup(window) else { return false }
    return contains(bytes, Array("<svg".utf8)) || contains(bytes, Array(":svg".utf8))
  }

  private static func contains(_ bytes: UnsafeRawBufferPointer.SubSequence, _ needle: [UInt8]) -> Bool {
    guard bytes.count >= needle.count, let first = needle.first else { return false }
    var i = bytes.startIndex
    let last = bytes.endIndex - needle.count
    while i <= last {
      if bytes[i] == first && bytes[i..<(i + needle.count)].elementsEqual(needle) { return true }
      i += 1
    }
    return false
  }
}

import AssetCatBytes

/// What a GIF's blocks say up to the end of its first image, without decoding it (GIF89a): the
/// signature, the logical screen (``GIFScreenDescriptor``) and its colour table, then
/// extensions (a graphic control extension's transparency flag is kept) and the first image
/// (``GIFImageDescriptor``, its colour table, the LZW code size, its data sub-blocks to their
/// terminator). Neither the canvas nor the image may be empty, and some colour table must apply
/// to the image. What follows the first image (more frames of an animation) is the decoder's to
/// skip: a still image of the file is its first frame. Every read is bounds-checked; a file that
/// ends inside these blocks is truncated.
public struct GIFStructure: Sendable, Hashable {
  public var width = 0
  public var height = 0
  /// A graphic control extension before the first image names a transparent colour.
  public var hasAlpha = false

  public var info: ImageInfo {
    ImageInfo(format: .gif, width: width, height: height, bitDepth: 8, colorType: "palette", hasAlpha: hasAlpha)
  }

  /// Walks `bytes`, a whole GIF file.
  public init(_ bytes: UnsafeRawBufferPointer) throws(StructureDamage) {
    try StructureDamage.walking("the GIF blocks", fileLength: bytes.count) { try walk(bytes) }
  }

  private mutating func walk(_ bytes: UnsafeRawBufferPointer) throws {
    var file = ByteReader(bytes, endianness: .little)
    let signature = try file.array(6)
    guard signature == Array("GIF87a".utf8) || signature == Array("GIF89a".utf8) else {
      throw StructureDamage(at: 0, "the GIF signature is neither GIF87a nor GIF89a")
    }
    let screen = try GIFScreenDescriptor(from: &file)
    guard screen.width > 0, screen.height > 0 else {
      throw StructureDamage(at: 6, "the GIF's logical screen is \(screen.width)×\(screen.height)")
    }
    (width, height) = (screen.width, screen.height)
    try file.skip(screen.colorTableBytes)
    while true {
      let at = file.position
      switch try file.u8() {
      case 0x21: hasAlpha = try Self.extensionNamesTransparency(&file) || hasAlpha
      case 0x2C:
        let image = try GIFImageDescriptor(from: &file)
        guard image.width > 0, image.height > 0 else {
          throw StructureDamage(at: at, "the GIF image at byte \(at) is \(image.width)×\(image.height)")
        }
        guard image.colorTableBytes > 0 || screen.colorTableBytes > 0 else {
          throw StructureDamage(at: at, "the GIF image at byte \(at) has no colour table, local or global")
        }
        try file.skip(image.colorTableBytes)
        try file.skip(1)  // the LZW minimum code size
        try Self.skipSubBlocks(&file)
        return
      case 0x3B: throw StructureDamage(at: at, "the GIF ends (byte \(at)) before any image")
      case let other:
        throw StructureDamage(at: at, "byte \(at) of the GIF is 0x\(String(other, radix: 16)), not a block")
      }
    }
  }

  /// Reads an extension after its `!`; whether it is a graphic control extension naming a
  /// transparent colour.
  static func extensionNamesTransparency(_ file: inout ByteReader) throws -> Bool {
    let label = try file.u8()
    var transparent = false
    if label == 0xF9, try file.read(UInt8.self, at: file.position) >= 1 {
      var block = file
      try block.skip(1)
      transparent = try block.u8() & 0x01 != 0
    }
    try skipSubBlocks(&file)
    return transparent
  }

  /// Skips data sub-blocks (a length byte, then that many bytes) through the empty one that ends them.
  static func skipSubBlocks(_ file: inout ByteReader) throws {
    while true {
      let length = Int(try file.u8())
      if length == 0 { return }
      try file.skip(length)
    }
  }
}

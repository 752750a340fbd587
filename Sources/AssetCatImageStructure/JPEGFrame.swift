import AssetCatBytes

/// A JPEG's start-of-frame segment (SOF0…SOF15 but DHT, JPG and DAC): the image's size, sample
/// precision and components.
struct JPEGFrame: Sendable, Hashable {
  var marker: UInt8
  var precision: Int
  var width: Int
  var height: Int
  var componentIDs: [UInt8]

  /// Whether `marker` is a start-of-frame marker.
  static func isFrame(_ marker: UInt8) -> Bool {
    (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
  }

  var isProgressive: Bool { marker == 0xC2 || marker == 0xC6 || marker == 0xCA }

  init(marker: UInt8, segment: ByteReader, at offset: Int) throws(StructureDamage) {
    self.marker = marker
    var r = segment
    let name = "SOF marker at byte \(offset)"
    do {
      precision = Int(try r.u8())
      height = Int(try r.u16())
      width = Int(try r.u16())
      let count = Int(try r.u8())
      var ids: [UInt8] = []
      for _ in 0..<count {
        ids.append(try r.u8())
        try r.skip(2)
      }
      componentIDs = ids
    } catch {
      throw StructureDamage(at: offset, "\(name): the segment is too short for its components")
    }
    guard width > 0, height > 0 else {
      throw StructureDamage(at: offset, "\(name): empty image (\(width)×\(height) pixels)")
    }
    guard [1, 3, 4].contains(componentIDs.count) else {
      throw StructureDamage(at: offset, "\(name): \(componentIDs.count) components (1, 3 or 4 expected)")
    }
  }
}

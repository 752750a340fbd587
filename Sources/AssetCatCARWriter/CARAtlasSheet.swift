import AssetCatBytes
import AssetCatCAR
import AssetCatCore

/// One `ZZZZPackedAsset` sheet of `CARAtlasPacker`: its images laid out, its pixels, the atlas
/// rendition and each image's internal link.
struct CARAtlasSheet: Sendable {
  let members: [CARAtlasPacker.Member]
  /// The atlas's trait values (the group's, and `dimension1`: the sheet's number when not 0, set
  /// by `numbered` once the group's sheets are all known).
  private(set) var values: [RenditionAttribute: UInt16]
  /// Each member's frame: from the sheet's bottom left, as links give it.
  let frames: [CARRect]
  let width: Int
  let height: Int

  init(members: [CARAtlasPacker.Member], values: [RenditionAttribute: UInt16]) {
    self.members = members
    self.values = values
    let pad = CARAtlasPacker.padding
    var packer = CARGrowingPacker()
    frames = members.map { m in
      let at = packer.place(width: m.width + pad, height: m.height + pad)
      return CARRect(x: UInt32(at.x + pad), y: UInt32(at.y + pad), width: UInt32(m.width), height: UInt32(m.height))
    }
    // Apple's sheets end 2 pixels past the blocks, cut to an even size (273 rows → 272).
    width = (packer.width + pad) & ~1
    height = (packer.height + pad) & ~1
  }

  var kind: CARStoredBitmap.Kind { members[0].kind }
  var gray: Bool { kind == .grayAlpha }
  var opaque: Bool { members[0].opaque }
  var scale: UInt16 { values[.scale] ?? 1 }

  /// The sheet as number `number` of its group (`dimension1`, left out when 0).
  func numbered(_ number: UInt16) -> CARAtlasSheet {
    var sheet = self
    sheet.values[.dimension1] = number > 0 ? number : nil
    return sheet
  }

  /// `ZZZZPackedAsset-<scale>.<opaque>.<gray>-gamut<gamut>`, as actool names its sheets.
  var name: String {
    "ZZZZPackedAsset-\(scale).\(opaque ? 1 : 0).\(gray ? 1 : 0)-gamut\(values[.displayGamut] ?? 0)"
  }

  /// The atlas's header: layout 1004, its size, scale, pixel format and name.
  var header: CSIHeader {
    CSIHeader(
      width: UInt32(width), height: UInt32(height), scaleFactor: UInt32(scale) * 100,
      pixelFormat: kind.pixelFormat, colorSpace: kind.colorSpace, layout: .packedImage, name: name)
  }

  /// The atlas's pixels, rows top first: each member's stored pixels (`bitmaps`, or decoded
  /// again from its work item in `images` where `nil`) copied into its frame, the rest transparent.
  func pixels(_ bitmaps: [CARStoredBitmap?], images: [CARPlan.Work]) throws -> CARStoredBitmap {
    let bpp = kind.bytesPerPixel
    var out = [UInt8](repeating: 0, count: width * height * bpp)
    for (k, f) in frames.enumerated() {
      let stored = try bitmaps[k] ?? images[k].storedForPacking().bitmap
      guard stored.width == Int(f.width), stored.height == Int(f.height), stored.kind == kind else {
        throw CARRenditionEncoder.Failure(
          description: "\(images[k].facet): its image changed while the car was written")
      }
      let w = Int(f.width) * bpp
      let top = height - Int(f.y) - Int(f.height)
      stored.pixels.withUnsafeBytes { src in
        out.withUnsafeMutableBytes { dst in
          for row in 0..<Int(f.height) {
            let at = ((top + row) * width + Int(f.x)) * bpp
            dst.baseAddress!.advanced(by: at).copyMemory(from: src.baseAddress! + row * w, byteCount: w)
          }
        }
      }
    }
    return CARStoredBitmap(header: header, pixels: out, kind: kind)
  }

  /// A fingerprint of what decides the atlas's record: its header, frames and images (`keys`,
  /// as the packer's memo keys them). Two plans that lay out one sheet alike share its record.
  func signature(keys: [[UInt8]]) -> [UInt8] {
    var m = CARKeyMaterial()
    m.field("\(name) \(width)x\(height) \(kind)")
    writeFrames(to: &m, sizes: false)
    m.append("\u{2}")
    var out = m.bytes
    for (i, key) in keys.enumerated() {
      if i > 0 { out.append(1) }
      out += key
    }
    return out
  }

  /// The frames' origins (and `sizes`), a field, no String made for them.
  private func writeFrames(to m: inout CARKeyMaterial, sizes: Bool) {
    m.next()
    for (i, f) in frames.enumerated() {
      if i > 0 { m.append(" ") }
      m.append(UInt64(f.x))
      m.append(",")
      m.append(UInt64(f.y))
      guard sizes else { continue }
      m.append(",")
      m.append(UInt64(f.width))
      m.append(",")
      m.append(UInt64(f.height))
    }
  }

  /// The sheet's key in the rendition cache: a hash of everything its record's bytes depend on —
  /// its name (scale, opacity, colour, gamut), size, pixel format and frames, each member's own
  /// cache key in frame order (`CARCacheKey.of`: the file's bytes and everything else that
  /// decides its pixels, the encodings included), and the options that choose encodings (the
  /// platform, deployment target, optimization and the Xcode followed), spelled out though the
  /// members' keys hold the encodings: a stale sheet would be a wrong car without a word.
  func cacheKey(_ memberKeys: [CARCacheKey], _ plan: CARPlan) -> CARCacheKey {
    let o = plan.options
    let e = plan.encodings
    let header = "sheet v\(CARCacheTrailer.currentVersion) \(name) \(width)x\(height) \(kind) \(kind.pixelFormat)"
    let xcode = "\(o.xcode.major).\(o.xcode.minor)"
    let choices =
      "\(o.platform) \(o.minimumDeploymentTarget) \(o.optimization?.rawValue ?? "") \(xcode)"
      + " \(e.palette) \(e.lzfse) \(e.smallest)"
    var m = CARKeyMaterial()
    m.field(header)
    m.field(choices)
    writeFrames(to: &m, sizes: true)
    m.next()
    for (i, key) in memberKeys.enumerated() {
      if i > 0 { m.append(" ") }
      m.append(key.material)
      m.append(":")
      m.append(key.content)
    }
    let text = m.bytes
    return CARCacheKey(
      material: XXHash64.hash(text, seed: CARCacheKey.materialSeed), content: XXHash64.hash(text, seed: Self.keySeed))
  }

  static let keySeed: UInt64 = 0x7368_6565_746b_6579  // "sheetkey"

  /// The atlas as a work item: layout 1004, element 9, part 181, in no facet, its `record` (made
  /// by the packer, which holds its images' pixels while it lays them out, or the cache's).
  /// `cacheKey` and `images`: what the rendition cache keeps of it (`CARPackedSheet`).
  func work(
    record: CARSheetEncoder.Record, cacheKey: CARCacheKey? = nil,
    images: [(key: CARCacheKey, image: CARAtlasPacker.Measured)] = []
  ) -> CARPlan.Work {
    var facetPixels: [String: Int] = [:]
    for m in members { facetPixels[m.facet, default: 0] += m.width * m.height }
    let sheet = CARPackedSheet(
      record: record.bytes, facetPixels: facetPixels, cacheKey: cacheKey, checksum: record.checksum, images: images)
    return CARPlan.Work(
      facet: name, kind: .image, rendition: Rendition(slot: .empty, order: 0), source: .packedSheet(sheet),
      properties: AssetProperties(), values: values, part: CARPlan.imagePart)
  }

  /// Each member's internal link: its header and TLVs, layout 1003, the frame and the atlas's
  /// key (its non-zero attributes in attribute order) in TLV 1010 after the metrics, no pixels.
  func links() -> [CSIRendition] {
    var key: [FacetKey.Pair] = [.init(.element, CARPlan.atlasElement), .init(.part, CARPlan.imagePart)]
    key += values.filter { $0.value != 0 }.map { FacetKey.Pair($0.key, $0.value) }
    key.sort { $0.attribute.rawValue < $1.attribute.rawValue }
    return zip(members, frames).map { m, frame in
      var header = m.header
      header.layout = .internalLink
      let link = CARRenditionEncoder.tlv(CSITLV.reference, CSIInternalLink(frame: frame, key: key))
      var tlvs: [CSITLV] = []
      for t in m.tlvs {
        tlvs.append(t)
        if t.type == CSITLV.metrics { tlvs.append(link) }
      }
      return CSIRendition(header: header, tlvs: tlvs, payload: [])
    }
  }
}

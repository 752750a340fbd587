import AssetCatBytes

/// A walk over a JPEG's markers from SOI through EOI: each segment's length against the file, a
/// frame header (SOF) before the first scan, every scan's entropy-coded data skipped to the next
/// marker, EOI present. The first damage met is thrown with the marker and its byte offset. Fill
/// bytes (FF FF …) before a marker are allowed; other bytes between segments are damage (libjpeg
/// calls them "Corrupt JPEG data: extraneous bytes").
public struct JPEGStructure: Sendable, Hashable {
  var frame: JPEGFrame
  /// An APP0 "JFIF" segment.
  var hasJFIF = false
  /// An APP14 "Adobe" segment's color transform (0 none, 1 YCbCr, 2 YCCK), when present.
  var adobeTransform: Int?
  /// An APP2 "ICC_PROFILE" segment.
  public var hasICCProfile = false
  /// Where EOI ends.
  public var eoiEnd = 0

  /// Walks `bytes`, a whole JPEG file (SOI included).
  public init(_ bytes: UnsafeRawBufferPointer) throws(StructureDamage) {
    guard bytes.starts(with: [0xFF, 0xD8]) else {
      throw StructureDamage(at: 0, "not a JPEG SOI marker at byte 0", truncation: bytes.count < 2)
    }
    var walk = JPEGMarkerWalk(bytes)
    var found: JPEGFrame?
    var jfif = false, icc = false
    var adobe: Int?
    while true {
      let marker = try walk.next()
      switch marker.code {
      case 0xD9:
        guard let frame = found else {
          throw StructureDamage(at: marker.offset, "EOI marker at byte \(marker.offset) before any image")
        }
        self.frame = frame
        hasJFIF = jfif
        adobeTransform = adobe
        hasICCProfile = icc
        eoiEnd = walk.position
        return
      case 0xDA:
        guard found != nil else {
          throw StructureDamage(at: marker.offset, "SOS marker at byte \(marker.offset) before a frame header (SOF)")
        }
        try walk.skipEntropyCodedData()
      case let code where JPEGFrame.isFrame(code):
        guard found == nil else {
          throw StructureDamage(at: marker.offset, "a second SOF marker at byte \(marker.offset)")
        }
        found = try JPEGFrame(marker: code, segment: marker.segment, at: marker.offset)
      case 0xE0: jfif = jfif || marker.segment.windowBytes.starts(with: Array("JFIF\0".utf8))
      case 0xE2: icc = icc || marker.segment.windowBytes.starts(with: Array("ICC_PROFILE\0".utf8))
      case 0xEE:
        let s = marker.segment.windowBytes
        if s.starts(with: Array("Adobe".utf8)), s.count >= 12 { adobe = Int(s[11]) }
      default: break
      }
    }
  }

  /// What a header probe reports for this JPEG (the color space as libjpeg guesses it).
  public var info: ImageInfo {
    let colorType: String
    switch frame.componentIDs.count {
    case 1: colorType = "gray"
    case 3:
      if hasJFIF {
        colorType = "ycbcr"
      } else if let adobe = adobeTransform {
        colorType = adobe == 0 ? "rgb" : "ycbcr"
      } else {
        colorType = frame.componentIDs == Array("RGB".utf8) ? "rgb" : "ycbcr"
      }
    default: colorType = adobeTransform == 2 ? "ycck" : "cmyk"
    }
    return ImageInfo(
      format: .jpeg, width: frame.width, height: frame.height, bitDepth: frame.precision, colorType: colorType,
      hasAlpha: false, interlaced: false, hasICCProfile: hasICCProfile, progressive: frame.isProgressive,
      isCMYK: frame.componentIDs.count == 4)
  }
}

import AssetCatBytes
import AssetCatCAR

/// KEYFORMATWORKAROUND: a car whose keys carry `deploymentTarget` (25) lists it in KEYFORMAT
/// as 5, the number CoreUI before it read that slot by, and this block, one u32 per attribute
/// of the key format (0 but 25 at that slot), tells newer CoreUI what it is. Apple's iOS cars
/// for iOS 9 of Xcode 12.5 to 26.2 have it, after EXTENDED_METADATA; an Xcode 16.2 car for iOS 12
/// lists 25 itself and has no workaround (so neither from iOS 12 on: a guess for iOS 11); a car
/// with no such attribute has neither.
enum CARKeyFormatWorkaround {
  /// The attribute KEYFORMAT lists in the deployment target's place.
  static let placeholder = RenditionAttribute(rawValue: 5)

  /// The key format as written, and the workaround block when one is needed.
  /// `listsPlaceholder`: the target's readers need it (`CARDeploymentTargetVariants`).
  static func split(_ format: CARKeyFormat, listsPlaceholder: Bool) -> (stored: CARKeyFormat, workaround: [UInt8]?) {
    guard listsPlaceholder, format.attributes.contains(.deploymentTarget) else { return (format, nil) }
    var stored = format
    var w = ByteWriter(endianness: .little)
    for (i, a) in format.attributes.enumerated() {
      w.write(UInt32(a == .deploymentTarget ? a.rawValue : 0))
      if a == .deploymentTarget { stored.attributes[i] = placeholder }
    }
    return (stored, w.take())
  }
}

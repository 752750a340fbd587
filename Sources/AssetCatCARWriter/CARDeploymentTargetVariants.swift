import AssetCatCAR
import AssetCatCore

/// Apple's deployment-target variants. For an iOS target before 13, Xcode writes each image's
/// bitmaps more than once, keyed by the `deploymentTarget` attribute, so that newer systems read
/// a newer encoding: an Xcode 12.5 car for iOS 9 (a Flutter app's) holds its launch images and
/// backgrounds at 0 (LZFSE, for iOS 9), 3 (deepmap) and 5 (deepmap2), its app icon's once; the
/// DKImagePickerController and DKPhotoGallery pods' Apple cars for iOS 9 (Xcode 13.1 to 26.2,
/// 21 apps) hold every image and sheet three times, or at 5 only when thinned for a device; a
/// thinned Xcode 16.2 car for iOS 12 holds them at 5; cars for iOS 13 and later have no such
/// attribute, and their deepmap2 is read from iOS 13. So 5 is iOS 13 and, counting down, 3 is
/// iOS 11: the value is the iOS major version less 8.
///
/// Such a car's KEYFORMAT lists the attribute as 5, the number older CoreUI knew it by, and a
/// KEYFORMATWORKAROUND block maps that position to 25 (`CARKeyFormatWorkaround`).
///
/// assetcat writes no deepmap: each variant holds the same LZFSE pixels, which every reader of
/// the target decodes. Guessed: iOS 11 and 12 targets' levels (0 and 5, by the same rule), that
/// Xcode 11 is where the variants began, and that tvOS does the same (no tvOS car seen): left out.
struct CARDeploymentTargetVariants: Sendable, Hashable {
  /// The values written, lowest first; `[0]` writes each image once with no such attribute.
  let levels: [UInt16]

  /// Whether KEYFORMAT lists the attribute as 5, with KEYFORMATWORKAROUND (`CARKeyFormatWorkaround`):
  /// before iOS 12.
  let listsPlaceholder: Bool

  /// The options' platform, target, Xcode and, for a thinned build, its device's system
  /// (actool's `--filter-for-device-os-version`), which keeps only the variant that device reads.
  init(_ options: CAROptions) {
    let target = options.minimumDeploymentTarget.major
    listsPlaceholder = options.platform == .iOS && target < 12
    guard options.platform == .iOS, options.xcode.major >= 11, target < 13 else {
      levels = [0]
      return
    }
    let all: [UInt16] = target < 11 ? [0, 3, 5] : [0, 5]
    guard let device = options.deviceOSVersion?.major else {
      levels = all
      return
    }
    levels = [all.last { $0 <= Self.level(ofMajor: device) } ?? 0]
  }

  /// The attribute's value for a system of this major version: the newest level it reads.
  static func level(ofMajor major: Int) -> UInt16 { major >= 13 ? 5 : major >= 11 ? 3 : 0 }

  var writesVariants: Bool { levels != [0] }
}

extension CARPlan.Work {
  /// An image set's bitmap (a bitmap file or a vector drawn at a scale), which Apple writes per
  /// deployment-target level; not app icons, colours, data, kept vectors or JPEGs, nor a
  /// wide-colour twin.
  var hasDeploymentTargetVariants: Bool {
    guard kind == .image else { return false }
    switch source {
    case .drawn: return true
    case .entry: return CARRenditionEncoder.treatment(kind: kind, rendition: rendition) == .bitmap
    case .wideColorTwin, .iconSet, .layered, .prebuilt, .iconPiece, .packedSheet, .packed: return false
    }
  }
}

extension CARPlan {
  /// Each image's bitmap once per level, the newest first (as an Xcode 12.5 car has its 2x and
  /// 3x launch images), in the place the one item had.
  mutating func addDeploymentTargetVariants() {
    guard variants.writesVariants else { return }
    work = work.flatMap { w -> [Work] in
      guard w.hasDeploymentTargetVariants else { return [w] }
      return variants.levels.reversed().map { level in
        level == 0 ? w : w.with(level, for: .deploymentTarget)
      }
    }
  }
}

import AssetCatCore
import AssetCatImageHeaders
import AssetCatImaging
import Foundation

/// AC021 (pixel sizes that disagree across scales, or that are not a whole number of points) and
/// AC022 (a single-scale bitmap beside scaled bitmaps in one image set). App icon sizes are
/// AC073 (`IconSizeCheck`). Findings point at the
/// entry in the asset's Contents.json.
///
/// AC021 is a warning, never an error: real catalogs are full of off-by-one sizes and Xcode
/// builds them (SPEC §6).
public struct ScaleCheck: CatalogCheck {
  public init() {}
  public var codes: [DiagnosticCode] { [.AC021, .AC022] }

  public func check(_ context: ValidationContext) -> [Diagnostic] {
    var out: [Diagnostic] = []
    for record in context.input.assets {
      switch record.asset.kind {
      case .image:
        out += scaleAgreement(record, context)
        out += singleScaleBesideScaled(record, context)
      default:
        break
      }
    }
    return out
  }

  /// A bitmap rendition with its pixel size.
  struct Sized {
    var rendition: Rendition
    var width: Int
    var height: Int
    var scale: Int
  }

  static func pixelSize(_ record: AssetRecord, _ r: Rendition, _ context: ValidationContext) -> (
    width: Int, height: Int
  )? {
    guard let facts = context.facts(record, r), facts.sniffed == .png || facts.sniffed == .jpeg else { return nil }
    return facts.pixelSize
  }

  // MARK: AC021 in image sets

  func scaleAgreement(_ record: AssetRecord, _ context: ValidationContext) -> [Diagnostic] {
    // Renditions that differ only by scale form one group.
    var groups: [TraitCollection: [Sized]] = [:]
    var order: [TraitCollection] = []
    for r in record.asset.renditions {
      guard let scale = r.slot.scale, let px = Self.pixelSize(record, r, context) else { continue }
      var key = r.slot
      key.scale = nil
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(Sized(rendition: r, width: px.width, height: px.height, scale: scale))
    }
    var out: [Diagnostic] = []
    for key in order {
      let members = groups[key]!.sorted { ($0.scale, $0.rendition.order) < ($1.scale, $1.rendition.order) }
      let reference = Self.reference(members)
      let points = (
        Double(reference.width) / Double(reference.scale), Double(reference.height) / Double(reference.scale)
      )
      for m in members {
        if m.rendition.order != reference.rendition.order, m.scale != reference.scale {
          let expected = (points.0 * Double(m.scale), points.1 * Double(m.scale))
          if Double(m.width) != expected.0 || Double(m.height) != expected.1 {
            out.append(
              finding(
                record, m.rendition,
                "'\(name(m.rendition))' at \(m.scale)x is \(m.width)×\(m.height) pixels, expected "
                  + "\(format(expected.0))×\(format(expected.1)) pixels (\(m.scale) × the "
                  + "\(format(points.0))×\(format(points.1)) points of '\(name(reference.rendition))' at "
                  + "\(reference.scale)x); resize one of them"))
            continue
          }
        }
        if m.width % m.scale != 0 || m.height % m.scale != 0, !Self.matchesDeclaredSize(m) {
          let w = Double(m.width) / Double(m.scale), h = Double(m.height) / Double(m.scale)
          out.append(
            finding(
              record, m.rendition,
              "'\(name(m.rendition))' at \(m.scale)x is \(m.width)×\(m.height) pixels, which is "
                + "\(format(w))×\(format(h)) points, not a whole number; expected "
                + "\(roundedMultiple(m.width, m.scale))×\(roundedMultiple(m.height, m.scale)) pixels"))
        }
      }
    }
    return out
  }

  /// The rendition the others are measured against: the one whose size in points most members
  /// share (so a single odd file is the one blamed), the lowest scale on a tie.
  static func reference(_ members: [Sized]) -> Sized {
    // One pass to count each size in points, one to take the first member with the top count:
    // linear in the set's entries (comparing every pair took minutes on a 20,000-entry set).
    struct Points: Hashable {
      var width: Double
      var height: Double
    }
    func points(_ m: Sized) -> Points {
      Points(width: Double(m.width) / Double(m.scale), height: Double(m.height) / Double(m.scale))
    }
    var counts: [Points: Int] = [:]
    for m in members { counts[points(m), default: 0] += 1 }
    let top = counts.values.max() ?? 0
    return members.first { counts[points($0)] == top } ?? members[0]
  }

  /// Whether the entry declares its size in points (`"size" : "101.5x101.5"`, as a complication's
  /// image sets do) and the pixels are exactly that size at the entry's scale: a half-point size
  /// Apple prescribes is not a mistake.
  static func matchesDeclaredSize(_ m: Sized) -> Bool {
    guard let text = m.rendition.iconSize, let size = Size(iconSize: text) else { return false }
    return Double(m.width) == size.width * Double(m.scale) && Double(m.height) == size.height * Double(m.scale)
  }

  // MARK: AC022

  func singleScaleBesideScaled(_ record: AssetRecord, _ context: ValidationContext) -> [Diagnostic] {
    func isBitmap(_ r: Rendition) -> Bool {
      guard let facts = context.facts(record, r) else { return false }
      return facts.isBitmap
    }
    let bitmaps = record.asset.renditions.filter { $0.file != nil && isBitmap($0) }
    let scaled = bitmaps.filter { $0.slot.scale != nil }
    guard !scaled.isEmpty else { return [] }
    let scaledNames =
      scaled.prefix(3).map { "'\(name($0))'" }.joined(separator: ", ")
      + (scaled.count > 3 ? " and \(scaled.count - 3) more" : "")
    return bitmaps.filter { $0.slot.scale == nil }.map { r in
      Diagnostic(
        .AC022,
        "'\(name(r))' is a single-scale bitmap beside scaled bitmaps (\(scaledNames)) in '\(record.asset.name)'; "
          + "give it a scale or make every entry single-scale",
        path: record.location, line: record.line(of: r), asset: record.asset.name)
    }
  }

  // MARK: Helpers

  func finding(_ record: AssetRecord, _ r: Rendition, _ message: String) -> Diagnostic {
    Diagnostic(.AC021, message, path: record.location, line: record.line(of: r), asset: record.asset.name)
  }

  func name(_ r: Rendition) -> String { r.file.map(CatalogPath.fileName) ?? "(no file)" }

  /// The nearest multiple of `scale` to `pixels` (at least `scale`).
  func roundedMultiple(_ pixels: Int, _ scale: Int) -> Int {
    max(scale, ((pixels + scale / 2) / scale) * scale)
  }
}

/// Numbers in messages: `20`, `20.5`, `27.33`.
func format(_ value: Double) -> String {
  if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
  let s = String(format: "%.2f", value)
  var t = Substring(s)
  while t.hasSuffix("0") { t = t.dropLast() }
  return String(t)
}

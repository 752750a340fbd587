import Foundation

/// What `assetcat diff` found, in the JSON shape of the command's `--format json`: content
/// changes, per-device byte deltas, the toolchain notes of two cars, and (with `--structure`)
/// container differences.
public struct DiffReport: Sendable, Codable {
  /// A device's download before and after (bytes of the car thinned for it).
  public struct DeviceDelta: Sendable, Codable, Hashable {
    public var device: String
    /// The model identifier; absent when not on record.
    public var model: String?
    /// The thinned car the device gets (`iPhone @3x`): devices of one variant change alike.
    public var variant: String
    public var before: Int
    public var after: Int
    public var delta: Int

    public init(device: String, model: String?, variant: String, before: Int, after: Int) {
      (self.device, self.model, self.variant) = (device, model, variant)
      (self.before, self.after, self.delta) = (before, after, after - before)
    }
  }

  public var changes: [CatalogChange]
  public var devices: [DeviceDelta]
  /// `nil` when the structure was not compared.
  public var structure: [StructureDifference]?
  /// With the structure: where the second car departs from the first on the shape points
  /// (`CARShapePoints`), the first taken as Apple's.
  public var shape: [CARShapePoints.Finding]?
  /// Two cars: where the fields naming the writing tool differ (`ToolchainNotes`); never a change.
  public var toolchain: [StructureDifference] = []

  public init(changes: [CatalogChange], devices: [DeviceDelta] = [], structure: [StructureDifference]? = nil) {
    self.changes = changes
    self.devices = devices
    self.structure = structure
  }

  /// Whether anything differs that is not an accepted structure difference or a toolchain note.
  public var hasDifferences: Bool {
    !changes.isEmpty || devices.contains { $0.delta != 0 } || (structure ?? []).contains { $0.accepted == nil }
  }

  public func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// One line a difference, then a count; accepted structure differences after the real ones.
  public func text(before: String, after: String) -> String {
    var out = changes.map { $0.text + "\n" }
    out += changedVariants.map { "device \($0.text)\n" }
    out += toolchain.map { "toolchain \($0.change)\n" }
    let structure = structure ?? []
    out += structure.filter { $0.accepted == nil }.map { "structure \($0.text)\n" }
    out += structure.filter { $0.accepted != nil }.map { "structure \($0.text)\n" }
    out += (shape ?? []).map { "shape \($0.text)\n" }
    out.append(summary(before: before, after: after) + "\n")
    return out.joined()
  }

  func summary(before: String, after: String) -> String {
    let real = (structure ?? []).filter { $0.accepted == nil }.count
    let accepted = (structure ?? []).count - real
    var parts = ["\(changes.count) content change\(changes.count == 1 ? "" : "s")"]
    if structure != nil { parts.append("\(real) structure difference\(real == 1 ? "" : "s") (\(accepted) accepted)") }
    if let shape { parts.append("\(shape.count) on the shape points") }
    let sizes = changedVariants.map(\.headline)
    if !sizes.isEmpty { parts.append(sizes.joined(separator: ", ")) }
    let notes = toolchain.isEmpty ? "" : ", \(toolchain.count) toolchain note\(toolchain.count == 1 ? "" : "s")"
    return "\(before) → \(after): "
      + (hasDifferences
        ? parts.joined(separator: ", ") : "no difference" + (accepted > 0 ? " (\(accepted) accepted)" : ""))
      + notes
  }

  /// GitHub workflow commands: a notice per change on the changed entry's line of its
  /// Contents.json (on the second catalog's path when neither is a source catalog), a notice per
  /// variant whose download changed and per real structure difference on that path.
  public func github(after: String) -> String {
    var out = changes.map { c in
      let place = c.location.map { "file=\(property($0.file)),line=\($0.line)" } ?? "file=\(property(after))"
      return "::notice \(place),title=assetcat diff::\(escape(c.text))\n"
    }
    for v in changedVariants {
      out.append("::notice file=\(property(after)),title=assetcat diff sizes::\(escape(v.headline + ": " + v.text))\n")
    }
    for d in structure ?? [] where d.accepted == nil {
      out.append("::notice file=\(property(after)),title=assetcat diff --structure::\(escape(d.text))\n")
    }
    return out.joined()
  }

  func escape(_ s: String) -> String {
    s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(
      of: "\n", with: "%0A")
  }

  /// A workflow command's property value: its message escapes, and `:` and `,` as well.
  func property(_ s: String) -> String {
    escape(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}

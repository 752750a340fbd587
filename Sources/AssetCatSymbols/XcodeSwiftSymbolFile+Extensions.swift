import AssetCatCore

extension XcodeSwiftSymbolFile {
  /// One platform type's static properties: the type, the `#if` it needs, the kind it shows.
  struct ExtendedType: Sendable {
    var name: String
    var condition: String
    var kind: AssetKind
    /// UIKit and AppKit take `init(resource:)`, SwiftUI `init(_:)`.
    var labelsResource: Bool
    /// Protocol extensions cannot hold the nested enums of namespaces.
    var allowsNamespaces = true

    func make(_ resource: String) -> String { labelsResource ? ".init(resource: \(resource))" : ".init(\(resource))" }
  }

  static let extendedTypes: [ExtendedType] = [
    ExtendedType(
      name: "UIKit.UIColor", condition: "canImport(UIKit) && !os(watchOS)", kind: .color, labelsResource: true),
    ExtendedType(
      name: "AppKit.NSColor", condition: "canImport(AppKit) && os(macOS)", kind: .color, labelsResource: true),
    ExtendedType(name: "SwiftUI.Color", condition: "canImport(SwiftUI)", kind: .color, labelsResource: false),
    ExtendedType(
      name: "SwiftUI.ShapeStyle where Self == SwiftUI.Color", condition: "canImport(SwiftUI)", kind: .color,
      labelsResource: false,
      allowsNamespaces: false),
    ExtendedType(
      name: "UIKit.UIImage", condition: "canImport(UIKit) && !os(watchOS)", kind: .image, labelsResource: true),
    ExtendedType(
      name: "AppKit.NSImage", condition: "canImport(AppKit) && os(macOS)", kind: .image, labelsResource: true),
  ]

  /// `--generate-swift-asset-symbol-extensions YES`: `UIColor.accent`, `Color.accent`,
  /// `UIImage.logo` and the like, each platform's behind its `#if`.
  var extensionText: String {
    var out = "\n// MARK: - Platform type extensions\n"
    for type in Self.extendedTypes {
      guard let root = symbols.table.roots[type.kind] else { continue }
      let valueType = type.name.hasPrefix("SwiftUI.ShapeStyle") ? "SwiftUI.Color" : type.name
      let swiftUI = type.name.hasPrefix("SwiftUI.") && !usesSystemResourceTypes
      out += "\n#if \(type.condition)\n\(swiftUI ? Self.swiftUIAvailability : availability)\nextension \(type.name) {\n"
      out += properties(
        root, type: type, valueType: valueType, path: [resourcePrefix + Self.resourceType(type.kind)], depth: 1)
      out += "}\n#endif\n"
    }
    return out
  }

  private func properties(_ scope: SymbolTable.Scope, type: ExtendedType, valueType: String, path: [String], depth: Int)
    -> String
  {
    let indent = String(repeating: "    ", count: depth)
    var out = ""
    for (symbol, name) in scope.members.sorted(by: { Self.ordinal($0.key, $1.key) }) {
      let resource = (path + [symbol]).joined(separator: ".")
      out +=
        "\n\(indent)/// "
        + "The \"\(XcodeObjCSymbolHeader.comment(name))\" \(type.kind == .color ? "color" : "image") set.\n"
      out += "\(indent)static var \(symbol): \(valueType) { \(type.make(resource)) }\n"
    }
    guard type.allowsNamespaces else { return out + "\n" }
    for (namespace, child) in scope.children.sorted(by: { Self.ordinal($0.key, $1.key) }) {
      out += "\n\(indent)/// A namespace of the catalogs.\n\(indent)enum \(namespace) {\n"
      out += properties(child, type: type, valueType: valueType, path: path + [namespace], depth: depth + 1)
      out += "\n\(indent)}\n"
    }
    return out + (depth == 1 ? "\n" : "")
  }
}

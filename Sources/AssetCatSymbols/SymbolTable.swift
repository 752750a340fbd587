import AssetCatCore

/// One asset that gets a symbol: its full name, kind, and where a finding about it points.
public struct SymbolSource: Sendable, Hashable {
  public var name: String
  public var kind: AssetKind
  /// The asset folder or Contents.json as the user can open it.
  public var location: String

  public init(name: String, kind: AssetKind, location: String) {
    self.name = name
    self.kind = kind
    self.location = location
  }
}

/// The generated names of a set of assets, one tree per kind (images, colors, data), with the
/// clashes (AC080). Assets are placed in name order (ordinal); when a later asset's symbol is
/// already taken in its scope, by a constant or by a namespace type, the later asset gets no
/// symbol and an AC080 warning names both, so the generated file always compiles.
public struct SymbolTable: Sendable {
  /// A namespace: constants (symbol → asset name) and nested namespaces (type name → scope).
  public struct Scope: Sendable {
    public var members: [String: String] = [:]
    public var children: [String: Scope] = [:]
    /// The asset name that first introduced each nested namespace type (for AC080 messages).
    var childOwners: [String: String] = [:]
    var isEmpty: Bool { members.isEmpty && children.isEmpty }
  }

  /// The kinds that get symbols, in the order the file lists them.
  public static let kinds: [AssetKind] = [.image, .color, .data]

  /// The root scope of each kind in `kinds`.
  public private(set) var roots: [AssetKind: Scope] = [:]
  /// AC080 findings, sorted.
  public private(set) var diagnostics: [Diagnostic] = []

  public init(_ sources: [SymbolSource]) {
    let sorted = sources.filter { Self.kinds.contains($0.kind) }.sorted {
      $0.name.utf8.lexicographicallyPrecedes($1.name.utf8)
    }
    for source in sorted { place(source) }
    diagnostics.sort()
  }

  /// The Swift type each kind's constants extend.
  public static func typeName(_ kind: AssetKind) -> String {
    switch kind {
    case .color: "CatalogColor"
    case .data: "CatalogData"
    default: "CatalogImage"
    }
  }

  private mutating func place(_ source: SymbolSource) {
    let components = source.name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    let namespaces = components.dropLast().map(SymbolName.namespace)
    let member = SymbolName.member(components.last ?? source.name, kind: source.kind)
    var path = [Self.typeName(source.kind)]
    // Scopes are changed in place (a copy taken out and stored back would copy its tables on
    // every insert: quadratic in the number of assets).
    let clash = Self.insert(
      source.name, member: member, namespaces: namespaces[...], into: &roots[source.kind, default: Scope()], path: &path
    )
    if let clash { diagnostics.append(Self.clash(source, with: clash, symbol: path.joined(separator: "."))) }
    if roots[source.kind]?.isEmpty == true { roots[source.kind] = nil }
  }

  /// Adds `name` as `member` under `namespaces`; on a clash returns the asset that holds the
  /// symbol (the scope is left as it was, apart from namespaces created on the way).
  private static func insert(
    _ name: String, member: String, namespaces: ArraySlice<String>, into scope: inout Scope, path: inout [String]
  ) -> String? {
    guard let namespace = namespaces.first else {
      path.append(member)
      if let holder = scope.members[member] ?? scope.childOwners[member] { return holder }
      scope.members[member] = name
      return nil
    }
    path.append(namespace)
    if let holder = scope.members[namespace] { return holder }
    let clash = insert(
      name, member: member, namespaces: namespaces.dropFirst(), into: &scope.children[namespace, default: Scope()],
      path: &path)
    if scope.children[namespace]?.isEmpty == true {
      scope.children[namespace] = nil
    } else if scope.childOwners[namespace] == nil {
      scope.childOwners[namespace] = name
    }
    return clash
  }

  private static func clash(_ source: SymbolSource, with holder: String, symbol: String) -> Diagnostic {
    Diagnostic(
      .AC080,
      "'\(source.name)' and '\(holder)' both generate the Swift symbol '\(symbol)'; the generated file "
        + "keeps it for '\(holder)' and has no symbol for '\(source.name)': rename one of the two",
      path: source.location, asset: source.name)
  }
}

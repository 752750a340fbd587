import AssetCatCore

/// The pieces of SPEC §5's answers: sizes, insets, trait collections and slots.
extension JSONOutput {
  static func size(_ s: Size) -> JSONOutput { .object([("width", .number(s.width)), ("height", .number(s.height))]) }

  static func insets(_ e: EdgeInsets) -> JSONOutput {
    .object([
      ("top", .number(e.top)), ("left", .number(e.left)), ("bottom", .number(e.bottom)), ("right", .number(e.right)),
    ])
  }

  /// A trait collection: specified axes in SPEC §2 order; `scale` and nothing else as a number.
  static func traits(_ t: TraitCollection) -> JSONOutput {
    .object(
      TraitAxis.allCases.compactMap { axis in
        guard let v = t.value(of: axis) else { return nil }
        if axis == .scale, let s = t.scale { return (axis.key, .number(Double(s))) }
        // A request's width is a number; a slot's condition (`>161`) stays text.
        if axis == .screenWidth, case .points(let w)? = t.screenWidth { return (axis.key, .number(Double(w))) }
        return (axis.key, .string(v))
      })
  }

  /// A slot as SPEC §5 prints it: `idiom` always (`universal` when any), then the axes that are
  /// not *any*.
  static func slot(_ t: TraitCollection) -> JSONOutput {
    var members: [(String, JSONOutput)] = [("idiom", .string(t.idiom?.rawValue ?? "universal"))]
    for axis in TraitAxis.allCases where axis != .idiom {
      guard let v = t.value(of: axis) else { continue }
      if axis == .scale, let s = t.scale {
        members.append((axis.key, .number(Double(s))))
      } else {
        members.append((axis.key, .string(v)))
      }
    }
    return .object(members)
  }
}

/// SPEC §4's precedence as a value: compared field by field, larger wins.
public struct PrecedenceKey: Hashable, Sendable, Comparable, Codable {
  /// 0-based position in the chain (from the element) of the outermost matched container; −1
  /// for a rule with no containers.
  public var outermostContainer: Int
  public var containerCount: Int
  public var traitCount: Int
  /// Index of the rule in its file.
  public var index: Int

  public static func < (a: Self, b: Self) -> Bool {
    (a.outermostContainer, a.containerCount, a.traitCount, a.index)
      < (b.outermostContainer, b.containerCount, b.traitCount, b.index)
  }

  /// The first criterion on which `self` loses to `winner`.
  func reason(losingTo winner: Self) -> AppearanceCandidate.LossReason {
    if outermostContainer != winner.outermostContainer { return .outermostContainer }
    if containerCount != winner.containerCount { return .fewerContainers }
    if traitCount != winner.traitCount { return .fewerTraits }
    return .earlierInFile
  }
}

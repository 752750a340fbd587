/// What the car writer and sizer report while they encode (for a progress bar): a phase, the
/// items done and the items in all. Not part of what a car is: any two are equal, so options that
/// differ only in it are the same options.
public struct CARProgress: Sendable, Hashable {
  private let report: @Sendable (String, Int, Int) -> Void

  public init(_ report: @escaping @Sendable (_ phase: String, _ done: Int, _ total: Int) -> Void) {
    self.report = report
  }

  func callAsFunction(_ phase: String, done: Int, total: Int) { report(phase, done, total) }

  public static func == (_: CARProgress, _: CARProgress) -> Bool { true }
  public func hash(into _: inout Hasher) {}
}

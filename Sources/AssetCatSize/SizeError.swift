/// What stops a `size` run: a device not known, a catalog that cannot be read (exit 2).
public struct SizeError: Error, Sendable, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}

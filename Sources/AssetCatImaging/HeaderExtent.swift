/// How many leading bytes of a file a header probe needs.
enum HeaderExtent: Equatable {
  /// The header ends at this offset (exclusive): the probe needs nothing past it.
  case complete(Int)
  /// The walk ran off the end of the bytes it had; it needs at least this many.
  case needsMore(Int)
}

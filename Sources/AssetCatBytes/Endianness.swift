/// The byte order of a format's multi-byte integers (`.assetcat` is little-endian; a BOM store is
/// big-endian; a CAR's CSI records inside it are little-endian).
public enum Endianness: Sendable, Hashable {
  case little
  case big
}

/// A car that is only counted (`CARSizer`): its length, and nothing kept.
struct CARCountingSink: CARByteSink {
  private(set) var count = 0
  mutating func append(_ bytes: [UInt8]) { count += bytes.count }
  mutating func advance(by length: Int) { count += length }
  mutating func overwrite(_ bytes: [UInt8], at offset: Int) {}
  mutating func flush() {}
}

import AssetCatBytes
import AssetCatCAR
import AssetCatCompression
import AssetCatTestSupport
import Foundation
import Testing

/// assetcat's car reader against independent readers, on every car at hand and on mutations of
/// them; any disagreement fails. The cars: the repository's fixtures, and those of the car pairs
/// (`ASSETCAT_CAR_PAIRS`), a car collection (`ASSETCAT_CAR_CORPUS`) and the full corpora
/// (`ASSETCAT_CORPORA`) when set. The peers: the LZFSE reference implementation (PyPI `lzfse`,
/// through `python3`) for every LZFSE stream of a bitmap or raw-data payload, and xcbuild's
/// `dump_car` (`ASSETCAT_DUMP_CAR`) for the renditions a car lists. Each test skips, saying why,
/// when its peer is missing.
@Suite("Assets.car: the reader against independent readers", .serialized)
struct CARDifferentialReadingTests {
  static let python = ProcessInfo.processInfo.environment["ASSETCAT_PYTHON"] ?? "python3"
  static let hasReferenceLZFSE: Bool = {
    (try? run(URL(fileURLWithPath: "/usr/bin/env"), [python, "-c", "import lzfse"]).status) == 0
  }()
  static let dumpCar = ProcessInfo.processInfo.environment["ASSETCAT_DUMP_CAR"].flatMap {
    FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil
  }

  /// Every car to compare, by a name for messages.
  static var cars: [(name: String, path: String)] {
    var found = cars(under: CARTestSupport.fixtures, label: "fixture")
    if let root = CarPairs.root { found += cars(under: root, label: "pair") }
    if let root = Corpora.carCorpus { found += cars(under: root, label: "corpus") }
    if let root = Corpora.fullRoot { found += cars(under: root, label: "corpora") }
    return found
  }

  static func cars(under root: String, label: String) -> [(name: String, path: String)] {
    var out: [(String, String)] = []
    let e = FileManager.default.enumerator(atPath: root)
    while let p = e?.nextObject() as? String {
      if p.hasSuffix(".car") && !p.hasPrefix("_corrupt/") { out.append(("\(label) \(p)", root + "/" + p)) }
    }
    return out.sorted { $0.0 < $1.0 }
  }

  /// The LZFSE streams of a car's bitmap (compression 4) and compressed raw-data payloads, each
  /// as its own bytes (a payload may hold several streams one after the other).
  static func lzfseStreams(_ car: CARFile) -> [(rendition: String, bytes: [UInt8])] {
    var out: [(String, [UInt8])] = []
    for entry in car.renditions {
      guard let r = try? car.rendition(entry) else { continue }
      var payloads: [[UInt8]] = []
      if let p = try? r.parsePayload(CSIBitmapPayload.self), p.compression == .lzfse {
        payloads = p.chunks.map(\.data)
      } else if let d = try? r.parsePayload(CSIRawData.self), d.isCompressed {
        payloads = [d.data]
      }
      for payload in payloads {
        var offset = 0
        while payload.count - offset >= 4, payload[offset..<offset + 3] == [0x62, 0x76, 0x78],
          payload[offset + 3] != 0x24
        {
          let rest = Array(payload[offset...])
          guard let extent = try? rest.withUnsafeBytes({ try LZFSEDecoder.streamExtent(of: $0) }) else {
            out.append((r.header.name, rest))  // damaged: the whole rest is one input
            break
          }
          out.append((r.header.name, Array(rest.prefix(extent.compressedSize))))
          offset += extent.compressedSize
        }
      }
    }
    return out
  }

  /// Mutations of a stream: a bit flipped, a byte set, the stream cut short, a block header's
  /// byte changed (where the sizes and counts are).
  static func mutations(_ bytes: [UInt8], _ random: inout SplitMix64) -> [(String, [UInt8])] {
    guard bytes.count > 8 else { return [] }
    var out: [(String, [UInt8])] = []
    func at(_ limit: Int) -> Int { Int(random.next() % UInt64(limit)) }
    var flipped = bytes
    let f = at(bytes.count)
    flipped[f] ^= UInt8(1 << (f % 8))
    out.append(("bit flipped at \(f)", flipped))
    var set = bytes
    let s = at(bytes.count)
    set[s] = UInt8(truncatingIfNeeded: random.next())
    out.append(("byte \(s) set to \(set[s])", set))
    let cut = 4 + at(bytes.count - 4)
    out.append(("cut at \(cut)", Array(bytes.prefix(cut))))
    var header = bytes
    let h = 4 + at(min(bytes.count, 32) - 4)
    header[h] = header[h] &+ UInt8(1 + at(255))
    out.append(("header byte \(h) changed", header))
    return out
  }

  /// Checks of a stream against its own block headers that the reference decoder does not make
  /// (it trusts the header and decodes what follows): a mutated stream assetcat refuses for one
  /// of these, where the reference gives bytes, is not a disagreement. Any other is.
  static func isStricter(_ reason: CompressionError.Reason) -> Bool {
    switch reason {
    case .literalsExhausted, .sizeMismatch, .outputOverrun, .payloadSizeMismatch, .outputLimitExceeded: true
    case .invalidBitStream(let why): why.contains("past the stream start")
    default: false
    }
  }

  /// What the reference decoder gives for each input in `folder` (`N.in` → `N.out`; no `.out`
  /// where it reports an error).
  static let referenceScript = """
    import lzfse, os, sys
    d = sys.argv[1]
    for name in sorted(os.listdir(d)):
        if name.endswith(".in"):
            try:
                out = lzfse.decompress(open(os.path.join(d, name), "rb").read())
            except lzfse.error:
                continue
            except MemoryError:
                open(os.path.join(d, name[:-3] + ".oom"), "wb").close()
                continue
            open(os.path.join(d, name[:-3] + ".out"), "wb").write(out)
    """

  @Test(
    "LZFSE payloads decode as the reference decoder decodes them, mutated ones too",
    .enabled(if: hasReferenceLZFSE, "needs python3 with the LZFSE reference implementation (pip install lzfse)"))
  func lzfseAgainstReference() throws {
    var random = SplitMix64(seed: 0xCA7)
    var (compared, mutated, disagreements, carsRead, stricter, outOfMemory) = (0, 0, 0, 0, 0, 0)
    for car in Self.cars {
      guard let file = try? CARFile(path: car.path) else { continue }
      carsRead += 1
      // At most 48 streams a car, spread over it, each with its mutations.
      let streams = Self.lzfseStreams(file)
      let step = max(1, streams.count / 48)
      var inputs: [(what: String, bytes: [UInt8], mutation: Bool)] = []
      for i in stride(from: 0, to: streams.count, by: step) {
        let (rendition, bytes) = streams[i]
        inputs.append(("'\(rendition)'", bytes, false))
        for (how, m) in Self.mutations(bytes, &random) { inputs.append(("'\(rendition)', \(how)", m, true)) }
      }
      guard !inputs.isEmpty else { continue }
      let folder = ScratchDirectory.path("lzfse-differential", suffix: UUID().uuidString)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      for (i, input) in inputs.enumerated() {
        try Data(input.bytes).write(to: folder.appendingPathComponent("\(i).in"))
      }
      let r = try Self.run(
        URL(fileURLWithPath: "/usr/bin/env"), [Self.python, "-c", Self.referenceScript, folder.path])
      try #require(r.status == 0, "the reference decoder's script failed: \(r.stderr)")
      for (i, input) in inputs.enumerated() {
        let reference = FileManager.default.contents(atPath: folder.appendingPathComponent("\(i).out").path)
        // The reference reports an empty output as an error; so does this comparison.
        let result = Result { () throws(CompressionError) in
          try LZFSEDecoder.decompress(input.bytes, maxOutput: 1 << 28)
        }
        let ours = (try? result.get()).flatMap { $0.isEmpty ? nil : $0 }
        if input.mutation { mutated += 1 } else { compared += 1 }
        if ours.map({ Data($0) }) == reference { continue }
        if input.mutation, FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(i).oom").path) {
          outOfMemory += 1  // the reference took the header's word for a size it could not allocate
          continue
        }
        if input.mutation, reference != nil, case .failure(let e) = result, Self.isStricter(e.reason) {
          stricter += 1
          continue
        }
        disagreements += 1
        let ourAnswer = (try? result.get()).map { "\($0.count) bytes" } ?? "an error"
        let theirs = reference.map { "\($0.count) bytes" } ?? "an error"
        Issue.record("\(car.name): \(input.what): assetcat decodes \(ourAnswer), the reference \(theirs)")
      }
    }
    print(
      "LZFSE differential: \(carsRead) cars, \(compared) streams and \(mutated) mutations; "
        + "\(stricter) mutations refused where the reference decodes garbage, \(outOfMemory) the reference "
        + "could not allocate for; \(disagreements) disagreements")
    #expect(compared > 0, "no LZFSE stream in any car")
  }

  /// What xcbuild's `dump_car` lists of a car: its facet names, and per facet the renditions whose
  /// identifier is the facet's, as `name width×height` (a multiset, sorted); nil when it fails.
  static func dumpCarListing(_ tool: String, _ car: String) throws -> (facets: [String], renditions: [String])? {
    let scratch = ScratchDirectory.path("dump-car", suffix: UUID().uuidString)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    // It writes every rendition it decodes as a file into the folder it is given.
    let r = try run(URL(fileURLWithPath: tool), [car, scratch.path], in: scratch)
    guard r.status == 0 else { return nil }
    let facets = r.stderr.split(separator: "\n").filter { $0.hasPrefix("Facet: ") }.map { String($0.dropFirst(7)) }
    var renditions: [String] = []
    var name: String?, width: String?
    for line in r.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("Rendition: ") && !line.hasPrefix("Rendition Count") {
        name = String(line.dropFirst(11))
      } else if line.hasPrefix("Width: ") {
        width = String(line.dropFirst(7))
      } else if line.hasPrefix("Height: "), let n = name, let w = width {
        renditions.append("\(n) \(w)×\(line.dropFirst(8))")
        (name, width) = (nil, nil)
      }
    }
    return (facets.sorted(), renditions.sorted())
  }

  /// The same listing from assetcat's reader.
  static func listing(_ car: CARFile) -> (facets: [String], renditions: [String]) {
    var byIdentifier: [UInt16: [String]] = [:]
    for entry in car.renditions {
      guard let id = car.value(.identifier, in: entry.key) else { continue }
      byIdentifier[id, default: []].append("\(entry.header.name) \(entry.header.width)×\(entry.header.height)")
    }
    var renditions: [String] = []
    for facet in car.facets {
      guard let id = facet.key.attributes.first(where: { $0.attribute == .identifier })?.value else { continue }
      renditions += byIdentifier[id] ?? []
    }
    return (car.facets.map(\.name).sorted(), renditions.sorted())
  }

  /// The car with bytes of some renditions' pixel data changed (past each payload's own header,
  /// so every reader still finds the same renditions, only their pixels differ).
  static func payloadMutation(_ bytes: [UInt8], _ car: CARFile, _ random: inout SplitMix64) -> [UInt8] {
    var out = bytes
    for entry in car.renditions where random.next() % 4 == 0 {
      guard Int(entry.block) < car.store.index.blocks.count else { continue }
      let start =
        Int(car.store.index.blocks[Int(entry.block)].offset) + CSIHeader.byteSize
        + Int(entry.header.tlvLength) + 16
      let length = Int(entry.header.payloadLength) - 16
      guard length > 0, start + length <= out.count else { continue }
      for _ in 0..<4 { out[start + Int(random.next() % UInt64(length))] ^= 0x5A }
    }
    return out
  }

  @Test(
    "dump_car lists the facets and renditions the reader lists, of every car and of cars with damaged pixels",
    .enabled(if: dumpCar != nil, "needs xcbuild's dump_car (facebook/xcbuild): set ASSETCAT_DUMP_CAR to it"))
  func dumpCarAgrees() throws {
    let tool = try #require(Self.dumpCar)
    var random = SplitMix64(seed: 0xD0C)
    var (compared, mutated, renditions) = (0, 0, 0)
    for car in Self.cars {
      guard let bytes = FileManager.default.contents(atPath: car.path).map({ [UInt8]($0) }),
        let file = try? CARFile(path: car.path)
      else { continue }
      // dump_car refuses the cars of storage versions before 8 (Xcode 5's and 6's) outright.
      guard file.header.storageVersion >= 8 else {
        let version = file.header.storageVersion
        print("dump_car differential: \(car.name) left out: storage version \(version), dump_car reads 8 on")
        continue
      }
      let scratch = ScratchDirectory.path("dump-car-input", suffix: UUID().uuidString)
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: scratch) }
      let damaged = scratch.appendingPathComponent("damaged.car").path
      try Data(Self.payloadMutation(bytes, file, &random)).write(to: URL(fileURLWithPath: damaged))
      let ours = Self.listing(file)
      for (path, what) in [(car.path, car.name), (damaged, "\(car.name) with damaged pixels")] {
        guard let theirs = try Self.dumpCarListing(tool, path) else {
          Issue.record("\(what): dump_car failed")
          continue
        }
        if path == damaged {
          let reread = try CARFile(path: damaged)
          #expect(Self.listing(reread) == ours, "\(what): assetcat lists other renditions once the pixels change")
          mutated += 1
        } else {
          compared += 1
          renditions += theirs.renditions.count
        }
        #expect(theirs.facets == ours.facets, "\(what): facets differ")
        let onlyTheirs = Set(theirs.renditions).subtracting(ours.renditions).sorted()
        let onlyOurs = Set(ours.renditions).subtracting(theirs.renditions).sorted()
        #expect(
          theirs.renditions == ours.renditions,
          "\(what): only dump_car lists \(onlyTheirs), only assetcat \(onlyOurs)")
      }
    }
    print("dump_car differential: \(compared) cars (\(renditions) renditions) and \(mutated) with damaged pixels")
    #expect(compared > 0)
  }

  /// Runs a tool and collects its status and output (through files: two pipes read one after the
  /// other stall a tool that fills the second).
  static func run(_ tool: URL, _ arguments: [String], in directory: URL? = nil) throws
    -> (status: Int32, stdout: String, stderr: String)
  {
    let scratch = ScratchDirectory.path("differential-run", suffix: UUID().uuidString)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let (out, err) = (scratch.appendingPathComponent("out"), scratch.appendingPathComponent("err"))
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    let p = Process()
    p.executableURL = tool
    p.arguments = arguments
    if let directory { p.currentDirectoryURL = directory }
    p.standardOutput = try FileHandle(forWritingTo: out)
    p.standardError = try FileHandle(forWritingTo: err)
    try p.run()
    p.waitUntilExit()
    let text = { (u: URL) in (try? String(contentsOf: u, encoding: .utf8)) ?? "" }
    return (p.terminationStatus, text(out), text(err))
  }
}

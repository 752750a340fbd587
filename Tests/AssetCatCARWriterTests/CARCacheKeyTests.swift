import AssetCatCAR
import AssetCatCore
import AssetCatSource
import Testing

@testable import AssetCatCARWriter

/// The rendition cache's key material: every field of a rendition that can change its record
/// changes the key, nested ones included, and nothing else (the order of a dictionary) does.
@Suite struct CARCacheKeyTests {
  static func work(
    properties: AssetProperties = AssetProperties(),
    values: [RenditionAttribute: UInt16] = [.scale: 2, .idiom: 0, .dimension1: 0],
    _ edit: (inout Rendition) -> Void = { _ in }
  ) -> CARPlan.Work {
    var r = Rendition(slot: TraitCollection(scale: 2), file: "A.imageset/a.png", format: .png, order: 0)
    edit(&r)
    return CARPlan.Work(
      facet: "A", kind: .image, rendition: r, source: .entry(file: "/c/A.imageset/a.png"),
      properties: properties, values: values, part: CARPlan.imagePart)
  }

  static let encodings = CARPixelEncodings(palette: true)

  @Test("the key material writes every stored field of Rendition, AssetProperties and CARPixelEncodings")
  func everyField() {
    // A field added to one of these types must be added to CARCacheKey.material (and these counts).
    let r = Self.work().rendition
    #expect(Mirror(reflecting: r).children.count == 13)
    var rendition = CARKeyMaterial()
    CARCacheKey.write(r, to: &rendition)
    #expect(rendition.fields == 13)
    #expect(Mirror(reflecting: AssetProperties()).children.count == 6)
    var properties = CARKeyMaterial()
    CARCacheKey.write(AssetProperties(), to: &properties)
    #expect(properties.fields == 6)
    #expect(Mirror(reflecting: Self.encodings).children.count == 4)
    // The work item's subject, source and keptWhole, of which keptWhole decides only whether the
    // item is packed, not its record; of the source, the cases cached are written by their file,
    // drawing scale, name and whether they are a wide-colour twin; the subject's six fields (facet,
    // kind, rendition, properties, values, part) all.
    #expect(Mirror(reflecting: Self.work()).children.count == 3)
    #expect(Mirror(reflecting: Self.work().subject).children.count == 6)
  }

  @Test("a nested field of the rendition (a slicing cap inset) changes the key material")
  func nestedField() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let a = Self.work { $0.resizing = Resizing(mode: "9-part", capInsets: insets) }
    let b = Self.work {
      $0.resizing = Resizing(mode: "9-part", capInsets: EdgeInsets(top: 1, left: 5, bottom: 3, right: 4))
    }
    #expect(CARCacheKey.material(a, encodings: Self.encodings) != CARCacheKey.material(b, encodings: Self.encodings))
  }

  @Test("the encodings and the properties change the key material")
  func encodingsAndProperties() {
    var smallest = Self.encodings
    smallest.smallest = true
    let w = Self.work()
    #expect(CARCacheKey.material(w, encodings: Self.encodings) != CARCacheKey.material(w, encodings: smallest))
    var properties = AssetProperties()
    properties.templateRenderingIntent = "template"
    let template = Self.work(properties: properties)
    #expect(
      CARCacheKey.material(w, encodings: Self.encodings) != CARCacheKey.material(template, encodings: Self.encodings))
  }

  @Test("the same work item gives the same material, whatever order its trait values were added in")
  func stable() {
    let attributes: [RenditionAttribute] = [.scale, .idiom, .dimension1, .direction, .appearance, .localization]
    let materials = (0..<20).map { _ -> [UInt8] in
      var values: [RenditionAttribute: UInt16] = [:]
      for (i, a) in attributes.enumerated().shuffled() { values[a] = UInt16(i) }
      return CARCacheKey.material(Self.work(values: values), encodings: Self.encodings)
    }
    #expect(Set(materials).count == 1)
  }

  @Test("where the catalog is does not change the key material; the file's path inside it does")
  func catalogFolder() {
    var elsewhere = Self.work()
    elsewhere.source = .entry(file: "/sandbox/7/execroot/ws/c/A.imageset/a.png")
    #expect(
      CARCacheKey.material(elsewhere, encodings: Self.encodings)
        == CARCacheKey.material(Self.work(), encodings: Self.encodings))
    let other = Self.work { $0.file = "A.imageset/b.png" }
    #expect(
      CARCacheKey.material(other, encodings: Self.encodings)
        != CARCacheKey.material(Self.work(), encodings: Self.encodings))
  }

  @Test("the key material is its fields' text, apart by a NUL each, in one order")
  func exactText() {
    // The text a key hashes: a rendition cache written by one build of the tool is read by the
    // same build only, but a field left out or run into its neighbour would alias two keys.
    let fields = String(decoding: CARCacheKey.material(Self.work(), encodings: Self.encodings), as: UTF8.self).split(
      separator: "\u{0}", omittingEmptySubsequences: false)
    // The trait values by raw value: dimension1 (8), scale (12), idiom (15).
    #expect(
      Array(fields.prefix(10))
        == [
          "v\(CARCacheTrailer.currentVersion)", "A", "image", "file", "8=0,12=2,15=0",
          "\(CARPlan.imagePart)", "0", "true true false false", "", "",
        ].map { Substring($0) })
    #expect(fields.count == 10 + 13 + 6)
    #expect(fields[10] == Substring(Self.work().rendition.slot.textForm))
    #expect(fields[11] == "A.imageset/a.png")
  }

  @Test("the source reader's hash of each image file is the rendition cache's, so a rebuild reads no file for its keys")
  func readerHashes() throws {
    let source = try CARWriterSupport.read(CARWriterSupport.sample)
    let images = source.probes.filter { (try? $0.value.get()) != nil }.keys
    #expect(images.count > 5)
    for path in images {
      let hash = try #require(source.contentHashes[path], "\(path) was not hashed")
      #expect(hash == (try FileContentHash.of(path)), "\(path)")
    }
    var w = Self.work()
    let path = try #require(images.first { $0.hasSuffix(".png") })
    w.source = .entry(file: path)
    #expect(
      CARCacheKey.known(w, encodings: Self.encodings, hashes: source.contentHashes)
        == (try CARCacheKey.of(w, encodings: Self.encodings)))
    #expect(CARCacheKey.known(w, encodings: Self.encodings, hashes: [:]) == nil)
  }

  @Test("numbers go into the key material as their descriptions write them")
  func numbers() {
    for n in [0, 7, 10, 65535, -3, Int.max, Int.min + 1] {
      var m = CARKeyMaterial()
      m.append(n)
      #expect(String(decoding: m.bytes, as: UTF8.self) == "\(n)")
    }
    for d in [0, 1, 64, 1024.5, 0.1, -2, 1e15, 1e16, 999_999_999_999_999, -0.0, .infinity, .nan] as [Double] {
      var m = CARKeyMaterial()
      m.append(d)
      #expect(String(decoding: m.bytes, as: UTF8.self) == "\(d)")
    }
  }
}

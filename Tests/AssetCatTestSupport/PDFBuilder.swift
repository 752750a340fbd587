import Foundation

/// Small, well-formed PDFs for tests: objects numbered from 1 (object 1 the catalog), a correct
/// cross-reference table, or (PDF 1.5) objects packed in a compressed-style object stream with a
/// cross-reference stream, as current design tools write them.
public enum PDFBuilder {
  /// A PDF 1.4 file whose objects sit at the offsets its xref table gives.
  public static func classic(_ objects: [String]) -> Data {
    var out = Data("%PDF-1.4\n%".utf8) + Data([0xE2, 0xE3, 0xCF, 0xD3, 0x0A])
    var offsets: [Int] = []
    for (index, body) in objects.enumerated() {
      offsets.append(out.count)
      out += Data("\(index + 1) 0 obj\n\(body)\nendobj\n".utf8)
    }
    let xref = out.count
    var table = "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
    for offset in offsets { table += pad(offset) + " 00000 n \n" }
    table += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
    return out + Data(table.utf8)
  }

  /// A PDF 1.5 file: `objects` (numbered from 1) inside one object stream, located by a
  /// cross-reference stream; no classic xref table at all.
  public static func objectStream(_ objects: [String]) -> Data {
    var header = "", body = ""
    for (index, object) in objects.enumerated() {
      header += "\(index + 1) \(body.utf8.count) "
      body += object + "\n"
    }
    let streamNumber = objects.count + 1, xrefNumber = objects.count + 2
    let content = header + body
    var out = Data("%PDF-1.5\n".utf8)
    let streamOffset = out.count
    out += Data(
      ("\(streamNumber) 0 obj\n<< /Type /ObjStm /N \(objects.count) /First \(header.utf8.count) "
        + "/Length \(content.utf8.count) >>\nstream\n\(content)\nendstream\nendobj\n")
        .utf8)
    let xrefOffset = out.count
    var entries: [UInt8] = [0, 0, 0, 255]
    for index in objects.indices { entries += [2, 0, UInt8(streamNumber), UInt8(index)] }
    entries += [1, UInt8(streamOffset >> 8), UInt8(streamOffset & 0xFF), 0]
    entries += [1, UInt8(xrefOffset >> 8), UInt8(xrefOffset & 0xFF), 0]
    out += Data(
      ("\(xrefNumber) 0 obj\n<< /Type /XRef /Size \(xrefNumber + 1) /W [1 2 1] /Root 1 0 R "
        + "/Length \(entries.count) >>\nstream\n")
        .utf8)
    out += Data(entries) + Data("\nendstream\nendobj\nstartxref\n\(xrefOffset)\n%%EOF\n".utf8)
    return out
  }

  /// Catalog, page tree and one page with `entries` and a content stream `content`.
  public static func page(_ entries: String, content: String = "") -> [String] {
    [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R \(entries) /Contents 4 0 R >>",
      "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
    ]
  }

  private static func pad(_ n: Int) -> String {
    let s = String(n)
    return String(repeating: "0", count: max(0, 10 - s.count)) + s
  }
}

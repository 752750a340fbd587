/// The page attributes that decide its size (ISO 32000-1 §7.7.3.3, Table 30).
struct PDFPageAttributes {
  var mediaBox: PDFRect?
  var cropBox: PDFRect?
  var rotate: Double?
  var userUnit: Double?
}

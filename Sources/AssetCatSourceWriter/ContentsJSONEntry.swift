import AssetCatCore

extension ContentsJSON {
  /// One entry of an asset folder: its file and slot, icon fields, insets, slicing, type and color.
  struct Entry: Encodable {
    var filename: String?
    var idiom: String
    var subtype: String?
    var screenWidth: String?
    var scale: String?
    var size: String?
    var role: String?
    var platform: String?
    var widthClass: String?
    var heightClass: String?
    var appearances: [Appearance]?
    var displayGamut: String?
    var languageDirection: String?
    var locale: String?
    var memory: String?
    var graphicsFeatureSet: String?
    var alignmentInsets: EdgeInsets?
    var resizing: Slicing?
    var universalTypeIdentifier: String?
    var color: Color?

    enum CodingKeys: String, CodingKey {
      case filename, idiom, subtype
      case screenWidth = "screen-width"
      case scale, size, role, platform
      case widthClass = "width-class"
      case heightClass = "height-class"
      case appearances
      case displayGamut = "display-gamut"
      case languageDirection = "language-direction"
      case locale, memory
      case graphicsFeatureSet = "graphics-feature-set"
      case alignmentInsets = "alignment-insets"
      case resizing
      case universalTypeIdentifier = "universal-type-identifier"
      case color
    }
  }

  /// `{"appearance": "luminosity", "value": "dark"}`.
  struct Appearance: Encodable {
    var appearance: String
    var value: String
  }

  /// A sliced image: the sliced axes' center size and cap insets only, as Xcode writes them.
  struct Slicing: Encodable {
    var mode: String
    var center: Center?
    var capInsets: Caps

    enum CodingKeys: String, CodingKey {
      case mode, center
      case capInsets = "cap-insets"
    }
  }

  struct Center: Encodable {
    var mode: String?
    var width: Double?
    var height: Double?
  }

  struct Caps: Encodable {
    var top: Double?
    var left: Double?
    var bottom: Double?
    var right: Double?
  }

  /// A color entry; components are strings with a decimal point, in the color's order.
  struct Color: Encodable {
    var colorSpace: String?
    var components: JSONOutput?
    var platform: String?
    var reference: String?

    enum CodingKeys: String, CodingKey {
      case colorSpace = "color-space"
      case components, platform, reference
    }
  }
}

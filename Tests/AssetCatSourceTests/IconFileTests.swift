import AssetCatSource
import Testing

/// `icon.json` read whole, and what is malformed named by its place in the file.
@Suite("Icon Composer icon.json")
struct IconFileTests {
  static let full = """
    {
      "fill" : { "linear-gradient" : [ "display-p3:0.73194,0.76219,0.85679,1.00000", "srgb:0.1,0.2,0.3" ],
                 "orientation" : { "start" : { "x" : 0.5, "y" : 1 }, "stop" : { "x" : 0.5, "y" : 0 } } },
      "fill-specializations" : [ { "appearance" : "dark", "value" : { "solid" : "extended-gray:0.2,1" } } ],
      "groups" : [
        {
          "name" : "Front", "blur-material" : null, "lighting" : "combined", "specular" : true,
          "shadow" : { "kind" : "layer-color", "opacity" : 0.5 },
          "translucency" : { "enabled" : true, "value" : 0.42 },
          "translucency-specializations" : [ { "appearance" : "tinted", "value" : { "enabled" : false, \
    "value" : 0.1 } } ],
          "position" : { "scale" : 1.5, "translation-in-points" : [ 10, -20 ] },
          "layers" : [
            { "name" : "glyph", "image-name" : "glyph.svg", "glass" : true, "opacity" : 0.8,
              "fill-specializations" : [ { "value" : "automatic" }, { "appearance" : "dark", "value" : { \
    "solid" : "gray:1" } } ],
              "hidden-specializations" : [ { "appearance" : "tinted", "value" : true } ] }
          ]
        },
        { "hidden" : true, "layers" : [ { "image-name" : "back.png", "blend-mode" : "multiply" } ] }
      ],
      "supported-platforms" : { "circles" : [ "watchOS" ], "squares" : "shared" }
    }
    """

  @Test("every key: fills, groups, layers, glass, shadow, translucency, blur, position, hidden, specializations")
  func readsEverything() throws {
    let file = try IconFile.parse(Array(Self.full.utf8))
    guard case .linearGradient(let colors, let start, let stop)? = file.fill.value(.light) else {
      Issue.record("not a gradient: \(String(describing: file.fill.base))")
      return
    }
    #expect(colors.map(\.space) == [.displayP3, .srgb] && colors[1].components == [0.1, 0.2, 0.3, 1])
    #expect(start == IconFilePoint(x: 0.5, y: 1) && stop == IconFilePoint(x: 0.5, y: 0))
    #expect(file.fill.value(.tinted) == .solid(IconFileColor(space: .extendedGray, components: [0.2, 1])))
    let front = file.groups[0]
    #expect(front.name == "Front" && front.lighting.base == "combined" && front.specular.base == true)
    #expect(front.blurMaterial.base == 0 && front.shadow.base == IconFileShadow(kind: .layerColor, opacity: 0.5))
    #expect(front.translucency.value(.dark) == IconFileTranslucency(enabled: true, value: 0.42))
    #expect(front.translucency.value(.tinted) == IconFileTranslucency(enabled: false, value: 0.1))
    #expect(front.position.base == IconFilePosition(scale: 1.5, x: 10, y: -20))
    let glyph = front.layers[0]
    #expect(glyph.glass.base == true && glyph.opacity.base == 0.8 && glyph.fill.value(.light) == .automatic)
    #expect(glyph.fill.value(.dark) == .solid(IconFileColor(space: .gray, components: [1, 1])))
    #expect(file.groups[1].hidden.base == true && file.groups[1].layers[0].blendMode.base == "multiply")
    #expect(file.sharedSquares && file.circles == ["watchOS"])
    #expect(file.visibleGroups(.light).map(\.layers.count) == [1])
    #expect(file.visibleGroups(.tinted).map(\.layers.count) == [0], "the glyph is hidden when tinted")
    #expect(file.imageNames == ["glyph.svg", "back.png"])
  }

  @Test(
    "a malformed value is an error that says where and what",
    arguments: [
      (#"[1]"#, "icon.json (line 1): is not a JSON object"),
      (#"{"fill": "rainbow"}"#, "fill (line 1): is 'rainbow', not automatic"),
      (#"{"fill": {"solid": "cmyk:1,0,0,0"}}"#, "fill.solid (line 1): unknown colour space 'cmyk'"),
      (#"{"fill": {"solid": "srgb:1,0"}}"#, "srgb takes 3 components and an optional alpha, not 2"),
      (#"{"fill": {"solid": "srgb:2,0,0"}}"#, "srgb components are between 0 and 1"),
      (
        #"{"fill": {"linear-gradient": ["srgb:1,0,0"]}}"#,
        "fill.linear-gradient (line 1): is not a list of two or more colours"
      ),
      (#"{"groups": {}}"#, "groups (line 1): is not a list"),
      (#"{"groups": [{"layers": [{"name": "x"}]}]}"#, "groups[0].layers[0] (line 1): has no image-name"),
      (
        #"{"groups": [{"layers": [{"image-name": "a.png", "opacity": 2}]}]}"#,
        "groups[0].layers[0].opacity (line 1): is 2.0, not between 0 and 1"
      ),
      (#"{"groups": [{"shadow": {"kind": "purple"}, "layers": []}]}"#, "groups[0].shadow.kind (line 1): is 'purple'"),
      (
        #"{"groups": [{"translucency": {"enabled": 1}, "layers": []}]}"#,
        "groups[0].translucency.enabled (line 1): is not true or false"
      ),
      (
        #"{"groups": [{"position": {"scale": 0}, "layers": []}]}"#,
        "groups[0].position.scale (line 1): is 0.0, not above 0"
      ),
      (#"{"groups": [{"lighting": "sun", "layers": []}]}"#, "groups[0].lighting (line 1): is 'sun'"),
      (
        #"{"fill-specializations": [{"appearance": "night", "value": "automatic"}]}"#,
        "fill-specializations[0].appearance (line 1): is 'night'"
      ),
      (
        #"{"fill-specializations": [{"appearance": "dark"}]}"#,
        "fill-specializations[0] (line 1): is not an object with a value"
      ),
      (
        #"{"supported-platforms": {"squares": 3}}"#, "supported-platforms.squares (line 1): is not \"shared\" or a list"
      ),
    ])
  func malformed(json: String, message: String) {
    #expect {
      _ = try IconFile.parse(Array(json.utf8))
    } throws: { error in
      "\(error)".contains(message)
    }
  }

  @Test("a well-formed minimal document reads without error")
  func minimal() throws {
    let file = try IconFile.parse(Array(#"{"groups": [{"layers": [{"image-name": "a.png"}]}]}"#.utf8))
    #expect(file.groups[0].layers[0].name == "a.png" && file.fill.base == nil)
  }
}

/// A device family an app runs on, as actool's `--target-device` names it: `iphone`, `ipad`,
/// `mac`, `tv`, `watch`, `car`, `vision`. Parsed once, at the command line; the checks, the car
/// writer and `size` take these.
public enum TargetDevice: String, Sendable, Hashable, CaseIterable {
  case iPhone = "iphone", iPad = "ipad", mac, tv, watch, car, vision

  /// The name in any case (`iphone`, `iPhone`); `nil` for anything else.
  public init?(name: String) { self.init(rawValue: name.lowercased()) }

  /// The idioms a build for the device keeps (marketing icons travel with their devices).
  public var idioms: Set<Idiom> {
    switch self {
    case .iPhone: [.phone, .iosMarketing]
    case .iPad: [.pad, .iosMarketing]
    case .mac: [.mac]
    case .tv: [.tv, .tvMarketing]
    case .watch: [.watch, .watchMarketing]
    case .car: [.car]
    case .vision: [.vision]
    }
  }

  /// `iphone, ipad, mac, tv, watch, car or vision`: for messages listing the accepted names.
  public static var namesList: String {
    let names = allCases.map(\.rawValue)
    return names.dropLast().joined(separator: ", ") + " or " + names.last!
  }
}

extension TargetDevice: CustomDebugStringConvertible {
  /// The name, quoted (`"iphone"`): how a value holding one prints it.
  public var debugDescription: String { rawValue.debugDescription }
}

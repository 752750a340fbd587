extension XcodeSwiftSymbolFile {
  /// For deployment targets without `DeveloperToolsSupport`'s resource types: the file's own,
  /// and the initializers that load them by name from their bundle (the system's named
  /// initializers; a missing asset traps, as the system's resource initializers do).
  static let ownResourceTypes = """

    // MARK: - Resource types (deployment targets before iOS 17, macOS 14, tvOS 17, watchOS 10)

    /// A colour set of the target's asset catalogs.
    struct ColorResource: Hashable {
        fileprivate let name: Swift.String
        fileprivate let bundle: Foundation.Bundle

        init(name: Swift.String, bundle: Foundation.Bundle) {
            self.name = name
            self.bundle = bundle
        }
    }

    /// An image set of the target's asset catalogs.
    struct ImageResource: Hashable {
        fileprivate let name: Swift.String
        fileprivate let bundle: Foundation.Bundle

        init(name: Swift.String, bundle: Foundation.Bundle) {
            self.name = name
            self.bundle = bundle
        }
    }

    #if canImport(UIKit) && !os(watchOS)
    @available(iOS 11.0, tvOS 11.0, *)
    extension UIKit.UIColor {
        /// The colour `resource` names.
        convenience init(resource: ColorResource) {
            self.init(named: resource.name, in: resource.bundle, compatibleWith: nil)!
        }
    }

    extension UIKit.UIImage {
        /// The image `resource` names.
        convenience init(resource: ImageResource) {
            self.init(named: resource.name, in: resource.bundle, compatibleWith: nil)!
        }
    }
    #endif

    #if canImport(AppKit) && os(macOS)
    @available(macOS 10.13, *)
    extension AppKit.NSColor {
        /// The colour `resource` names.
        convenience init(resource: ColorResource) {
            self.init(named: NSColor.Name(resource.name), bundle: resource.bundle)!
        }
    }

    /// Lets `NSImage(resource:)` return the bundle's own image object.
    protocol _AssetImageLoading {}
    extension AppKit.NSImage: _AssetImageLoading {}

    extension _AssetImageLoading {
        /// The image `resource` names.
        init(resource: ImageResource) {
            self = resource.bundle.image(forResource: NSImage.Name(resource.name))! as! Self
        }
    }
    #endif

    #if canImport(SwiftUI)
    \(swiftUIAvailability)
    extension SwiftUI.Color {
        /// The colour `resource` names.
        init(_ resource: ColorResource) {
            self.init(resource.name, bundle: resource.bundle)
        }
    }

    \(swiftUIAvailability)
    extension SwiftUI.Image {
        /// The image `resource` names.
        init(_ resource: ImageResource) {
            self.init(resource.name, bundle: resource.bundle)
        }
    }
    #endif

    """
}

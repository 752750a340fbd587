extension SwiftSymbolFile {
  /// Initializers on SwiftUI, UIKit and AppKit types that take the generated constants, each
  /// behind `#if canImport(...)` so the file compiles on Linux too. Images and colors load by
  /// name from `bundle` (the main bundle by default), as the frameworks' own named initializers do.
  var platformInitializers: String {
    let a = access
    return """

      // MARK: - Apple platforms

      #if canImport(SwiftUI)
      import Foundation
      import SwiftUI

      @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
      extension SwiftUI.Image {
        /// The image set `image` names, from `bundle` (the main bundle when `nil`).
        \(a)init(_ image: CatalogImage, bundle: Foundation.Bundle? = nil) {
          self.init(image.name, bundle: bundle)
        }
      }

      @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
      extension SwiftUI.Color {
        /// The color set `color` names, from `bundle` (the main bundle when `nil`).
        \(a)init(_ color: CatalogColor, bundle: Foundation.Bundle? = nil) {
          self.init(color.name, bundle: bundle)
        }
      }
      #endif

      #if canImport(UIKit) && !os(watchOS)
      import Foundation
      import UIKit

      extension UIKit.UIImage {
        /// The image set `image` names, from `bundle` (the main bundle when `nil`).
        \(a)convenience init?(_ image: CatalogImage, in bundle: Foundation.Bundle? = nil) {
          self.init(named: image.name, in: bundle, compatibleWith: nil)
        }
      }

      extension UIKit.UIColor {
        /// The color set `color` names, from `bundle` (the main bundle when `nil`).
        \(a)convenience init?(_ color: CatalogColor, in bundle: Foundation.Bundle? = nil) {
          self.init(named: color.name, in: bundle, compatibleWith: nil)
        }
      }

      extension UIKit.NSDataAsset {
        /// The data set `data` names, from `bundle`.
        \(a)convenience init?(_ data: CatalogData, in bundle: Foundation.Bundle = .main) {
          self.init(name: data.name, bundle: bundle)
        }
      }
      #elseif canImport(AppKit)
      import AppKit
      import Foundation

      extension AppKit.NSImage {
        /// The image set `image` names, from `bundle` (NSImage has no initializer that takes one).
        \(a)static func named(_ image: CatalogImage, in bundle: Foundation.Bundle = .main) -> AppKit.NSImage? {
          bundle.image(forResource: image.name)
        }
      }

      extension AppKit.NSColor {
        /// The color set `color` names, from `bundle` (the main bundle when `nil`).
        \(a)convenience init?(_ color: CatalogColor, in bundle: Foundation.Bundle? = nil) {
          self.init(named: color.name, bundle: bundle)
        }
      }

      extension AppKit.NSDataAsset {
        /// The data set `data` names, from `bundle`.
        \(a)convenience init?(_ data: CatalogData, in bundle: Foundation.Bundle = .main) {
          self.init(name: data.name, bundle: bundle)
        }
      }
      #endif

      """
  }
}

// `import UIKit` on iOS brings Foundation (and CoreGraphics' geometry) along.
@_exported import Foundation

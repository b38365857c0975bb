// WebKit's views, as iOS's WebKit framework declares them, on PlumbUIKit (docs/compatibility/frameworks.md, "WebKit").
@_exported import UIKit

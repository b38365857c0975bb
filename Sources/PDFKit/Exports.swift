// PDFKit's views, as iOS's PDFKit framework declares them, on PlumbUIKit
// (docs/compatibility/frameworks.md, "PDFKit"). PDFKit's headers import UIKit, so `import PDFKit`
// alone gives UIView and UIColor, as on iOS.
@_exported import UIKit

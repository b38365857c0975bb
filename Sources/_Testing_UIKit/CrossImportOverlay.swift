// Swift Testing declares a cross-import overlay for UIKit (Testing.swiftcrossimport/UIKit.swiftoverlay
// in the toolchain): a file that imports both `Testing` and `UIKit` makes the compiler load a
// module named `_Testing_UIKit`, which Linux toolchains do not ship. This empty module is that
// overlay, so tests written with `import Testing` and `import UIKit` compile here. It adds nothing
// (Apple's adds UIImage attachments, which are not part of this subset).

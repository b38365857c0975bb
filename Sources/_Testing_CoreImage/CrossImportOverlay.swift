// Swift Testing declares a cross-import overlay for CoreImage (Testing.swiftcrossimport/CoreImage.swiftoverlay
// in the toolchain): a file that imports both `Testing` and `CoreImage` (or UIKit, which re-exports
// it) makes the compiler load a module named `_Testing_CoreImage`, which Linux toolchains do not ship.
// This empty module is that overlay, as _Testing_UIKit is for UIKit. It adds nothing (Apple's adds
// image attachments, which are not part of this subset).

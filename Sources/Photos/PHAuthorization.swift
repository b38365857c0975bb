import Foundation

// `import Photos` on Linux (docs/compatibility/frameworks.md, "Photos"): PhotoKit as an app sees it
// on a freshly erased simulator whose photo library is empty. Nothing is read from or saved to a
// library; requests answer at once, so code that awaits them runs to its end in a render.

/// The app's permission to use the photo library, as `PHAuthorizationStatus`.
public enum PHAuthorizationStatus: Int, Sendable {
  case notDetermined = 0
  case restricted = 1
  case denied = 2
  case authorized = 3
  case limited = 4
}

/// The access an app asks for, as `PHAccessLevel`.
public enum PHAccessLevel: Int, Sendable {
  case addOnly = 1
  case readWrite = 2
}

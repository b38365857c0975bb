import Foundation

/// `URL.documentsDirectory`, `.cachesDirectory` and the other folder properties of iOS 16, which
/// Foundation on Linux does not have (it has `homeDirectory` and `temporaryDirectory`). Each is
/// the folder `FileManager.default.urls(for:in: .userDomainMask)` names on Linux (XDG-style:
/// ~/Documents, ~/.cache, ~/.local/share, ...); where that list is empty (library, user) it
/// falls back as documented per property. Nothing is created.
extension URL {
  public static var documentsDirectory: URL { userFolder(.documentDirectory, else: "Documents") }
  public static var cachesDirectory: URL { userFolder(.cachesDirectory, else: ".cache") }
  public static var applicationSupportDirectory: URL { userFolder(.applicationSupportDirectory, else: ".local/share") }
  /// Linux has no user Library folder; this is ~/Library, as on iOS (home-relative), not created.
  public static var libraryDirectory: URL { userFolder(.libraryDirectory, else: "Library") }
  public static var downloadsDirectory: URL { userFolder(.downloadsDirectory, else: "Downloads") }
  public static var moviesDirectory: URL { userFolder(.moviesDirectory, else: "Videos") }
  public static var musicDirectory: URL { userFolder(.musicDirectory, else: "Music") }
  public static var picturesDirectory: URL { userFolder(.picturesDirectory, else: "Pictures") }
  public static var desktopDirectory: URL { userFolder(.desktopDirectory, else: "Desktop") }
  public static var trashDirectory: URL { userFolder(.trashDirectory, else: ".Trash") }
  public static var sharedPublicDirectory: URL { userFolder(.sharedPublicDirectory, else: "Public") }
  /// The folder holding users' home folders: Linux answers it only for the local domain (the
  /// home folder itself); that answer is used.
  public static var userDirectory: URL {
    FileManager.default.urls(for: .userDirectory, in: .localDomainMask).first ?? URL.homeDirectory
  }

  private static func userFolder(_ directory: FileManager.SearchPathDirectory, else relative: String) -> URL {
    FileManager.default.urls(for: directory, in: .userDomainMask).first
      ?? URL.homeDirectory.appendingPathComponent(relative, isDirectory: true)
  }
}

import Foundation
import SwiftUI

/// A target localised as an app is (a string catalog, and a `Settings` table as `.strings` +
/// `.stringsdict` in en, de and ar), for the localization tests. The catalog is table `Fixture`,
/// not `Localizable`: this bundle sits beside every test binary and `plumb`, where
/// `Text("Save")` with no bundle searches `Localizable` tables, so other tests never draw its German.
public enum LocalizationFixture {
  /// The target's resource bundle, where SwiftPM put the files.
  public static var bundle: Bundle { Bundle.module }
}

/// A small settings screen drawn from both tables.
public struct LocalizedSettingsScreen: View {
  let count: Int
  public init(count: Int) { self.count = count }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("settings.title", tableName: "Fixture", bundle: .module).font(.headline)
      Text("\(count) items", tableName: "Fixture", bundle: .module)
      Text("notifications", tableName: "Settings", bundle: .module)
      Text("\(count) unread", tableName: "Settings", bundle: .module)
    }
    .padding(12)
  }
}

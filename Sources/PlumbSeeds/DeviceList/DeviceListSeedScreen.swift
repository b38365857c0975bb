// Plumbline's file, not the article's: the entry the catalog's `device-list` screens render.
// The article's types are internal, as in an app; this is the one public name of the module.
import SwiftUI

/// Seed b's ContentView in the navigation view its `.navigationBarTitle("Apple Devices")` needs.
public struct DeviceListSeedScreen: View {
    public init() {}

    public var body: some View {
        NavigationView {
            ContentView()
        }
    }
}

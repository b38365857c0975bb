// Plumbline's file, not the article's: the entry the catalog's `home-pop-menu` screen renders.
// The article's types are internal, as in an app; this is the one public name of the module.
import SwiftUI

/// Seed a's home page (HomePage, PopMenuCompletions.swift): tapping the factory name presents the
/// menu through `.popMenu`, a UIHostingController presented `.overFullScreen` from the key window.
public struct PopMenuSeedScreen: View {
    public init() {}

    public var body: some View {
        HomePage()
    }
}

// What seed c's article (shared/seeds/002_5d929fc45353937c.txt) leaves out of FrameGetter.swift.
import SwiftUI

/// Completion. The article's ContentView returns `MainContent()` but never declares it (it stands
/// for the screen's real content); the smallest view.
struct MainContent: View {
    var body: some View {
        Text("MainContent")
    }
}

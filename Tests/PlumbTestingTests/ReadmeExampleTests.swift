import PlumbUI
import PlumbTesting
import Testing

// The example from README.md, verbatim (in README it sits in HomeTests.swift, so its goldens go to
// Goldens/Home/; here the file is ReadmeExampleTests.swift, so they are in Goldens/ReadmeExample/):
// if the README's usage stops compiling or working, this fails.

struct HomePage: View {
  var body: some View {
    VStack(spacing: 12) {
      Text("首页").font(.headline)
      Color.blue.frame(width: 80, height: 24).id("badge")
    }
  }
}

@Suite struct HomeTests {
  @Test @MainActor func homePage() async {
    await assertGolden(of: HomePage(), device: .iPhone14)                        // Goldens/Home/homePage.png
    await assertGolden(of: HomePage(), variant: "se", device: .iPhoneSE3)        // Goldens/Home/homePage.se.png
    await assertLayout(of: HomePage())                                           // frames only
  }
}

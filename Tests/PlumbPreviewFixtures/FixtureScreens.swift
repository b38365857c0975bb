import PlumbUI

// Previews in a second module, for PreviewScreensTests: a provider nested in a type, one inside
// `#if DEBUG`, a named and two unnamed `#Preview`s, and a file stem ("Rows") that the test target
// also uses, so both names get their module in front.

public enum FixtureScreens {
  /// A provider nested in a type: named `FixtureScreens.Nested_Previews`.
  struct Nested_Previews: PreviewProvider {
    static var previews: some View {
      Group {
        Text("one").previewDisplayName("One")
        Text("two")
      }
    }
  }
}

#if DEBUG
struct DebugOnly_Previews: PreviewProvider {
  static var previews: some View { Text("debug").previewLayout(.sizeThatFits) }
}
#endif

#Preview("Big title") { Text("Title").font(.largeTitle) }
#Preview { Text("first unnamed") }
#Preview { Text("second unnamed") }

// An iPhone-only branch, as apps write them: compiled out on Linux, so the runner names this line
// (PlatformConditionsTests).
#if os(iOS)
public let fixtureDrawsOnAnIPhoneOnly = true
#endif

import PlumbGraphics
import Testing

@Suite struct RenderWarningsTests {
  @Test func warnsOncePerKeyInAScope() {
    let (_, warnings) = RenderWarnings.collecting {
      RenderWarnings.warnOnce("test.blur", "blur(radius:) is not drawn")
      RenderWarnings.warnOnce("test.blur", "blur(radius:) is not drawn")
      RenderWarnings.warnOnce("test.badge", "badge(_:) is not drawn")
    }
    #expect(warnings == ["blur(radius:) is not drawn", "badge(_:) is not drawn"])
  }

  @Test func eachScopeStartsFresh() {
    let first = RenderWarnings.collecting { RenderWarnings.warnOnce("test.k", "m") }.warnings
    let second = RenderWarnings.collecting { RenderWarnings.warnOnce("test.k", "m") }.warnings
    #expect(first == ["m"])
    #expect(second == ["m"])
  }

}

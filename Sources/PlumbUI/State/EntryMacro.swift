/// Declares an environment value with its key in one line, as SwiftUI's `@Entry`:
/// `extension EnvironmentValues { @Entry var accent: Color = .pink }` makes `\.accent` readable
/// with `@Environment(\.accent)` and settable with `.environment(\.accent, …)`. The expansion (a
/// private `EnvironmentKey` and a get/set accessor) is in docs/compatibility/macros.md.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "PlumbPreviewMacros", type: "EntryMacro")

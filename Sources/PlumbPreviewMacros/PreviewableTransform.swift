// `@Previewable` declarations in a `#Preview` body, moved into a wrapper view as Xcode's preview
// macro does (docs/previews.md, "@Previewable"): the body's top-level statements that start with
// `@Previewable` become stored properties of a local `View` type whose `body` is the rest of the
// closure, so `@Previewable @State var on = true` followed by `Toggle("On", isOn: $on)` is a view
// with its own state. Works on the source text alone (no SwiftSyntax), like the rest of the macro.

enum PreviewableTransform {
  /// The name of the wrapper view. Local to the preview's closure, so one name serves every preview.
  static let wrapperName = "__PlumbPreviewableWrapper"

  /// `closureSource` (the whole `{ … }` of the preview body) rewritten so that its `@Previewable`
  /// declarations are properties of a wrapper view, or nil when it has none.
  static func rewrite(closure closureSource: Substring) -> String? {
    guard closureSource.first == "{", closureSource.last == "}" else { return nil }
    let inner = closureSource.dropFirst().dropLast()
    let statements = SwiftScanner.topLevelStatements(in: inner)
    let previewable = statements.filter { inner[$0].hasPrefix("@Previewable") }
    guard !previewable.isEmpty else { return nil }
    var properties: [String] = []
    var rest = ""
    var cursor = inner.startIndex
    for range in previewable {
      rest += inner[cursor..<range.lowerBound]
      let declaration = inner[range].dropFirst("@Previewable".count)
      properties.append(declaration.trimmingWhitespace())
      cursor = range.upperBound
    }
    rest += inner[cursor...]
    let members = properties.map { "    \($0)\n" }.joined()
    return """
      {
        struct \(wrapperName): PlumbUI.View {
      \(members)    @PlumbUI.ViewBuilder @MainActor var body: some PlumbUI.View {\(rest)}
        }
        return \(wrapperName)()
      }
      """
  }
}

extension Substring {
  func trimmingWhitespace() -> String {
    var s = self
    while let c = s.first, c.isWhitespace { s = s.dropFirst() }
    while let c = s.last, c.isWhitespace { s = s.dropLast() }
    return String(s)
  }
}

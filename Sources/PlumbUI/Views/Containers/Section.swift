import Foundation

/// A group of rows with an optional header and footer, as SwiftUI's `Section`. Outside a `List`
/// its header, content and footer simply join the parent container in that order (as in a
/// LazyVStack); inside a `List` they take the list's section look.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
  let header: Parent
  let content: Content
  let footer: Footer

  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header; self.footer = footer; self.content = content()
  }
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
    self.header = header(); self.footer = footer(); self.content = content()
  }

  public var body: Never { primitiveBody() }

  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("Section")
    if let list = ctx.environment.listContext {
      list.resolveSection(header: header, content: content, footer: footer, c, into: &out)
      return
    }
    resolveView(header, c.child("header"), into: &out)
    resolveView(content, c.child("content"), into: &out)
    resolveView(footer, c.child("footer"), into: &out)
  }
}

extension Section where Footer == EmptyView {
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, footer: EmptyView(), content: content)
  }
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), footer: EmptyView(), content: content)
  }
}

extension Section where Parent == EmptyView {
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: footer, content: content)
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: EmptyView(), content: content)
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), footer: EmptyView(), content: content)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), footer: EmptyView(), content: content)
  }
}

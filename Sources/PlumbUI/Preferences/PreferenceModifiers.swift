import Foundation

/// Attaches a preference operation to each content node.
struct PreferenceOpModifier: ViewModifier, AttachingModifier {
  let op: @MainActor () -> PreferenceOp
  func attach(to node: Node, _ ctx: ResolveContext) {
    node.extrasCreatingIfNeeded().preferenceOps.append(op())
  }
}

extension View {
  /// Sets a preference value for this subtree (replacing what its content set for that key).
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PreferenceOpModifier { PreferenceOp(kind: .write(K.self, { _ in value })) })
  }

  /// Edits this subtree's value for a key (starting from the default when nothing set it).
  public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                    _ callback: @escaping (inout K.Value) -> Void) -> some View {
    modifier(PreferenceOpModifier {
      PreferenceOp(kind: .transform(K.self, { any in
        var v = any as! K.Value
        callback(&v)
        any = v
      }))
    })
  }

  /// Sets a preference from an anchor of this view's bounds, resolved later by a reader.
  public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                    transform: @escaping (Anchor<A>) -> K.Value) -> some View {
    modifier(PreferenceOpModifier {
      PreferenceOp(kind: .write(K.self, { node in
        let g = node.globalFrame
        if let s = value as? Anchor<CGRect>.Source { return transform(makeAnchor(s, global: g) as! Anchor<A>) }
        if let s = value as? Anchor<CGPoint>.Source { return transform(makeAnchor(s, global: g) as! Anchor<A>) }
        return K.defaultValue
      }))
    })
  }

  /// Edits a preference with an anchor of this view's bounds.
  public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                             transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
    modifier(PreferenceOpModifier {
      PreferenceOp(kind: .transform(K.self, { _ in }))
    })
  }

  /// Runs `action` after an update when the subtree's value for `key` is new or has changed
  /// (including the first value), as an action after layout (docs/layout-rules.md §4).
  public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                   perform action: @escaping (K.Value) -> Void) -> some View
  where K.Value: Equatable {
    modifier(PreferenceOpModifier {
      PreferenceOp(kind: .reader(PreferenceReader(key: K.self, keyName: K.keyName, action: { action($0 as! K.Value) })))
    })
  }

  /// Draws a view built from this view's reduced value for `key` in front of it, sized like an
  /// overlay.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type,
                                                               @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
    modifier(PreferenceValueOverlayModifier<K, V>(alignment: .center, isBackground: false, transform: transform))
  }
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment,
                                                               @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
    modifier(PreferenceValueOverlayModifier<K, V>(alignment: alignment, isBackground: false, transform: transform))
  }
  /// Draws a view built from this view's reduced value for `key` behind it.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
    modifier(PreferenceValueOverlayModifier<K, V>(alignment: .center, isBackground: true, transform: transform))
  }
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
    modifier(PreferenceValueOverlayModifier<K, V>(alignment: alignment, isBackground: true, transform: transform))
  }
}

/// `overlayPreferenceValue` / `backgroundPreferenceValue`: the secondary is built during
/// placement, from the primary's preferences once the primary is placed.
struct PreferenceValueOverlayModifier<K: PreferenceKey, V: View>: ViewModifier, PrimitiveModifier {
  let alignment: Alignment
  let isBackground: Bool
  let transform: (K.Value) -> V

  func resolve<C: View>(content: C, _ ctx: ResolveContext, into out: inout [Node]) {
    let name = isBackground ? "backgroundPreferenceValue" : "overlayPreferenceValue"
    let c = ctx.child(name)
    var inner: [Node] = []
    resolveView(content, c, into: &inner)
    for (i, primary) in inner.enumerated() {
      let wc = inner.count == 1 ? c : c.child(i)
      let transform = self.transform
      let layout = PreferenceValueOverlayLayout(base: OverlayLayout(alignment: alignment, isBackground: isBackground),
                                                resolveContext: wc.child("pv")) { node in
        let value = node.preferences().value(for: K.self) as? K.Value ?? K.defaultValue
        return transform(value)
      }
      let placeholder = wc.node("EmptyView", ZStackNodeLayout(alignment: alignment))
      out.append(wc.node(name, layout, children: [primary, placeholder]))
    }
  }
}

/// An overlay whose secondary view depends on the primary's preferences.
struct PreferenceValueOverlayLayout: NodeLayout {
  let base: OverlayLayout
  let resolveContext: ResolveContext
  let build: @MainActor (Node) -> any View

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { base.sizeThatFits(p, node) }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    let primary = node.children[0]
    primary.place(at: node.frame.origin, proposal: p, ctx)
    let secondary = resolveSecondary(AnyView(build(primary)), base.alignment, resolveContext)
    node.children[1] = secondary
    base.placeSecondary(node, secondary, ctx)
  }

  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? {
    base.explicitGuide(key, node, size: size)
  }

  func paint(_ node: Node, _ painter: inout Painter) { base.paint(node, &painter) }
}

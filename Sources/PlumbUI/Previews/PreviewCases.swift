import Foundation

/// One preview as Xcode's canvas would show it: a view and the traits its preview modifiers (or a
/// `#Preview`'s traits) gave it. A runner renders `content` on `renderDevice(default:)`.
@MainActor
public struct PreviewCase {
  /// The traits written on this preview; unset ones fall back to the defaults below.
  public var traits: PreviewTraits
  /// The view, with its own modifiers (and those of the groups around it) applied.
  public var content: any View

  public init(traits: PreviewTraits, content: any View) {
    self.traits = traits
    self.content = content
  }

  public var displayName: String? { traits.displayName }
  public var layout: PreviewLayout { traits.layout ?? .device }
  public var device: PreviewDevice? { traits.device }
  public var orientation: InterfaceOrientation { traits.orientation ?? .portrait }
  /// The view, type-erased.
  public var view: AnyView { AnyView(erasing: content) }

  /// The preview's device (or `fallback` when none or an unknown one is named), turned to the
  /// preview's orientation. This is the screen for `.device` and the device whose size is offered
  /// for `.sizeThatFits`.
  public func previewDevice(default fallback: Device) -> Device {
    var d = traits.device?.resolved(fallback: fallback) ?? fallback
    switch orientation {
    case .landscapeLeft, .landscapeRight: d = d.landscape
    case .portraitUpsideDown:
      // Turned over: the insets change ends (iPhones with Face ID do not turn upside down on iOS;
      // Xcode's canvas still draws the turned device, so this follows the canvas).
      let i = d.safeAreaInsets
      d.safeAreaInsets = Device.Insets(top: i.bottom, leading: i.trailing, bottom: i.top, trailing: i.leading)
    default: break
    }
    return d
  }

  /// The screen to render this preview on: the device for `.device`; a container of exactly the
  /// given size and no safe area for `.fixed`; for `.sizeThatFits`, the size the view takes when
  /// offered the device's screen (measured with `textMeasurer`), rounded up to whole pixels.
  public func renderDevice(default fallback: Device, textMeasurer: any TextMeasuring = FixedMetricsFont()) -> Device {
    let d = previewDevice(default: fallback)
    switch layout {
    case .device:
      return d
    case let .fixed(width, height):
      return Device.custom(width: width, height: height, scale: d.scale)
    case .sizeThatFits:
      let screen = Device.custom(width: d.size.width, height: d.size.height, scale: d.scale)
      let size = Self.fittingSize(of: content, on: screen, textMeasurer: textMeasurer)
      let s = Double(d.scale)
      return Device.custom(width: (size.width * s).rounded(.up) / s, height: (size.height * s).rounded(.up) / s,
                           scale: d.scale)
    }
  }

  /// The size of the content layer's views when `view` is laid out on `screen` (no safe area).
  static func fittingSize(of view: any View, on screen: Device, textMeasurer: any TextMeasuring) -> CGSize {
    let host = ViewHost(view, device: screen, textMeasurer: textMeasurer)
    let frames = host.layoutSnapshot.root.children.filter { $0.layer == .content }.map(\.frame)
    guard let first = frames.first else { return .zero }
    let union = frames.dropFirst().reduce(first) { $0.union($1) }
    return CGSize(width: max(0, min(union.width, screen.size.width)), height: max(0, min(union.height, screen.size.height)))
  }
}

/// Reads the previews back out of a view value, as Xcode splits `previews`: the views of a
/// `Group`, a `ForEach` or a builder block are separate previews; a modifier on a group applies to
/// each of them; `if`/`else` and optionals contribute the branch taken. Any other view (a stack,
/// a navigation view) is one preview.
@MainActor
public enum PreviewCases {
  /// The previews of a `PreviewProvider`, in order.
  public static func of<P: PreviewProvider>(_ provider: P.Type) -> [PreviewCase] {
    if let platform = P.platform, platform != .iOS {
      RenderWarnings.warnOnce("PreviewProvider.platform",
                              "PreviewProvider.platform: \(P.self) asks for \(platform); Plumbline draws it as iOS")
    }
    return of(P.previews)
  }

  /// The previews in a view value (the `previews` of a provider), in order.
  public static func of(_ view: any View) -> [PreviewCase] {
    split(view, PreviewTraits()).map { PreviewCase(traits: $0.traits, content: $0.view) }
  }

  /// The previews in `view` under the traits `outer` of the modifiers around it.
  static func split(_ view: any View, _ outer: PreviewTraits) -> [PreviewSplit] {
    if let s = view as? any PreviewSplitting { return s.previewSplits(outer) }
    return [PreviewSplit(traits: outer, view: view)]
  }
}

/// A preview found while splitting, before it becomes a `PreviewCase`.
struct PreviewSplit {
  var traits: PreviewTraits
  var view: any View
}

/// A view that is not one preview by itself: a group of previews, or a modifier over them.
@MainActor
protocol PreviewSplitting {
  func previewSplits(_ outer: PreviewTraits) -> [PreviewSplit]
}

extension Group: PreviewSplitting {
  @MainActor func previewSplits(_ outer: PreviewTraits) -> [PreviewSplit] { PreviewCases.split(content, outer) }
}

extension TupleView: PreviewSplitting {
  @MainActor func previewSplits(_ outer: PreviewTraits) -> [PreviewSplit] { children.flatMap { PreviewCases.split($0, outer) } }
}

extension ForEach: PreviewSplitting where Content: View {
  func previewSplits(_ outer: PreviewTraits) -> [PreviewSplit] { data.flatMap { PreviewCases.split(content($0), outer) } }
}

extension _ConditionalContent: PreviewSplitting {
  @MainActor func previewSplits(_ outer: PreviewTraits) -> [PreviewSplit] {
    switch storage {
    case .trueContent(let v): return PreviewCases.split(v, outer)
    case .falseContent(let v): return PreviewCases.split(v, outer)
    }
  }
}

extension Optional: PreviewSplitting where Wrapped: View {
  func previewSplits(_ outer: PreviewTraits) -> [PreviewSplit] {
    map { PreviewCases.split($0, outer) } ?? []
  }
}

extension AnyView: PreviewSplitting {
  @MainActor func previewSplits(_ outer: PreviewTraits) -> [PreviewSplit] { PreviewCases.split(view, outer) }
}

extension ModifiedContent: PreviewSplitting where Content: View, Modifier: ViewModifier {
  func previewSplits(_ outer: PreviewTraits) -> [PreviewSplit] {
    if let p = modifier as? PreviewTraitModifier {
      // The modifier nearest the view wins: this one fills what the modifiers inside leave unset.
      return PreviewCases.split(content, p.traits.filling(from: outer))
    }
    let inner = PreviewCases.split(content, outer)
    // One preview that is the content itself: keep this view as it is (same types, same identity).
    if inner.count == 1, !(content is any PreviewSplitting) { return [PreviewSplit(traits: inner[0].traits, view: self)] }
    return inner.map { PreviewSplit(traits: $0.traits, view: applying(to: $0.view)) }
  }

  @MainActor private func applying(to view: any View) -> any View {
    @MainActor func wrap<V: View>(_ v: V) -> any View { v.modifier(modifier) }
    return wrap(view)
  }
}

import Foundation

// Environment values that apps read to adapt their layout or close themselves: the size
// classes, the iOS 13 `presentationMode`, and `editMode`. Their values follow the rendered
// device and presentation (docs/layout-rules.md §7, "Size classes").

/// The two widths (or heights) a layout adapts to, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
  case compact, regular
}

/// The iOS 13 view of a presentation, as SwiftUI's `PresentationMode`: whether the view is
/// presented, and a way to dismiss it. Read through `@Environment(\.presentationMode)`.
public struct PresentationMode: Sendable {
  /// Whether the view is in a sheet, a full-screen cover or a pushed navigation screen.
  public let isPresented: Bool
  let dismissAction: DismissAction
  /// Dismisses the presentation (as `\.dismiss`); nothing when not presented.
  @MainActor public mutating func dismiss() { dismissAction() }
}

/// Whether a list's rows can be edited, as SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
  case inactive, transient, active
  /// `.active` and `.transient` are editing.
  public var isEditing: Bool { self != .inactive }
}

struct HorizontalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .compact } }
struct VerticalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .regular } }
struct IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

extension EnvironmentValues {
  /// The horizontal size class: `.compact` on an iPhone in portrait; in landscape `.regular` on
  /// the phones at least 414 pt wide in portrait (Plus and Max models), `.compact` on the others;
  /// `.regular` on an iPad.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }
  /// The vertical size class: `.regular` in portrait and on an iPad, `.compact` on an iPhone in landscape.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
  /// Whether this view is presented (in a sheet, a cover or a pushed screen), as `\.isPresented`.
  public internal(set) var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
  /// The iOS 13 presentation mode: a binding whose value says whether the view is presented
  /// and whose `dismiss()` closes it, like `\.dismiss`.
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
    return Binding(get: { mode }, set: { _ in })
  }
  /// The edit mode of this subtree: nil unless a view sets it (`EditButton` and lists in edit mode
  /// are not modelled; a render shows the rows as they are, not editing).
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

extension Device {
  /// The size classes of this screen (Apple's Human Interface Guidelines, "Layout": size classes
  /// per device and orientation).
  var sizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
    if isPad { return (.regular, .regular) }
    guard orientation == .landscape else { return (.compact, .regular) }
    // In landscape the screen's height is its portrait width.
    return (min(size.width, size.height) >= 414 ? .regular : .compact, .compact)
  }
}

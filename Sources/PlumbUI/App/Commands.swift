import Foundation

// Menu commands, as SwiftUI's `Commands`: an iPad's menu bar and keyboard-shortcut overlay and a
// Mac's menus. An iPhone screen shows none of them, so app code that declares commands compiles
// and its screens render as they do on an iPhone, with nothing to draw and nothing to warn about.

/// A group of menu commands, as SwiftUI's `Commands`; a custom type's `body` builds them.
@MainActor @preconcurrency
public protocol Commands {
  associatedtype Body: Commands
  @CommandsBuilder var body: Self.Body { get }
}

extension Never: Commands {}

/// Builds commands from a closure's statements, as SwiftUI's `CommandsBuilder`.
@resultBuilder @MainActor
public enum CommandsBuilder {
  public static func buildExpression<C: Commands>(_ content: C) -> C { content }
  public static func buildBlock() -> EmptyCommands { EmptyCommands() }
  public static func buildBlock<C: Commands>(_ content: C) -> C { content }
  public static func buildBlock<each C: Commands>(_ content: repeat each C) -> TupleCommands<repeat each C> {
    TupleCommands(repeat each content)
  }
  public static func buildOptional<C: Commands>(_ content: C?) -> OptionalCommands<C> { OptionalCommands(content: content) }
  public static func buildEither<T: Commands, F: Commands>(first: T) -> ConditionalCommands<T, F> { ConditionalCommands() }
  public static func buildEither<T: Commands, F: Commands>(second: F) -> ConditionalCommands<T, F> { ConditionalCommands() }
  public static func buildLimitedAvailability<C: Commands>(_ content: C) -> C { content }
}

/// Several commands side by side in a builder block.
public struct TupleCommands<each C: Commands>: Commands {
  public var body: Never { fatalError("TupleCommands is primitive") }
  init(_ content: repeat each C) {}
}

/// Commands present only when a condition held.
public struct OptionalCommands<C: Commands>: Commands {
  public var body: Never { fatalError("OptionalCommands is primitive") }
  let content: C?
}

/// One of two branches of commands.
public struct ConditionalCommands<T: Commands, F: Commands>: Commands {
  public var body: Never { fatalError("ConditionalCommands is primitive") }
}

/// No commands, as SwiftUI's `EmptyCommands`.
public struct EmptyCommands: Commands {
  public init() {}
  public var body: Never { fatalError("EmptyCommands is primitive") }
}

/// Where a `CommandGroup` goes among the standard menu items, as SwiftUI's `CommandGroupPlacement`.
public struct CommandGroupPlacement: Sendable {
  let name: String
  public static let appInfo = CommandGroupPlacement(name: "appInfo")
  public static let appSettings = CommandGroupPlacement(name: "appSettings")
  public static let systemServices = CommandGroupPlacement(name: "systemServices")
  public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
  public static let appTermination = CommandGroupPlacement(name: "appTermination")
  public static let newItem = CommandGroupPlacement(name: "newItem")
  public static let saveItem = CommandGroupPlacement(name: "saveItem")
  public static let importExport = CommandGroupPlacement(name: "importExport")
  public static let printItem = CommandGroupPlacement(name: "printItem")
  public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
  public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
  public static let textEditing = CommandGroupPlacement(name: "textEditing")
  public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
  public static let toolbar = CommandGroupPlacement(name: "toolbar")
  public static let sidebar = CommandGroupPlacement(name: "sidebar")
  public static let windowSize = CommandGroupPlacement(name: "windowSize")
  public static let windowList = CommandGroupPlacement(name: "windowList")
  public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
  public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
  public static let help = CommandGroupPlacement(name: "help")
}

/// Menu items placed among the standard ones, as SwiftUI's `CommandGroup`.
public struct CommandGroup<Content: View>: Commands {
  let content: Content
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { content = addition() }
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { content = addition() }
  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { content = addition() }
  public var body: Never { fatalError("CommandGroup is primitive") }
}

/// A menu of its own in the menu bar, as SwiftUI's `CommandMenu`.
public struct CommandMenu<Content: View>: Commands {
  let content: Content
  public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
  public init(_ name: Text, @ViewBuilder content: () -> Content) { self.content = content() }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { fatalError("CommandMenu is primitive") }
}

/// The standard sidebar commands, as SwiftUI's `SidebarCommands`.
public struct SidebarCommands: Commands {
  public init() {}
  public var body: Never { fatalError("SidebarCommands is primitive") }
}

/// The standard toolbar commands, as SwiftUI's `ToolbarCommands`.
public struct ToolbarCommands: Commands {
  public init() {}
  public var body: Never { fatalError("ToolbarCommands is primitive") }
}

/// The standard text-editing commands, as SwiftUI's `TextEditingCommands`.
public struct TextEditingCommands: Commands {
  public init() {}
  public var body: Never { fatalError("TextEditingCommands is primitive") }
}

/// The standard text-formatting commands, as SwiftUI's `TextFormattingCommands`.
public struct TextFormattingCommands: Commands {
  public init() {}
  public var body: Never { fatalError("TextFormattingCommands is primitive") }
}

/// The standard inspector commands, as SwiftUI's `InspectorCommands`.
public struct InspectorCommands: Commands {
  public init() {}
  public var body: Never { fatalError("InspectorCommands is primitive") }
}

extension Scene {
  /// Removes the scene's default commands (menus only: nothing on an iPhone screen).
  public func commandsRemoved() -> ModifiedScene<Self> { ModifiedScene(wrapped: self) }
  /// Replaces the scene's default commands (menus only: nothing on an iPhone screen).
  public func commandsReplaced<C: Commands>(@CommandsBuilder content: () -> C) -> ModifiedScene<Self> {
    ModifiedScene(wrapped: self)
  }
}

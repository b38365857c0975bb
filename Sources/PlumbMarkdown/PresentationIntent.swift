import Foundation

/// The blocks a run of text sits in (paragraph, heading, list item, code block, table cell), as
/// Foundation's `PresentationIntent`: full-syntax Markdown parsing sets it on every run. The
/// components go from the innermost block outwards; `identity` tells two blocks of one kind apart.
public struct PresentationIntent: Hashable, Codable, Sendable, CustomDebugStringConvertible {
  /// One block: its kind and an identity unique within one parsed document.
  public struct IntentType: Hashable, Codable, Sendable, CustomDebugStringConvertible {
    public var kind: Kind
    public var identity: Int
    public init(kind: Kind, identity: Int) {
      self.kind = kind
      self.identity = identity
    }
    public var debugDescription: String { "\(kind) (id \(identity))" }
  }

  /// The kinds of block Markdown has.
  public enum Kind: Hashable, Codable, Sendable, CustomDebugStringConvertible {
    case paragraph
    case header(level: Int)
    case orderedList
    case unorderedList
    case listItem(ordinal: Int)
    case codeBlock(languageHint: String?)
    case blockQuote
    case thematicBreak
    case table(columns: [TableColumn])
    case tableHeaderRow
    case tableRow(rowIndex: Int)
    case tableCell(columnIndex: Int)

    public var debugDescription: String {
      switch self {
      case .paragraph: return "paragraph"
      case .header(let level): return "header \(level)"
      case .orderedList: return "orderedList"
      case .unorderedList: return "unorderedList"
      case .listItem(let ordinal): return "listItem \(ordinal)"
      case .codeBlock(let hint): return "codeBlock '\(hint ?? "")'"
      case .blockQuote: return "blockQuote"
      case .thematicBreak: return "thematicBreak"
      case .table: return "table"
      case .tableHeaderRow: return "tableHeaderRow"
      case .tableRow(let row): return "tableRow \(row)"
      case .tableCell(let column): return "tableCell \(column)"
      }
    }
  }

  /// A table column's alignment, as the table's delimiter row gives it.
  public struct TableColumn: Hashable, Codable, Sendable {
    public enum Alignment: Int, Hashable, Codable, Sendable { case left, center, right }
    public var alignment: Alignment
    public init(alignment: Alignment) { self.alignment = alignment }
  }

  /// The blocks, innermost first.
  public var components: [IntentType]

  public init(types: [IntentType]) { components = types }
  public init() { components = [] }
  /// A block of `kind` inside `parent`'s blocks.
  public init(_ kind: Kind, identity: Int, parent: PresentationIntent? = nil) {
    components = [IntentType(kind: kind, identity: identity)] + (parent?.components ?? [])
  }

  /// How deeply the innermost block is indented: the number of enclosing lists and quotes.
  public var indentationLevel: Int {
    components.filter {
      switch $0.kind {
      case .orderedList, .unorderedList, .blockQuote: return true
      default: return false
      }
    }.count
  }

  public var debugDescription: String { components.map(\.debugDescription).joined(separator: ", ") }
}

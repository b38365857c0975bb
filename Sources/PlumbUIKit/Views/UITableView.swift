import Foundation
import PlumbGraphics
import PlumbUI

extension IndexPath {
  /// A table row's index path, as UIKit's `IndexPath(row:section:)`.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  /// A collection item's index path, as UIKit's `IndexPath(item:section:)`.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  /// The section (the first index).
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  /// The row in its section (the second index).
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  /// The item in its section (the second index).
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}

/// What a table asks for its content, as UIKit's `UITableViewDataSource` (the row count and
/// cell are required; the rest optional).
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
  func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
  public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

/// What a table tells and asks its delegate, as UIKit's `UITableViewDelegate` (a scroll view
/// delegate; every method optional). The height methods answer the table's own properties
/// unless implemented.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
  func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?
  func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
  func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
  public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
  public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
  public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
  public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
  public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
}

/// UIKit's table view: a scroll view whose rows are cells from its data source, laid out in
/// sections as UIKit lays them out (docs/compatibility/uikit.md, "Tables"; the numbers are
/// PlumbUI's list numbers, **L**): rows from `rowHeight`, the delegate's
/// `heightForRowAt`, or, for `automaticDimension`, the cell's fitting height (at least 44);
/// `.plain` sections one after the other with 28 pt headers (the semibold title on the grey
/// band) and separators under every row (and under the empty space below, unless there is a
/// `tableFooterView`); `.grouped` and `.insetGrouped` sections on the grouped background, rows on
/// a card (inset 16 pt, 20 on wide screens, and rounded 10 pt for `.insetGrouped`), headers in
/// footnote capitals 17 pt above and 7 below the title or 35 pt without one, separators
/// between rows. `tableHeaderView` and `tableFooterView` take their heights. Cells are made for
/// the rows around what is on screen (the visible rows and one screen either side).
///
/// Selection is by code (`selectRow`, `deselectRow`); no touches reach UIKit views here. Row
/// animations, editing controls, swipe actions and the section index are not drawn.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  public enum Style: Int, Sendable { case plain = 0, grouped = 1, insetGrouped = 2 }
  public enum ScrollPosition: Int, Sendable { case none = 0, top, middle, bottom }
  public enum RowAnimation: Int, Sendable { case fade = 0, right, left, top, bottom, none, middle, automatic = 100 }
  public enum SeparatorInsetReference: Int, Sendable { case fromCellEdges = 0, fromAutomaticInsets }
  public enum SelfSizingInvalidation: Int, Sendable { case disabled = 0, enabled, enabledIncludingConstraints }

  /// `UITableView.automaticDimension`: a height computed from the content.
  public static let automaticDimension: CGFloat = -1
  /// Posted by UIKit when the selection changes through a touch (never posted here).
  public static let selectionDidChangeNotification = Notification.Name("UITableViewSelectionDidChangeNotification")

  public let style: Style
  public weak var dataSource: (any UITableViewDataSource)? { didSet { reloadData() } }
  open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidate() } }
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidate() } }
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidate() } }
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// Kept: the padding above plain-style headers (not drawn; headers sit at the section top).
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { invalidate() } }
  open var separatorColor: UIColor? = .separator { didSet { invalidate() } }
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { invalidate() } }
  open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
  open var cellLayoutMarginsFollowReadableWidth = false
  open var insetsContentViewsToSafeArea = true
  open var selfSizingInvalidation: SelfSizingInvalidation = .enabled
  open var allowsSelection = true
  open var allowsMultipleSelection = false
  open var allowsSelectionDuringEditing = false
  open var allowsMultipleSelectionDuringEditing = false
  open var remembersLastFocusedIndexPath = false
  open var sectionIndexColor: UIColor?
  open var sectionIndexBackgroundColor: UIColor?
  open var sectionIndexMinimumDisplayRowCount = 0
  open var dragInteractionEnabled = false
  public private(set) var isEditing = false
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
    if editing { RenderWarnings.warnOnce("UITableView.editing", "UITableView editing mode: the delete and reorder controls are not drawn") }
  }

  open var tableHeaderView: UIView? {
    didSet { if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }; invalidate() }
  }
  open var tableFooterView: UIView? {
    didSet { if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }; invalidate() }
  }
  open var backgroundView: UIView? {
    didSet {
      if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
      invalidate()
    }
  }

  private var cellClasses: [String: UITableViewCell.Type] = [:]
  private var headerClasses: [String: UITableViewHeaderFooterView.Type] = [:]
  private var reusableCells: [String: [UITableViewCell]] = [:]
  private var reusableHeaders: [String: [UITableViewHeaderFooterView]] = [:]
  private var selected: [IndexPath] = []
  private var needsReload = true
  /// The layout of the last pass: every row's and section's rectangle, in content coordinates.
  private var rows: [IndexPath: CGRect] = [:]
  private var sectionRects: [Int: (header: CGRect, footer: CGRect, card: CGRect)] = [:]
  private var counts: [Int] = []
  /// The cells and header views on screen now.
  private var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
  private var headerViews: [Int: UIView] = [:]
  private var footerViews: [Int: UIView] = [:]
  private var cards: [UIView] = []
  private var fillers: [UIView] = []
  /// The content range cells were made for.
  private var realized: ClosedRange<CGFloat>?
  private var didSetInitialOffset = false

  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    if let p = UIAppearanceProxies.existing(UITableView.self) { copyAppearance(from: p) }
  }
  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
  public required init?(coder: NSCoder) { return nil }

  /// The delegate, as a table delegate (it is set through the scroll view's `delegate`, as in UIKit).
  private var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

  // MARK: Registration and dequeueing

  /// Registers the cell class made for `identifier` (a subclass is made through its
  /// `init(style:reuseIdentifier:)`). A nib is not supported (`UINib` does not exist here).
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    if let cellClass {
      guard let c = cellClass as? UITableViewCell.Type else {
        RenderWarnings.warnOnce("UITableView.register \(cellClass)", "UITableView.register: \(cellClass) is not a UITableViewCell; ignored")
        return
      }
      cellClasses[identifier] = c
    } else {
      cellClasses[identifier] = nil
    }
  }

  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
  }

  /// A cell for `identifier`: one waiting for reuse, else a new one of the registered class
  /// (nil when none is registered, as UIKit).
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if var pool = reusableCells[identifier], let cell = pool.popLast() {
      reusableCells[identifier] = pool
      cell.prepareForReuse()
      return cell
    }
    guard let cls = cellClasses[identifier] else { return nil }
    let cell = cls.init(_dequeuedWithReuseIdentifier: identifier)
    cell.applyAppearanceProxy()
    return cell
  }

  /// A cell for `identifier` and the row at `indexPath`. UIKit raises an exception when no class
  /// is registered; this warns and makes a plain cell.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    RenderWarnings.warnOnce("UITableView.dequeue \(identifier)",
      "UITableView.dequeueReusableCell(withIdentifier: \"\(identifier)\", for:): no class is registered for it (UIKit raises an exception); a UITableViewCell is made")
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
    if var pool = reusableHeaders[identifier], let v = pool.popLast() {
      reusableHeaders[identifier] = pool
      v.prepareForReuse()
      return v
    }
    guard let cls = headerClasses[identifier] else { return nil }
    return cls.init(_dequeuedWithReuseIdentifier: identifier)
  }

  // MARK: Data

  /// Asks the data source again for everything (at the next layout).
  open func reloadData() {
    needsReload = true
    invalidate()
  }

  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
  open func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
  open func reconfigureRows(at indexPaths: [IndexPath]) { reloadData() }
  open func reloadSectionIndexTitles() {}
  open func beginUpdates() {}
  open func endUpdates() { reloadData() }
  /// Runs `updates`, then lays the table out again (no row animations are drawn).
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    reloadData()
    completion?(true)
  }

  open var numberOfSections: Int {
    loadCountsIfNeeded()
    return counts.count
  }
  open func numberOfRows(inSection section: Int) -> Int {
    loadCountsIfNeeded()
    return counts.indices.contains(section) ? counts[section] : 0
  }

  private func loadCountsIfNeeded() {
    guard needsReload else { return }
    guard let dataSource else { counts = []; return }
    let n = max(0, dataSource.numberOfSections(in: self))
    counts = (0..<n).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
  }

  // MARK: Cells and geometry

  open var visibleCells: [UITableViewCell] {
    layoutIfNeeded()
    return visibleCellsByPath.sorted { $0.key < $1.key }.map(\.value)
  }
  open var indexPathsForVisibleRows: [IndexPath]? {
    layoutIfNeeded()
    return visibleCellsByPath.keys.sorted()
  }
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    layoutIfNeeded()
    return visibleCellsByPath[indexPath]
  }
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visibleCellsByPath.first { $0.value === cell }?.key
  }
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    layoutIfNeeded()
    return rows.first { $0.value.contains(point) }?.key
  }
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    layoutIfNeeded()
    return rows[indexPath] ?? .zero
  }
  open func rect(forSection section: Int) -> CGRect {
    layoutIfNeeded()
    guard let s = sectionRects[section] else { return .zero }
    return s.header.union(s.card).union(s.footer)
  }
  open func rectForHeader(inSection section: Int) -> CGRect { layoutIfNeeded(); return sectionRects[section]?.header ?? .zero }
  open func rectForFooter(inSection section: Int) -> CGRect { layoutIfNeeded(); return sectionRects[section]?.footer ?? .zero }
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { headerViews[section] as? UITableViewHeaderFooterView }
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { footerViews[section] as? UITableViewHeaderFooterView }

  /// Scrolls so the row sits at `scrollPosition` (the least move for `.none`).
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    layoutIfNeeded()
    guard let r = rows[indexPath] else { return }
    let inset = adjustedContentInset
    let visibleHeight = bounds.height - inset.top - inset.bottom
    var y: CGFloat
    switch scrollPosition {
    case .top: y = r.minY - inset.top
    case .middle: y = r.midY - inset.top - visibleHeight / 2
    case .bottom: y = r.maxY - inset.top - visibleHeight
    case .none:
      y = contentOffset.y
      if r.minY < y + inset.top { y = r.minY - inset.top } else if r.maxY > y + inset.top + visibleHeight { y = r.maxY - inset.top - visibleHeight }
    }
    let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
    y = min(max(-inset.top, y), maxY)
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    setNeedsLayout()
  }
  open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
    if let ip = selected.first { scrollToRow(at: ip, at: scrollPosition, animated: animated) }
  }

  // MARK: Selection (by code)

  open var indexPathForSelectedRow: IndexPath? { selected.first }
  open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected }

  /// Selects a row (the delegate is not told, as in UIKit) and scrolls to it.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else { for ip in selected { visibleCellsByPath[ip]?.isSelected = false }; selected = []; return }
    if !allowsMultipleSelection { for ip in selected where ip != indexPath { visibleCellsByPath[ip]?.isSelected = false }; selected = [] }
    if !selected.contains(indexPath) { selected.append(indexPath) }
    visibleCellsByPath[indexPath]?.isSelected = true
    if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
  }

  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selected.removeAll { $0 == indexPath }
    visibleCellsByPath[indexPath]?.isSelected = false
  }

  // MARK: Appearance proxy

  /// The shared appearance proxy: background colour, separator style, colour and inset, and the
  /// row height reach tables made later. (On iOS 16+ SwiftUI's `List` is not a table, so these
  /// settings do not change it, here or there.)
  open override class func appearance() -> UITableView {
    UIAppearanceProxies.proxy(UITableView.self) { UITableView(frame: .zero, style: .plain) }
  }
  open class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UITableView {
    UIAppearanceProxies.containedProxy(UITableView.self, containerTypes) { UITableView(frame: .zero, style: .plain) }
  }

  private func copyAppearance(from p: UITableView) {
    if let c = p.backgroundColor, c != .systemBackground { backgroundColor = c }
    separatorStyle = p.separatorStyle
    separatorColor = p.separatorColor
    separatorInset = p.separatorInset
    if p.rowHeight != UITableView.automaticDimension { rowHeight = p.rowHeight }
    if p.tintColor != .systemBlue { tintColor = p.tintColor }
  }

  // MARK: Layout

  private func invalidate() {
    realized = nil
    setNeedsLayout()
    UIKitRuntime.setNeedsRender(self, "UITableView")
  }

  /// Where the cards of grouped styles sit across the table.
  private var cardInset: CGFloat {
    guard style == .insetGrouped else { return 0 }
    return bounds.width >= 414 ? 20 : 16
  }

  private func height(forRow ip: IndexPath, cell: UITableViewCell?, width: CGFloat) -> CGFloat {
    let h = tableDelegate?.tableView(self, heightForRowAt: ip) ?? rowHeight
    if h >= 0 { return h }
    if let cell { return max(44, cell.sizeThatFits(CGSize(width: width, height: 0)).height) }
    let e = tableDelegate?.tableView(self, estimatedHeightForRowAt: ip) ?? estimatedRowHeight
    return e > 0 ? e : 44
  }

  private func groupedTitleHeight(_ title: String, width: CGFloat) -> CGFloat {
    PlatformText.size(title.uppercased(), font: UIFont.systemFont(ofSize: 13).textDescriptor, lines: nil, width: max(0, width - 32)).height
  }

  /// A header's (or footer's) height and view.
  private func supplementary(_ section: Int, header: Bool, width: CGFloat) -> (CGFloat, UIView?) {
    let d = tableDelegate
    let view = header ? d?.tableView(self, viewForHeaderInSection: section) : d?.tableView(self, viewForFooterInSection: section)
    let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
                       : dataSource?.tableView(self, titleForFooterInSection: section)
    let asked = header ? (d?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
                       : (d?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
    var made = view
    if made == nil, let title, !title.isEmpty {
      let v = UITableViewHeaderFooterView(reuseIdentifier: nil)
      v.grouped = style != .plain
      v.textLabel?.text = style == .plain ? title : title.uppercased()
      made = v
    }
    if asked >= 0 { return (asked, made) }
    if let view {
      let fitted = (view as? UITableViewHeaderFooterView).flatMap { FittingHeight.height(of: $0.contentView, width: width) }
        ?? FittingHeight.height(of: view, width: width)
      let i = view.intrinsicContentSize.height
      return (fitted ?? (i >= 0 ? i : (view.bounds.height > 0 ? view.bounds.height : (style == .plain ? 28 : 35))), view)
    }
    if let title, !title.isEmpty {
      if style == .plain { return (28, made) }
      return (header ? 17 + groupedTitleHeight(title, width: width) + 7 : 7 + groupedTitleHeight(title, width: width) + 17, made)
    }
    if style == .plain { return (0, nil) }
    return (header ? 35 : 0, nil)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let reload = needsReload
    loadCountsIfNeeded()
    needsReload = false
    let w = bounds.width
    if !didSetInitialOffset && w > 0 {
      didSetInitialOffset = true
      let top = adjustedContentInset.top
      if top > 0 && contentOffset.y == 0 { contentOffset = CGPoint(x: contentOffset.x, y: -top) }
    }
    let viewTop = contentOffset.y, viewHeight = bounds.height
    let window = (viewTop - viewHeight)...(viewTop + 2 * max(viewHeight, 1))
    realized = window

    // Cells of rows still on screen stay (unless reloading); the others wait for reuse.
    var kept = reload ? [:] : visibleCellsByPath
    if reload {
      for (ip, cell) in visibleCellsByPath { retire(cell, ip) }
    }
    visibleCellsByPath = [:]
    for v in Array(headerViews.values) + Array(footerViews.values) + cards + fillers { v.removeFromSuperview() }
    headerViews = [:]; footerViews = [:]; cards = []; fillers = []
    if let backgroundView, backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
    backgroundView?.frame = CGRect(x: contentOffset.x, y: contentOffset.y, width: bounds.width, height: bounds.height)

    var y: CGFloat = 0
    if let h = tableHeaderView {
      if h.superview !== self { addSubview(h) }
      h.frame = CGRect(x: 0, y: 0, width: w, height: h.frame.height)
      y = h.frame.height
    }
    rows = [:]
    sectionRects = [:]
    let inset = cardInset
    let rowX = inset, rowW = max(0, w - 2 * inset)
    let grouped = style != .plain
    let separators = separatorStyle != .none
    for s in counts.indices {
      let (hh, hv) = supplementary(s, header: true, width: w)
      let headerRect = CGRect(x: 0, y: y, width: w, height: hh)
      if let hv, hh > 0, window.overlaps(headerRect.minY...headerRect.maxY) {
        hv.frame = headerRect
        if let hf = hv as? UITableViewHeaderFooterView { hf.grouped = grouped; if !grouped, hf.backgroundColor == nil && hf.backgroundView == nil { hf.backgroundColor = UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1) } }
        addSubview(hv)
        headerViews[s] = hv
        tableDelegate?.tableView(self, willDisplayHeaderView: hv, forSection: s)
      }
      y += hh
      let cardTop = y
      for r in 0..<counts[s] {
        let ip = IndexPath(row: r, section: s)
        let estimate = height(forRow: ip, cell: nil, width: rowW)
        var rect = CGRect(x: rowX, y: y, width: rowW, height: estimate)
        if window.overlaps(rect.minY...max(rect.minY, rect.maxY)), let dataSource {
          let reused = kept.removeValue(forKey: ip)
          let cell = reused ?? dataSource.tableView(self, cellForRowAt: ip)
          cell.frame = CGRect(x: rowX, y: y, width: rowW, height: cell.frame.height)
          rect.size.height = height(forRow: ip, cell: cell, width: rowW)
          cell.frame = rect
          cell.drawsSeparator = separators && (!grouped || r < counts[s] - 1)
          cell.separatorColor = separatorColor ?? .separator
          if cell.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { cell.separatorInset = separatorInset }
          // Grouped rows show the card behind them (so an inset-grouped card keeps its round corners).
          cell.defaultBackground = grouped ? nil : .systemBackground
          cell.isSelected = selected.contains(ip)
          if cell.superview !== self { addSubview(cell) }
          visibleCellsByPath[ip] = cell
          if reused == nil { tableDelegate?.tableView(self, willDisplay: cell, forRowAt: ip) }
        }
        rows[ip] = rect
        y += rect.height
      }
      let cardRect = CGRect(x: rowX, y: cardTop, width: rowW, height: y - cardTop)
      if grouped, cardRect.height > 0, window.overlaps(cardRect.minY...cardRect.maxY) {
        let card = UIView(frame: cardRect)
        card.backgroundColor = .secondarySystemGroupedBackground
        card.isUserInteractionEnabled = false
        if style == .insetGrouped { card.layer.cornerRadius = 10; card.clipsToBounds = true }
        insertSubview(card, at: backgroundView == nil ? 0 : 1)
        cards.append(card)
      }
      let (fh, fv) = supplementary(s, header: false, width: w)
      let footerRect = CGRect(x: 0, y: y, width: w, height: fh)
      if let fv, fh > 0, window.overlaps(footerRect.minY...footerRect.maxY) {
        fv.frame = footerRect
        (fv as? UITableViewHeaderFooterView)?.grouped = grouped
        addSubview(fv)
        footerViews[s] = fv
        tableDelegate?.tableView(self, willDisplayFooterView: fv, forSection: s)
      }
      y += fh
      sectionRects[s] = (headerRect, footerRect, cardRect)
    }
    if let f = tableFooterView {
      if f.superview !== self { addSubview(f) }
      f.frame = CGRect(x: 0, y: y, width: w, height: f.frame.height)
      y += f.frame.height
    } else if style == .plain && separators {
      // UIKit draws separators under the empty space below the last row of a plain table.
      let bottom = viewTop + viewHeight
      var fy = y + 44
      while fy <= bottom + 44 && fillers.count < 200 {
        let line = UIView(frame: CGRect(x: separatorInset.left, y: fy - 1 / max(1, UIScreen.main.scale),
                                        width: max(0, w - separatorInset.left - separatorInset.right), height: 1 / max(1, UIScreen.main.scale)))
        line.backgroundColor = separatorColor ?? .separator
        line.isUserInteractionEnabled = false
        addSubview(line)
        fillers.append(line)
        fy += 44
      }
    }
    for (ip, cell) in kept { retire(cell, ip) }
    if contentSize != CGSize(width: w, height: y) { contentSize = CGSize(width: w, height: y) }
  }

  /// A cell leaves the screen: the delegate is told and it waits for reuse.
  private func retire(_ cell: UITableViewCell, _ ip: IndexPath) {
    cell.removeFromSuperview()
    tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: ip)
    if let id = cell.reuseIdentifier { reusableCells[id, default: []].append(cell) }
  }

  /// Read at every resolve (before the subviews are): when the content has moved past the range
  /// cells were made for, the table lays out again so the rows now on screen have cells.
  override var hostedContent: PlatformHostedContent? {
    if let realized {
      let top = contentOffset.y, bottom = contentOffset.y + bounds.height
      if top < realized.lowerBound || bottom > realized.upperBound {
        setNeedsLayout()
        layoutIfNeeded()
      }
    }
    return nil
  }
}

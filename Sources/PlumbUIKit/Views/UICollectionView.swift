import Foundation
import PlumbGraphics
import PlumbUI

/// What a collection view asks for its content, as UIKit's `UICollectionViewDataSource` (the
/// item count and cell are required).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  func numberOfSections(in collectionView: UICollectionView) -> Int
  func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                      at indexPath: IndexPath) -> UICollectionReusableView
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
  func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// Unless implemented: an empty view (UIKit raises an exception when a layout asks for one).
  public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
  public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

/// What a collection view tells and asks its delegate, as `UICollectionViewDelegate` (a scroll
/// view delegate; every method optional).
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                      forElementKind elementKind: String, at indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                      point: CGPoint) -> UIContextMenuConfiguration?
}

extension UICollectionViewDelegate {
  public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
  public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
  public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
}

/// UIKit's collection view: a scroll view whose items are cells from its data source, placed
/// where its layout (`UICollectionViewFlowLayout`, or a subclass of `UICollectionViewLayout`)
/// says. Cells and supplementary views are made for what is on screen and one screen either
/// side; the content size is the layout's. Selection is by code; item animations are not drawn.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// Which way a flow layout scrolls, as `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: Int, Sendable { case vertical = 0, horizontal = 1 }
  /// Where `scrollToItem` puts an item, as `UICollectionView.ScrollPosition`.
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }
  public typealias ElementCategory = UICollectionViewLayoutAttributes.Category

  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  public weak var dataSource: (any UICollectionViewDataSource)? { didSet { reloadData() } }
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      layoutChanged()
    }
  }
  open var backgroundView: UIView? {
    didSet { if oldValue !== backgroundView { oldValue?.removeFromSuperview() }; layoutChanged() }
  }
  open var allowsSelection = true
  open var allowsMultipleSelection = false
  open var isPrefetchingEnabled = true
  open var remembersLastFocusedIndexPath = false
  open var selectionFollowsFocus = false
  open var dragInteractionEnabled = false
  public private(set) var isEditing = false

  private var cellClasses: [String: UICollectionReusableView.Type] = [:]
  private var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
  private var reusable: [String: [UICollectionReusableView]] = [:]
  private var counts: [Int] = []
  private var needsReload = true
  /// Whether the cells on screen must be asked for again (a reload since the last layout).
  private var cellsStale = true
  private var cellsByPath: [IndexPath: UICollectionViewCell] = [:]
  private var supplementaries: [String: UICollectionReusableView] = [:]
  private var selected: [IndexPath] = []
  private var realized: CGRect?
  private var measuring = false

  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    backgroundColor = .systemBackground
    layout.collectionView = self
  }
  public required init?(coder: NSCoder) { return nil }

  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) { collectionViewLayout = layout }
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
    collectionViewLayout = layout
    completion?(true)
  }

  private var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

  // MARK: Registration and dequeueing

  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass as? UICollectionViewCell.Type
  }
  open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
    supplementaryClasses[elementKind + "/" + identifier] = viewClass as? UICollectionReusableView.Type
  }

  /// A cell for `identifier`: one waiting for reuse, else a new one of the registered class.
  /// UIKit raises an exception when none is registered; this warns and makes a plain cell.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
    if let v = takeReusable(identifier) as? UICollectionViewCell { return v }
    if let cls = cellClasses[identifier], let cell = cls.init(_dequeuedWithReuseIdentifier: identifier) as? UICollectionViewCell {
      return cell
    }
    RenderWarnings.warnOnce("UICollectionView.dequeue \(identifier)",
      "UICollectionView.dequeueReusableCell(withReuseIdentifier: \"\(identifier)\", for:): no class is registered for it (UIKit raises an exception); a UICollectionViewCell is made")
    let cell = UICollectionViewCell(frame: .zero)
    cell.reuseIdentifier = identifier
    return cell
  }

  open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                             for indexPath: IndexPath) -> UICollectionReusableView {
    let key = elementKind + "/" + identifier
    if let v = takeReusable(key) { return v }
    if let cls = supplementaryClasses[key] { return cls.init(_dequeuedWithReuseIdentifier: key) }
    RenderWarnings.warnOnce("UICollectionView.dequeue \(key)",
      "UICollectionView.dequeueReusableSupplementaryView: no class is registered for \(elementKind) \"\(identifier)\"; an empty view is made")
    let v = UICollectionReusableView(frame: .zero)
    v.reuseIdentifier = key
    return v
  }

  private func takeReusable(_ key: String) -> UICollectionReusableView? {
    guard var pool = reusable[key], let v = pool.popLast() else { return nil }
    reusable[key] = pool
    v.prepareForReuse()
    return v
  }

  // MARK: Data

  open func reloadData() {
    needsReload = true
    cellsStale = true
    layoutChanged()
  }
  open func reloadSections(_ sections: IndexSet) { reloadData() }
  open func insertSections(_ sections: IndexSet) { reloadData() }
  open func deleteSections(_ sections: IndexSet) { reloadData() }
  open func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
  open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
  open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
  open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
  open func reconfigureItems(at indexPaths: [IndexPath]) { reloadData() }
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
  /// Runs `updates`, then lays out again (no item animations are drawn).
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    reloadData()
    completion?(true)
  }

  open var numberOfSections: Int {
    loadCountsIfNeeded()
    return counts.count
  }
  open func numberOfItems(inSection section: Int) -> Int {
    loadCountsIfNeeded()
    return counts.indices.contains(section) ? counts[section] : 0
  }
  private func loadCountsIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    guard let dataSource else { counts = []; return }
    counts = (0..<max(0, dataSource.numberOfSections(in: self))).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
  }

  /// The layout changed: lay out again at the next pass.
  func layoutChanged() {
    realized = nil
    setNeedsLayout()
    UIKitRuntime.setNeedsRender(self, "UICollectionView")
  }

  /// A self-sizing cell's size at `width`: the data source's cell, measured (FittingHeight).
  func fittingSize(forItemAt ip: IndexPath, width: CGFloat) -> CGSize? {
    guard !measuring, let dataSource else { return nil }
    measuring = true
    defer { measuring = false }
    let cell = dataSource.collectionView(self, cellForItemAt: ip)
    defer { if let id = cell.reuseIdentifier { reusable[id, default: []].append(cell) } }
    cell.frame = CGRect(x: 0, y: 0, width: width, height: cell.frame.height)
    return FittingHeight.height(of: cell.contentView, width: width).map { CGSize(width: width, height: $0) }
  }

  // MARK: Cells and geometry

  open var visibleCells: [UICollectionViewCell] {
    layoutIfNeeded()
    return cellsByPath.sorted { $0.key < $1.key }.map(\.value)
  }
  open var indexPathsForVisibleItems: [IndexPath] {
    layoutIfNeeded()
    return cellsByPath.keys.sorted()
  }
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    layoutIfNeeded()
    return cellsByPath[indexPath]
  }
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { cellsByPath.first { $0.value === cell }?.key }
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    layoutIfNeeded()
    return collectionViewLayout.layoutAttributesForElements(in: CGRect(origin: point, size: CGSize(width: 1, height: 1)))?
      .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
  }
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    layoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
    layoutIfNeeded()
    return supplementaries["\(elementKind)/\(indexPath.section)/\(indexPath.item)"]
  }

  /// Scrolls so the item sits at `scrollPosition` (the least move when it names no edge).
  open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    layoutIfNeeded()
    guard let r = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
    let inset = adjustedContentInset
    var o = contentOffset
    let vw = bounds.width - inset.left - inset.right, vh = bounds.height - inset.top - inset.bottom
    if scrollPosition.contains(.top) { o.y = r.minY - inset.top }
    else if scrollPosition.contains(.centeredVertically) { o.y = r.midY - inset.top - vh / 2 }
    else if scrollPosition.contains(.bottom) { o.y = r.maxY - inset.top - vh }
    if scrollPosition.contains(.left) { o.x = r.minX - inset.left }
    else if scrollPosition.contains(.centeredHorizontally) { o.x = r.midX - inset.left - vw / 2 }
    else if scrollPosition.contains(.right) { o.x = r.maxX - inset.left - vw }
    if scrollPosition.isEmpty { scrollRectToVisible(r, animated: animated); return }
    o.x = min(max(-inset.left, o.x), max(-inset.left, contentSize.width + inset.right - bounds.width))
    o.y = min(max(-inset.top, o.y), max(-inset.top, contentSize.height + inset.bottom - bounds.height))
    setContentOffset(o, animated: animated)
    setNeedsLayout()
  }

  // MARK: Selection (by code)

  open var indexPathsForSelectedItems: [IndexPath]? { selected }
  open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else { for ip in selected { cellsByPath[ip]?.isSelected = false }; selected = []; return }
    if !allowsMultipleSelection { for ip in selected where ip != indexPath { cellsByPath[ip]?.isSelected = false }; selected = [] }
    if !selected.contains(indexPath) { selected.append(indexPath) }
    cellsByPath[indexPath]?.isSelected = true
    if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selected.removeAll { $0 == indexPath }
    cellsByPath[indexPath]?.isSelected = false
  }

  // MARK: Layout

  open override func layoutSubviews() {
    super.layoutSubviews()
    let reload = cellsStale
    cellsStale = false
    loadCountsIfNeeded()
    let layout = collectionViewLayout
    layout.collectionView = self
    layout.prepare()
    let size = layout.collectionViewContentSize
    if contentSize != size { contentSize = size }
    if let backgroundView {
      if backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
      backgroundView.frame = CGRect(origin: contentOffset, size: bounds.size)
    }
    let window = CGRect(x: contentOffset.x - bounds.width, y: contentOffset.y - bounds.height,
                        width: bounds.width * 3, height: bounds.height * 3)
    realized = window
    let attributes = layout.layoutAttributesForElements(in: window) ?? []
    var keptCells = reload ? [:] : cellsByPath
    if reload { for (ip, c) in cellsByPath { retire(c, ip) } }
    cellsByPath = [:]
    var keptSupplementary = reload ? [:] : supplementaries
    if reload { for v in supplementaries.values { retire(v, nil) } }
    supplementaries = [:]
    guard let dataSource else {
      for (ip, c) in keptCells { retire(c, ip) }
      for v in keptSupplementary.values { retire(v, nil) }
      return
    }
    for a in attributes where !a.isHidden {
      switch a.representedElementCategory {
      case .cell:
        let reused = keptCells.removeValue(forKey: a.indexPath)
        let cell = reused ?? dataSource.collectionView(self, cellForItemAt: a.indexPath)
        cell.apply(a)
        cell.frame = a.frame
        cell.alpha = a.alpha
        cell.isSelected = selected.contains(a.indexPath)
        if cell.superview !== self { addSubview(cell) }
        cellsByPath[a.indexPath] = cell
        if reused == nil { collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: a.indexPath) }
      case .supplementaryView:
        guard let kind = a.representedElementKind else { continue }
        let key = "\(kind)/\(a.indexPath.section)/\(a.indexPath.item)"
        let reused = keptSupplementary.removeValue(forKey: key)
        let v = reused ?? dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: a.indexPath)
        v.apply(a)
        v.frame = a.frame
        if v.superview !== self { addSubview(v) }
        supplementaries[key] = v
        if reused == nil { collectionDelegate?.collectionView(self, willDisplaySupplementaryView: v, forElementKind: kind, at: a.indexPath) }
      case .decorationView:
        RenderWarnings.warnOnce("UICollectionViewLayout.decoration", "UICollectionViewLayout: decoration views are not drawn")
      }
    }
    for (ip, c) in keptCells { retire(c, ip) }
    for v in keptSupplementary.values { retire(v, nil) }
  }

  private func retire(_ v: UICollectionReusableView, _ ip: IndexPath?) {
    v.removeFromSuperview()
    if let ip, let cell = v as? UICollectionViewCell { collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: ip) }
    if let id = v.reuseIdentifier { reusable[id, default: []].append(v) }
  }

  /// Read at every resolve (before the subviews are): when the content has moved past the range
  /// views were made for, the collection lays out again so what is now on screen has cells.
  override var hostedContent: PlatformHostedContent? {
    if let realized, !realized.contains(CGRect(origin: contentOffset, size: bounds.size)) {
      setNeedsLayout()
      layoutIfNeeded()
    }
    return nil
  }
}

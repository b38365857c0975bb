import Foundation
import PlumbGraphics
import PlumbUI

/// Where one cell or supplementary view goes, as UIKit's `UICollectionViewLayoutAttributes`.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  /// What the attributes are for, as `UICollectionView.ElementCategory`.
  public enum Category: UInt, Sendable { case cell = 0, supplementaryView = 1, decorationView = 2 }

  open var frame: CGRect = .zero
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  open var size: CGSize {
    get { frame.size }
    set { let c = center; frame.size = newValue; center = c }
  }
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { size = newValue.size }
  }
  open var transform: CGAffineTransform = .identity
  open var alpha: CGFloat = 1
  open var zIndex = 0
  open var isHidden = false
  open var indexPath: IndexPath
  public private(set) var representedElementCategory: Category = .cell
  public private(set) var representedElementKind: String?

  public init(forCellWith indexPath: IndexPath) { self.indexPath = indexPath; super.init() }
  public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    super.init()
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }
  public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    super.init()
    representedElementCategory = .decorationView
    representedElementKind = decorationViewKind
  }
}

/// The base of collection layouts, as UIKit's `UICollectionViewLayout`: a subclass answers the
/// content size and the attributes of the elements in a rectangle (prepared in `prepare()`).
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  public internal(set) weak var collectionView: UICollectionView?

  public override init() { super.init() }
  public required init?(coder: NSCoder) { return nil }

  open func prepare() {}
  open var collectionViewContentSize: CGSize { .zero }
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize))?.first {
      $0.representedElementCategory == .cell && $0.indexPath == indexPath
    }
  }
  open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize))?.first {
      $0.representedElementKind == elementKind && $0.indexPath == indexPath
    }
  }
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
  /// The collection view lays out again at its next layout.
  open func invalidateLayout() {
    collectionView?.layoutChanged()
  }
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
}

/// Sizes and spacing a flow layout asks its collection view's delegate for, as UIKit's
/// `UICollectionViewDelegateFlowLayout` (every method optional: the layout's own values).
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      sizeForItemAt indexPath: IndexPath) -> CGSize
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      insetForSectionAt section: Int) -> UIEdgeInsets
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      minimumLineSpacingForSectionAt section: Int) -> CGFloat
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      referenceSizeForHeaderInSection section: Int) -> CGSize
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             sizeForItemAt indexPath: IndexPath) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50)
  }
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             insetForSectionAt section: Int) -> UIEdgeInsets {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
  }
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             minimumLineSpacingForSectionAt section: Int) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
  }
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
  }
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             referenceSizeForHeaderInSection section: Int) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             referenceSizeForFooterInSection section: Int) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}

/// UIKit's flow layout: items in lines (rows when scrolling vertically, columns when
/// horizontally) from each section's inset, `minimumInteritemSpacing` apart at least, lines
/// `minimumLineSpacing` apart; as UIKit's, a line with several items is justified (its spacing
/// grows so it spans the width) and a lone item is centred; items are centred across their
/// line. Sizes come from the delegate (`UICollectionViewDelegateFlowLayout`) or the layout's
/// properties; a header and footer take their reference size along the scroll axis.
/// With `estimatedItemSize` set (self-sizing cells), an item is the estimate's width (`itemSize`'s
/// for `automaticSize`) and its cell's fitting height (**L**: widths are not fitted; warned).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// `UICollectionViewFlowLayout.automaticSize`: self-sizing cells.
  public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)
  /// What the section inset is measured from, as `UICollectionViewFlowLayout.SectionInsetReference`.
  public enum SectionInsetReference: Int, Sendable { case fromContentInset = 0, fromSafeArea, fromLayoutMargins }

  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
  open var sectionInsetReference: SectionInsetReference = .fromContentInset
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
  open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  open var sectionHeadersPinToVisibleBounds = false
  open var sectionFootersPinToVisibleBounds = false

  private var attributes: [UICollectionViewLayoutAttributes] = []
  private var contentSize: CGSize = .zero

  public override init() { super.init() }
  public required init?(coder: NSCoder) { return nil }

  open override var collectionViewContentSize: CGSize { contentSize }

  open override func prepare() {
    super.prepare()
    attributes = []
    contentSize = .zero
    guard let cv = collectionView else { return }
    let delegate = cv.delegate as? any UICollectionViewDelegateFlowLayout
    let vertical = scrollDirection == .vertical
    let inset = cv.adjustedContentInset
    let viewLength = vertical ? cv.bounds.width - inset.left - inset.right : cv.bounds.height - inset.top - inset.bottom
    var along: CGFloat = 0
    var crossMax: CGFloat = viewLength
    for s in 0..<cv.numberOfSections {
      let si = delegate?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset
      let lineGap = delegate?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing
      let itemGap = delegate?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing
      let header = delegate?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize
      let footer = delegate?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize
      let headerLength = vertical ? header.height : header.width
      if headerLength > 0 {
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                 with: IndexPath(item: 0, section: s))
        a.frame = vertical ? CGRect(x: 0, y: along, width: viewLength, height: headerLength)
                           : CGRect(x: along, y: 0, width: headerLength, height: viewLength)
        attributes.append(a)
        along += headerLength
      }
      // Lines of items across the view.
      let startInset = vertical ? si.top : si.left, endInset = vertical ? si.bottom : si.right
      let crossStart = vertical ? si.left : si.top, crossEnd = vertical ? si.right : si.bottom
      let room = max(0, viewLength - crossStart - crossEnd)
      along += startInset
      var line: [(IndexPath, CGSize)] = []
      func flush() {
        guard !line.isEmpty else { return }
        let crossSizes = line.map { vertical ? $0.1.width : $0.1.height }
        let alongSizes = line.map { vertical ? $0.1.height : $0.1.width }
        let thickness = alongSizes.max() ?? 0
        let used = crossSizes.reduce(0, +)
        var gap = itemGap
        var c = crossStart
        if line.count == 1 {
          c = crossStart + max(0, (room - used) / 2)
        } else {
          gap = max(itemGap, (room - used) / CGFloat(line.count - 1))
        }
        for (i, (ip, size)) in line.enumerated() {
          let a = UICollectionViewLayoutAttributes(forCellWith: ip)
          let offset = (thickness - alongSizes[i]) / 2
          a.frame = vertical ? CGRect(x: c, y: along + offset, width: size.width, height: size.height)
                             : CGRect(x: along + offset, y: c, width: size.width, height: size.height)
          attributes.append(a)
          c += crossSizes[i] + gap
        }
        crossMax = max(crossMax, c - gap + crossEnd)
        along += thickness + lineGap
        line = []
      }
      var lineUsed: CGFloat = 0
      let n = cv.numberOfItems(inSection: s)
      for i in 0..<n {
        let ip = IndexPath(item: i, section: s)
        let size = self.size(forItemAt: ip, in: cv, delegate: delegate)
        let c = vertical ? size.width : size.height
        if !line.isEmpty && lineUsed + itemGap + c > room + 0.001 { flush(); lineUsed = 0 }
        lineUsed += (line.isEmpty ? 0 : itemGap) + c
        line.append((ip, size))
      }
      flush()
      if n > 0 { along -= lineGap }
      along += endInset
      let footerLength = vertical ? footer.height : footer.width
      if footerLength > 0 {
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                                 with: IndexPath(item: 0, section: s))
        a.frame = vertical ? CGRect(x: 0, y: along, width: viewLength, height: footerLength)
                           : CGRect(x: along, y: 0, width: footerLength, height: viewLength)
        attributes.append(a)
        along += footerLength
      }
    }
    contentSize = vertical ? CGSize(width: crossMax, height: along) : CGSize(width: along, height: crossMax)
  }

  /// An item's size: the delegate's, else `itemSize`; with `estimatedItemSize` set, the cell's
  /// fitting height at the estimate's width.
  private func size(forItemAt ip: IndexPath, in cv: UICollectionView, delegate: (any UICollectionViewDelegateFlowLayout)?) -> CGSize {
    if let delegate { return delegate.collectionView(cv, layout: self, sizeForItemAt: ip) }
    if estimatedItemSize != .zero {
      RenderWarnings.warnOnce("UICollectionViewFlowLayout.estimatedItemSize",
        "UICollectionViewFlowLayout.estimatedItemSize: self-sizing cells take their fitting height at the estimated width (widths are not fitted)")
      let width = estimatedItemSize == Self.automaticSize ? itemSize.width : estimatedItemSize.width
      if let fitted = cv.fittingSize(forItemAt: ip, width: width) { return fitted }
      return estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
    }
    return itemSize
  }

  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    attributes.filter { $0.frame.intersects(rect) || ($0.frame.isEmpty && rect.contains($0.frame.origin)) }
  }
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    attributes.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
  }
  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    attributes.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
  }
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let cv = collectionView else { return false }
    return newBounds.size != cv.bounds.size
  }
}

import Foundation
import PlumbGraphics
import PlumbUI

/// What a picker view asks for its content, as UIKit's `UIPickerViewDataSource`.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker view asks and tells its delegate, as UIKit's `UIPickerViewDelegate` (every
/// method optional; the defaults answer as UIKit does when one is not implemented).
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
  func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
  func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  /// The picker's width shared equally between its components.
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    let count = max(pickerView.numberOfComponents, 1)
    return max((pickerView.bounds.width - UIPickerView.sideInset * 2) / CGFloat(count), 0)
  }
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { UIPickerView.defaultRowHeight }
  public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
  public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
  /// A label with the row's title (the attributed title's string, else the title).
  public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
    let label = (view as? UILabel) ?? UILabel()
    label.text = self.pickerView(pickerView, attributedTitleForRow: row, forComponent: component)?.string
      ?? self.pickerView(pickerView, titleForRow: row, forComponent: component)
    label.textAlignment = .center
    return label
  }
  public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// UIKit's spinning-wheel picker: components of rows from its data source, one row selected in
/// each. It is drawn flat: the selected row's title of each component centred in its column on
/// the selection band (a rounded system-fill bar across the middle), without the rows above and
/// below or the wheel's curve (warned once). Titles come from the delegate's row view when it is
/// a label (the default view is one, titled from `titleForRow` or `attributedTitleForRow`);
/// other row views are not drawn (warned). 216 pt tall, as on iOS.
/// docs/compatibility/uikit.md, "Controls".
@preconcurrency @MainActor
open class UIPickerView: UIView {
  open weak var dataSource: (any UIPickerViewDataSource)? { didSet { needsReload = true; changed() } }
  open weak var delegate: (any UIPickerViewDelegate)? { didSet { changed() } }
  /// Kept; the selection band is always drawn since iOS 7.
  open var showsSelectionIndicator = true

  /// The selected row of each component (-1: none).
  private var selectedRows: [Int] = []
  private var rowCounts: [Int] = []
  /// Set when the data source changes: components and rows are asked for when first needed.
  private var needsReload = true

  static let defaultRowHeight: CGFloat = 32
  static let sideInset: CGFloat = 8
  static let defaultHeight: CGFloat = 216

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { return nil }

  open var numberOfComponents: Int { loadIfNeeded(); return rowCounts.count }

  open func numberOfRows(inComponent component: Int) -> Int {
    loadIfNeeded()
    return rowCounts.indices.contains(component) ? rowCounts[component] : 0
  }

  /// The size of a row: the component's width and row height from the delegate.
  open func rowSize(forComponent component: Int) -> CGSize {
    CGSize(width: delegate?.pickerView(self, widthForComponent: component) ?? bounds.width,
           height: delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight)
  }

  /// The view shown for a row (what the delegate gives), or nil when the row does not exist.
  open func view(forRow row: Int, forComponent component: Int) -> UIView? {
    guard row >= 0, row < numberOfRows(inComponent: component) else { return nil }
    return delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
  }

  /// Asks the data source again for components and rows; selections are kept within the rows.
  open func reloadAllComponents() {
    needsReload = false
    let count = max(dataSource?.numberOfComponents(in: self) ?? 0, 0)
    rowCounts = (0..<count).map { max(dataSource?.pickerView(self, numberOfRowsInComponent: $0) ?? 0, 0) }
    selectedRows = rowCounts.indices.map { i in
      let kept = selectedRows.indices.contains(i) ? selectedRows[i] : 0
      return rowCounts[i] == 0 ? -1 : min(max(kept, 0), rowCounts[i] - 1)
    }
    changed()
  }

  /// Asks the data source again for one component's rows.
  open func reloadComponent(_ component: Int) {
    loadIfNeeded()
    guard rowCounts.indices.contains(component) else { return }
    rowCounts[component] = max(dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0, 0)
    selectedRows[component] = rowCounts[component] == 0 ? -1 : min(max(selectedRows[component], 0), rowCounts[component] - 1)
    changed()
  }

  /// Selects `row` (clamped to the component's rows) without telling the delegate, as UIKit does.
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    loadIfNeeded()
    guard rowCounts.indices.contains(component), rowCounts[component] > 0 else { return }
    selectedRows[component] = min(max(row, 0), rowCounts[component] - 1)
    changed()
  }

  /// The selected row of `component`, -1 when it has no rows.
  open func selectedRow(inComponent component: Int) -> Int {
    loadIfNeeded()
    return selectedRows.indices.contains(component) ? selectedRows[component] : -1
  }

  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.defaultHeight) }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.defaultHeight) }

  private func loadIfNeeded() { if needsReload { reloadAllComponents() } }

  private func changed() { drawnTitles = nil; UIKitRuntime.setNeedsRender(self, "UIPickerView") }

  /// The drawn titles, kept until the picker changes (row views made while drawing would
  /// otherwise ask for another render each time).
  private var drawnTitles: [String]?

  /// The titles of the selected rows and their columns' widths: the delegate's attributed title
  /// or title, else the text of its row view when that is a label.
  private func selectedTitles() -> [(title: String, width: CGFloat)] {
    loadIfNeeded()
    let titles = drawnTitles ?? rowCounts.indices.map { component -> String in
      let row = selectedRows[component]
      guard row >= 0, let delegate else { return "" }
      if let title = delegate.pickerView(self, attributedTitleForRow: row, forComponent: component)?.string
          ?? delegate.pickerView(self, titleForRow: row, forComponent: component) {
        return title
      }
      guard let label = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: nil) as? UILabel else {
        RenderWarnings.warnOnce("UIPickerView.rowView", "UIPickerView: custom row views are not drawn; only labels' text is")
        return ""
      }
      return label.text ?? ""
    }
    drawnTitles = titles
    return titles.indices.map { (titles[$0], rowSize(forComponent: $0).width) }
  }

  override var hostedContent: PlatformHostedContent? {
    RenderWarnings.warnOnce("UIPickerView.flat",
      "UIPickerView: drawn flat, the selected rows on the selection band; the rows above and below and the wheel's curve are not drawn")
    let titles = selectedTitles()
    let content = ZStack {
      RoundedRectangle(cornerRadius: 8).fill(Color(uiColor: .tertiarySystemFill))
        .frame(height: Self.defaultRowHeight + 2).padding(.horizontal, Self.sideInset)
      HStack(spacing: 0) {
        ForEach(Array(titles.enumerated()), id: \.offset) { item in
          Text(item.element.title).font(.system(size: 21)).lineLimit(1).foregroundColor(Color(uiColor: .label))
            .frame(width: item.element.width)
        }
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    return PlatformHostedContent(view: AnyView(content), controller: nil)
  }
}

import Foundation

extension UIView {
  /// Makes the first responder resign if it is this view or inside it; answers whether it did
  /// (or there was none there). `force` changes nothing: nothing refuses here.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let view = UIResponder.current as? UIView, view.isDescendant(of: self) else { return true }
    return view.resignFirstResponder()
  }
}


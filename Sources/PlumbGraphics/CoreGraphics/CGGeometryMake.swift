import Foundation

// CoreGraphics' C constructors, which Swift code on iOS still calls (`CGSizeMake(w, h)`): each
// makes the same value as the Swift initialiser.

/// A point with the given coordinates, as `CGPoint(x:y:)`.
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// A size with the given dimensions, as `CGSize(width:height:)`.
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }

/// A rectangle with the given origin and size, as `CGRect(x:y:width:height:)`.
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

/// A vector with the given components, as `CGVector(dx:dy:)`.
public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { CGVector(dx: dx, dy: dy) }

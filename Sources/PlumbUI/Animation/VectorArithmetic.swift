import Foundation

/// A value that animations can interpolate, as SwiftUI's `VectorArithmetic`: it can be added,
/// subtracted and scaled. Animations compute `from + (to − from) · progress`.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies every component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// The value with every component multiplied by `rhs`.
  public func scaled(by rhs: Double) -> Self {
    var v = self
    v.scale(by: rhs)
    return v
  }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

import Foundation
import PlumbGraphics

/// A property of an asset or track that can be loaded asynchronously, as AVFoundation's
/// `AVAnyAsyncProperty`; `AVPartialAsyncProperty` names its owner, `AVAsyncProperty` its value.
/// `load(_:)` answers at once with what the object reports (docs/compatibility/frameworks.md,
/// "AVFoundation").
public class AVAnyAsyncProperty: @unchecked Sendable {
  /// The property's key, as `loadValuesAsynchronously(forKeys:)` names it.
  let key: String
  init(key: String) { self.key = key }
}

/// An asynchronously loadable property of `Root`, as `AVPartialAsyncProperty`.
public class AVPartialAsyncProperty<Root>: AVAnyAsyncProperty, @unchecked Sendable {}

/// An asynchronously loadable property of `Root` with a `Value`, as `AVAsyncProperty`.
public final class AVAsyncProperty<Root, Value>: AVPartialAsyncProperty<Root>, CustomStringConvertible, @unchecked Sendable {
  let read: (Root) -> Value
  init(key: String, read: @escaping (Root) -> Value) { self.read = read; super.init(key: key) }
  public var description: String { key }

  /// Where loading a property stands, as `AVAsyncProperty.Status`.
  public enum Status {
    case notYetLoaded, loading, loaded(Value), failed(any Error)
  }
}

extension AVPartialAsyncProperty where Root: AVAsset {
  /// The asset's duration (`AVAsset.duration`: indefinite, as nothing is loaded).
  public static var duration: AVAsyncProperty<Root, CMTime> { AVAsyncProperty(key: "duration") { $0.duration } }
  /// The asset's tracks (none: nothing is read from the file).
  public static var tracks: AVAsyncProperty<Root, [AVAssetTrack]> { AVAsyncProperty(key: "tracks") { $0.tracks } }
  /// Whether a player can play the asset (false: nothing plays in a render).
  public static var isPlayable: AVAsyncProperty<Root, Bool> { AVAsyncProperty(key: "playable") { $0.isPlayable } }
  /// The transform to apply to the asset's visual content (identity).
  public static var preferredTransform: AVAsyncProperty<Root, CGAffineTransform> {
    AVAsyncProperty(key: "preferredTransform") { $0.preferredTransform }
  }
}

extension AVPartialAsyncProperty where Root: AVAssetTrack {
  /// The track's natural size (zero: no track is read).
  public static var naturalSize: AVAsyncProperty<Root, CGSize> { AVAsyncProperty(key: "naturalSize") { $0.naturalSize } }
  /// The track's preferred transform (identity).
  public static var preferredTransform: AVAsyncProperty<Root, CGAffineTransform> {
    AVAsyncProperty(key: "preferredTransform") { $0.preferredTransform }
  }
}

/// The status of a key, as `AVKeyValueStatus`.
public enum AVKeyValueStatus: Int, Sendable { case unknown = 0, loading, loaded, failed, cancelled }

/// Objects whose properties load asynchronously, as `AVAsynchronousKeyValueLoading`: AVAsset and
/// AVAssetTrack, whose values are known at once here.
public protocol AVAsynchronousKeyValueLoading {
  func statusOfValue(forKey key: String, error outError: UnsafeMutablePointer<NSError?>?) -> AVKeyValueStatus
  func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)?)
}

extension AVAsynchronousKeyValueLoading {
  /// The value of `property`, as `load(_:)`: what the object reports, at once.
  public func load<T>(_ property: AVAsyncProperty<Self, T>, isolation: isolated (any Actor)? = #isolation) async throws -> T {
    property.read(self)
  }

  /// Two values, as `load(_:_:)`.
  public func load<A, B>(_ propertyA: AVAsyncProperty<Self, A>, _ propertyB: AVAsyncProperty<Self, B>,
                         isolation: isolated (any Actor)? = #isolation) async throws -> (A, B) {
    (propertyA.read(self), propertyB.read(self))
  }

  /// Three values, as `load(_:_:_:)`.
  public func load<A, B, C>(_ propertyA: AVAsyncProperty<Self, A>, _ propertyB: AVAsyncProperty<Self, B>,
                            _ propertyC: AVAsyncProperty<Self, C>, isolation: isolated (any Actor)? = #isolation) async throws -> (A, B, C) {
    (propertyA.read(self), propertyB.read(self), propertyC.read(self))
  }

  /// Whether `property` is loaded, as `status(of:)`: always loaded, with its value.
  public func status<T>(of property: AVAsyncProperty<Self, T>) -> AVAsyncProperty<Self, T>.Status { .loaded(property.read(self)) }
}

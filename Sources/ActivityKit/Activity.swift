import Foundation

/// A Live Activity, as ActivityKit's `Activity`. Requesting one throws
/// `ActivityAuthorizationError.unsupported`: a render has no Lock Screen or Dynamic Island, so no
/// activity exists and `activities` is empty. Apps handle the error as they handle a person who
/// turned Live Activities off.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
  public let id: String
  public let attributes: Attributes
  public private(set) var content: ActivityContent<Attributes.ContentState>
  public private(set) var activityState: ActivityState = .ended
  public var pushToken: Data? { nil }

  init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
    id = UUID().uuidString; self.attributes = attributes; self.content = content
  }

  /// The app's running activities of this type: none.
  public static var activities: [Activity<Attributes>] { [] }

  /// Starts a Live Activity: throws `.unsupported` (see the type's note).
  public static func request(attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
                             pushType: PushType? = nil) throws -> Activity<Attributes> {
    throw ActivityAuthorizationError.unsupported
  }

  /// The iOS 16.1 form with a content state.
  public static func request(attributes: Attributes, contentState: Attributes.ContentState,
                             pushType: PushType? = nil) throws -> Activity<Attributes> {
    throw ActivityAuthorizationError.unsupported
  }

  /// The iOS 17.2 form with a style and a relevance.
  public static func request(attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
                             pushType: PushType? = nil, style: ActivityStyle) throws -> Activity<Attributes> {
    throw ActivityAuthorizationError.unsupported
  }

  /// Shows new content.
  public func update(_ content: ActivityContent<Attributes.ContentState>) async { self.content = content }
  /// The iOS 16.1 form.
  public func update(using contentState: Attributes.ContentState) async {
    content = ActivityContent(state: contentState, staleDate: content.staleDate, relevanceScore: content.relevanceScore)
  }
  /// Ends the activity.
  public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
    if let content { self.content = content }
    activityState = .ended
  }
  /// The iOS 16.1 form.
  public func end(using contentState: Attributes.ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
    activityState = .ended
  }

  /// Never yield in a render.
  public var pushTokenUpdates: AsyncStream<Data> { AsyncStream { _ in } }
  public var activityStateUpdates: AsyncStream<ActivityState> { AsyncStream { _ in } }
  public var contentUpdates: AsyncStream<ActivityContent<Attributes.ContentState>> { AsyncStream { _ in } }
  public static var activityUpdates: AsyncStream<Activity<Attributes>> { AsyncStream { _ in } }
}

/// A Live Activity's style (iOS 17.2), as `ActivityStyle`.
public enum ActivityStyle: Hashable, Sendable { case standard, transient }

import Foundation

/// A view's subscription to a publisher (`.onReceive`): kept by the graph for as long as the view
/// is present, with the action of the latest update.
@MainActor
final class ReceiverSubscription {
  var cancellable: AnyCancellable?
  /// The publisher object subscribed to, when it is a class (a subject): a new one resubscribes.
  var publisherObject: ObjectIdentifier?
  var action: (Any) -> Void = { _ in }
}

/// Subscribes the view to a publisher and runs the action for every value, synchronously on the
/// sending thread, as SwiftUI's `onReceive` does; the action's state writes update the view at
/// the host's next turn.
struct OnReceiveModifier<P: Publisher>: ViewModifier, AttachingModifier where P.Failure == Never {
  let publisher: P
  let action: (P.Output) -> Void

  func attach(to node: Node, _ ctx: ResolveContext) {
    let extras = node.extrasCreatingIfNeeded()
    extras.receiverCount += 1
    let key = node.identity + "#onReceive\(extras.receiverCount)"
    let graph = ctx.graph
    graph.touchedReceivers.insert(key)
    let receiver = graph.receivers[key] ?? ReceiverSubscription()
    graph.receivers[key] = receiver
    let action = self.action
    receiver.action = { action($0 as! P.Output) }
    let object = type(of: publisher) is AnyClass ? ObjectIdentifier(publisher as AnyObject) : nil
    if receiver.cancellable == nil || object != receiver.publisherObject {
      receiver.publisherObject = object
      receiver.cancellable = publisher.sink { [weak receiver] value in
        MainActor.assumeIsolated { receiver?.action(value) }
      }
    }
  }
}

extension View {
  /// Runs `action` with every value `publisher` sends while the view is present.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never {
    modifier(OnReceiveModifier(publisher: publisher, action: action))
  }
}

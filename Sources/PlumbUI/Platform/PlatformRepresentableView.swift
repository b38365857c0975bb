import Foundation

/// What PlumbUIKit's `UIViewRepresentable` and `UIViewControllerRepresentable` resolve to: a
/// platform view made (once per identity) and updated by the representable, laid out by SwiftUI.
/// Public only because it is the `body` type of those protocols; it cannot be made outside the
/// package.
public struct _PlatformRepresentableView: View, PrimitiveView {
  let typeName: String
  let update: @MainActor (PlatformRepresentableContext) -> any PlatformView
  public var body: Never { primitiveBody() }

  package init(typeName: String, update: @escaping @MainActor (PlatformRepresentableContext) -> any PlatformView) {
    self.typeName = typeName; self.update = update
  }

  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child(typeName)
    let storage = c.graph.stateStorage(key: c.path + ".platformView", initial: PlatformRepresentableSlot())
    guard let slot = storage.value as? PlatformRepresentableSlot else { return }
    let view = update(PlatformRepresentableContext(slot: slot, environment: c.environment))
    out.append(PlatformViewNodes.resolve(view, c, role: .representable))
  }
}

/// Storage that lives as long as a representable's identity: its view, controller, coordinator.
@MainActor
package final class PlatformRepresentableSlot {
  package var objects: [String: AnyObject] = [:]
  init() {}
}

/// What a representable sees while it resolves: its storage and the environment.
@MainActor
package struct PlatformRepresentableContext {
  package let slot: PlatformRepresentableSlot
  package let environment: EnvironmentValues
}

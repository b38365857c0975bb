import Foundation
import PlumbGraphics
import PlumbUI

/// What a view representable's make/update calls see: its coordinator and the environment.
@preconcurrency @MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  public let coordinator: Representable.Coordinator
  public let environment: EnvironmentValues
}

/// A UIKit view inside SwiftUI: made once per identity (`makeUIView`), updated on every
/// resolve (`updateUIView`), sized by the proposal (unspecified dimensions take its
/// `intrinsicContentSize`) and drawn, subviews and all, by the same pipeline.
@preconcurrency @MainActor
public protocol UIViewRepresentable: View where Body == _PlatformRepresentableView {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>
  func makeUIView(context: Context) -> UIViewType
  func updateUIView(_ uiView: UIViewType, context: Context)
  func makeCoordinator() -> Coordinator
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

/// A UIKit controller inside SwiftUI: made once per identity, added as a child of the
/// controller that hosts the SwiftUI content around it (the window's root controller for a
/// host's content, the sheet's controller inside a sheet), so code that walks `parent` up finds
/// the presented controller and its `presentationController`.
@preconcurrency @MainActor
public protocol UIViewControllerRepresentable: View where Body == _PlatformRepresentableView {
  associatedtype UIViewControllerType: UIViewController
  associatedtype Coordinator = Void
  typealias Context = UIViewControllerRepresentableContext<Self>
  func makeUIViewController(context: Context) -> UIViewControllerType
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  func makeCoordinator() -> Coordinator
  static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

/// The context of a controller representable.
@preconcurrency @MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  public let coordinator: Representable.Coordinator
  public let environment: EnvironmentValues
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

extension UIViewRepresentable {
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

  public var body: _PlatformRepresentableView {
    _PlatformRepresentableView(typeName: typeName(Self.self)) { ctx in
      let coordinator: Coordinator
      if let box = ctx.slot.objects["coordinator"] as? ValueBox<Coordinator> { coordinator = box.value } else {
        coordinator = makeCoordinator()
        ctx.slot.objects["coordinator"] = ValueBox(coordinator)
      }
      let context = Context(coordinator: coordinator, environment: ctx.environment)
      return UIKitRuntime.duringEngineCall {
        let view: UIViewType
        if let v = ctx.slot.objects["view"] as? UIViewType { view = v } else {
          view = makeUIView(context: context)
          ctx.slot.objects["view"] = view
        }
        view.hostingWindow = UIKitRuntime.currentWindow
        updateUIView(view, context: context)
        return view
      }
    }
  }
}

extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
  public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

  public var body: _PlatformRepresentableView {
    _PlatformRepresentableView(typeName: typeName(Self.self)) { ctx in
      let coordinator: Coordinator
      if let box = ctx.slot.objects["coordinator"] as? ValueBox<Coordinator> { coordinator = box.value } else {
        coordinator = makeCoordinator()
        ctx.slot.objects["coordinator"] = ValueBox(coordinator)
      }
      let context = Context(coordinator: coordinator, environment: ctx.environment)
      let parent = UIKitRuntime.enclosingController(ctx.environment)
      let controller: UIViewControllerType
      if let c = ctx.slot.objects["controller"] as? UIViewControllerType {
        controller = c
        UIKitRuntime.duringEngineCall { updateUIViewController(controller, context: context) }
      } else {
        controller = UIKitRuntime.duringEngineCall { makeUIViewController(context: context) }
        ctx.slot.objects["controller"] = controller
        if let parent { parent.addChild(controller) }
        UIKitRuntime.duringEngineCall {
          controller.loadViewIfNeeded()
          updateUIViewController(controller, context: context)
          if let parent { controller.didMove(toParent: parent) }
        }
      }
      UIKitRuntime.registerSheetConsultants(ctx.environment, controller)
      controller.view.hostingWindow = UIKitRuntime.currentWindow
      return controller.view
    }
  }
}

/// A value kept in a representable's storage.
final class ValueBox<T> {
  let value: T
  init(_ value: T) { self.value = value }
}

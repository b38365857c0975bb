import Combine
import Foundation
import PlumbUI
import XCTest

/// `.onReceive` and observable objects whose `objectWillChange` is not the default publisher.
final class CombineBridgeTests: XCTestCase {
  private struct Confirmable: View {
    let attempts: PassthroughSubject<Void, Never>
    @State private var asking = false
    var body: some View {
      Text(asking ? "Discard changes?" : "Editing")
        .onReceive(attempts) { asking = true }
    }
  }

  func testOnReceiveWritesStateThatUpdatesTheView() { onMain {
    let subject = PassthroughSubject<Void, Never>()
    let host = ViewHost(Confirmable(attempts: subject))
    try host.settle()
    XCTAssertFalse(host.layoutSnapshot.nodes(named: "Text(\"Editing\")").isEmpty)
    subject.send()
    try host.settle()
    XCTAssertFalse(host.layoutSnapshot.nodes(named: "Text(\"Discard changes?\")").isEmpty)
  } }

  func testOnReceiveKeepsOneSubscriptionAcrossUpdates() { onMain {
    final class Counter: @unchecked Sendable { var n = 0 }
    let counter = Counter()
    struct Screen: View {
      let subject: PassthroughSubject<Int, Never>
      let counter: Counter
      @State private var last = 0
      var body: some View {
        Text("last \(last)").onReceive(subject) { v in counter.n += 1; last = v }
      }
    }
    let subject = PassthroughSubject<Int, Never>()
    let host = ViewHost(Screen(subject: subject, counter: counter))
    try host.settle()
    subject.send(1)
    try host.settle()
    subject.send(2)
    try host.settle()
    // Two values, two actions: re-resolving the body did not add subscriptions.
    XCTAssertEqual(counter.n, 2)
    XCTAssertFalse(host.layoutSnapshot.nodes(named: "Text(\"last 2\")").isEmpty)
  } }

  func testOnReceiveEndsWhenTheViewGoes() { onMain {
    final class Counter: @unchecked Sendable { var n = 0 }
    let counter = Counter()
    final class Flag: ObservableObject { @Published var show = true }
    struct Screen: View {
      @ObservedObject var flag: Flag
      let subject: PassthroughSubject<Int, Never>
      let counter: Counter
      var body: some View {
        if flag.show { Text("listening").onReceive(subject) { _ in counter.n += 1 } } else { Text("gone") }
      }
    }
    let flag = Flag()
    let subject = PassthroughSubject<Int, Never>()
    let host = ViewHost(Screen(flag: flag, subject: subject, counter: counter))
    try host.settle()
    subject.send(1)
    flag.show = false
    try host.settle()
    subject.send(2)
    XCTAssertEqual(counter.n, 1)
  } }

  func testCustomObjectWillChangePublisherUpdatesViews() { onMain {
    final class Manual: ObservableObject {
      let objectWillChange = PassthroughSubject<Void, Never>()
      var label = "one" { willSet { objectWillChange.send() } }
    }
    struct Screen: View {
      @ObservedObject var model: Manual
      var body: some View { Text(model.label) }
    }
    let model = Manual()
    let host = ViewHost(Screen(model: model))
    try host.settle()
    model.label = "two"
    try host.settle()
    XCTAssertFalse(host.layoutSnapshot.nodes(named: "Text(\"two\")").isEmpty)
  } }
}

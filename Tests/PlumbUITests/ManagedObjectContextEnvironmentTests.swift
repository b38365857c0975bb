import CoreData
import PlumbUI
import Testing

/// `EnvironmentValues.managedObjectContext` (SwiftUI's, over the CoreData module's context): a
/// view declaring `@Environment(\.managedObjectContext) var context` compiles, as seed d's XSheet
/// does, and reads the context its ancestors set.
@Suite struct ManagedObjectContextEnvironmentTests {
  @Test func theDefaultIsOneMainQueueContext() {
    let a = EnvironmentValues().managedObjectContext, b = EnvironmentValues().managedObjectContext
    #expect(a === b)
    #expect(a.concurrencyType == .mainQueueConcurrencyType)
    #expect(!a.hasChanges)
  }

  @Test func aSetContextIsTheOneRead() {
    var env = EnvironmentValues()
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    env.managedObjectContext = context
    #expect(env.managedObjectContext === context)
  }
}

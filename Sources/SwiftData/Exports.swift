// `import SwiftData` on Linux (docs/compatibility/swiftdata.md): models declared with `@Model`,
// kept in memory by a `ModelContainer`, fetched through `ModelContext` and `@Query`. As on iOS,
// it brings Foundation (`#Predicate`, `SortDescriptor`) and Observation (which `@Model`'s
// expansion names) along.
@_exported import Foundation
@_exported import Observation

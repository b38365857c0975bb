// Core Data's module imports Foundation for its clients, as Apple's does: a file that imports only
// CoreData can use `URL`, `NSError` and `Date`.
@_exported import Foundation

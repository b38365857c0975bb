// Contacts' headers import Foundation, so `import Contacts` alone gives Foundation on iOS; here
// too.
@_exported import Foundation

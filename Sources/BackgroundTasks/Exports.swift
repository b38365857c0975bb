// BackgroundTasks' headers import Foundation, so `import BackgroundTasks` alone gives `Date`
// and the rest of Foundation on iOS; here too.
@_exported import Foundation

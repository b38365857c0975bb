import PlumbCombine

// On iOS, Foundation (which `import UIKit` brings along) names Combine's `ObservableObject` and
// `Published` with typealiases, so a view model in a file that imports only UIKit (or only
// Foundation) compiles. Linux Foundation has no Combine; the UIKit facade gives the same two
// names (docs/compatibility/combine.md).

/// Combine's `ObservableObject`, as Foundation names it on iOS.
public typealias ObservableObject = PlumbCombine.ObservableObject
/// Combine's `Published`, as Foundation names it on iOS.
public typealias Published = PlumbCombine.Published

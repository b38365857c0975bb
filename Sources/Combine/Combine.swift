// The `Combine` module on Linux: shipping code keeps `import Combine` and gets PlumbCombine, a
// small synchronous Combine (docs/compatibility/combine.md). No logic lives here.
@_exported import PlumbCombine

// The `Combine` module on Linux: shipping code keeps `import Combine` and gets PlumbCombine, a
// small synchronous Combine (docs/compatibility/combine.md). No logic lives here.
@_exported import PlumbCombine
// A file that imports Foundation and Combine reaches URLSession's publishers and async methods
// on iOS; on Linux URLSession lives in FoundationNetworking, which no iOS file imports.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

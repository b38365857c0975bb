// `import Network` on iOS also gives Dispatch (its headers import it), so code that makes the
// monitor's `DispatchQueue` with no other import compiles.
@_exported import Dispatch

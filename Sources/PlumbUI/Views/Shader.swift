import Foundation

/// A library of Metal shader functions, as SwiftUI's `ShaderLibrary` (iOS 17):
/// `ShaderLibrary.default.ripple(.float(t))` or `ShaderLibrary.ripple(...)`. Metal does not run on
/// Linux, so a shader is never executed: the effects and fills that take one draw without it and
/// warn once naming the function (Modifiers/ShaderEffects.swift).
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, @unchecked Sendable {
  /// Where the library's functions come from, for warnings and equality.
  let source: String

  /// The app's default Metal library.
  public static let `default` = ShaderLibrary(source: "default")
  /// The default Metal library of `bundle`.
  public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: "bundle \(bundle.bundlePath)") }
  /// A library from compiled Metal library data.
  public init(data: Data) { source = "data (\(data.count) bytes)" }
  /// A library from a compiled Metal library file.
  public init(url: URL) { source = url.lastPathComponent }
  init(source: String) { self.source = source }

  /// The function `name` of this library.
  public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }
  /// The function `name` of the default library.
  public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }
}

/// One function of a shader library, as SwiftUI's `ShaderFunction`; calling it with arguments
/// makes a `Shader`.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
  public var library: ShaderLibrary
  public var name: String
  public init(library: ShaderLibrary, name: String) {
    self.library = library
    self.name = name
  }
  public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
    Shader(function: self, arguments: arguments)
  }
}

/// A shader function with its arguments, as SwiftUI's `Shader`: what `colorEffect`,
/// `distortionEffect` and `layerEffect` take, and a shape style. Never run here (see ShaderLibrary).
public struct Shader: Equatable, Sendable, ShapeStyle {
  /// One argument passed to the function, as `Shader.Argument`.
  public struct Argument: Equatable, Sendable {
    let description: String
    public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(description: "float \(Double(x))") }
    public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(description: "float2") }
    public static func float2(_ point: CGPoint) -> Argument { Argument(description: "float2") }
    public static func float2(_ size: CGSize) -> Argument { Argument(description: "float2") }
    public static func float2(_ vector: CGVector) -> Argument { Argument(description: "float2") }
    public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument { Argument(description: "float3") }
    public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument { Argument(description: "float4") }
    public static func floatArray(_ array: [Float]) -> Argument { Argument(description: "floatArray") }
    public static func color(_ color: Color) -> Argument { Argument(description: "color") }
    public static func colorArray(_ array: [Color]) -> Argument { Argument(description: "colorArray") }
    public static func image(_ image: Image) -> Argument { Argument(description: "image") }
    public static func data(_ data: Data) -> Argument { Argument(description: "data") }
    /// The bounds of the view the shader draws, as a `float4`.
    public static var boundingRect: Argument { Argument(description: "boundingRect") }
  }

  public var function: ShaderFunction
  public var arguments: [Argument]
  /// Whether colours are dithered (kept, not used).
  public var dithersColor = false

  public init(function: ShaderFunction, arguments: [Argument]) {
    self.function = function
    self.arguments = arguments
  }

  /// Ready for use (iOS 18): nothing to compile here.
  public func compile(as type: UsageType) async throws {}

  /// What a shader is compiled for (iOS 18), as `Shader.UsageType`.
  public struct UsageType: Hashable, Sendable {
    let name: String
    public static let colorEffect = UsageType(name: "colorEffect")
    public static let distortionEffect = UsageType(name: "distortionEffect")
    public static let layerEffect = UsageType(name: "layerEffect")
  }
}

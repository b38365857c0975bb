import Foundation

// Metal shader effects (iOS 17): `ShaderLibrary`, `ShaderFunction`, `Shader` and the three view
// modifiers `colorEffect`, `distortionEffect` and `layerEffect`. Plumbline runs no Metal, so the
// shader is never executed: the modifiers keep the view's layout, draw the view as it is without
// the shader, and warn once each, naming the shader function (docs/compatibility/graphics.md).

/// A library of Metal shader functions, as SwiftUI's `ShaderLibrary`: `ShaderLibrary.name` and
/// `ShaderLibrary.default.name` name a function of the app's default library. Kept so that shader
/// code compiles; the functions are never loaded or run here.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, @unchecked Sendable {
  enum Source: Equatable { case `default`, bundle(String), data(Data), url(URL) }
  let source: Source

  /// The app's main bundle's default library.
  public static let `default` = ShaderLibrary(source: .default)
  /// The default library of `bundle`.
  public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: .bundle(bundle.bundlePath)) }
  /// A library from compiled `.metallib` bytes.
  public init(data: Data) { source = .data(data) }
  /// A library from a `.metallib` file.
  public init(url: URL) { source = .url(url) }
  init(source: Source) { self.source = source }

  /// The function `name` of the default library.
  public static subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: .default, name: name)
  }
  /// The function `name` of this library.
  public subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: self, name: name)
  }
}

/// One function of a shader library, as SwiftUI's `ShaderFunction`: calling it with arguments
/// makes a `Shader` (`ShaderLibrary.ripple(.float(t), .float2(size))`).
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
  public var library: ShaderLibrary
  public var name: String
  public init(library: ShaderLibrary, name: String) { self.library = library; self.name = name }
  public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
    Shader(function: self, arguments: arguments)
  }
}

/// A shader function with its arguments, as SwiftUI's `Shader`. Never run here (see the file);
/// as a shape style it is not drawn (filled with the foreground colour, warned).
public struct Shader: Equatable, Sendable, ShapeStyle {
  /// One argument passed to a shader function, as `Shader.Argument`.
  public struct Argument: Equatable, @unchecked Sendable {
    enum Value: Equatable {
      case floats([Double]), floatArray([Float]), color(Color), colorArray([Color]), image(Image), data(Data), boundingRect
    }
    let value: Value
    public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(value: .floats([Double(x)])) }
    public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(value: .floats([Double(x), Double(y)])) }
    public static func float2(_ point: CGPoint) -> Argument { Argument(value: .floats([Double(point.x), Double(point.y)])) }
    public static func float2(_ size: CGSize) -> Argument { Argument(value: .floats([Double(size.width), Double(size.height)])) }
    public static func float2(_ vector: CGVector) -> Argument { Argument(value: .floats([Double(vector.dx), Double(vector.dy)])) }
    public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
      Argument(value: .floats([Double(x), Double(y), Double(z)]))
    }
    public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
      Argument(value: .floats([Double(x), Double(y), Double(z), Double(w)]))
    }
    public static func floatArray(_ array: [Float]) -> Argument { Argument(value: .floatArray(array)) }
    public static func color(_ color: Color) -> Argument { Argument(value: .color(color)) }
    public static func colorArray(_ array: [Color]) -> Argument { Argument(value: .colorArray(array)) }
    public static func image(_ image: Image) -> Argument { Argument(value: .image(image)) }
    public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }
    /// The bounding rectangle of the shape or view being drawn.
    public static var boundingRect: Argument { Argument(value: .boundingRect) }
  }

  public var function: ShaderFunction
  public var arguments: [Argument]
  /// Whether colours are dithered (kept; nothing is drawn by the shader).
  public var dithersColor = true
  public init(function: ShaderFunction, arguments: [Argument]) { self.function = function; self.arguments = arguments }

  /// Ready for use (iOS 18): there is nothing to compile here.
  public func compile(as type: UsageType) async throws {}

  /// What a shader is compiled for (iOS 18), as `Shader.UsageType`.
  public struct UsageType: Hashable, Sendable {
    let name: String
    public static let colorEffect = UsageType(name: "colorEffect")
    public static let distortionEffect = UsageType(name: "distortionEffect")
    public static let layerEffect = UsageType(name: "layerEffect")
  }
}

/// Warns once, when the modified view is resolved, that `modifier` did not run its shader.
struct UnrunShaderModifier: ViewModifier, AttachingModifier {
  let modifier: String
  let shader: String
  let isEnabled: Bool
  func attach(to node: Node, _ ctx: ResolveContext) {
    guard isEnabled else { return }
    RenderWarnings.warnOnce("\(modifier)",
      "\(modifier): Metal shaders are not run; the view is drawn without the shader \"\(shader)\"")
  }
}

extension View {
  /// Recolours every pixel with a shader (not run here; warned once: the view is drawn without it).
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
    modifier(UnrunShaderModifier(modifier: "colorEffect(_:isEnabled:)", shader: shader.function.name, isEnabled: isEnabled))
  }
  /// Moves pixels with a shader (not run here; warned once: the view is drawn undistorted).
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
    modifier(UnrunShaderModifier(modifier: "distortionEffect(_:maxSampleOffset:isEnabled:)", shader: shader.function.name,
                                 isEnabled: isEnabled))
  }
  /// Computes every pixel from the rasterised layer with a shader (not run here; warned once:
  /// the view is drawn without it).
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
    modifier(UnrunShaderModifier(modifier: "layerEffect(_:maxSampleOffset:isEnabled:)", shader: shader.function.name,
                                 isEnabled: isEnabled))
  }
}

extension VisualEffect {
  // Inside `visualEffect { content, proxy in … }`, whose effects are not drawn either (warned there).
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect { self }
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { self }
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { self }
}

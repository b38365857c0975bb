import Foundation

// The iOS 17 Metal shader effects. Metal does not run on Linux: the view is drawn without the
// effect and one warning per function names what was left out (docs/compatibility/graphics.md).

extension View {
  /// Recolours every pixel with `shader` (not run: the view draws unchanged, with a warning).
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
    modifier(WarnOnceModifier(key: "shader.colorEffect.\(shader.function.name)",
                              message: isEnabled ? ShaderEffectWarning.message("colorEffect", shader) : nil))
  }

  /// Moves every pixel by `shader` (not run: the view draws unchanged, with a warning).
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
    modifier(WarnOnceModifier(key: "shader.distortionEffect.\(shader.function.name)",
                              message: isEnabled ? ShaderEffectWarning.message("distortionEffect", shader) : nil))
  }

  /// Redraws the layer through `shader` (not run: the view draws unchanged, with a warning).
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
    modifier(WarnOnceModifier(key: "shader.layerEffect.\(shader.function.name)",
                              message: isEnabled ? ShaderEffectWarning.message("layerEffect", shader) : nil))
  }
}

extension VisualEffect {
  // Inside `visualEffect { content, proxy in … }`, whose effects are not drawn either.
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect { self }
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { self }
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { self }
}

/// The sentence a shader effect warns with.
enum ShaderEffectWarning {
  static func message(_ effect: String, _ shader: Shader) -> String {
    "\(effect): the Metal shader function '\(shader.function.name)' is not run (no Metal on Linux); the view is drawn without the effect"
  }
}

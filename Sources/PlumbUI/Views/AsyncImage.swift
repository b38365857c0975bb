import Foundation

/// An image loaded from a URL, as SwiftUI's `AsyncImage`, made deterministic: a render never
/// touches the network. The phase is `.empty` (the placeholder) unless PNG bytes for that URL
/// were injected with `.remoteImageData([url: data])` (or `.environment(\.remoteImageData, …)`),
/// in which case it is `.success` with that image, or `.failure` if the bytes are not a PNG.
/// A URL without injected bytes reports once that remote images are not loaded.
///
/// `AsyncImage(url:)` shows the image at its size (pixels / `scale`) and, until then, the
/// standard placeholder: secondarySystemFill (light: rgba(120, 120, 128, 0.16)) filling the
/// space offered, as Apple documents ("a standard placeholder that fills the available
/// space"; the colour **L**). A nil URL stays `.empty`, without a warning (nothing to load).
public struct AsyncImage<Content: View>: View, PrimitiveView {
  let url: URL?
  let scale: CGFloat
  let content: (AsyncImagePhase) -> Content
  /// `AsyncImage(url:)`: the standard placeholder until there is an image.
  var drawsStandardPlaceholder = false

  public var body: Never { primitiveBody() }

  static var placeholderFill: Color { Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16) }

  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let phase = Self.phase(url: url, scale: scale, injected: ctx.environment.remoteImageData)
    if drawsStandardPlaceholder && phase.image == nil {
      resolveView(Self.placeholderFill, ctx.child("AsyncImage").child("placeholder"), into: &out)
    } else {
      resolveView(content(phase), ctx.child("AsyncImage"), into: &out)
    }
  }

  static func phase(url: URL?, scale: CGFloat, injected: [URL: Data]) -> AsyncImagePhase {
    guard let url else { return .empty }
    guard let data = injected[url] else {
      RenderWarnings.warnOnce("AsyncImage", "AsyncImage: remote images are not loaded (no network in a render); "
                              + "the placeholder (.empty phase) is shown; inject PNG bytes with .remoteImageData([url: data])")
      return .empty
    }
    guard let image = Image(pngData: data, scale: scale) else { return .failure(RemoteImageError(url: url)) }
    return .success(image)
  }
}

extension AsyncImage where Content == Image {
  /// The image at its size, or the standard placeholder until it loads.
  public init(url: URL?, scale: CGFloat = 1) {
    self.url = url; self.scale = scale
    content = { phase in phase.image ?? Image(systemName: "photo") }
    drawsStandardPlaceholder = true
  }
}

extension AsyncImage {
  /// The image through `content`, and `placeholder` until it loads (or if it fails).
  public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
    self.url = url; self.scale = scale
    self.content = { phase in
      if let image = phase.image { return _ConditionalContent(storage: .trueContent(content(image))) }
      return _ConditionalContent(storage: .falseContent(placeholder()))
    }
  }
  /// The content for each phase. The transaction is accepted (nothing animates in: the phase
  /// is known at once).
  public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
              @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
    self.url = url; self.scale = scale; self.content = content
  }
}

/// Where an async image load is, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: Sendable {
  /// Not loaded (always, unless bytes were injected for the URL).
  case empty
  /// Loaded: the injected image.
  case success(Image)
  /// The injected bytes are not a PNG.
  case failure(any Error)

  public var image: Image? {
    if case .success(let i) = self { return i }
    return nil
  }
  public var error: (any Error)? {
    if case .failure(let e) = self { return e }
    return nil
  }
}

/// The error of an injected image that is not a PNG.
public struct RemoteImageError: Error, CustomStringConvertible {
  public let url: URL
  public var description: String { "the bytes injected for \(url) are not a PNG" }
}

struct RemoteImageDataKey: EnvironmentKey { static var defaultValue: [URL: Data] { [:] } }

extension EnvironmentValues {
  /// PNG bytes `AsyncImage` shows for each URL (nothing is ever fetched).
  public var remoteImageData: [URL: Data] {
    get { self[RemoteImageDataKey.self] }
    set { self[RemoteImageDataKey.self] = newValue }
  }
}

extension View {
  /// Gives the `AsyncImage`s below these PNG bytes for these URLs (added to any set above).
  public func remoteImageData(_ images: [URL: Data]) -> some View {
    transformEnvironment(\.remoteImageData) { $0.merge(images) { _, new in new } }
  }
}

extension Image {
  /// A PNG image from its bytes at `scale` pixels per point (an `AsyncImage`'s injected bytes,
  /// UIKit's `UIImage(data:)` reaching SwiftUI); nil when the bytes do not start with a PNG header. Decoded, within the render's
  /// image budget, when drawn.
  package init?(pngData data: Data, scale: CGFloat) {
    guard let size = PNGHeader.size(of: data) else { return nil }
    source = .png(bytes: Array(data), width: size.width, height: size.height, scale: scale)
  }
}

/// Reads a PNG's pixel size from its IHDR chunk.
enum PNGHeader {
  static func size(of data: Data) -> (width: Int, height: Int)? {
    let b = [UInt8](data.prefix(24))
    guard b.count == 24, b[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], b[12..<16] == [0x49, 0x48, 0x44, 0x52]
    else { return nil }
    func u32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
    let w = u32(16), h = u32(20)
    return w > 0 && h > 0 ? (w, h) : nil
  }
}

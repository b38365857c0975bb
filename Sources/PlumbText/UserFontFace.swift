import Foundation
import PlumbGraphics

extension BundledFace {
  /// Loads a face of a font file the user gave (an app font, a face of the user's own system
  /// fonts) with the file's own line metrics, and keeps it for the process: a face's identity keys
  /// the rasteriser's Cairo faces, so it must outlive the registry or set that loaded it.
  static func userFace(_ entry: FontRegistry.Entry, runNamePrefix: String, readsTracking: Bool = false) throws -> BundledFace {
    // Read bounded, as when the file was registered (FontFileReader).
    let data = try entry.data ?? RegularFile.read(entry.url.path, maxBytes: FontFileReader.maximumFileBytes)
    let metrics = FontLineMetrics.read(data, faceIndex: entry.info.faceIndex, path: entry.url.path)
    let face = try BundledFace(name: runNamePrefix + entry.info.postScriptName, data: data, faceIndex: entry.info.faceIndex,
                               isItalic: entry.info.isItalic, lineMetrics: metrics, readsTracking: readsTracking)
    keptLock.withLock { kept.append(face) }
    return face
  }

  nonisolated(unsafe) private static var kept: [BundledFace] = []
  private static let keptLock = NSLock()
}

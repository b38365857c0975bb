import Foundation
import PlumbGraphics
import UniformTypeIdentifiers

// `import MobileCoreServices` on Linux: the `kUTType…` identifiers that code written before
// iOS 14 passes to pickers and item providers (Apple deprecated them for UTType). Each is the
// identifier string of the matching UTType, so old and new code agree (docs/compatibility/frameworks.md,
// "MobileCoreServices").

public let kUTTypeItem: CFString = UTType.item.identifier
public let kUTTypeContent: CFString = UTType.content.identifier
public let kUTTypeData: CFString = UTType.data.identifier
public let kUTTypeText: CFString = UTType.text.identifier
public let kUTTypePlainText: CFString = UTType.plainText.identifier
public let kUTTypeUTF8PlainText: CFString = UTType.utf8PlainText.identifier
public let kUTTypeRTF: CFString = UTType.rtf.identifier
public let kUTTypeHTML: CFString = UTType.html.identifier
public let kUTTypeJSON: CFString = UTType.json.identifier
public let kUTTypeURL: CFString = UTType.url.identifier
public let kUTTypeFileURL: CFString = UTType.fileURL.identifier
public let kUTTypeImage: CFString = UTType.image.identifier
public let kUTTypeJPEG: CFString = UTType.jpeg.identifier
public let kUTTypePNG: CFString = UTType.png.identifier
public let kUTTypeGIF: CFString = UTType.gif.identifier
public let kUTTypePDF: CFString = UTType.pdf.identifier
public let kUTTypeMovie: CFString = UTType.movie.identifier
public let kUTTypeVideo: CFString = UTType.video.identifier
public let kUTTypeAudio: CFString = UTType.audio.identifier
public let kUTTypeMPEG4: CFString = UTType.mpeg4Movie.identifier
public let kUTTypeQuickTimeMovie: CFString = UTType.quickTimeMovie.identifier
public let kUTTypeZipArchive: CFString = UTType.zip.identifier
public let kUTTypeVCard: CFString = UTType.vCard.identifier
public let kUTTypeLivePhoto: CFString = UTType.livePhoto.identifier

/// The tag classes of `UTTypeCopyPreferredTagWithClass`.
public let kUTTagClassFilenameExtension: CFString = "public.filename-extension"
public let kUTTagClassMIMEType: CFString = "public.mime-type"

/// Whether the type `inUTI` conforms to `inConformsToUTI`, from the UTType table.
public func UTTypeConformsTo(_ inUTI: CFString, _ inConformsToUTI: CFString) -> Bool {
  guard let a = UTType(inUTI), let b = UTType(inConformsToUTI) else { return inUTI == inConformsToUTI }
  return a.conforms(to: b)
}

import Foundation

/// The system types apps name, each with its direct supertypes, filename extensions and MIME
/// types (first is preferred), as Apple's UTType constants declare them. Written from Apple's
/// published list of system-declared types; a type missing here still works by identifier, with
/// no supertype but those it is declared with.
enum SystemTypes {
  struct Entry: Sendable {
    let parents: [String]
    let extensions: [String]
    let mimeTypes: [String]
    let name: String
  }
  static let table: [String: Entry] = [
    "public.item": Entry(parents: [], extensions: [], mimeTypes: [], name: "item"),
    "public.content": Entry(parents: [], extensions: [], mimeTypes: [], name: "content"),
    "public.composite-content": Entry(parents: ["public.content"], extensions: [], mimeTypes: [], name: "composite content"),
    "public.disk-image": Entry(parents: ["public.archive"], extensions: [], mimeTypes: [], name: "disk image"),
    "public.data": Entry(parents: ["public.item"], extensions: [], mimeTypes: ["application/octet-stream"], name: "data"),
    "public.directory": Entry(parents: ["public.item"], extensions: [], mimeTypes: [], name: "folder"),
    "com.apple.resolvable": Entry(parents: [], extensions: [], mimeTypes: [], name: "resolvable"),
    "public.symlink": Entry(parents: ["public.item", "com.apple.resolvable"], extensions: [], mimeTypes: [], name: "symbolic link"),
    "public.executable": Entry(parents: ["public.item"], extensions: [], mimeTypes: [], name: "executable"),
    "com.apple.mount-point": Entry(parents: ["public.folder", "com.apple.resolvable"], extensions: [], mimeTypes: [], name: "mount point"),
    "com.apple.alias-file": Entry(parents: ["public.data", "com.apple.resolvable"], extensions: [], mimeTypes: [], name: "alias"),
    "com.apple.bookmark": Entry(parents: ["public.data", "com.apple.resolvable"], extensions: [], mimeTypes: [], name: "bookmark data"),
    "public.url": Entry(parents: ["public.data"], extensions: [], mimeTypes: [], name: "URL"),
    "public.file-url": Entry(parents: ["public.url"], extensions: [], mimeTypes: [], name: "file URL"),
    "public.text": Entry(parents: ["public.data", "public.content"], extensions: [], mimeTypes: ["text/*"], name: "text"),
    "public.plain-text": Entry(parents: ["public.text"], extensions: ["txt", "text"], mimeTypes: ["text/plain"], name: "plain text"),
    "public.utf8-plain-text": Entry(parents: ["public.plain-text"], extensions: [], mimeTypes: ["text/plain;charset=utf-8"], name: "UTF-8 plain text"),
    "public.utf16-external-plain-text": Entry(parents: ["public.plain-text"], extensions: [], mimeTypes: [], name: "UTF-16 plain text"),
    "public.utf16-plain-text": Entry(parents: ["public.plain-text"], extensions: [], mimeTypes: [], name: "UTF-16 plain text"),
    "public.delimited-values-text": Entry(parents: ["public.text"], extensions: [], mimeTypes: [], name: "delimited text"),
    "public.comma-separated-values-text": Entry(parents: ["public.delimited-values-text"], extensions: ["csv"], mimeTypes: ["text/csv", "text/comma-separated-values"], name: "CSV text"),
    "public.tab-separated-values-text": Entry(parents: ["public.delimited-values-text"], extensions: ["tsv"], mimeTypes: ["text/tab-separated-values"], name: "tab-separated text"),
    "public.utf8-tab-separated-values-text": Entry(parents: ["public.tab-separated-values-text"], extensions: [], mimeTypes: [], name: "UTF-8 tab-separated text"),
    "public.rtf": Entry(parents: ["public.text"], extensions: ["rtf"], mimeTypes: ["text/rtf", "application/rtf"], name: "rich text"),
    "public.html": Entry(parents: ["public.text"], extensions: ["html", "htm"], mimeTypes: ["text/html"], name: "HTML"),
    "public.xml": Entry(parents: ["public.text"], extensions: ["xml"], mimeTypes: ["application/xml", "text/xml"], name: "XML"),
    "public.yaml": Entry(parents: ["public.text"], extensions: ["yaml", "yml"], mimeTypes: ["application/x-yaml"], name: "YAML"),
    "public.css": Entry(parents: ["public.text"], extensions: ["css"], mimeTypes: ["text/css"], name: "CSS"),
    "public.source-code": Entry(parents: ["public.plain-text"], extensions: [], mimeTypes: [], name: "source code"),
    "public.assembly-source": Entry(parents: ["public.source-code"], extensions: ["s"], mimeTypes: [], name: "assembly source"),
    "public.c-source": Entry(parents: ["public.source-code"], extensions: ["c"], mimeTypes: [], name: "C source"),
    "public.objective-c-source": Entry(parents: ["public.source-code"], extensions: ["m"], mimeTypes: [], name: "Objective-C source"),
    "public.swift-source": Entry(parents: ["public.source-code"], extensions: ["swift"], mimeTypes: [], name: "Swift source"),
    "public.c-plus-plus-source": Entry(parents: ["public.source-code"], extensions: ["cpp", "cc", "cxx"], mimeTypes: [], name: "C++ source"),
    "public.objective-c-plus-plus-source": Entry(parents: ["public.source-code"], extensions: ["mm"], mimeTypes: [], name: "Objective-C++ source"),
    "public.c-header": Entry(parents: ["public.source-code"], extensions: ["h"], mimeTypes: [], name: "C header"),
    "public.c-plus-plus-header": Entry(parents: ["public.source-code"], extensions: ["hpp", "hh"], mimeTypes: [], name: "C++ header"),
    "public.script": Entry(parents: ["public.source-code"], extensions: [], mimeTypes: [], name: "script"),
    "com.apple.applescript.text": Entry(parents: ["public.script"], extensions: ["applescript"], mimeTypes: [], name: "AppleScript"),
    "com.apple.applescript.script": Entry(parents: ["public.data", "public.script"], extensions: ["scpt"], mimeTypes: [], name: "OSA script"),
    "com.apple.applescript.script-bundle": Entry(parents: ["com.apple.bundle", "public.script"], extensions: ["scptd"], mimeTypes: [], name: "OSA script bundle"),
    "com.netscape.javascript-source": Entry(parents: ["public.script"], extensions: ["js", "mjs"], mimeTypes: ["text/javascript", "application/javascript"], name: "JavaScript"),
    "public.shell-script": Entry(parents: ["public.script"], extensions: ["sh", "command"], mimeTypes: ["application/x-sh"], name: "shell script"),
    "public.perl-script": Entry(parents: ["public.shell-script"], extensions: ["pl", "pm"], mimeTypes: ["text/x-perl-script"], name: "Perl script"),
    "public.python-script": Entry(parents: ["public.shell-script"], extensions: ["py"], mimeTypes: ["text/x-python-script"], name: "Python script"),
    "public.ruby-script": Entry(parents: ["public.shell-script"], extensions: ["rb"], mimeTypes: ["text/x-ruby-script"], name: "Ruby script"),
    "public.php-script": Entry(parents: ["public.shell-script"], extensions: ["php"], mimeTypes: ["text/php"], name: "PHP script"),
    "public.make-source": Entry(parents: ["public.script"], extensions: ["mk"], mimeTypes: [], name: "makefile"),
    "public.json": Entry(parents: ["public.text"], extensions: ["json"], mimeTypes: ["application/json"], name: "JSON"),
    "public.geojson": Entry(parents: ["public.json"], extensions: ["geojson"], mimeTypes: ["application/geo+json"], name: "GeoJSON"),
    "com.apple.property-list": Entry(parents: ["public.data"], extensions: ["plist"], mimeTypes: [], name: "property list"),
    "com.apple.xml-property-list": Entry(parents: ["public.xml", "com.apple.property-list"], extensions: [], mimeTypes: [], name: "XML property list"),
    "com.apple.binary-property-list": Entry(parents: ["com.apple.property-list"], extensions: [], mimeTypes: [], name: "binary property list"),
    "com.adobe.pdf": Entry(parents: ["public.data", "public.composite-content"], extensions: ["pdf"], mimeTypes: ["application/pdf"], name: "PDF document"),
    "com.apple.rtfd": Entry(parents: ["com.apple.package", "public.composite-content"], extensions: ["rtfd"], mimeTypes: [], name: "RTFD"),
    "com.apple.flat-rtfd": Entry(parents: ["public.data", "public.composite-content"], extensions: [], mimeTypes: [], name: "flat RTFD"),
    "com.apple.webarchive": Entry(parents: ["public.data", "public.composite-content"], extensions: ["webarchive"], mimeTypes: ["application/x-webarchive"], name: "web archive"),
    "public.image": Entry(parents: ["public.data", "public.content"], extensions: [], mimeTypes: ["image/*"], name: "image"),
    "public.jpeg": Entry(parents: ["public.image"], extensions: ["jpeg", "jpg", "jpe"], mimeTypes: ["image/jpeg"], name: "JPEG image"),
    "public.tiff": Entry(parents: ["public.image"], extensions: ["tiff", "tif"], mimeTypes: ["image/tiff"], name: "TIFF image"),
    "com.compuserve.gif": Entry(parents: ["public.image"], extensions: ["gif"], mimeTypes: ["image/gif"], name: "GIF image"),
    "public.png": Entry(parents: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"], name: "PNG image"),
    "com.apple.icns": Entry(parents: ["public.image"], extensions: ["icns"], mimeTypes: [], name: "Apple icon image"),
    "com.microsoft.bmp": Entry(parents: ["public.image"], extensions: ["bmp", "dib"], mimeTypes: ["image/bmp"], name: "Windows bitmap image"),
    "com.microsoft.ico": Entry(parents: ["public.image"], extensions: ["ico"], mimeTypes: ["image/vnd.microsoft.icon"], name: "Windows icon image"),
    "public.camera-raw-image": Entry(parents: ["public.image"], extensions: ["dng"], mimeTypes: [], name: "raw image"),
    "public.svg-image": Entry(parents: ["public.image"], extensions: ["svg"], mimeTypes: ["image/svg+xml"], name: "SVG image"),
    "com.apple.live-photo": Entry(parents: [], extensions: [], mimeTypes: [], name: "Live Photo"),
    "public.heif-standard": Entry(parents: ["public.image"], extensions: ["heif"], mimeTypes: ["image/heif"], name: "HEIF image"),
    "public.heic": Entry(parents: ["public.heif-standard"], extensions: ["heic"], mimeTypes: ["image/heic"], name: "HEIC image"),
    "org.webmproject.webp": Entry(parents: ["public.image"], extensions: ["webp"], mimeTypes: ["image/webp"], name: "WebP image"),
    "public.3d-content": Entry(parents: ["public.content"], extensions: [], mimeTypes: [], name: "3D content"),
    "com.pixar.universal-scene-description": Entry(parents: ["public.3d-content", "public.data"], extensions: ["usd", "usda", "usdc"], mimeTypes: [], name: "USD scene"),
    "com.pixar.universal-scene-description-mobile": Entry(parents: ["public.3d-content", "public.data"], extensions: ["usdz"], mimeTypes: ["model/vnd.usdz+zip"], name: "USDZ scene"),
    "com.apple.reality": Entry(parents: ["public.data"], extensions: ["reality"], mimeTypes: [], name: "Reality file"),
    "com.apple.scenekit.scene": Entry(parents: ["public.3d-content", "public.data"], extensions: ["scn"], mimeTypes: [], name: "SceneKit scene"),
    "com.apple.arobject": Entry(parents: ["public.data"], extensions: ["arobject"], mimeTypes: [], name: "AR reference object"),
    "public.audiovisual-content": Entry(parents: ["public.data", "public.content"], extensions: [], mimeTypes: [], name: "audiovisual content"),
    "public.movie": Entry(parents: ["public.audiovisual-content"], extensions: [], mimeTypes: [], name: "movie"),
    "public.video": Entry(parents: ["public.movie"], extensions: [], mimeTypes: ["video/*"], name: "video"),
    "public.audio": Entry(parents: ["public.audiovisual-content"], extensions: [], mimeTypes: ["audio/*"], name: "audio"),
    "com.apple.quicktime-movie": Entry(parents: ["public.movie"], extensions: ["mov", "qt"], mimeTypes: ["video/quicktime"], name: "QuickTime movie"),
    "public.mpeg": Entry(parents: ["public.movie"], extensions: ["mpg", "mpeg"], mimeTypes: ["video/mpeg"], name: "MPEG movie"),
    "public.mpeg-2-video": Entry(parents: ["public.movie"], extensions: ["m2v"], mimeTypes: ["video/mpeg2"], name: "MPEG-2 video"),
    "public.mpeg-2-transport-stream": Entry(parents: ["public.movie"], extensions: ["ts"], mimeTypes: ["video/mp2t"], name: "MPEG-2 transport stream"),
    "public.mp3": Entry(parents: ["public.audio"], extensions: ["mp3"], mimeTypes: ["audio/mpeg", "audio/mp3"], name: "MP3 audio"),
    "public.mpeg-4": Entry(parents: ["public.movie"], extensions: ["mp4", "mp4v"], mimeTypes: ["video/mp4"], name: "MPEG-4 movie"),
    "public.mpeg-4-audio": Entry(parents: ["public.mpeg-4", "public.audio"], extensions: ["m4a"], mimeTypes: ["audio/mp4", "audio/m4a"], name: "MPEG-4 audio"),
    "com.apple.protected-mpeg-4-audio": Entry(parents: ["public.audio"], extensions: ["m4p"], mimeTypes: [], name: "protected MPEG-4 audio"),
    "com.apple.protected-mpeg-4-video": Entry(parents: ["com.apple.m4v-video"], extensions: [], mimeTypes: [], name: "protected MPEG-4 video"),
    "public.avi": Entry(parents: ["public.movie"], extensions: ["avi"], mimeTypes: ["video/avi", "video/x-msvideo"], name: "AVI movie"),
    "public.aiff-audio": Entry(parents: ["public.audio"], extensions: ["aiff", "aif"], mimeTypes: ["audio/aiff"], name: "AIFF audio"),
    "com.microsoft.waveform-audio": Entry(parents: ["public.audio"], extensions: ["wav", "wave"], mimeTypes: ["audio/wav", "audio/x-wav"], name: "WAV audio"),
    "public.midi-audio": Entry(parents: ["public.audio"], extensions: ["mid", "midi"], mimeTypes: ["audio/midi"], name: "MIDI audio"),
    "public.playlist": Entry(parents: [], extensions: [], mimeTypes: [], name: "playlist"),
    "public.m3u-playlist": Entry(parents: ["public.text", "public.playlist"], extensions: ["m3u", "m3u8"], mimeTypes: ["audio/mpegurl", "application/vnd.apple.mpegurl"], name: "M3U playlist"),
    "public.folder": Entry(parents: ["public.directory"], extensions: [], mimeTypes: [], name: "folder"),
    "public.volume": Entry(parents: ["public.folder"], extensions: [], mimeTypes: [], name: "volume"),
    "com.apple.package": Entry(parents: ["public.directory"], extensions: [], mimeTypes: [], name: "package"),
    "com.apple.bundle": Entry(parents: ["public.directory"], extensions: [], mimeTypes: [], name: "bundle"),
    "com.apple.plugin": Entry(parents: ["com.apple.bundle", "com.apple.package"], extensions: ["plugin"], mimeTypes: [], name: "plug-in"),
    "com.apple.metadata-importer": Entry(parents: ["com.apple.plugin"], extensions: ["mdimporter"], mimeTypes: [], name: "Spotlight importer"),
    "com.apple.quicklook-generator": Entry(parents: ["com.apple.plugin"], extensions: ["qlgenerator"], mimeTypes: [], name: "Quick Look generator"),
    "com.apple.xpc-service": Entry(parents: ["com.apple.bundle", "com.apple.package"], extensions: ["xpc"], mimeTypes: [], name: "XPC service"),
    "com.apple.framework": Entry(parents: ["com.apple.bundle"], extensions: ["framework"], mimeTypes: [], name: "framework"),
    "com.apple.application": Entry(parents: ["public.executable"], extensions: [], mimeTypes: [], name: "application"),
    "com.apple.application-bundle": Entry(parents: ["com.apple.application", "com.apple.bundle", "com.apple.package"], extensions: ["app"], mimeTypes: [], name: "application"),
    "com.apple.application-and-system-extension": Entry(parents: ["com.apple.xpc-service"], extensions: ["appex"], mimeTypes: [], name: "app extension"),
    "public.unix-executable": Entry(parents: ["public.data", "public.executable"], extensions: [], mimeTypes: [], name: "Unix executable"),
    "com.microsoft.windows-executable": Entry(parents: ["public.data", "public.executable"], extensions: ["exe"], mimeTypes: ["application/x-msdownload"], name: "Windows executable"),
    "com.apple.systempreference.prefpane": Entry(parents: ["com.apple.package", "com.apple.bundle"], extensions: ["prefPane"], mimeTypes: [], name: "preference pane"),
    "public.archive": Entry(parents: ["public.data"], extensions: [], mimeTypes: [], name: "archive"),
    "org.gnu.gnu-zip-archive": Entry(parents: ["public.data", "public.archive"], extensions: ["gz", "gzip"], mimeTypes: ["application/x-gzip", "application/gzip"], name: "gzip archive"),
    "public.bzip2-archive": Entry(parents: ["public.data", "public.archive"], extensions: ["bz2", "bzip2"], mimeTypes: ["application/x-bzip2"], name: "bzip2 archive"),
    "public.zip-archive": Entry(parents: ["com.pkware.zip-archive"], extensions: ["zip"], mimeTypes: ["application/zip"], name: "ZIP archive"),
    "com.apple.archive": Entry(parents: ["public.data", "public.archive"], extensions: ["aar"], mimeTypes: [], name: "Apple archive"),
    "public.tar-archive": Entry(parents: ["public.data", "public.archive"], extensions: ["tar"], mimeTypes: ["application/x-tar"], name: "tar archive"),
    "public.spreadsheet": Entry(parents: ["public.content"], extensions: [], mimeTypes: [], name: "spreadsheet"),
    "public.presentation": Entry(parents: ["public.composite-content"], extensions: [], mimeTypes: [], name: "presentation"),
    "public.database": Entry(parents: [], extensions: [], mimeTypes: [], name: "database"),
    "public.message": Entry(parents: [], extensions: [], mimeTypes: [], name: "message"),
    "public.contact": Entry(parents: [], extensions: [], mimeTypes: [], name: "contact"),
    "public.vcard": Entry(parents: ["public.text", "public.contact"], extensions: ["vcf", "vcard"], mimeTypes: ["text/vcard", "text/x-vcard"], name: "vCard"),
    "public.to-do-item": Entry(parents: [], extensions: [], mimeTypes: [], name: "to-do item"),
    "public.calendar-event": Entry(parents: [], extensions: ["ics"], mimeTypes: ["text/calendar"], name: "calendar event"),
    "public.email-message": Entry(parents: ["public.data", "public.message"], extensions: ["eml"], mimeTypes: ["message/rfc822"], name: "email message"),
    "com.apple.internet-location": Entry(parents: ["public.data"], extensions: [], mimeTypes: [], name: "internet location"),
    "com.microsoft.internet-shortcut": Entry(parents: ["com.apple.internet-location"], extensions: ["url"], mimeTypes: [], name: "internet shortcut"),
    "public.font": Entry(parents: ["public.data", "public.content"], extensions: ["ttf", "otf", "ttc"], mimeTypes: ["font/ttf", "font/otf"], name: "font"),
    "public.bookmark": Entry(parents: [], extensions: [], mimeTypes: [], name: "bookmark"),
    "com.rsa.pkcs-12": Entry(parents: ["public.data"], extensions: ["p12", "pfx"], mimeTypes: ["application/x-pkcs12"], name: "PKCS #12 archive"),
    "public.x509-certificate": Entry(parents: ["public.data"], extensions: ["cer", "crt", "der"], mimeTypes: ["application/x-x509-ca-cert"], name: "certificate"),
    "org.idpf.epub-container": Entry(parents: ["public.data", "public.composite-content"], extensions: ["epub"], mimeTypes: ["application/epub+zip"], name: "EPUB book"),
    "public.log": Entry(parents: ["public.plain-text"], extensions: ["log"], mimeTypes: [], name: "log"),
    "com.apple.haptics.ahap": Entry(parents: ["public.json"], extensions: ["ahap"], mimeTypes: [], name: "haptic pattern"),
    "com.apple.linkpresentation.metadata": Entry(parents: ["public.data"], extensions: [], mimeTypes: [], name: "link metadata"),
    "com.pkware.zip-archive": Entry(parents: ["public.data", "public.archive"], extensions: [], mimeTypes: [], name: "ZIP archive"),
    "com.apple.m4v-video": Entry(parents: ["public.mpeg-4"], extensions: ["m4v"], mimeTypes: ["video/x-m4v"], name: "MPEG-4 video"),
  ]

  static func parents(of identifier: String) -> [String] {
    if identifier.hasPrefix("dyn.") { return [] }
    return table[identifier]?.parents ?? []
  }

  /// Declared types claiming `ext`, in a fixed order (the table's keys sorted).
  static func identifiers(forExtension ext: String) -> [String] { byExtension[ext] ?? [] }

  static func identifiers(forMIMEType mime: String) -> [String] { byMIMEType[mime] ?? [] }

  /// Declared types by tag, each list in a fixed order (the identifiers sorted), built once.
  private static let byExtension = index(\.extensions)
  private static let byMIMEType = index(\.mimeTypes)

  private static func index(_ tags: KeyPath<Entry, [String]>) -> [String: [String]] {
    var index: [String: [String]] = [:]
    for identifier in table.keys.sorted() {
      for tag in table[identifier]![keyPath: tags] { index[tag, default: []].append(identifier) }
    }
    return index
  }
}

extension UTType {
  public static let item = UTType(identifier: "public.item")
  public static let content = UTType(identifier: "public.content")
  public static let compositeContent = UTType(identifier: "public.composite-content")
  public static let diskImage = UTType(identifier: "public.disk-image")
  public static let data = UTType(identifier: "public.data")
  public static let directory = UTType(identifier: "public.directory")
  public static let resolvable = UTType(identifier: "com.apple.resolvable")
  public static let symbolicLink = UTType(identifier: "public.symlink")
  public static let executable = UTType(identifier: "public.executable")
  public static let mountPoint = UTType(identifier: "com.apple.mount-point")
  public static let aliasFile = UTType(identifier: "com.apple.alias-file")
  public static let urlBookmarkData = UTType(identifier: "com.apple.bookmark")
  public static let url = UTType(identifier: "public.url")
  public static let fileURL = UTType(identifier: "public.file-url")
  public static let text = UTType(identifier: "public.text")
  public static let plainText = UTType(identifier: "public.plain-text")
  public static let utf8PlainText = UTType(identifier: "public.utf8-plain-text")
  public static let utf16ExternalPlainText = UTType(identifier: "public.utf16-external-plain-text")
  public static let utf16PlainText = UTType(identifier: "public.utf16-plain-text")
  public static let delimitedText = UTType(identifier: "public.delimited-values-text")
  public static let commaSeparatedText = UTType(identifier: "public.comma-separated-values-text")
  public static let tabSeparatedText = UTType(identifier: "public.tab-separated-values-text")
  public static let utf8TabSeparatedText = UTType(identifier: "public.utf8-tab-separated-values-text")
  public static let rtf = UTType(identifier: "public.rtf")
  public static let html = UTType(identifier: "public.html")
  public static let xml = UTType(identifier: "public.xml")
  public static let yaml = UTType(identifier: "public.yaml")
  public static let css = UTType(identifier: "public.css")
  public static let sourceCode = UTType(identifier: "public.source-code")
  public static let assemblyLanguageSource = UTType(identifier: "public.assembly-source")
  public static let cSource = UTType(identifier: "public.c-source")
  public static let objectiveCSource = UTType(identifier: "public.objective-c-source")
  public static let swiftSource = UTType(identifier: "public.swift-source")
  public static let cPlusPlusSource = UTType(identifier: "public.c-plus-plus-source")
  public static let objectiveCPlusPlusSource = UTType(identifier: "public.objective-c-plus-plus-source")
  public static let cHeader = UTType(identifier: "public.c-header")
  public static let cPlusPlusHeader = UTType(identifier: "public.c-plus-plus-header")
  public static let script = UTType(identifier: "public.script")
  public static let appleScript = UTType(identifier: "com.apple.applescript.text")
  public static let osaScript = UTType(identifier: "com.apple.applescript.script")
  public static let osaScriptBundle = UTType(identifier: "com.apple.applescript.script-bundle")
  public static let javaScript = UTType(identifier: "com.netscape.javascript-source")
  public static let shellScript = UTType(identifier: "public.shell-script")
  public static let perlScript = UTType(identifier: "public.perl-script")
  public static let pythonScript = UTType(identifier: "public.python-script")
  public static let rubyScript = UTType(identifier: "public.ruby-script")
  public static let phpScript = UTType(identifier: "public.php-script")
  public static let makefile = UTType(identifier: "public.make-source")
  public static let json = UTType(identifier: "public.json")
  public static let geoJSON = UTType(identifier: "public.geojson")
  public static let propertyList = UTType(identifier: "com.apple.property-list")
  public static let xmlPropertyList = UTType(identifier: "com.apple.xml-property-list")
  public static let binaryPropertyList = UTType(identifier: "com.apple.binary-property-list")
  public static let pdf = UTType(identifier: "com.adobe.pdf")
  public static let rtfd = UTType(identifier: "com.apple.rtfd")
  public static let flatRTFD = UTType(identifier: "com.apple.flat-rtfd")
  public static let webArchive = UTType(identifier: "com.apple.webarchive")
  public static let image = UTType(identifier: "public.image")
  public static let jpeg = UTType(identifier: "public.jpeg")
  public static let tiff = UTType(identifier: "public.tiff")
  public static let gif = UTType(identifier: "com.compuserve.gif")
  public static let png = UTType(identifier: "public.png")
  public static let icns = UTType(identifier: "com.apple.icns")
  public static let bmp = UTType(identifier: "com.microsoft.bmp")
  public static let ico = UTType(identifier: "com.microsoft.ico")
  public static let rawImage = UTType(identifier: "public.camera-raw-image")
  public static let svg = UTType(identifier: "public.svg-image")
  public static let livePhoto = UTType(identifier: "com.apple.live-photo")
  public static let heif = UTType(identifier: "public.heif-standard")
  public static let heic = UTType(identifier: "public.heic")
  public static let webP = UTType(identifier: "org.webmproject.webp")
  public static let threeDContent = UTType(identifier: "public.3d-content")
  public static let usd = UTType(identifier: "com.pixar.universal-scene-description")
  public static let usdz = UTType(identifier: "com.pixar.universal-scene-description-mobile")
  public static let realityFile = UTType(identifier: "com.apple.reality")
  public static let sceneKitScene = UTType(identifier: "com.apple.scenekit.scene")
  public static let arReferenceObject = UTType(identifier: "com.apple.arobject")
  public static let audiovisualContent = UTType(identifier: "public.audiovisual-content")
  public static let movie = UTType(identifier: "public.movie")
  public static let video = UTType(identifier: "public.video")
  public static let audio = UTType(identifier: "public.audio")
  public static let quickTimeMovie = UTType(identifier: "com.apple.quicktime-movie")
  public static let mpeg = UTType(identifier: "public.mpeg")
  public static let mpeg2Video = UTType(identifier: "public.mpeg-2-video")
  public static let mpeg2TransportStream = UTType(identifier: "public.mpeg-2-transport-stream")
  public static let mp3 = UTType(identifier: "public.mp3")
  public static let mpeg4Movie = UTType(identifier: "public.mpeg-4")
  public static let mpeg4Audio = UTType(identifier: "public.mpeg-4-audio")
  public static let appleProtectedMPEG4Audio = UTType(identifier: "com.apple.protected-mpeg-4-audio")
  public static let appleProtectedMPEG4Video = UTType(identifier: "com.apple.protected-mpeg-4-video")
  public static let avi = UTType(identifier: "public.avi")
  public static let aiff = UTType(identifier: "public.aiff-audio")
  public static let wav = UTType(identifier: "com.microsoft.waveform-audio")
  public static let midi = UTType(identifier: "public.midi-audio")
  public static let playlist = UTType(identifier: "public.playlist")
  public static let m3uPlaylist = UTType(identifier: "public.m3u-playlist")
  public static let folder = UTType(identifier: "public.folder")
  public static let volume = UTType(identifier: "public.volume")
  public static let package = UTType(identifier: "com.apple.package")
  public static let bundle = UTType(identifier: "com.apple.bundle")
  public static let pluginBundle = UTType(identifier: "com.apple.plugin")
  public static let spotlightImporter = UTType(identifier: "com.apple.metadata-importer")
  public static let quickLookGenerator = UTType(identifier: "com.apple.quicklook-generator")
  public static let xpcService = UTType(identifier: "com.apple.xpc-service")
  public static let framework = UTType(identifier: "com.apple.framework")
  public static let application = UTType(identifier: "com.apple.application")
  public static let applicationBundle = UTType(identifier: "com.apple.application-bundle")
  public static let applicationExtension = UTType(identifier: "com.apple.application-and-system-extension")
  public static let unixExecutable = UTType(identifier: "public.unix-executable")
  public static let exe = UTType(identifier: "com.microsoft.windows-executable")
  public static let systemPreferencesPane = UTType(identifier: "com.apple.systempreference.prefpane")
  public static let archive = UTType(identifier: "public.archive")
  public static let gzip = UTType(identifier: "org.gnu.gnu-zip-archive")
  public static let bz2 = UTType(identifier: "public.bzip2-archive")
  public static let zip = UTType(identifier: "public.zip-archive")
  public static let appleArchive = UTType(identifier: "com.apple.archive")
  public static let tarArchive = UTType(identifier: "public.tar-archive")
  public static let spreadsheet = UTType(identifier: "public.spreadsheet")
  public static let presentation = UTType(identifier: "public.presentation")
  public static let database = UTType(identifier: "public.database")
  public static let message = UTType(identifier: "public.message")
  public static let contact = UTType(identifier: "public.contact")
  public static let vCard = UTType(identifier: "public.vcard")
  public static let toDoItem = UTType(identifier: "public.to-do-item")
  public static let calendarEvent = UTType(identifier: "public.calendar-event")
  public static let emailMessage = UTType(identifier: "public.email-message")
  public static let internetLocation = UTType(identifier: "com.apple.internet-location")
  public static let internetShortcut = UTType(identifier: "com.microsoft.internet-shortcut")
  public static let font = UTType(identifier: "public.font")
  public static let bookmark = UTType(identifier: "public.bookmark")
  public static let pkcs12 = UTType(identifier: "com.rsa.pkcs-12")
  public static let x509Certificate = UTType(identifier: "public.x509-certificate")
  public static let epub = UTType(identifier: "org.idpf.epub-container")
  public static let log = UTType(identifier: "public.log")
  public static let ahap = UTType(identifier: "com.apple.haptics.ahap")
  public static let linkPresentationMetadata = UTType(identifier: "com.apple.linkpresentation.metadata")
}

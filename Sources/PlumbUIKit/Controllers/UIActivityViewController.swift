import Foundation
import PlumbGraphics
import PlumbUI

/// A service a share sheet offers, as UIKit's `UIActivity`: subclass it and override the type,
/// title, image, `canPerform(withActivityItems:)`, `prepare(withActivityItems:)` and `perform()`,
/// then call `activityDidFinish(_:)`. A `UIActivityViewController` lists the app's own activities
/// that can perform on its items; tapping one runs it.
@preconcurrency @MainActor
open class UIActivity: NSObject {
  /// Where an activity is listed, as `UIActivity.Category`.
  public enum Category: Int, Sendable { case action = 0, share = 1 }

  /// An activity's identity, as `UIActivity.ActivityType`; the system's are the constants below.
  public struct ActivityType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }

    private static func system(_ name: String) -> ActivityType { ActivityType("com.apple.UIKit.activity." + name) }
    public static let postToFacebook = system("PostToFacebook")
    public static let postToTwitter = system("PostToTwitter")
    public static let postToWeibo = system("PostToWeibo")
    public static let message = system("Message")
    public static let mail = system("Mail")
    public static let print = system("Print")
    public static let copyToPasteboard = system("CopyToPasteboard")
    public static let assignToContact = system("AssignToContact")
    public static let saveToCameraRoll = system("SaveToCameraRoll")
    public static let addToReadingList = system("AddToReadingList")
    public static let postToFlickr = system("PostToFlickr")
    public static let postToVimeo = system("PostToVimeo")
    public static let postToTencentWeibo = system("TencentWeibo")
    public static let airDrop = system("AirDrop")
    public static let openInIBooks = system("OpenInIBooks")
    public static let markupAsPDF = system("MarkupAsPDF")
    public static let sharePlay = system("SharePlay")
    public static let collaborationInviteWithLink = system("CollaborationInviteWithLink")
    public static let collaborationCopyLink = system("CollaborationCopyLink")
    public static let addToHomeScreen = system("AddToHomeScreen")
  }

  /// The share sheet running this activity (told when it finishes).
  weak var runningIn: UIActivityViewController?

  public override init() { super.init() }

  open class var activityCategory: Category { .action }
  open var activityType: ActivityType? { nil }
  open var activityTitle: String? { nil }
  open var activityImage: UIImage? { nil }
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
  open func prepare(withActivityItems activityItems: [Any]) {}
  /// A controller the share sheet presents to perform the activity (nil: `perform()` runs).
  open var activityViewController: UIViewController? { nil }
  open func perform() {}

  /// Ends the activity: the share sheet goes and its completion handler is told.
  open func activityDidFinish(_ completed: Bool) {
    runningIn?.finish(activityType, completed: completed)
    runningIn = nil
  }
}

/// Supplies a share sheet's item lazily, as UIKit's `UIActivityItemSource` (the first two
/// methods are required; the placeholder is what the sheet describes).
@preconcurrency @MainActor
public protocol UIActivityItemSource: AnyObject {
  func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
  func activityViewController(_ activityViewController: UIActivityViewController,
                              itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
  func activityViewController(_ activityViewController: UIActivityViewController,
                              subjectForActivityType activityType: UIActivity.ActivityType?) -> String
  func activityViewController(_ activityViewController: UIActivityViewController,
                              dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String
  func activityViewController(_ activityViewController: UIActivityViewController,
                              thumbnailImageForActivityType activityType: UIActivity.ActivityType?,
                              suggestedSize size: CGSize) -> UIImage?
}

extension UIActivityItemSource {
  public func activityViewController(_ activityViewController: UIActivityViewController,
                                     subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
  public func activityViewController(_ activityViewController: UIActivityViewController,
                                     dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
  public func activityViewController(_ activityViewController: UIActivityViewController,
                                     thumbnailImageForActivityType activityType: UIActivity.ActivityType?,
                                     suggestedSize size: CGSize) -> UIImage? { nil }
}

/// UIKit's share sheet. Presented, it comes up as a half-height sheet over a dim (on iPad, and
/// with `.popover` kept by the delegate, as a popover); inside a SwiftUI sheet (through a
/// representable) it fills the sheet. What is drawn is a stand-in, warned once: a header
/// describing the items (an icon, the first item's text, URL or file name, and the count) with
/// the close button, then a list with Copy (for text and URLs, unless excluded) and the app's own
/// `applicationActivities` that can perform on the items. The system's share targets (AirDrop,
/// people, apps) and actions are not drawn. Close dismisses with `completed` false; Copy puts the
/// text or URL on `UIPasteboard.general`; an app activity is prepared and performed, and its
/// `activityDidFinish(_:)` dismisses the sheet; each calls `completionWithItemsHandler` after the
/// sheet has gone, as UIKit does.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
  public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void
  public typealias CompletionHandler = (UIActivity.ActivityType?, Bool) -> Void

  /// The items and the app's activities it was made with (not public on iOS).
  let activityItems: [Any]
  let applicationActivities: [UIActivity]?
  open var excludedActivityTypes: [UIActivity.ActivityType]? { didSet { changed() } }
  open var completionWithItemsHandler: CompletionWithItemsHandler?
  open var completionHandler: CompletionHandler?
  /// Kept (iOS 17): whether a prominent activity may be shown.
  open var allowsProminentActivity = true

  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .popover
    _ = popoverPresentationController
  }
  public required init?(coder: NSCoder) { return nil }

  open override func loadView() {
    let v = HostingView(frame: UIScreen.main.bounds)
    v.backgroundColor = .secondarySystemBackground
    v.content = { [unowned self] in PlatformHostedContent(view: AnyView(self.sheetView), controller: self) }
    view = v
  }

  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    // Ready for another presentation: the share sheet's own presentation controller again.
    if modalPresentationStyle == .popover, presentingViewController == nil { _ = popoverPresentationController }
  }

  private func changed() { UIKitRuntime.setNeedsRender(viewIfLoaded, "UIActivityViewController") }

  /// The items as the activities see them (item sources asked for theirs).
  var resolvedItems: [Any] {
    activityItems.compactMap { item in
      if let source = item as? any UIActivityItemSource { return source.activityViewController(self, itemForActivityType: nil) }
      return item
    }
  }

  /// The items as the sheet describes them (item sources answer their placeholder).
  private var describedItems: [Any] {
    activityItems.map { item in
      if let source = item as? any UIActivityItemSource { return source.activityViewControllerPlaceholderItem(self) }
      return item
    }
  }

  private func excluded(_ type: UIActivity.ActivityType?) -> Bool {
    guard let type else { return false }
    return excludedActivityTypes?.contains(type) ?? false
  }

  var sheetView: ShareSheetPlaceholder {
    RenderWarnings.warnOnce("UIActivityViewController", """
      UIActivityViewController: a stand-in share sheet is drawn (the items, Copy and the app's own activities); \
      the system's share targets and actions are not
      """)
    let items = describedItems
    let header = ShareSheetPlaceholder.describe(items)
    var rows: [ShareSheetPlaceholder.Row] = []
    let copyable = items.contains { $0 is String || $0 is URL || $0 is NSString || $0 is NSURL }
    if copyable && !excluded(.copyToPasteboard) {
      rows.append(.init(title: "Copy", symbol: "doc.on.doc", action: { [weak self] in self?.copyItems() }))
    }
    let resolved = resolvedItems
    for activity in applicationActivities ?? [] where !excluded(activity.activityType) && activity.canPerform(withActivityItems: resolved) {
      rows.append(.init(title: activity.activityTitle ?? "", symbol: nil, image: activity.activityImage,
                        action: { [weak self] in self?.run(activity) }))
    }
    return ShareSheetPlaceholder(title: header.title, subtitle: header.subtitle, symbol: header.symbol, rows: rows,
                                 close: { [weak self] in self?.finish(nil, completed: false) })
  }

  private func copyItems() {
    let items = resolvedItems
    if let url = items.lazy.compactMap({ $0 as? URL }).first {
      UIPasteboard.general.url = url
    } else {
      UIPasteboard.general.string = items.lazy.compactMap { $0 as? String }.first
    }
    finish(.copyToPasteboard, completed: true)
  }

  private func run(_ activity: UIActivity) {
    activity.runningIn = self
    activity.prepare(withActivityItems: resolvedItems)
    if let vc = activity.activityViewController {
      present(vc, animated: true)
    } else {
      activity.perform()
    }
  }

  /// The sheet goes, then the completion handlers are told (as UIKit orders them).
  func finish(_ type: UIActivity.ActivityType?, completed: Bool) {
    let handler = completionWithItemsHandler, old = completionHandler
    dismiss(animated: true) {
      handler?(type, completed, nil, nil)
      old?(type, completed)
    }
  }
}

/// The stand-in share sheet drawn for `UIActivityViewController`.
struct ShareSheetPlaceholder: View {
  struct Row {
    var title: String
    var symbol: String?
    var image: UIImage? = nil
    var action: @MainActor () -> Void
  }
  let title: String
  let subtitle: String
  let symbol: String
  let rows: [Row]
  let close: @MainActor () -> Void

  /// The header's words for the items: the first one's text, host or file name, and what it is.
  static func describe(_ items: [Any]) -> (title: String, subtitle: String, symbol: String) {
    let count = items.count
    let more = count > 1 ? "\(count) items" : nil
    guard let first = items.first else { return ("No items", "", "square.and.arrow.up") }
    if let url = first as? URL {
      if url.isFileURL { return (url.lastPathComponent, more ?? "Document", "doc") }
      return (url.host ?? url.absoluteString, more ?? url.absoluteString, "link")
    }
    if let text = first as? String {
      let line = text.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? text
      return (line, more ?? "Plain Text", "doc.text")
    }
    if first is UIImage { return ("Image", more ?? "Image", "photo") }
    if let data = first as? Data { return ("Data", more ?? ByteCountFormatter.string(fromByteCount: Int64(data.count), countStyle: .file), "doc") }
    return (count == 1 ? "1 item" : "\(count) items", "", "square.and.arrow.up")
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 12) {
        RoundedRectangle(cornerRadius: 8)
          .fill(Color(uiColor: .tertiarySystemFill))
          .frame(width: 48, height: 48)
          .overlay { Image(systemName: symbol).foregroundColor(Color(uiColor: .secondaryLabel)) }
        VStack(alignment: .leading, spacing: 2) {
          Text(verbatim: title).font(.headline).lineLimit(1)
          if !subtitle.isEmpty {
            Text(verbatim: subtitle).font(.subheadline).foregroundColor(Color(uiColor: .secondaryLabel)).lineLimit(1)
          }
        }
        Spacer(minLength: 0)
        Button(action: close) {
          Image(systemName: "xmark")
            .font(.system(size: 15, weight: .bold))
            .foregroundColor(Color(uiColor: .secondaryLabel))
            .frame(width: 30, height: 30)
            .background(Circle().fill(Color(uiColor: .tertiarySystemFill)))
        }
        .id("shareSheetClose")
      }
      .padding(16)
      if !rows.isEmpty {
        VStack(spacing: 0) {
          ForEach(0..<rows.count, id: \.self) { i in
            Button(action: rows[i].action) {
              HStack {
                Text(verbatim: rows[i].title).foregroundColor(Color(uiColor: .label))
                Spacer(minLength: 0)
                if let image = rows[i].image {
                  Image(uiImage: image).foregroundColor(Color(uiColor: .label))
                } else if let s = rows[i].symbol {
                  Image(systemName: s).foregroundColor(Color(uiColor: .label))
                }
              }
              .padding(.horizontal, 16)
              .frame(height: 52)
            }
            .id("shareSheetRow\(i)")
            if i < rows.count - 1 { Divider().padding(.leading, 16) }
          }
        }
        .background(RoundedRectangle(cornerRadius: 10).fill(Color(uiColor: .systemBackground)))
        .padding(.horizontal, 16)
      }
      Spacer(minLength: 0)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    .background(Color(uiColor: .secondarySystemBackground))
    .ignoresSafeArea()
    .id("shareSheet")
  }
}

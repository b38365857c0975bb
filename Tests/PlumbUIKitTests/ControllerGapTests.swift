import Foundation
import PlumbGraphics
import PlumbPNG
import PlumbTestSupport
import PlumbTesting
import SwiftUI
import Testing
import UIKit

// The view controllers and views apps use most that Plumbline lacked (notes/uikit-inv, "Missing
// symbols, ranked"): navigation controllers and items, the share sheet and popovers, image views,
// the image and document pickers, stack views, tables, collections and search bars
// (docs/compatibility/uikit.md, "Navigation controllers" and after). Behaviour and render checks,
// then real apps' code type-checked in both language modes.

/// A white screen holding a view whose window is the host's: its root controller presents.
private struct Blank: UIViewRepresentable {
  let probe: UIView
  func makeUIView(context: Context) -> UIView { probe }
  func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A settled host showing nothing but white, and its window's root controller (found through a
/// view in the host, so tests running at the same time cannot hand over another host's).
@MainActor private func blankHost(_ device: Device = .iPhone14) async throws -> (ViewHost, UIViewController) {
  let probe = UIView(frame: .zero)
  probe.backgroundColor = .white
  let host = ViewHost(Blank(probe: probe).ignoresSafeArea(), device: device)
  try await host.settle()
  let root = try #require(probe.window?.rootViewController)
  return (host, root)
}

private extension LayoutSnapshot {
  var controllerGapTexts: [String] { root.flattened.map(\.name).filter { $0.hasPrefix("Text(") } }
  func controllerGapText(_ s: String) -> CGRect? { root.flattened.last { $0.name == "Text(\"\(s)\")" }?.frame }
}

private final class Titled: UIViewController {
  let name: String
  var events: [String] = []
  init(_ name: String) { self.name = name; super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
  override func viewDidLoad() {
    super.viewDidLoad()
    title = name
    view.backgroundColor = .systemBackground
  }
  override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); events.append("willAppear") }
  override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); events.append("willDisappear") }
}

private final class NavLog: UINavigationControllerDelegate {
  var shown: [String] = []
  func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
    shown.append(viewController.title ?? "?")
  }
}

@Suite struct ControllerGapTests {
  // MARK: Navigation controllers

  @Test @MainActor func aNavigationControllerShowsItsTopControllerBelowTheBar() async throws {
    let (host, root) = try await blankHost()
    let inbox = Titled("Inbox"), detail = Titled("Detail")
    let nav = UINavigationController(rootViewController: inbox)
    let log = NavLog()
    nav.delegate = log
    nav.modalPresentationStyle = .fullScreen
    root.present(nav, animated: false)
    try await host.settle()
    #expect(inbox.navigationController === nav && nav.topViewController === inbox)
    #expect(inbox.events.contains("willAppear"), "the container forwards the appearance calls")
    #expect(nav.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44), "below the status bar")
    #expect(inbox.view.frame == CGRect(x: 0, y: 91, width: 390, height: 753), "the content below the bar")
    let title = try #require(host.layoutSnapshot.controllerGapText("Inbox"))
    #expect(abs(title.midX - 195) < 1 && abs(title.midY - 69) < 2, "the title centred in the bar")

    nav.pushViewController(detail, animated: true)
    try await host.settle()
    #expect(nav.topViewController === detail && detail.navigationController === nav)
    #expect(log.shown == ["Detail"] && inbox.events.contains("willDisappear"))
    #expect(detail.view.frame == CGRect(x: 0, y: 91, width: 390, height: 753) && inbox.view.superview == nil)
    let back = try #require(host.layoutSnapshot.controllerGapText("Inbox"), "the back button is titled after the controller below")
    #expect(back.minX < 80 && abs(back.midY - 69) < 2)
    #expect(host.layoutSnapshot.controllerGapTexts.contains("Text(\"Detail\")"))
    try host.tap(at: CGPoint(x: back.midX, y: back.midY))
    try await host.settle()
    #expect(nav.viewControllers.count == 1 && log.shown == ["Detail", "Inbox"], "the back button pops")

    nav.setNavigationBarHidden(true, animated: false)
    try await host.settle()
    #expect(inbox.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844), "without the bar the content fills the view")
    nav.isNavigationBarHidden = false
    nav.navigationBar.prefersLargeTitles = true
    try await host.settle()
    #expect(nav.navigationBar.frame.height == 96 && inbox.view.frame.minY == 143, "a large title makes the bar 96 tall")
    let large = try #require(host.layoutSnapshot.controllerGapText("Inbox"))
    #expect(abs(large.minX - 16) < 1 && large.minY > 91)
  }

  @Test @MainActor func theStackCanBeReplacedAndPopped() async throws {
    let nav = UINavigationController(rootViewController: Titled("Root"))
    nav.setViewControllers([Titled("A"), Titled("B"), Titled("C")], animated: false)
    #expect(nav.viewControllers.count == 3 && nav.viewControllers[0].parent === nav)
    nav.pushViewController(nav.viewControllers[1], animated: false)
    #expect(nav.viewControllers.count == 3, "a controller on the stack is not pushed again")
    let popped = nav.popToRootViewController(animated: false)
    #expect(popped?.count == 2 && nav.viewControllers.count == 1 && popped?.first?.parent == nil)
    #expect(nav.popViewController(animated: false) == nil, "the root is never popped")
    #expect(nav.visibleViewController === nav.topViewController)
  }

  private struct NavWrapper: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UINavigationController {
      let root = Titled("Settings")
      root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
      return UINavigationController(rootViewController: root)
    }
    func updateUIViewController(_ uiViewController: UINavigationController, context: Context) {}
  }

  @Test @MainActor func aNavigationControllerInSwiftUIDrawsItsItemsOnAClearBar() async throws {
    let (host, warnings): (ViewHost, [String]) = try await RenderWarnings.collecting {
      let h = ViewHost(NavWrapper().ignoresSafeArea())
      try await h.settle()
      return h
    }
    let edit = try #require(host.layoutSnapshot.controllerGapText("Edit"))
    #expect(abs(edit.maxX - 374) < 1, "the right item at the 16 pt margin")
    #expect(host.layoutSnapshot.controllerGapText("Settings") != nil)
    #expect(!warnings.contains { $0.contains("UINavigationBar as a view") })
    let p = pixel(rasterise(host), 5, 60)
    #expect(p.r == 255 && p.g == 255 && p.b == 255, "no bar background at the scroll edge (iOS 15+)")
  }

  private final class ListController: UITableViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      title = "List"
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "c")
      let upper = UILabel(), lower = UILabel()
      upper.text = "Upper"
      lower.text = "Lower"
      let stack = UIStackView(arrangedSubviews: [upper, lower])
      stack.axis = .vertical
      navigationItem.titleView = stack
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
      cell.textLabel?.text = "Item \(indexPath.row)"
      return cell
    }
  }

  @Test @MainActor func theBarGetsItsMaterialOnceTheTableScrollsUnderIt() async throws {
    let (host, root) = try await blankHost()
    let list = ListController(style: .plain)
    let nav = UINavigationController(rootViewController: list)
    nav.modalPresentationStyle = .fullScreen
    root.present(nav, animated: false)
    try await host.settle()
    let upper = try #require(host.layoutSnapshot.controllerGapText("Upper"), "the title view is drawn")
    #expect(upper.minY >= 47 && upper.maxY <= 91 && host.layoutSnapshot.controllerGapText("List") == nil)
    #expect(pixel(rasterise(host), 5, 60).r == 255)
    list.tableView.contentOffset = CGPoint(x: 0, y: 200)
    try await host.settle()
    #expect(host.layoutSnapshot.controllerGapText("Item 10") != nil, "rows scrolled into view get cells")
    #expect(pixel(rasterise(host), 5, 60).r == 249, "the bar material (249, 249, 249 at 94 %)")
  }

  // MARK: Share sheet and popovers

  private final class ShareLog { var results: [(String?, Bool)] = [] }

  @Test @MainActor func theShareSheetComesUpHalfHighAndTellsItsCompletion() async throws {
    let (host, root) = try await blankHost()
    let log = ShareLog()
    let (_, warnings): ((), [String]) = try await RenderWarnings.collecting {
      let sheet = UIActivityViewController(activityItems: [URL(string: "https://example.com/page")!, "Hello"], applicationActivities: nil)
      sheet.popoverPresentationController?.sourceView = root.view
      sheet.completionWithItemsHandler = { type, completed, _, _ in log.results.append((type?.rawValue, completed)) }
      root.present(sheet, animated: true)
      try await host.settle()
      #expect(sheet.view.frame == CGRect(x: 0, y: 422, width: 390, height: 432), "the medium detent: half the screen")
      #expect(host.layoutSnapshot.controllerGapText("example.com") != nil && host.layoutSnapshot.controllerGapText("Copy") != nil)
      let close = try #require(host.layoutSnapshot.frame(id: "shareSheetClose"))
      try host.tap(at: CGPoint(x: close.midX, y: close.midY))
      try await host.settle()
    }
    #expect(log.results.count == 1 && log.results[0].0 == nil && !log.results[0].1, "closed, not completed")
    #expect(root.presentedViewController == nil)
    #expect(warnings.contains { $0.hasPrefix("UIActivityViewController") })
  }

  @Test @MainActor func copyPutsTheTextOnThePasteboard() async throws {
    let (host, root) = try await blankHost()
    let log = ShareLog()
    let sheet = UIActivityViewController(activityItems: ["Some text"], applicationActivities: nil)
    sheet.completionWithItemsHandler = { type, completed, _, _ in log.results.append((type?.rawValue, completed)) }
    root.present(sheet, animated: false)
    try await host.settle()
    let row = try #require(host.layoutSnapshot.frame(id: "shareSheetRow0"))
    try host.tap(at: CGPoint(x: row.midX, y: row.midY))
    try await host.settle()
    #expect(UIPasteboard.general.string == "Some text")
    #expect(log.results.count == 1 && log.results[0].0 == UIActivity.ActivityType.copyToPasteboard.rawValue && log.results[0].1)
  }

  private struct ShareInSheet: View {
    struct Share: UIViewControllerRepresentable {
      func makeUIViewController(context: Context) -> UIActivityViewController {
        UIActivityViewController(activityItems: ["Note"], applicationActivities: nil)
      }
      func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
    }
    @State var shown = true
    var body: some View { Color.white.sheet(isPresented: $shown) { Share() } }
  }

  @Test @MainActor func inASwiftUISheetTheShareSheetFillsIt() async throws {
    let host = ViewHost(ShareInSheet())
    try await host.settle()
    let frame = try #require(host.layoutSnapshot.frame(id: "shareSheet"))
    #expect(frame.minY == 57 && frame.width == 390, "from the sheet's top (safe top + 10)")
    #expect(host.layoutSnapshot.controllerGapText("Note") != nil && host.layoutSnapshot.controllerGapText("Plain Text") != nil)
  }

  @Test @MainActor func aPopoverOnIPadSitsBelowItsSource() async throws {
    let (host, root) = try await blankHost(.iPad10)
    let menu = UIViewController()
    menu.view.backgroundColor = .systemYellow
    menu.modalPresentationStyle = .popover
    menu.preferredContentSize = CGSize(width: 200, height: 150)
    let source = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
    root.view.addSubview(source)
    menu.popoverPresentationController?.sourceView = source
    root.present(menu, animated: false)
    try await host.settle()
    #expect(menu.view.frame.size == CGSize(width: 200, height: 150) && abs(menu.view.frame.minY - 140) < 0.5)
    #expect(menu.popoverPresentationController?.arrowDirection == .up)
    #expect(UIViewController().popoverPresentationController == nil, "only for the .popover style")
  }

  // MARK: Pickers

  private final class PickLog: NSObject, UINavigationControllerDelegate, UIImagePickerControllerDelegate, UIDocumentPickerDelegate {
    var events: [String] = []
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { events.append("image"); picker.dismiss(animated: false) }
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { events.append("document") }
  }

  @Test @MainActor func thePickersDrawStandInsAndTellTheirDelegatesOfCancel() async throws {
    #expect(!UIImagePickerController.isSourceTypeAvailable(.camera) && UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
    let (host, root) = try await blankHost()
    let log = PickLog()
    let picker = UIImagePickerController()
    picker.delegate = log
    root.present(picker, animated: false)
    try await host.settle()
    #expect(host.layoutSnapshot.controllerGapText("Photos") != nil)
    let cancel = try #require(host.layoutSnapshot.controllerGapText("Cancel"))
    try host.tap(at: CGPoint(x: cancel.midX, y: cancel.midY))
    try await host.settle()
    #expect(log.events == ["image"] && root.presentedViewController == nil)

    let documents = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf], asCopy: true)
    documents.delegate = log
    root.present(documents, animated: false)
    try await host.settle()
    #expect(host.layoutSnapshot.controllerGapText("Browse") != nil)
    let cancel2 = try #require(host.layoutSnapshot.controllerGapText("Cancel"))
    try host.tap(at: CGPoint(x: cancel2.midX, y: cancel2.midY))
    try await host.settle()
    #expect(log.events == ["image", "document"] && root.presentedViewController == nil)
  }

  @Test @MainActor func theCameraStandInIsBlackAndFullScreen() async throws {
    let (host, root) = try await blankHost()
    let picker = UIImagePickerController()
    picker.sourceType = .camera
    root.present(picker, animated: false)
    try await host.settle()
    #expect(picker.modalPresentationStyle == .fullScreen && picker.isNavigationBarHidden)
    let p = pixel(rasterise(host), 195, 300)
    #expect(p.r == 0 && p.g == 0 && p.b == 0)
  }

  // MARK: Image views

  private struct ImageHolder: UIViewRepresentable {
    let mode: UIView.ContentMode
    let image: UIImage
    func makeUIView(context: Context) -> UIView {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let view = UIImageView(frame: container.bounds)
      view.image = image
      view.contentMode = mode
      container.addSubview(view)
      return container
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
  }

  @Test(arguments: [UIView.ContentMode.scaleToFill, .scaleAspectFit, .center])
  @MainActor func anImageViewDrawsItsImageByContentMode(mode: UIView.ContentMode) async throws {
    let png = Data(PNG.encode(RGBAImage(width: 40, height: 20, fill: (255, 0, 0, 255))))
    let image = try #require(UIImage(data: png))
    #expect(UIImageView(image: image).frame.size == CGSize(width: 40, height: 20))
    #expect(UIImageView(image: image).intrinsicContentSize == CGSize(width: 40, height: 20))
    let host = ViewHost(ImageHolder(mode: mode, image: image).frame(width: 200, height: 200).position(x: 100, y: 100).ignoresSafeArea())
    try await host.settle()
    let r = rasterise(host)
    func red(_ x: Double, _ y: Double) -> Bool { let p = pixel(r, x, y); return p.r > 200 && p.g < 60 }
    #expect(red(100, 100))
    switch mode {
    case .scaleToFill: #expect(red(5, 195), "stretched to the corners")
    case .scaleAspectFit: #expect(red(5, 100) && !red(100, 20), "the full width, letterboxed (200 × 100)")
    default: #expect(!red(60, 100) && red(85, 100), "at its own size (40 × 20) in the centre")
    }
  }

  private struct SymbolView: UIViewRepresentable {
    func makeUIView(context: Context) -> UIImageView {
      let view = UIImageView(image: UIImage(systemName: "circle.fill"))
      view.tintColor = .systemRed
      view.contentMode = .scaleAspectFit
      return view
    }
    func updateUIView(_ uiView: UIImageView, context: Context) {}
  }

  @Test @MainActor func aSymbolIsDrawnInTheTintColour() async throws {
    let host = ViewHost(SymbolView().frame(width: 60, height: 60).position(x: 100, y: 200).ignoresSafeArea())
    try await host.settle()
    let p = pixel(rasterise(host), 100, 200)
    #expect(p.r > 200 && p.g < 100 && p.b < 100)
  }

  // MARK: Stack views

  @Test @MainActor func aStackViewLaysOutItsArrangedSubviews() {
    let a = UIView(), b = UILabel(), c = UIView()
    b.text = "Label"
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
    stack.spacing = 10
    a.widthAnchor.constraint(equalToConstant: 40).isActive = true
    c.widthAnchor.constraint(equalToConstant: 40).isActive = true
    let (_, warnings): ((), [String]) = RenderWarnings.collecting { stack.layoutIfNeeded() }
    #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 40) && c.frame == CGRect(x: 260, y: 0, width: 40, height: 40))
    #expect(b.frame == CGRect(x: 50, y: 0, width: 200, height: 40), "the view no constraint fixes stretches")
    #expect(warnings.isEmpty)
    stack.distribution = .fillEqually
    stack.layoutIfNeeded()
    #expect(abs(a.frame.width - 280.0 / 3) < 0.001 && abs(b.frame.minX - (280.0 / 3 + 10)) < 0.001)
    stack.axis = .vertical
    stack.distribution = .fill
    stack.alignment = .center
    stack.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
    b.isHidden = true
    stack.layoutIfNeeded()
    #expect(c.frame.minY == a.frame.maxY + 10, "a hidden view takes no space")
    #expect(a.frame.midX == 50 && a.frame.width == 40, "centred across the axis")
    stack.removeArrangedSubview(b)
    #expect(stack.arrangedSubviews.count == 2 && b.superview === stack, "still a subview, as in UIKit")
  }

  @Test @MainActor func aStackViewsIntrinsicSizeIsItsContent() {
    let icon = UIView()
    icon.widthAnchor.constraint(equalToConstant: 30).isActive = true
    icon.heightAnchor.constraint(equalToConstant: 30).isActive = true
    let label = UILabel()
    label.text = "Hi"
    let stack = UIStackView(arrangedSubviews: [icon, label])
    stack.spacing = 8
    let s = stack.intrinsicContentSize
    #expect(abs(s.width - (38 + label.intrinsicContentSize.width)) < 0.001 && s.height == 30)
  }

  // MARK: Tables and collections

  private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
      cell.accessoryType = indexPath.row == 0 ? .disclosureIndicator : .none
      return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
  }

  @Test @MainActor func aTableLaysOutSectionsOfCells() {
    let rows = Rows()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .insetGrouped)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = rows
    table.delegate = rows
    table.layoutIfNeeded()
    #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 3)
    let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
    #expect(first == CGRect(x: 16, y: 37, width: 358, height: 44), "a card 16 pt in, below a 17 + 13 + 7 pt header")
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == first.maxY)
    #expect(table.visibleCells.count == 5 && table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "Row 1.1")
    #expect(table.contentSize.height == table.rectForRow(at: IndexPath(row: 1, section: 1)).maxY)
    table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
    #expect(table.indexPathForSelectedRow == nil)
  }

  private final class SelfSizingCell: UITableViewCell {
    let title = UILabel()
    var madeByTable = false
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      madeByTable = reuseIdentifier == "my"
      title.numberOfLines = 0
      contentView.addSubview(title)
      title.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20),
        title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
        title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -20),
      ])
    }
    required init?(coder: NSCoder) { nil }
  }

  private final class CustomRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "my", for: indexPath) as! SelfSizingCell
      cell.title.text = indexPath.row == 0 ? "Short" : String(repeating: "A long line of text that wraps ", count: 4)
      return cell
    }
  }

  @Test @MainActor func registeredCellSubclassesAreMadeAndSizeThemselves() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
    table.register(SelfSizingCell.self, forCellReuseIdentifier: "my")
    let rows = CustomRows()
    table.dataSource = rows
    table.layoutIfNeeded()
    #expect((table.cellForRow(at: IndexPath(row: 0, section: 0)) as? SelfSizingCell)?.madeByTable == true)
    let short = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
    let wrapped = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
    #expect(short > 44 && short < 70, "20 + one line + 20")
    #expect(wrapped > short + 20, "the wrapped label makes the row taller")
  }

  private struct TableHolder: UIViewRepresentable {
    let rows: Rows
    func makeUIView(context: Context) -> UITableView {
      let table = UITableView(frame: .zero, style: .insetGrouped)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      table.dataSource = rows
      return table
    }
    func updateUIView(_ uiView: UITableView, context: Context) {}
  }

  @Test @MainActor func aGroupedTableIsDrawnAsCardsOnTheGroupedBackground() async throws {
    let host = ViewHost(TableHolder(rows: Rows()).ignoresSafeArea())
    try await host.settle()
    let row = try #require(host.layoutSnapshot.controllerGapText("Row 0.0"))
    #expect(abs(row.minX - 32) < 1, "16 pt card inset + 16 pt margin")
    #expect(host.layoutSnapshot.controllerGapText("SECTION 1") != nil, "grouped headers in capitals")
    let r = rasterise(host)
    let background = pixel(r, 5, 300), card = pixel(r, 200, Double(row.midY))
    #expect(background.r == 242 && background.b == 247 && card.r == 255, "systemGroupedBackground around a white card")
  }

  private final class Items: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }
  }

  @Test @MainActor func aFlowLayoutJustifiesItsLines() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 350, height: 600), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
    let items = Items()
    view.dataSource = items
    view.layoutIfNeeded()
    let f = (0..<7).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .zero }
    #expect(f[0].minX == 10 && f[2].maxX == 340 && f[1].midX == 175, "three to a line, spread to the insets")
    #expect(f[3].minY == 110 && f[6].minY == 220, "lines 10 apart")
    #expect(f[6].midX == 175, "a lone item is centred")
    #expect(view.contentSize.height == 320 && view.visibleCells.count == 7)
  }

  @Test @MainActor func aSearchBarTellsItsDelegate() {
    final class Delegate: UISearchBarDelegate {
      var changes: [String] = []
      func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { changes.append(searchText) }
    }
    let bar = UISearchBar()
    let delegate = Delegate()
    bar.delegate = delegate
    #expect(bar.frame.height == 56 && bar.intrinsicContentSize.height == 56)
    bar.searchTextField.insertText("ab")
    #expect(bar.text == "ab" && delegate.changes == ["ab"])
  }

  @Test func indexPathsHaveRowsSectionsAndItems() {
    let ip = IndexPath(row: 3, section: 1)
    #expect(ip.row == 3 && ip.section == 1 && ip.item == 3 && IndexPath(item: 2, section: 0) == IndexPath(row: 2, section: 0))
  }

  // MARK: Real apps' code, type-checked

  @Test(arguments: [5, 6], [Self.navigationSnippet, Self.shareSnippet, Self.pickerSnippet, Self.viewsSnippet])
  func appCodeTypeChecks(swiftVersion: Int, source: String) {
    #expect(SnippetTypeCheck.diagnostics(source, swiftVersion: swiftVersion) == nil)
  }

  /// A navigation stack built in UIKit and wrapped for SwiftUI: items, large titles, a delegate, a subclass overriding push (Aidoku, b5i/Atwy shapes).
  static let navigationSnippet = #"""
import SwiftUI
import UIKit

final class DetailViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Detail"
    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
      self?.navigationController?.popViewController(animated: true)
    })
    navigationItem.largeTitleDisplayMode = .never
  }
}

final class RootViewController: UIViewController, UINavigationControllerDelegate {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationController?.navigationBar.prefersLargeTitles = true
    navigationController?.delegate = self
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    navigationController?.navigationBar.standardAppearance = appearance
    navigationController?.setNavigationBarHidden(false, animated: false)
  }
  func open() {
    navigationController?.pushViewController(DetailViewController(), animated: true)
    _ = navigationController?.viewControllers.count == 1
    _ = navigationController?.visibleViewController?.navigationItem
    navigationController?.popToRootViewController(animated: true)
    show(DetailViewController(), sender: self)
  }
  func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

final class AppNav: UINavigationController {
  override init(rootViewController: UIViewController) {
    super.init(rootViewController: rootViewController)
  }
  required init?(coder aDecoder: NSCoder) { fatalError() }
  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    super.pushViewController(viewController, animated: animated)
  }
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationBar.tintColor = .label
  }
}

struct NavWrapper: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UINavigationController {
    UINavigationController(rootViewController: RootViewController())
  }
  func updateUIViewController(_ uiViewController: UINavigationController, context: Context) {}
}

var rootNav: UINavigationController? {
  UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.keyWindow?.rootViewController as? UINavigationController
}
"""#

  /// Share sheets as apps write them: ACINQ/phoenix and AndreyEfimovDev/StartToSwiftUI representables, Aidoku's popover source, anyproto's UIActivity subclass, an item source (b5i/Atwy), a popover kept on iPhone.
  static let shareSnippet = #"""
import SwiftUI
import UIKit

// ACINQ/phoenix phoenix-ios/utils/ActivityView.swift
struct ActivityView: UIViewControllerRepresentable {
	let activityItems: [Any]
	let applicationActivities: [UIActivity]?
	func makeUIViewController(context: UIViewControllerRepresentableContext<ActivityView>) -> UIActivityViewController {
		UIActivityViewController(activityItems: activityItems, applicationActivities: applicationActivities)
	}
	func updateUIViewController(_ uiViewController: UIActivityViewController, context: UIViewControllerRepresentableContext<ActivityView>) {}
}

// AndreyEfimovDev/StartToSwiftUI ActivityView.swift
struct ResultActivityView: UIViewControllerRepresentable {
    let activityItems: [Any]
    let excludedActivityTypes: [UIActivity.ActivityType]? = nil
    let onComplete: (ActivityResult) -> Void
    func makeUIViewController(context: Context) -> UIActivityViewController {
        let controller = UIActivityViewController(activityItems: activityItems, applicationActivities: nil)
        controller.excludedActivityTypes = excludedActivityTypes
        controller.completionWithItemsHandler = { activityType, completed, returnedItems, error in
            onComplete(ActivityResult(activityType: activityType, completed: completed, returnedItems: returnedItems, error: error))
        }
        return controller
    }
    func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
}
struct ActivityResult {
    let activityType: UIActivity.ActivityType?
    let completed: Bool
    let returnedItems: [Any]?
    let error: Error?
    var activityName: String { activityType?.rawValue ?? "Unknown" }
}

// Aidoku MangaView.showShareSheet, presented from UIKit
@MainActor func showShareSheet(item: Any, from root: UIViewController) {
    let activityViewController = UIActivityViewController(activityItems: [item], applicationActivities: nil)
    guard let sourceView = root.view else { return }
    activityViewController.popoverPresentationController?.sourceView = sourceView
    activityViewController.popoverPresentationController?.sourceRect = CGRect(x: sourceView.bounds.width - 30, y: 60, width: 0, height: 0)
    activityViewController.popoverPresentationController?.permittedArrowDirections = [.up, .down]
    activityViewController.excludedActivityTypes = [.airDrop, .postToFacebook, .print, .saveToCameraRoll]
    root.present(activityViewController, animated: true, completion: nil)
    UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.keyWindow?.rootViewController?
        .present(activityViewController, animated: true)
}

// anyproto/anytype-swift OpenObjectActivity.swift
final class OpenObjectActivity: UIActivity {
    let onTap: () -> Void
    init(onTap: @escaping () -> Void) { self.onTap = onTap }
    override var activityTitle: String? { return "Open as object" }
    override var activityImage: UIImage? { return UIImage(systemName: "arrow.up.left.and.arrow.down.right") }
    override var activityType: UIActivity.ActivityType? { return UIActivity.ActivityType("com.example.custom") }
    override class var activityCategory: UIActivity.Category { .action }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { return true }
    override func prepare(withActivityItems activityItems: [Any]) { onTap() }
    override func perform() { activityDidFinish(true) }
}

// b5i/Atwy ConsoleView.swift: an item source
final class ConsoleLogsShareSource: NSObject, UIActivityItemSource {
    let text: String
    init(text: String) { self.text = text }
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { text }
    func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any? { text }
    func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "Logs" }
}

final class PopoverHost: UIViewController, UIPopoverPresentationControllerDelegate {
    func showMenu(_ menu: UIViewController, from button: UIView) {
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = CGSize(width: 200, height: 300)
        if let popover = menu.popoverPresentationController {
            popover.delegate = self
            popover.sourceView = button
            popover.sourceRect = button.bounds
            popover.permittedArrowDirections = .any
            popover.backgroundColor = .systemBackground
        }
        present(menu, animated: true)
    }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
}
"""#

  /// Pickers as apps write them: ACINQ/phoenix CameraPicker, an anyproto-style image picker, Aidoku's DocumentPickerView (with its delegate override), an exporting picker.
  static let pickerSnippet = #"""
import SwiftUI
import UniformTypeIdentifiers

struct PickerResult { let image: UIImage?; let file: URL? }

// ACINQ/phoenix views/widgets/CameraPicker.swift
struct CameraPicker: UIViewControllerRepresentable {
	@Binding var result: PickerResult?
	func makeUIViewController(context: Context) -> UIImagePickerController {
		let imagePicker = UIImagePickerController()
		imagePicker.sourceType = .camera
		imagePicker.allowsEditing = true
		imagePicker.delegate = context.coordinator
		return imagePicker
	}
	func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
	func makeCoordinator() -> Coordinator { return Coordinator(self) }
	class Coordinator: NSObject, UINavigationControllerDelegate, UIImagePickerControllerDelegate {
		let parent: CameraPicker
		init(_ parent: CameraPicker) { self.parent = parent }
		func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey : Any]) {
			picker.dismiss(animated: true)
			if let image = info[.originalImage] as? UIImage {
				self.parent.result = PickerResult(image: image, file: nil)
			}
		}
	}
}

// anyproto ImagePickerView shape: a source type and a library fallback
struct ImagePickerView: UIViewControllerRepresentable {
    private let sourceType: UIImagePickerController.SourceType
    let onImagePicked: (UIImage) -> Void
    @Environment(\.presentationMode) private var presentationMode
    init(sourceType: UIImagePickerController.SourceType, onImagePicked: @escaping (UIImage) -> Void) {
        self.sourceType = sourceType
        self.onImagePicked = onImagePicked
    }
    func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.sourceType = UIImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
        picker.mediaTypes = ["public.image"]
        picker.cameraCaptureMode = .photo
        picker.videoQuality = .typeHigh
        picker.delegate = context.coordinator
        return picker
    }
    func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
    func makeCoordinator() -> Coordinator { Coordinator(onDismiss: { self.presentationMode.wrappedValue.dismiss() }, onImagePicked: self.onImagePicked) }
    final class Coordinator: NSObject, UINavigationControllerDelegate, UIImagePickerControllerDelegate {
        private let onDismiss: () -> Void
        private let onImagePicked: (UIImage) -> Void
        init(onDismiss: @escaping () -> Void, onImagePicked: @escaping (UIImage) -> Void) {
            self.onDismiss = onDismiss
            self.onImagePicked = onImagePicked
        }
        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            if let image = info[UIImagePickerController.InfoKey.editedImage] as? UIImage ?? info[.originalImage] as? UIImage {
                onImagePicked(image)
            }
            _ = info[.imageURL] as? URL
            _ = info[.mediaURL] as? URL
            onDismiss()
        }
        func imagePickerControllerDidCancel(_: UIImagePickerController) { onDismiss() }
    }
}

// Aidoku iOS/New/Views/Common/DocumentPickerView.swift
private final class CoordinatedDocumentPickerViewController: UIDocumentPickerViewController {
    var coordinator: DocumentPickerView.Coordinator?
    override var delegate: (any UIDocumentPickerDelegate)? {
        get { coordinator }
        set {}
    }
}
public struct DocumentPickerView: UIViewControllerRepresentable {
    public var allowedContentTypes: [UTType]
    public var allowsMultipleSelection: Bool = false
    public var onDocumentsPicked: ([URL]) -> Void
    public init(allowedContentTypes: [UTType], allowsMultipleSelection: Bool = false, onDocumentsPicked: @escaping ([URL]) -> Void) {
        self.allowedContentTypes = allowedContentTypes
        self.allowsMultipleSelection = allowsMultipleSelection
        self.onDocumentsPicked = onDocumentsPicked
    }
    public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
    public func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
        let picker = CoordinatedDocumentPickerViewController(forOpeningContentTypes: allowedContentTypes, asCopy: true)
        picker.coordinator = context.coordinator
        picker.allowsMultipleSelection = allowsMultipleSelection
        picker.shouldShowFileExtensions = true
        picker.directoryURL = FileManager.default.temporaryDirectory
        return picker
    }
    public func updateUIViewController(_ uiViewController: UIDocumentPickerViewController, context: Context) {
        context.coordinator.parent = self
        uiViewController.allowsMultipleSelection = allowsMultipleSelection
        (uiViewController as? CoordinatedDocumentPickerViewController)?.coordinator = context.coordinator
    }
    public class Coordinator: NSObject, UIDocumentPickerDelegate {
        var parent: DocumentPickerView
        init(parent: DocumentPickerView) { self.parent = parent }
        public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) { parent.onDocumentsPicked(urls) }
        public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { parent.onDocumentsPicked([]) }
    }
}

struct ExportPicker: UIViewControllerRepresentable {
    let url: URL
    func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
        UIDocumentPickerViewController(forExporting: [url], asCopy: true)
    }
    func updateUIViewController(_ uiViewController: UIDocumentPickerViewController, context: Context) {}
}
"""#

  /// Views as apps write them: Aidoku's IncognitoBannerView and CategorySelectViewController (overrides moved into the class body), a self-sizing cell, a search bar and search controller, a flow-layout carousel.
  static let viewsSnippet = #"""
import UIKit

// Aidoku IncognitoBannerView.swift (without the symbol configuration)
class IncognitoBannerView: UIView {
    private lazy var iconView: UIImageView = {
        let iconView = UIImageView()
        iconView.image = UIImage(systemName: "eye.slash")?.withRenderingMode(.alwaysTemplate)
        iconView.tintColor = .label
        iconView.contentMode = .scaleAspectFit
        return iconView
    }()
    private lazy var textLabel: UILabel = {
        let textLabel = UILabel()
        textLabel.text = "Incognito"
        textLabel.textColor = .label
        textLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        return textLabel
    }()
    private var stackView: UIStackView = {
        let stackView = UIStackView()
        stackView.axis = .horizontal
        stackView.spacing = 8
        stackView.alignment = .center
        stackView.distribution = .equalCentering
        return stackView
    }()
    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        stackView.addArrangedSubview(iconView)
        stackView.addArrangedSubview(textLabel)
        stackView.setCustomSpacing(12, after: iconView)
        addSubview(stackView)
        stackView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            stackView.centerXAnchor.constraint(equalTo: centerXAnchor),
            stackView.centerYAnchor.constraint(equalTo: safeAreaLayoutGuide.centerYAnchor),
            iconView.widthAnchor.constraint(equalToConstant: 17),
            iconView.heightAnchor.constraint(equalToConstant: 27),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

// Aidoku CategorySelectViewController.swift shape (UIAction items instead of #selector)
class CategorySelectViewController: UITableViewController {
    var categories: [String] = ["Reading", "Done"]
    var selectedCategories: [String] = []
    init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Categories"
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .done, target: nil, action: nil)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "UITableViewCell")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 72
        tableView.separatorStyle = .none
        tableView.tableFooterView = UIView(frame: .zero)
    }
    // (Aidoku overrides these in an extension, which Swift allows only for @objc members.)
    override func numberOfSections(in tableView: UITableView) -> Int { 1 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { categories.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "UITableViewCell", for: indexPath)
        cell.textLabel?.text = categories[indexPath.row]
        cell.accessoryType = selectedCategories.contains(categories[indexPath.row]) ? .checkmark : .none
        return cell
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Categories" }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if let cell = tableView.cellForRow(at: indexPath) {
            cell.accessoryType = cell.accessoryType == .checkmark ? .none : .checkmark
        }
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

final class SourceCell: UITableViewCell {
    let titleLabel = UILabel()
    let iconView = UIImageView()
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        contentView.addSubview(titleLabel)
        contentView.addSubview(iconView)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
    override func prepareForReuse() { super.prepareForReuse(); titleLabel.text = nil }
}

final class SourceHeader: UITableViewHeaderFooterView {
    override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
    required init?(coder: NSCoder) { fatalError() }
}

final class ListController: UIViewController, UITableViewDataSource, UITableViewDelegate, UISearchBarDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    let searchBar = UISearchBar()
    var items = ["a", "b"]
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SourceCell.self, forCellReuseIdentifier: "cell")
        tableView.register(SourceHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.keyboardDismissMode = .onDrag
        tableView.backgroundColor = .systemBackground
        tableView.refreshControl = UIRefreshControl()
        view.addSubview(tableView)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        searchBar.delegate = self
        searchBar.placeholder = "Search"
        searchBar.searchBarStyle = .minimal
        searchBar.autocapitalizationType = .none
        tableView.tableHeaderView = searchBar
        let search = UISearchController(searchResultsController: nil)
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Filter"
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as? SourceCell else { return UITableViewCell() }
        cell.titleLabel.text = items[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { tableView.deselectRow(at: indexPath, animated: true) }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { items = [searchText] ; tableView.reloadData() }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { searchBar.resignFirstResponder() }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        delete.image = UIImage(systemName: "trash")
        return UISwipeActionsConfiguration(actions: [delete])
    }
}

final class CarouselCell: UICollectionViewCell {
    let imageView = UIImageView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 8
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func layoutSubviews() { super.layoutSubviews(); imageView.frame = contentView.bounds }
    override func prepareForReuse() { super.prepareForReuse(); imageView.image = nil }
}

final class CarouselCollectionView: UIView, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private let layout: UICollectionViewFlowLayout = {
        let flowLayout = UICollectionViewFlowLayout()
        flowLayout.scrollDirection = .horizontal
        flowLayout.minimumLineSpacing = 0
        flowLayout.minimumInteritemSpacing = 0
        flowLayout.sectionInset = .zero
        flowLayout.itemSize = CGSize(width: 100, height: 150)
        return flowLayout
    }()
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    override init(frame: CGRect) {
        super.init(frame: frame)
        collectionView.register(CarouselCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.backgroundColor = .clear
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.isPagingEnabled = true
        addSubview(collectionView)
    }
    required init?(coder: NSCoder) { fatalError() }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        (cell as? CarouselCell)?.imageView.image = UIImage(systemName: "photo")
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: collectionView.bounds.height)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.scrollToItem(at: indexPath, at: .centeredHorizontally, animated: true)
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
"""#
}

import PlumbGraphics

/// One renderable screen of the built-in catalog: what `plumb list` shows and `plumb render` draws.
///
/// A screen is a function of the device it is drawn on. Display-list screens build their drawing
/// directly; view screens (PlumbUI) lay out a view tree and paint it, and also export its layout.
public struct CatalogScreen: Sendable {
  /// What a screen produces for one device (and, for transitions, one point in time).
  public struct Frame: Sendable {
    public var displayList: DisplayList
    public var layout: LayoutSnapshot?
    public init(displayList: DisplayList, layout: LayoutSnapshot? = nil) {
      self.displayList = displayList
      self.layout = layout
    }
  }

  /// Command-line name, e.g. "shapes".
  public var name: String
  /// One line for `plumb list`.
  public var summary: String
  /// Times (seconds) at which a transition screen is sampled; empty for a still.
  public var transitionTimes: [Double]
  /// Renders the screen on a device at a time (0 for stills).
  public var make: @Sendable (_ device: Device, _ time: Double) -> Frame

  public init(name: String, summary: String, transitionTimes: [Double] = [],
              make: @escaping @Sendable (_ device: Device, _ time: Double) -> Frame) {
    self.name = name; self.summary = summary; self.transitionTimes = transitionTimes; self.make = make
  }
}

/// The built-in screens, in the order `plumb list` prints them.
public enum Catalog {
  public static var screens: [CatalogScreen] {
    DisplayListScreens.all
  }

  public static func screen(named name: String) -> CatalogScreen? {
    screens.first { $0.name == name }
  }
}

import PlumbGraphics

/// Screens drawn straight from display lists (no view DSL): shapes, colours, gradients, shadows,
/// clips and opacity. They exercise the rasteriser end to end from the CLI.
enum DisplayListScreens {
  static var all: [CatalogScreen] { [] }
}

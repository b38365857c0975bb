// The `Charts` module on Linux: files that `import Charts` beside `import SwiftUI` compile
// unchanged, and their charts are drawn for real, through PlumbUI's shapes, text and layout (one
// render path; no drawing code of its own). How the axes, ticks, legend and styles are chosen,
// and the source of each rule, is docs/charts.md; what is drawn, a placeholder or missing is
// docs/compatibility/charts.md.
import PlumbUI

// Core Graphics' names for line ends and corners, which SwiftUI's `StrokeStyle` takes on iOS
// (`StrokeStyle(lineWidth: 2, lineCap: .round)`, `let cap: CGLineCap = .round`). On Linux they are
// StrokeStyle's own enums, so both spellings name one type. Difference from iOS: the raw values
// are the case names, not Core Graphics' Int32 codes (`CGLineCap(rawValue: 1)` does not compile).

/// How a stroke's open ends are drawn, as Core Graphics' `CGLineCap`.
public typealias CGLineCap = StrokeStyle.LineCap
/// How a stroke's corners are drawn, as Core Graphics' `CGLineJoin`.
public typealias CGLineJoin = StrokeStyle.LineJoin

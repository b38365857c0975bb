import PlumbUI

// Previews of the test target itself, for PreviewScreensTests (see Tests/PlumbPreviewFixtures).
#Preview("Row") { Text("test row").padding() }

#if DEBUG
#Preview("Debug row") { Text("debug row") }
#endif

import Foundation
import Testing
import PlumbGoldens

/// Failure messages name files under the package relative to it; other paths stay as they are.
@Suite struct PackageRelativePathsTests {
  @Test func pathsUnderThePackageLoseItsFolder() {
    let text = "Golden mismatch: /home/ci/app/Goldens/Home/list.png\n  actual: /tmp/x/list.actual.png\n  /home/ci/app2/Goldens/a.png"
    #expect(PackageRelativePaths.apply(text, workingDirectory: "/home/ci/app")
      == "Golden mismatch: Goldens/Home/list.png\n  actual: /tmp/x/list.actual.png\n  /home/ci/app2/Goldens/a.png")
    #expect(PackageRelativePaths.apply(text, workingDirectory: "/home/ci/app/") == PackageRelativePaths.apply(text, workingDirectory: "/home/ci/app"))
    #expect(PackageRelativePaths.apply("/etc/passwd", workingDirectory: "/") == "/etc/passwd", "the root folder is no package")
  }
}

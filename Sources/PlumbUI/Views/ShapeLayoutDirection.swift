import Foundation

// `Shape.layoutDirectionBehavior` (iOS 17): Apple documents the default as `.mirrors` when
// deploying on iOS 17 and later, so a custom shape's path is mirrored horizontally about its
// frame right to left. PlumbUI's built-in shapes are symmetric and `.fixed` (the same pixels
// either way); a `Path` used as a shape is `.fixed` because its points are absolute (L); a
// trimmed shape and `AnyShape` follow the shape they wrap. docs/right-to-left.md.

extension Shape {
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
}

extension Rectangle { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
extension RoundedRectangle { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
extension Circle { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
extension Ellipse { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
extension Capsule { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
extension Path { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
extension _TrimmedShape { public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior } }

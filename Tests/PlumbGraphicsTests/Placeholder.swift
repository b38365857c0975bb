// Tests for PlumbGraphics land with the layer.

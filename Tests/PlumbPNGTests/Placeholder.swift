// Tests for PlumbPNG land with the layer.

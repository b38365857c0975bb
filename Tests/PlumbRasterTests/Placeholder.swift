// Tests for PlumbRaster land with the layer.

// Tests for PlumbDiff land with the layer.

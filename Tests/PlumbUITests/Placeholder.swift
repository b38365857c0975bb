// Tests for PlumbUI land with the layer.

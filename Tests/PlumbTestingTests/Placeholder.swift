// Tests for PlumbTesting land with the layer.

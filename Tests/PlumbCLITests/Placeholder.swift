// Tests for PlumbCLI land with the layer.

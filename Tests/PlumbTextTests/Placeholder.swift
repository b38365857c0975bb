// Tests for PlumbText land with the layer.

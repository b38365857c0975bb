// Shared helpers for the test targets.

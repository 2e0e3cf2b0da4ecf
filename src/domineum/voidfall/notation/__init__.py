"""Text notations of positions and scenarios (docs/notation.md)."""

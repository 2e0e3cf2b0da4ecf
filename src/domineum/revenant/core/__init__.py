"""The decision stack and the handler registry (knows no rule)."""

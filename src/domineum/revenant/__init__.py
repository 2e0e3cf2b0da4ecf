"""Revenant: the second game of the family, on the game-agnostic kernel."""

"""Voidfall's side of the bots: evaluation heuristics, determinization, bot construction."""

"""Revenant's side of the bots: evaluation, determinization, bot construction."""

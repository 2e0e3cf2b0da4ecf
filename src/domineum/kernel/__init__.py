"""Game-agnostic kernel: decisions, actions, RNG, log, replay, hashing, views.

The kernel knows no rule of any game. A game plugs in by implementing :class:`Game`.
"""

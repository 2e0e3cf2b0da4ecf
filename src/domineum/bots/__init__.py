"""Game-agnostic bots: they see only the kernel API (legal actions, apply, views)."""

"""Batch simulation: many games, local processes or a Ray cluster, identical results either way."""

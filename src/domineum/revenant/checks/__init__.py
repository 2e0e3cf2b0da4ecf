"""Invariants checked after every action by tests and benchmarks."""

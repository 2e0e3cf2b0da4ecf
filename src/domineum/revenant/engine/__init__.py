"""The drivers: decision stack, turn, phases, effects."""

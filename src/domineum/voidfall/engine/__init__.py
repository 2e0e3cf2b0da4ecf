"""The drivers: setup, Cycle and phases, turn, Cleanup, battle, Galactic Event boxes, the procedure."""

"""The drivers: setup, the Cycle and its phases, the turn, Cleanup, battles, Galactic Event
boxes, and the procedure they follow."""

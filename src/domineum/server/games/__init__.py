"""Game adapters: one module per game, each turning that game's views into the client's JSON."""

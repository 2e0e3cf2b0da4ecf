"""Plain data of a Voidfall game: galaxy, Houses, Galactic board, pending decisions."""

"""Plain data of a Revenant game (msgspec Structs)."""

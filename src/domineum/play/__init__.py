"""Terminal helpers shared by the games' commands (``voidfall``, ``revenant``): what their
commands do alike, with each game's messages and refusals handed in."""

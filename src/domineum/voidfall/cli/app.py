"""The `voidfall` command: the group of :mod:`.main` with the commands that live in their own
modules (they use the group's shared helpers, so the group cannot import them)."""

from __future__ import annotations

from domineum.server.cli import serve
from domineum.voidfall.cli.cards import card, content, log
from domineum.voidfall.cli.combat import combat_command
from domineum.voidfall.cli.main import main
from domineum.voidfall.cli.play import play
from domineum.voidfall.cli.score import score
from domineum.voidfall.cli.sim import sim

main.add_command(combat_command, "combat")
for command in (card, content, log):  # ``content`` replaces the counts-only one of .main
    main.add_command(command)
main.add_command(play, "play")
main.add_command(score, "score")
main.add_command(sim, "sim")
main.add_command(serve, "serve")  # the browser app (needs the server extra)

__all__ = ["main"]

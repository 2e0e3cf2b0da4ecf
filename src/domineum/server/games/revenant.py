"""Revenant through the server: lobby choices, the board JSON drawn by the browser, the log.

Everything here is built from a *view* (``RevenantGame.view``, RV hidden information), so a
seat's payload holds only what that seat may see: other players' Hidden Influence cards,
Agendas and hands, and every deck, appear as counts only.
"""

from __future__ import annotations

from typing import Any

from domineum.bots.base import Bot
from domineum.kernel.messages import known, name, render
from domineum.revenant.game import RevenantGame
from domineum.revenant.model.state import Config, GameState, Player
from domineum.revenant.present.labels import (
    card_name,
    sector_name,
    ship_name,
    value_name,
    word,
)
from domineum.revenant.rules.views import HIDDEN
from domineum.server.adapter import Setup, SetupInvalid
from domineum.server.messages import either, say

# rules options of the lobby (``server.option.NAME``) -> Config field (docs/revenant.md,
# decisions B9, B30, B4); the decisions' words are ``server.rv.prompt.KIND`` (RV-TURN, RV-SETUP)
OPTIONS = ("reset_stack_example", "ascend_any_sector", "contain_corrupts")


def _part(key: str) -> str:
    """A Final Scoring category (RV-END) in the reader's language."""
    return render(f"bot.part.{key}") if known(f"bot.part.{key}") else key.capitalize()


def _log_line(game: RevenantGame, entry: list[str]) -> str:
    params: dict[str, str] = {}
    for pair in entry[1:]:
        key, _, value = pair.partition("=")
        params[key] = str(value_name(game.content, key, value))
    try:
        return render(entry[0], **params)
    except (KeyError, IndexError):
        return render("rv.show.none")


class RevenantAdapter:
    """The Revenant game as the server plays it."""

    name = "revenant"
    title = "Revenant"
    bots: tuple[str, ...] = ("random", "greedy")

    def __init__(self) -> None:
        self.game = RevenantGame()
        self.content = self.game.content

    def lobby(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "title": self.title,
            "players": {"min": 1, "max": 4, "default": 2},
            "modes": [
                {
                    "value": "standard",
                    "label": say("server.mode.standard"),
                    "players": {"min": 1, "max": 4},
                }
            ],
            "difficulties": [],
            "houses": [],
            "maps": [],
            "options": [{"value": k, "label": say(f"server.option.{k}")} for k in OPTIONS],
            "bots": [{"value": b, "label": say(f"server.bot.{b}")} for b in self.bots],
        }

    def new_state(self, setup: Setup) -> GameState:
        opts = setup.options
        if not 1 <= setup.players <= 4:
            raise SetupInvalid(say("server.setup.rv_players", low=1, high=4, players=setup.players))
        config = Config(
            players=setup.players,
            seed=setup.seed,
            reset_stack="example" if opts.get("reset_stack_example") else "rule",
            ascend_any_sector=bool(opts.get("ascend_any_sector", False)),
            contain_avoids_corruption=not opts.get("contain_corrupts", False),
        )
        try:
            return self.game.new_game(config)
        except (ValueError, KeyError) as exc:
            raise SetupInvalid(str(exc)) from None

    def make_bot(self, kind: str, seed: int) -> Bot:
        if kind not in self.bots:
            raise KeyError(kind)
        from domineum.revenant.ai.players import make_bot

        return make_bot(kind, self.game, seed)

    # -- what the client draws -----------------------------------------------------------------
    def _player_name(self, p: Player) -> str:
        if p.house:
            return say("server.player.house", number=p.seat + 1, house=p.house.capitalize())
        return say("server.player", number=p.seat + 1)

    def seat_names(self, view: GameState) -> list[str]:
        return [self._player_name(p) for p in view.players]

    def prompt(self, view: GameState) -> str:
        if view.phase == "over" or not view.stack:
            return say("server.over")
        return either(f"server.rv.prompt.{view.stack[-1].kind}", "server.choose")

    def log(self, view: GameState, since: int = 0) -> list[str]:
        return [_log_line(self.game, e) for e in view.log[since:]]

    def log_length(self, view: GameState) -> int:
        return len(view.log)

    def _cards(self, cards: list[str]) -> list[str]:
        return [card_name(self.content, c) for c in cards if c != HIDDEN]

    def board(self, view: GameState, seat: int | None) -> dict[str, Any]:
        c = self.content
        b = c.board
        sectors = []
        for s in (*b.outer, *b.inner):
            ships = [
                {
                    "id": ship.id,
                    "name": ship_name(ship.id),
                    "house": ship.house.capitalize(),
                    "class": word(ship.cls),
                    "damage": ship.damage,
                    "corrupted": ship.corrupted,
                    "crewed": bool(ship.crew),
                    "landed": bool(ship.planet),
                }
                for ship in sorted(view.ships.values(), key=lambda x: x.id)
                if ship.sector == s
            ]
            sectors.append(
                {
                    "id": s,
                    "name": sector_name(s),
                    "inner": s in b.inner,
                    "ships": ships,
                    "voidborn": view.voidborn.get(s, 0),
                    "shields": view.shields.get(s, 0),
                    "rift": s in view.rifts,
                    "planets": [
                        {
                            "name": card_name(c, p.card),
                            "cube": p.cube,
                            "occupied": bool(p.occupant),
                        }
                        for p in view.planets
                        if p.sector == s
                    ],
                    "frigates": [p.seat for p in view.players if p.frigate_sector == s],
                }
            )
        edges = sorted({tuple(sorted((a, x))) for a, xs in b.adjacent.items() for x in xs})
        players = []
        for p in view.players:
            own = p.seat == seat
            players.append(
                {
                    "seat": p.seat,
                    "name": self._player_name(p),
                    "crew": name(c.crews[p.crew].name) if p.crew else "",
                    "frigate_board": name(c.frigates[p.frigate_board].name)
                    if p.frigate_board
                    else "",
                    "rank": p.rank,
                    "tactics": p.tactics,
                    "resources": [{"name": word(r), "value": n} for r, n in sorted(p.pool.items())],
                    "stuck": sum(p.stuck.values()),
                    "corrupted": [i + 1 for i, k in enumerate(p.corrupted) if k],
                    "residue": p.residue,
                    "data": p.data,
                    "influence": [
                        {"name": h.capitalize(), "value": n} for h, n in p.influence.items() if n
                    ],
                    "figures": [
                        {
                            "name": render(f"rv.figure.{f}"),
                            "where": render("rv.show.home")
                            if not w
                            else render("rv.show.aside")
                            if w == "emergency"
                            else value_name(c, "space", w),
                        }
                        for f, w in p.figures.items()
                    ],
                    "hidden_influence": len(p.hi),
                    "hand_size": len(p.hand),
                    "hi": self._cards(p.hi) if own else [],
                    "hand": self._cards(p.hand) if own else [],
                    "agendas": self._cards([a for a in (p.fleet_agenda, p.personal_agenda) if a])
                    if own
                    else [],
                    "cadet_cards": [self._cards(cad) for cad in p.cadet_cards],
                    "frigate_cards": self._cards(p.frigate_cards),
                    "commands": self._cards(p.commands),
                }
            )
        return {
            "cycle": view.cycle,
            "phase": render(f"rv.show.phase.{view.phase}"),
            "class_names": [  # a ship's class is drawn as the first letters of its id
                {"short": k[:2].capitalize(), "name": word(k)}
                for k in ("arkship", "dropship", "fighter", "shuttle")
            ],
            "order": list(view.order),
            "sectors": sectors,
            "edges": [list(e) for e in edges],
            "players": players,
            "revenant": {
                "damage": view.revenant_damage,
                "top": card_name(c, view.display_top) if view.display_top else "",
                "bottom": card_name(c, view.display_bottom) if view.display_bottom else "",
                "protection": len(view.protection),
                "failure_deck": len(view.failure_deck),
            },
            "offer": self._cards(view.offer),
            "colony": card_name(c, view.colony) if view.colony else "",
            "council_deck": len(view.council_deck),
            "decks": {
                "hidden_influence": len(view.hi_deck),
                "planets": len(view.planet_deck),
                "colonies": len(view.colony_deck),
                "operations": sum(len(d) for d in view.op_decks.values()),
            },
        }

    def score_sheet(self, view: GameState) -> dict[str, Any] | None:
        """Final Prestige line by line (RV-END-01..13)."""
        if view.phase != "over":
            return None
        winners = self.game.winners(view)
        rows = [
            {
                "seat": sc.seat,
                "name": self._player_name(view.players[sc.seat]),
                "influence": sc.total,
                "lines": [{"source": _part(k), "influence": n} for k, n in sc.parts.items()],
                "winner": sc.seat in winners,
            }
            for sc in view.scores
        ]
        return {"rows": rows, "winners": winners, "points": say("server.rv.prestige")}

    def target(self, view: GameState, notation: str) -> str | None:
        """The board element an option is about: a sector, a ship (``ship:<id>``), or a card in
        the seat's hand or Hidden Influence (``card:<name>``)."""
        words = notation.split()
        if len(words) < 2:
            return None
        arg = words[-1]
        sectors = {*self.content.board.outer, *self.content.board.inner}
        if words[0] in ("move", "strafe", "sector") and arg in sectors:
            return arg
        if arg in view.ships:
            return f"ship:{arg}"
        if words[0] in ("play", "discard", "cash"):
            name = card_name(self.content, arg)
            return f"card:{name}" if name != arg else None
        return None

    def rule_text(self, rule_id: str) -> str:
        return ""

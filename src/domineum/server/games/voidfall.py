"""Voidfall through the server: lobby choices, the board JSON drawn by the browser, the log.

Everything here is built from a *view* (``VoidfallGame.view``), so a seat's payload can only
hold what that seat may see. The config's seed and the RNG are never copied out; decks and
face-down tokens appear only as counts.
"""

from __future__ import annotations

import json
from functools import cached_property
from importlib import resources
from typing import Any

from domineum.bots.base import Bot
from domineum.bots.random_bot import RandomBot
from domineum.kernel import messages
from domineum.kernel.errors import DomineumError
from domineum.server.adapter import Setup, SetupInvalid
from domineum.server.messages import either, say
from domineum.voidfall.content.schema import MapDef
from domineum.voidfall.core import modules
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.incursion import IncursionState
from domineum.voidfall.model.state import Config, GameState, Step
from domineum.voidfall.model.terms import FLEET_TYPES, MODULES, NOBODY
from domineum.voidfall.model.void import FREE, HARBINGER
from domineum.voidfall.modes.void import board as void_board
from domineum.voidfall.modes.void import scoring as void_scoring
from domineum.voidfall.modules.arsenal import present as arsenal_view
from domineum.voidfall.modules.incursion import present as incursion_view
from domineum.voidfall.modules.psionics import present as psionics_view
from domineum.voidfall.present.cardtext import term
from domineum.voidfall.present.log import note_text
from domineum.voidfall.rules.sectors import free_space

HIDDEN = "?"
# mode -> (fewest, most players); its name is ``server.mode.MODE`` (VF-MODE-01..03, VF-SOLO-SETUP;
# the tutorial of a competitive group or of one player, VF-MODE-07)
MODES = {"competitive": (2, 4), "solo": (1, 1), "coop": (2, 4), "tutorial": (1, 4)}
AGAINST_THE_VOID = ("solo", "coop")  # the modes with a difficulty
RESOURCE_NAMES = ("Food", "Energy", "Materials", "Credits", "Science")
TRACK_NAMES = ("Society", "Statecraft", "Economy")


def _source(key: str) -> str:
    """A score sheet row's words (VF-END), in the reader's language."""
    return either(f"server.vf.source.{key}", "server.vf.source.other")


class VoidfallAdapter:
    """The Voidfall game as the server plays it."""

    name = "voidfall"
    title = "Voidfall"
    bots: tuple[str, ...] = ("random", "greedy")

    def __init__(self) -> None:
        self.game = VoidfallGame()
        self.content = self.game.content
        self._names: dict[tuple[int, str], dict[str, str]] = {}  # by (id(table), language)

    @cached_property
    def _difficulties(self) -> list[str]:
        void = self.content.void
        return list(void.difficulties) if void is not None else []

    # -- lobby -------------------------------------------------------------------------------
    def lobby(self) -> dict[str, Any]:
        houses = [
            {"value": h.id, "label": messages.name(h.name)}
            for h in sorted(self.content.houses.values(), key=lambda h: h.number)
        ]
        maps = [
            {
                "value": m.id,
                "label": messages.name(m.name),
                "players": m.players,
                "mode": _map_mode(m),
            }
            for m in self.content.maps.values()
        ]
        return {
            "name": self.name,
            "title": self.title,
            "players": {"min": 1, "max": 4, "default": 2},
            "modes": [
                {"value": m, "label": say(f"server.mode.{m}"), "players": {"min": lo, "max": hi}}
                for m, (lo, hi) in MODES.items()
            ],
            "difficulties": [
                {"value": d, "label": messages.name(d.capitalize())} for d in self._difficulties
            ],
            "houses": houses,
            "maps": maps,
            "options": [
                {"value": "preselected_focus", "label": say("server.option.preselected_focus")},
                *(
                    {
                        "value": m,
                        "label": say(f"server.option.{m}"),
                        "modes": [mode for mode in MODES if modules.allowed_in(m, mode)],  # RS-MOD
                    }
                    for m in MODULES
                ),
            ],
            "bots": [{"value": b, "label": say(f"server.bot.{b}")} for b in self.bots],
        }

    def new_state(self, setup: Setup) -> GameState:
        opts = setup.options
        houses = tuple(str(h) for h in opts.get("houses", ()) if h)
        if houses and len(houses) != setup.players:
            raise SetupInvalid(say("server.setup.houses"))
        for h in houses:
            if h not in self.content.houses:
                raise SetupInvalid(say("server.setup.house", house=h))
        map_id = str(opts.get("map", "") or "")
        if map_id and map_id not in self.content.maps:
            raise SetupInvalid(say("server.setup.map", map=map_id))
        mode = str(opts.get("mode", "competitive") or "competitive")
        if mode not in MODES:
            raise SetupInvalid(say("server.setup.mode", mode=mode, known=", ".join(MODES)))
        lo, hi = MODES[mode]
        if not lo <= setup.players <= hi:
            raise SetupInvalid(
                say(
                    "server.mode.players",
                    mode=say(f"server.mode.{mode}"),
                    low=lo,
                    high=hi,
                    players=setup.players,
                )
            )
        rules: tuple[str, ...] = ()
        if mode in AGAINST_THE_VOID:
            level = str(opts.get("difficulty", "easy") or "easy")
            if level not in self._difficulties:
                known = ", ".join(self._difficulties)
                raise SetupInvalid(say("server.setup.difficulty", level=level, known=known))
            rules = (f"difficulty={level}",)
        config = Config(
            players=setup.players,
            houses=houses,
            seed=setup.seed,
            mode=mode,
            map=map_id,
            preselected_focus=bool(opts.get("preselected_focus", False)),
            options=rules,
            modules=tuple(m for m in MODULES if opts.get(m)),  # RS-MOD: refused by the game
        )
        try:
            return self.game.new_game(config)
        except (DomineumError, ValueError, KeyError) as exc:
            raise SetupInvalid(str(exc)) from None

    def make_bot(self, kind: str, seed: int) -> Bot:
        if kind == "random":
            return RandomBot(seed)
        if kind == "greedy":
            # The greedy bot's evaluation lives in the voidfall package (players.make_bot).
            from domineum.voidfall.ai.players import make_bot

            return make_bot("greedy", self.game, seed)
        raise KeyError(kind)

    # -- what the client draws -----------------------------------------------------------------
    def _name(self, table: dict[str, Any], key: str) -> str:
        """The printed name of a content id (the id itself if unknown; '?' stays '?')."""
        lang = messages.language()
        names = self._names.get((id(table), lang))
        if names is None:  # once per table and language: every state message names many
            names = self._names[(id(table), lang)] = {
                k: messages.name(str(getattr(v, "name", k))) for k, v in table.items()
            }
        found = names.get(key)
        return found if found is not None else messages.name(key)

    def seat_names(self, view: GameState) -> list[str]:
        return [
            say("server.house", house=self._name(self.content.houses, h.house)) for h in view.houses
        ]

    def prompt(self, view: GameState) -> str:
        if view.phase == "over" or not view.stack:
            return say("server.over")
        return either(f"server.vf.prompt.{type(view.stack[-1]).__name__}", "server.choose")

    def log(self, view: GameState, since: int = 0) -> list[str]:
        event = view.board.event
        return [note_text(self.content, n, event) for n in view.notes[since:]]

    def log_length(self, view: GameState) -> int:
        return len(view.notes)

    def _void(self, view: GameState) -> dict[str, Any] | None:
        """The Void's components as the table shows them (VF-MODE-03, VF-SOLO-CBOARD, -ALERT,
        -CRISIS, -CATAS, -HARB, -REFUGE, -ERASE): face-down decks as counts only."""
        v = view.void
        p = self.content.void
        if v is None or p is None:
            return None

        def space(item: str) -> dict[str, Any]:
            if item == FREE:
                return {"kind": "free", "name": ""}
            if item == HARBINGER:
                return {"kind": "harbinger", "name": messages.render("vf.void.view.harbinger")}
            card = void_board.crisis(self.content, item)
            return {
                "kind": "crisis",
                "name": messages.name(card.name),
                "text": messages.translate(card.text),
                "type": messages.render(f"vf.void.view.type.{card.type}"),
            }

        alert = None
        incursion_alert = incursion_view.alert_text(self.content, v.alert) if v.alert else None
        if incursion_alert is not None:  # a Voidfall, Rift Surge or Dual Situation card (RS-INC)
            alert = {"kind": "Incursion", "text": incursion_alert}
        elif v.alert:
            card = p.alerts[v.alert]
            name = messages.name(card.name)
            if card.kind == "war":
                modifier = card.skirmish[min(view.cycle, len(card.skirmish)) - 1]
                alert = {
                    "kind": "War",
                    "text": say("server.vf.alert.war", name=name, modifier=f"{modifier:+d}"),
                }
            else:
                alert = {
                    "kind": "Situation",
                    "text": say("server.vf.alert.situation", name=name, tier=card.tier),
                }
        crisis = None
        if v.current_crisis:
            current = void_board.crisis(self.content, v.current_crisis)
            crisis = {
                "name": messages.name(current.name),
                "type": messages.render(f"vf.void.view.type.{current.type}"),
                "text": messages.translate(current.text),
            }
        cost = void_board.economic_cost(view, self.content)
        event = view.board.event
        explained = [
            note_text(self.content, n, event) for n in view.notes if n.msg.startswith("vf.void.")
        ]
        return {
            "difficulty": messages.name(v.difficulty.capitalize()),
            "catastrophes": v.catastrophes,
            "catastrophe_spaces": p.board.catastrophe_spaces,
            "alert": alert,
            "alert_deck": len(v.alert_deck),
            "alert_discard": len(v.alert_discard),
            "current_crisis": crisis,
            "crisis_decks": {t: len(d) for t, d in sorted(v.crisis_decks.items())},
            "military": [space(x) for x in v.military],
            "military_modifier": void_board.military_modifier(view, self.content),
            "economic": [space(x) for x in v.economic],
            "economic_cost": [{"name": term("resource", r), "value": n} for r, n in cost.items()],
            "harbinger_supply": v.harbinger_supply,
            "harbingers": dict(sorted(v.harbingers.items())),
            "refuges": [
                {"placed": n, "spaces": size}
                for n, size in zip(v.refuge_fp, v.refuge_spaces, strict=True)
            ],
            "erased": [self._name(self.content.technologies, t) for t in v.erased],
            "influence": v.influence if v.result else void_scoring.influence(view, self.content),
            "result": v.result,
            "explained": explained[-12:],
        }

    def _resurgence(self, view: GameState) -> list[str]:
        """The pieces of the Resurgence modules in play, in words, as ``voidfall show`` writes
        them: each Vanguard tile (RS-VANG), the Voidborn by type (RS-ARSENAL) and Incursion's
        Rifts, Civil Defense and rows (RS-INC; its lines include the Voidborn by type)."""
        modules = view.config.modules
        out = [
            messages.render(
                "vf.psi.board.seat_tile",
                seat=s,
                tile=psionics_view.vanguard_line(self.content, view, s),
            )
            for s in (view.seats if "psionics" in modules else ())
        ]
        if "incursion" in modules:
            return out + [line.strip() for line in incursion_view.lines(self.content, view)]
        if "arsenal" in modules:
            out += arsenal_view.typed_voidborn(view)
        return out

    def board(self, view: GameState, seat: int | None) -> dict[str, Any]:
        c = self.content
        b = view.board
        sectors = []
        inc = view.incursion
        for s in view.galaxy.sectors:
            sectors.append(
                {
                    "id": s.id,
                    "type": self._name(c.sector_types, s.type),
                    "home_of": s.home_of,
                    "controller": s.controller(),
                    "population": s.population,
                    "corrupted": s.corrupted,
                    "guilds": [
                        {
                            "filled": g or sp.printed,
                            "name": term("building", g or sp.printed) if g or sp.printed else "",
                            "upkeep": sp.upkeep,
                        }
                        for sp, g in zip(s.guild_spaces, s.guilds, strict=True)
                    ],
                    "installations": [
                        {
                            "filled": g or sp.printed,
                            "name": term("building", g or sp.printed) if g or sp.printed else "",
                            "upkeep": sp.upkeep,
                        }
                        for sp, g in zip(s.installation_spaces, s.installations, strict=True)
                    ],
                    "fleets": {t: n for t, n in sorted(s.fleets.items()) if n},
                    "voidborn": s.voidborn,
                    # by type, when some are of a Voidborn Arsenal type (RS-ARSENAL-01)
                    "voidborn_types": arsenal_view.typed_words(s) if s.arsenal else "",
                    "glory": list(s.glory),
                    "bounty": len(s.bounty),
                    "reclaim": len(s.reclaim),
                    "fallen_house": s.fallen_house,
                    "vanguard": s.vanguard,  # the seat whose Vanguard stands here (RS-VANG-04)
                    # Incursion: its Rift, unopened or open, by type (RS-INC-04, RS-INCFOCUS-08),
                    # and the seat whose Civil Defense token is here (RS-CIVDEF-01)
                    "rift": _rift(inc, s.id),
                    "civil_defense": inc.civil_defense.get(s.id, NOBODY) if inc else NOBODY,
                }
            )
        houses = []
        for i, h in enumerate(view.houses):
            own = seat == i
            houses.append(
                {
                    "seat": i,
                    "house": self._name(c.houses, h.house),
                    "influence": h.influence,
                    "resources": [
                        {"name": term("resource", n.lower()), "value": v}
                        for n, v in zip(RESOURCE_NAMES, h.resources, strict=True)
                    ],
                    "fp_inactive": h.fp_inactive,
                    "fp_active": h.fp_active,
                    "tracks": [
                        {"name": n, "label": term("track", n.lower()), "value": v, "corrupted": k}
                        for n, v, k in zip(TRACK_NAMES, h.tracks, h.track_corrupted, strict=True)
                    ],
                    "technologies": [
                        {"name": self._name(c.technologies, t), "improved": lvl == "improved"}
                        for t, lvl in h.technologies.items()
                    ],
                    "agendas": [
                        {
                            "name": self._name(c.agendas, a),
                            "corrupted": h.agenda_corrupted[k],
                            "trade": h.agenda_trade[k],
                        }
                        for k, a in enumerate(h.agendas)
                    ],
                    "hand_size": len(h.agenda_hand),
                    "hand": (
                        [self._name(c.agendas, a) for a in h.agenda_hand if a != HIDDEN]
                        if own
                        else []
                    ),
                    "focus_hand": [self._name(c.focus_cards, f) for f in h.focus_hand],
                    "focus_played": [self._name(c.focus_cards, f) for f in h.focus_discard],
                    "trade_tokens": h.trade_tokens,
                    "glory": list(h.glory),
                    "corruption": h.corruption_on_mat,
                }
            )
        event = c.events.get(b.event)
        return {
            "mode": view.config.mode,
            "void": self._void(view),
            "resurgence": self._resurgence(view),
            "cycle": view.cycle,
            "round": view.round,
            "phase": view.phase,
            "phase_name": term("phase", view.phase),
            "event": {"name": messages.name(event.name), "rounds": event.rounds} if event else None,
            "turn_order": list(b.turn_order),
            "trade_ladder": list(b.trade_ladder),
            "sectors": sectors,
            "edges": [list(e) for e in view.galaxy.edges],
            "voidstorms": [list(e) for e in view.galaxy.voidstorms],
            "houses": houses,
            "agenda_offer": [
                {
                    "type": t.capitalize(),
                    "label": term("agenda_type", t),
                    "name": self._name(c.agendas, a),
                }
                for t, a in b.agenda_offer.items()
            ],
            "improved_offer": [self._name(c.technologies, t) for t in b.improved_offer],
            "fleet_names": {t: term("fleet", t) for t in FLEET_TYPES},
            "technologies": [
                {"name": self._name(c.technologies, t), "copies": len(p)}
                for t, p in b.tech_piles.items()
            ],
            "decks": {
                "events": [len(d) for d in b.event_decks],
                "agendas": sum(len(d) for d in b.agenda_decks.values()),
                "improved": len(b.improved_deck),
                "bounty": len(b.bounty_pile),
                "reclaim": len(b.reclaim_pile),
            },
        }

    def score_sheet(self, view: GameState) -> dict[str, Any] | None:
        if view.phase != "over":
            return None
        winners = self.game.winners(view)
        rows = []
        for i, h in enumerate(view.houses):
            rows.append(
                {
                    "seat": i,
                    "name": say("server.house", house=self._name(self.content.houses, h.house)),
                    "influence": h.influence,
                    "lines": [
                        {
                            "source": _source(k),
                            "influence": v,
                        }
                        for k, v in sorted(h.influence_sheet.items())
                    ],
                    "winner": i in winners,
                }
            )
        v = view.void
        if v is not None:  # the Void's own sheet beside the players' (VF-SOLO-SCORE-01)
            rows.append(
                {
                    "seat": None,
                    "name": say("server.void"),
                    "influence": v.influence,
                    "lines": [
                        {"source": messages.render(f"vf.void.score.{k}"), "influence": n}
                        for k, n in v.sheet.items()
                    ],
                    "winner": v.result == "lost",
                }
            )
        return {"rows": rows, "winners": winners}

    def target(self, view: GameState, notation: str) -> str | None:
        """The board element an option is about, named as the board JSON names it: a sector
        id (a move's destination), ``fleet:<sector>:<type>``, ``tech:<name>``,
        ``offer:<type>`` (a face-up Agenda), ``hand:<name>`` (an Agenda in hand),
        ``focus:<name>``, ``track:<name>``, ``slot:<n>`` (an Agenda slot), or
        ``guild:<sector>:<k>`` / ``installation:<sector>:<k>`` (the k-th space of a row)."""
        c = self.content
        words = notation.split()
        if not words:
            return None
        kind, args = words[0], words[1:]
        if kind in ("guild", "build") and args:
            return self._space(view, "guild" if kind == "guild" else "installation", args[0])
        ids = {s.id for s in view.galaxy.sectors}
        if kind in ("recall", "join") and len(args) == 2 and args[0] in ids:
            return f"fleet:{args[0]}:{args[1]}"
        if kind == "tech" and args:
            return f"tech:{self._name(c.technologies, args[0])}"
        if kind in ("offer", "draw") and args and args[0] in view.board.agenda_offer:
            return f"offer:{args[0].capitalize()}"
        if kind == "agenda" and args and args[0] in c.agendas:
            return f"hand:{self._name(c.agendas, args[0])}"
        if kind == "focus" and args:
            return f"focus:{self._name(c.focus_cards, args[0])}"
        if kind in ("track", "spot") and args and args[0].capitalize() in TRACK_NAMES:
            return f"track:{args[0].capitalize()}"
        if kind in ("slot", "store") and args and args[0].isdigit():
            return f"slot:{args[0]}"
        found = [w for w in args if w in ids]
        return found[-1] if found else None

    def _space(self, view: GameState, row: str, token: str) -> str | None:
        """The space a Guild/Installation option is about, once its sector is chosen: the
        space the token goes on (the next in build order, VF-GUILD-07) or, when destroying, the
        first space holding it (VF-GUILD-10). ``None`` when the space is not on the board yet
        (an extra Home Guild space, added when the Guild is established)."""
        top = view.stack[-1] if view.stack else None
        if not isinstance(top, Step) or not top.picks:
            return None
        sector = view.galaxy.sector(top.picks[0])
        placed = sector.guilds if row == "guild" else sector.installations
        if top.effect.op == "destroy":
            index = placed.index(token) if token in placed else None
        else:
            index = free_space(sector, row)
        return None if index is None else f"{row}:{sector.id}:{index}"

    @cached_property
    def _rules(self) -> dict[str, str]:
        text = resources.files("domineum.voidfall").joinpath("rules_index.json").read_text("utf-8")
        index: dict[str, str] = json.loads(text)
        return index

    def rule_text(self, rule_id: str) -> str:
        """The rule's text, in the reader's language (the catalog keys it by its rule ID)."""
        return messages.translate(self._rules.get(rule_id, ""), context=rule_id)


def _rift(inc: IncursionState | None, sector: str) -> dict[str, Any] | None:
    """A sector's Rift for the map: open or not, and its types (``I/II``); None without one."""
    if inc is None:
        return None
    if sector in inc.open_rifts:
        return {"open": True, "types": "/".join(inc.open_rifts[sector])}
    if sector in inc.unopened:
        return {"open": False, "types": "/".join(inc.unopened[sector])}
    return None


def _map_mode(m: MapDef) -> str:
    """The mode a map is for: tutorial maps, co-op maps, the one-player solo maps, the
    competitive ones."""
    if m.tutorial:
        return "tutorial"
    return "coop" if m.coop else "solo" if m.players == 1 else "competitive"

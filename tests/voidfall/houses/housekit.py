"""Helpers for the House tests: positions on the bundled pack, a decision driver, checkers.

Positions are 2-player games on the map ``x01-2p`` (the first 2-player map): seat 0 has its Home
on ``s25`` and its Outpost on ``s19``; ``s20`` and ``s24`` are next to both, ``s18`` is next to
``s19`` and ``s24``. Seat 0 plays first, in the Actions step of a turn of Cycle 2; the Galactic
Event is Rally the Guilds, which has no lasting box (others change Preferred Focus costs).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from domineum.voidfall.core.stack import push_step
from domineum.voidfall.engine import flow
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import Battle, ChooseAction, Cleanup, GameState, Note
from domineum.voidfall.model.terms import (
    AGENDA_TYPES,
    FLEET_POWER_CUBES,
    FLEET_TYPES,
    RESOURCES,
    TRACKS,
)
from domineum.voidfall.notation.position import load_position
from domineum.voidfall.rules import civilization, fleet, production
from tests.voidfall.engine import gamekit

HOME, OUTPOST = "s25", "s19"
QUIET_EVENT = "rally_the_guilds"  # Cycle 2, three boxes resolved in Preparation only
RICH = {"food": 6, "energy": 6, "materials": 6, "credits": 6, "science": 6}
SLOT2 = [False, True, False, False]  # a Corruption above Agenda slot 2, for "remove" effects
NO_FLEETS: dict[str, int] = dict.fromkeys(FLEET_TYPES, 0)  # patches merge: zeros clear fleets


def fleets(**amounts: int) -> dict[str, int]:
    """A sector's whole fleets (types not named are cleared)."""
    return {**NO_FLEETS, **amounts}


EMPTY_SECTOR: dict[str, Any] = {
    "corrupted": False,
    "voidborn": 0,
    "glory": [],
    "bounty": [],
    "reclaim": [],
    "fleets": NO_FLEETS,
    "owner": -1,
}


@cache
def game() -> VoidfallGame:
    return VoidfallGame()


def position(
    house: str,
    *,
    other: str = "",
    focus: str = "production",
    seed: int = 3,
    **extra: Any,
) -> GameState:
    """Seat 0 plays ``house`` (``house/b`` for Origin B) against ``other`` in its Actions step;
    ``extra`` are position overrides (docs/notation.md). Inactive FP are set so that each seat
    has 14 FP in total (VF-COMP-04)."""
    name = house.split("/")[0]
    opponent = other or ("belitan" if name != "belitan" else "valnis")
    data: dict[str, Any] = {
        "base": {"players": 2, "houses": [house, opponent], "seed": seed, "map": "x01-2p"},
        "cycle": 2,
        "phase": "focus",
        "board": {
            "turn_order": [0, 1],
            "event": QUIET_EVENT,
            "offer_corrupted": dict.fromkeys(AGENDA_TYPES, False),
        },
        "turn": {"seat": 0, "focus": focus},
        "stack": [{"kind": "choose_action", "seat": 0}],
    }
    for key, value in extra.items():
        if key in data and isinstance(data[key], dict) and isinstance(value, dict):
            data[key] = {**data[key], **value}
        else:
            data[key] = value
    data["sectors"] = _pure_homes_and_outposts(data.get("sectors", {}))
    state = load_position(data, game())
    for sector in state.galaxy.sectors:
        sector.fleets = {t: n for t, n in sector.fleets.items() if n}
        if not sector.fleets and sector.home_of < 0:
            sector.owner = -1
    for seat in state.seats:
        house_state = state.houses[seat]
        deployed = fleet.deployed(state, seat)
        house_state.fp_inactive = FLEET_POWER_CUBES - house_state.fp_active - deployed
    return state


def _pure_homes_and_outposts(patched: dict[str, Any]) -> dict[str, Any]:
    """These positions start with Pure Homes and Outposts, whatever the Origins (an Origin's
    starting Corruption is tested in tests/voidfall/engine/test_origin_setup.py); a patch that
    sets ``corrupted`` wins."""
    content = game().content
    out = dict(patched)
    for ms in content.maps["x01-2p"].sectors:
        if ms.home_seat >= 0 or ms.outpost_seat >= 0:
            immune = content.sector_types[ms.type].corruption_immune
            out[ms.id] = {"corrupted": False, "corruption_immune": immune, **out.get(ms.id, {})}
    return out


def sector(state: GameState, sector_id: str) -> Any:
    return state.galaxy.sector(sector_id)


def play(state: GameState, *actions: str) -> GameState:
    """Apply actions by notation, in order."""
    return gamekit.play(game(), state, *actions)


def names(state: GameState) -> list[str]:
    """The notations of the legal actions now."""
    return gamekit.names(game(), state)


def effect(state: GameState, op: str, seat: int = 0, **args: Any) -> GameState:
    """Push a primitive as a benefit would (its automatic part runs), then settle."""
    push_step(state, game().content, seat, Effect(op, args), cost=False)
    flow.settle(state, game().content)
    return state


def first_choice(options: list[str]) -> str:
    """The driver's default policy: the first option that is not a pass."""
    useful = [o for o in options if o not in ("done", "end")]
    return useful[0] if useful else options[0]


def drive(
    state: GameState, policy: Callable[[list[str]], str] = first_choice, limit: int = 200
) -> GameState:
    """Answer every decision with ``policy`` until the action being resolved is over: seat 0 is
    back to choosing an action, or (no action left) in Cleanup."""
    for _ in range(limit):
        top = state.stack[-1] if state.stack else None
        if top is None or isinstance(top, (ChooseAction, Cleanup)):
            return state
        state = play(state, policy(names(state)))
    raise AssertionError("the decisions did not end")


def take(state: GameState, n: int, *choices: str) -> GameState:
    """Take action ``n`` of the turn's Focus card, make ``choices``, then :func:`drive`."""
    return drive(play(state, f"take {n}", *choices))


def gain_tech(state: GameState, tech: str, level: str = "basic") -> GameState:
    """Seat 0 gains ``tech`` through ``gain_technology`` (VF-TECH-05, -12); its immediate effect
    is then pending."""
    state = effect(state, "gain_technology", level=level)
    return play(state, f"{'tech' if level == 'basic' else 'improve'} {tech}")


def invade(state: GameState, target: str, *joins: str, **args: Any) -> GameState:
    """Resolve an ``invade`` effect: the target, the FP sent (``"s19 corvette"``), then start."""
    state = effect(state, "invade", **args)
    state = play(state, f"sector {target}", *(f"join {j}" for j in joins))
    top = state.stack[-1]
    if isinstance(top, Battle) and top.stage == "move":
        state = play(state, "done")
    return state


def voidborn(fp: int, **fields: Any) -> dict[str, Any]:
    """A Corrupted Voidborn sector patch: ``fp`` Voidborn FP, Population 2, Glory 1."""
    return {
        **EMPTY_SECTOR,
        "population": 2,
        "corrupted": True,
        "voidborn": fp,
        "glory": [1],
        "guilds": ["", "", ""],
        "installations": ["", "", ""],
        **fields,
    }


def stock(state: GameState, seat: int = 0) -> dict[str, int]:
    house = state.houses[seat]
    return {r: house.resource(r) for r in RESOURCES}


def level(state: GameState, resource: str, seat: int = 0) -> int:
    return production.level(state, game().content, seat, resource)


def notes(state: GameState, msg: str) -> list[Note]:
    return [n for n in state.notes if n.msg == msg]


# --- Scoring -------------------------------------------------------------------------------

# One fixed empire for every starting Agenda (seat 0). Counts an Agenda may ask for:
#   Pure sectors 3 (Home s25 Pop 3, s19 Pop 5, s24 Pop 6); s20 (Pop 4) is Corrupted.
#   Pure Guilds 5: Farmers' and Bankers' (s25), Engineers' and Miners' (s19), Scientists' (s24).
#   Pure sectors with a Shipyard 2 (s25, s19), with a Sector Defense 1 (s19).
#   FP in Pure sectors 6: 1 Corvette (s25), 2 Corvettes (s19), Corvette + Sentry + Carrier (s24).
#   Population: total Pure 14; Pure sectors with Population 5 exactly: 1, 6: 1, 4 or more: 2.
#   Stock: Food 9, Energy 8, Materials 2, Credits 3, Science 8 (3 types at 8+, least 2).
#   Tracks: Society Tier 1, Statecraft Tier 2, Economy Corrupted; a Corruption above slot 2
#   (2 Corruption on the mat). Glory 2 + 3; 3 Bounty and 2 Reclaim tokens kept.
SCORING_SECTORS: dict[str, Any] = {
    "s25": {"population": 3, "guilds": ["farmers", "bankers"], "installations": ["shipyard"]},
    "s19": {
        **EMPTY_SECTOR,
        "population": 5,
        "owner": 0,
        "fleets": fleets(corvette=2),
        "guilds": ["engineers", "miners", ""],
        "installations": ["sector_defense", "shipyard", ""],
    },
    "s24": {
        **EMPTY_SECTOR,
        "population": 6,
        "owner": 0,
        "fleets": fleets(corvette=1, sentry=1, carrier=1),
        "guilds": ["scientists", "", ""],
        "installations": ["", "", ""],
    },
    "s20": {
        **EMPTY_SECTOR,
        "population": 4,
        "corrupted": True,
        "owner": 0,
        "fleets": fleets(corvette=3),
        "guilds": ["bankers", "", ""],
        "installations": ["shipyard", "", ""],
    },
}


def scoring_position(house: str, **house_patch: Any) -> GameState:
    """The fixed empire above, at Evaluation step 4 (Agendas are scored, VF-EVAL-16)."""
    sectors = {sid: dict(patch) for sid, patch in SCORING_SECTORS.items()}
    sectors["s25"]["fleets"] = fleets(corvette=1)
    patch: dict[str, Any] = {
        "resources": {"food": 9, "energy": 8, "materials": 2, "credits": 3, "science": 8},
        "tracks": [3, 5, 1],
        "track_corrupted": [False, False, True],
        "agenda_corrupted": [False, True, False, False],
        "glory": [2, 3],
        "bounty_kept": ["b1#0", "b1#1", "b1#2"],
        "reclaim_kept": ["r1#0", "r1#1"],
        **house_patch,
    }
    return position(
        house,
        sectors=sectors,
        houses={"0": patch},
        phase="evaluation",
        stack=[{"kind": "phase", "seat": -1, "name": "evaluation", "stage": 4}],
    )


def starting_agenda_score(state: GameState) -> int:
    """Run Evaluation step 4 and return what seat 0's starting Agenda scored."""
    agenda = state.houses[0].agendas[0]
    flow.settle(state, game().content)
    scored = [n for n in notes(state, "vf.note.agenda_scored") if n.params["seat"] == 0]
    return sum(int(n.params["amount"]) for n in scored if n.params["agenda"] == agenda)


def production_bonus(house: str, resource: str) -> int:
    """Levels of ``resource`` seat 0's starting Agenda adds (VF-PROD-06): the Yield gained by
    producing it with only a Home without Guilds, with the Agenda and without it."""
    gained = []
    for agenda in (None, ""):
        patch: dict[str, Any] = {"resources": dict.fromkeys(RESOURCES, 0)}
        if agenda is not None:
            patch["agendas"] = [agenda, "", "", ""]
        state = position(
            house,
            sectors={"s25": {"guilds": ["", ""]}, OUTPOST: {"guilds": ["", "", ""]}},
            houses={"0": patch},
        )
        state = effect(state, "produce", resources=[resource])
        gained.append(state.houses[0].resource(resource))
    return gained[0] - gained[1]


# --- Civilization tracks --------------------------------------------------------------------


def _counts(state: GameState) -> dict[str, int]:
    """Quantities a track benefit can raise, for seat 0."""
    house = state.houses[0]
    mine = state.galaxy.controlled_by(0)
    return {
        "stock": sum(house.resources),
        "influence": house.influence,
        "population": sum(s.population for s in mine if s.is_pure),
        "corruption": house.corruption_on_mat + sum(1 for s in mine if s.corrupted),
        "agendas": len(house.agenda_hand),
        "technologies": len(house.technologies),
        "improved": sum(1 for lv in house.technologies.values() if lv == "improved"),
        "inactive": house.fp_inactive,
        "deployed": fleet.deployed(state, 0),
        "installations": sum(len(s.filled("installation")) for s in mine),
        "guilds": sum(len(s.filled("guild")) for s in mine),
        "trade": house.trade_tokens,
        "bounty": len(house.bounty_kept),
        "glory": sum(house.glory),
        "track_moves": sum(house.tracks),
    }


def _least(op: Effect, state: GameState) -> dict[str, int]:
    """The least each counted quantity must rise by when ``op`` resolves (first-option play)."""
    args = op.args
    if op.op == "gain":
        return {"stock": sum(int(str(v)) for v in args.values())}
    if op.op == "gain_any":
        return {"stock": int(str(args.get("amount", 1)))}
    if op.op == "produce":
        return {"stock": 1}
    if op.op == "influence":
        return {"influence": int(str(args["amount"]))}
    if op.op == "influence_per":
        return {"influence": 1}
    if op.op == "grow":
        return {"population": int(str(args.get("amount", 1)))}
    if op.op == "remove_corruption":
        return {"corruption": -1}
    if op.op == "gain_agenda":
        return {"agendas": 1}
    if op.op == "gain_technology":
        return {"technologies": 1} if args.get("level") == "basic" else {"track_moves": 0}
    if op.op == "activate":
        return {"inactive": -int(str(args.get("amount", 1)))}
    if op.op == "deploy":
        return {"deployed": 1}
    if op.op == "build":
        return {"installations": 1}
    if op.op == "establish":
        return {"guilds": 1}
    if op.op == "gain_trade":
        return {"trade": 1}
    if op.op == "gain_bounty":
        return {"bounty": 1}
    if op.op == "upgrade_glory":
        return {"glory": 1}
    return {}


def last_space_influence(house: str, track: str) -> int:
    """The Influence ``house`` gains by advancing its marker onto space 8 of ``track``."""
    state = track_ready(house, track, 7)
    state.houses[0].fp_active = 5
    influence = state.houses[0].influence
    state = drive(effect(state, "advance", track=track))
    return state.houses[0].influence - influence


def track_ready(house: str, track: str, space: int) -> GameState:
    """Seat 0's marker on ``track`` just before ``space`` (1..7), with what any benefit needs: a
    Corruption above slot 2, resources, Active and Inactive FP, free spaces, the Home to grow,
    something for every countable (the Outpost at Population 6 with a Scientists' Guild, an
    Improved Technology)."""
    tracks = [0, 0, 0]
    tracks[TRACKS.index(track)] = space - 1
    return position(
        house,
        sectors={
            OUTPOST: {
                "population": 6,
                "fleets": fleets(corvette=2),
                "guilds": ["farmers", "scientists", ""],
                "installations": ["", "", ""],
            }
        },
        houses={
            "0": {
                "tracks": tracks,
                "fp_active": 3,
                "technologies": {"targeting": "improved"},
                "agenda_corrupted": [False, True, False, False],
                "resources": {"food": 5, "energy": 5, "materials": 5, "credits": 5, "science": 5},
            }
        },
    )


def _expect(state: GameState, track: int, space: int, need: dict[str, int]) -> None:
    """Add what entering ``space`` of ``track`` must change: its entry deactivation (VF-CIV-08),
    the marker move, and its benefit, following skips and advances (VF-CIV-10)."""
    house = state.houses[0]
    add = {"inactive": civilization.ENTRY_DEACTIVATION[space], "track_moves": 1}
    for op in game().content.track_space(house.house, track, space):
        if op.op == "skip" and space < civilization.LAST_SPACE:
            _expect(state, track, space + 1, need)
        elif op.op == "advance" and op.args.get("track") in TRACKS:
            other = TRACKS.index(str(op.args["track"]))
            _expect(state, other, house.tracks[other] + 1, need)
        else:
            for key, amount in _least(op, state).items():
                add[key] = add.get(key, 0) + amount
    for key, amount in add.items():
        need[key] = need.get(key, 0) + amount


def check_track_space(house: str, track: str, space: int) -> list[str]:
    """Advance ``track`` onto ``space`` through the engine and check that the space's benefit
    was gained (VF-CIV-02, VF-CIV-03, VF-CIV-10); returns the problems found."""
    state = track_ready(house, track, space)
    need: dict[str, int] = {}
    _expect(state, TRACKS.index(track), space, need)
    before = _counts(state)
    state = drive(effect(state, "advance", track=track))
    after = _counts(state)
    problems: list[str] = []
    for key in ("inactive", "track_moves"):  # exact
        change = after[key] - before[key]
        if change != need.pop(key):
            problems.append(f"{track} {space}: {key} changed by {change}")
    for key, amount in need.items():  # at least (a reward may bring more)
        change = after[key] - before[key]
        if (amount >= 0 and change < amount) or (amount < 0 and change > amount):
            problems.append(f"{track} {space}: {key} changed by {change}, expected {amount}")
    benefit = game().content.track_space(house.split("/")[0], TRACKS.index(track), space)
    if all(op.op == "nothing" for op in benefit):
        ignored = ("track_moves", "inactive")
        changed = [k for k in before if k not in ignored and before[k] != after[k]]
        if changed:
            problems.append(f"{track} {space}: an empty space changed {changed}")
    return problems


def check_house_tracks(house: str) -> list[str]:
    """Every space 1..7 of the House's own three tracks (VF-CIV-03: House variant)."""
    problems: list[str] = []
    for track in TRACKS:
        for space in range(1, 8):
            problems += check_track_space(house, track, space)
    return problems


# --- Fallen House --------------------------------------------------------------------------


def fallen_position(fallen: str, conqueror: str = "", **house_patch: Any) -> GameState:
    """``s24`` holds the Fallen House card of ``fallen`` (Corrupted, 2 Sector Defenses, Glory 1),
    next to seat 0's Home (3 Corvettes) and Outpost (3 Corvettes); seat 0 is about to invade it
    with a Conquest Focus and both of ``fallen``'s Technologies are in the display."""
    techs = sorted(
        t.id for t in game().content.technologies.values() if t.house == fallen and not t.updates
    )
    seat0 = conqueror or ("valnis" if fallen != "valnis" else "belitan")
    seat1 = "dunlork" if "dunlork" not in (fallen, seat0) else "cortozaar"
    return position(
        seat0,
        other=seat1,
        focus="conquest",
        sectors={
            HOME: {"fleets": fleets(corvette=3)},
            OUTPOST: {"fleets": fleets(corvette=3), "guilds": ["", "", ""]},
            "s24": {
                **EMPTY_SECTOR,
                "type": "fallen_house",
                "fallen_house": fallen,
                "population": 2,
                "corrupted": True,
                "glory": [1],
                "guilds": ["", "", ""],
                "installations": ["sector_defense", "sector_defense", ""],
            },
        },
        board={"tech_piles": {t: [0, 4] for t in techs}},
        houses={"0": {"resources": {"energy": 5}, **house_patch}},
    )


def conquer_fallen(state: GameState, tech: str = "") -> GameState:
    """Engage (Conquest action 1): invade s24 with all 5 Corvettes; take ``tech`` (or none)."""
    state = play(state, "take 1", "effect 1", "sector s24")
    state = play(state, *["join s25 corvette"] * 3, *["join s19 corvette"] * 2, "done")
    return play(state, f"tech {tech}" if tech else "done")


def card_position(
    house: str, focus: str, sectors: dict[str, Any] | None = None, **house_patch: Any
) -> GameState:
    """Seat 0 of ``house`` plays the Focus ``focus`` with plenty of every resource and a
    Corruption above Agenda slot 2, so that each House Focus action can be paid and resolved."""
    patch = {"resources": RICH, "agenda_corrupted": SLOT2, **house_patch}
    extra: dict[str, Any] = {"sectors": sectors} if sectors else {}
    return position(house, focus=focus, houses={"0": patch}, **extra)

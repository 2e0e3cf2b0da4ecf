"""Tiny in-memory content and positions for the economy/empire rule tests, and stack drivers.

The default position (seat 0 = "you", 2 players):
  s1  your Home (Population 3, corruption-immune), 2 Corvette FP
  s2  your Pure sector, Population 2, 1 Corvette FP
  s3  your Corrupted sector, Population 3, 1 Corvette FP
  s4  a Voidborn sector (2 Voidborn FP), Population 2, adjacent to s2 and s3
  s5  seat 1's Home, 2 Corvette FP of seat 1
Every sector has 3 Guild and 3 Installation spaces, the rightmost showing Upkeep.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from domineum.kernel.rng import Rng
from domineum.voidfall.content.loader import Content
from domineum.voidfall.content.schema import (
    Agenda,
    CivilizationTracks,
    Objective,
    SectorType,
    Tables,
    TechLevel,
    Technology,
    TokenFace,
)
from domineum.voidfall.core.primitive import Choice, Refusal, primitive
from domineum.voidfall.core.stack import ctx_for, push_step, step_choose, step_options
from domineum.voidfall.model.board import GalacticBoard
from domineum.voidfall.model.effect import CardAction, Effect
from domineum.voidfall.model.galaxy import Galaxy, Sector, Space
from domineum.voidfall.model.house import HouseState
from domineum.voidfall.model.state import Config, GameState, Step
from domineum.voidfall.model.terms import FLEET_POWER_CUBES, TRACKS

HOUSE = "testhouse"
YIELD_STANDARD = [0, 1, 1, 2, 3, 3, 4, 4, 5, 6, 8, 10, 12, 15]  # T-01
YIELD_CREDITS = [0, 1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 5, 6, 8]

Raw = dict[str, Any]

# Civilization spaces by index 0..7 (space 0 is where markers start; its benefit is never taken).
TRACK_SPACES: dict[str, list[list[Raw]]] = {
    "society": [
        [{"op": "nothing"}],
        [{"op": "gain", "food": 1}],
        [{"op": "skip"}],
        [{"op": "gain", "energy": 1}],
        [{"op": "influence", "amount": 2}],
        [{"op": "gain", "materials": 1}],
        [{"op": "influence", "amount": 5}],
        [{"op": "influence", "amount": 20}],
    ],
    "statecraft": [
        [{"op": "nothing"}],
        [{"op": "gain", "science": 1}],
        [{"op": "influence", "amount": 1}],
        [{"op": "gain", "credits": 1}],
        [{"op": "influence", "amount": 1}],
        [{"op": "skip"}],
        [{"op": "influence", "amount": 3}],
        [{"op": "influence", "amount": 8}],
    ],
    "economy": [
        [{"op": "nothing"}],
        [{"op": "gain", "credits": 1}],
        [{"op": "gain", "science": 1}],
        [{"op": "influence", "amount": 4}],
        [{"op": "gain", "food": 2}],
        [{"op": "influence", "amount": 2}],
        [{"op": "influence", "amount": 3}],
        [{"op": "influence", "amount": 6}],
    ],
}

TRADE_BONUSES = [  # T-04, top to bottom
    TokenFace("t1", 1, "seed", [{"op": "influence", "amount": 3}]),
    TokenFace("t2", 1, "seed", [{"op": "activate"}]),
    TokenFace("t3", 1, "seed", [{"op": "gain", "credits": 2}, {"op": "gain", "science": 2}]),
    TokenFace(
        "t4", 1, "seed", [{"op": "gain_any", "amount": 2, "among": ["food", "energy", "materials"]}]
    ),
    TokenFace("t5", 1, "seed", [{"op": "gain_bounty"}]),
    TokenFace("t6", 1, "seed", [{"op": "gain", "science": 1}]),
]

BOUNTY_FACES = [
    TokenFace(
        "b_food", 2, "authored", [{"op": "gain", "food": 2}, {"op": "influence", "amount": 1}]
    ),
    TokenFace(
        "b_sci",
        2,
        "authored",
        [{"op": "gain", "science": 1}, {"op": "influence", "amount": 1}],
        combine="any",
    ),
]
RECLAIM_FACES = [
    TokenFace(
        "r_sci",
        3,
        "authored",
        [{"op": "establish", "guild": "scientists", "where": "same"}, {"op": "gain_any"}],
    ),
    TokenFace(
        "r_defense",
        3,
        "authored",
        [
            {"op": "build", "installation": "sector_defense", "where": "same"},
            {"op": "influence", "amount": 2},
        ],
        combine="any",
    ),
]


def _tech(tech_id: str, basic: Raw | None = None, improved: Raw | None = None) -> Technology:
    return Technology(
        id=tech_id,
        name=tech_id,
        number=1,
        house="",
        source="authored",
        basic=TechLevel(influence=4, abilities=basic or {}),
        improved=TechLevel(influence=6, abilities=improved or {}),
    )


TECHNOLOGIES = {
    t.id: t
    for t in (
        _tech("decontamination_chambers"),
        _tech("starbases", {"starbases_per_sector": 1}, {"starbases_per_sector": 2}),
        _tech("data_refinery", {"production_levels": ["science:bankers:2"]}, {"upkeep_credits": 2}),
        _tech("neural_matrix", {"before_producing_credits": 2}),
        _tech("orbital_docks", {}, {"production_levels": ["credits:shipyard:2"]}),
        _tech("dreadnoughts"),
        _tech("cloning", {}, {"tier_fp_cost_waived": True}),
        _tech("energy_cells", {}, {"free_sector_upkeep": True}),
        _tech("cybernetics", {"on_establish_gain": 2}),
    )
}


def _agenda(agenda_id: str, kind: str, bonus: Sequence[str] = ()) -> Agenda:
    return Agenda(
        id=agenda_id,
        name=agenda_id,
        type=kind,  # type: ignore[arg-type]
        source="authored",
        objectives=[Objective(count="pure_sectors", influence=1)],
        production_bonus=list(bonus),
    )


AGENDAS = {
    a.id: a
    for a in (
        _agenda("start_energy", "starting", ("energy",)),
        _agenda("start_plain", "starting"),
        _agenda("w1", "wealth"),
        _agenda("m1", "might"),
        _agenda("s1", "support"),
        _agenda("d1", "dominance"),
    )
}

SECTOR_TYPES = {
    t.id: t
    for t in (
        SectorType(id="regular", name="Regular", source="authored"),
        SectorType(
            id="asteroid_belt",
            name="Asteroid Belt",
            source="authored",
            production_bonus={"materials": 2},
        ),
    )
}


def make_content(track_spaces: dict[str, list[list[Raw]]] | None = None) -> Content:
    """A content pack with only what these rules read (no files)."""
    spaces = track_spaces or TRACK_SPACES
    actions = {
        f"track:{HOUSE}:{track}:{i}": CardAction(
            name=f"{track} {i}", effects=tuple(Effect.from_mapping(e) for e in raws)
        )
        for track in TRACKS
        for i, raws in enumerate(spaces[track])
    }
    return Content(
        path="<memory>",
        sector_types=dict(SECTOR_TYPES),
        maps={},
        focus_cards={},
        technologies=dict(TECHNOLOGIES),
        agendas=dict(AGENDAS),
        events={},
        houses={},
        civilization=CivilizationTracks(source="authored", **spaces),
        bounty=list(BOUNTY_FACES),
        reclaim=list(RECLAIM_FACES),
        tables=Tables(
            source="reference",
            yield_standard=YIELD_STANDARD,
            yield_credits=YIELD_CREDITS,
            trade_bonuses=list(TRADE_BONUSES),
        ),
        actions=actions,
    )


def sector(
    sid: str,
    *,
    population: int = 1,
    home_of: int = -1,
    owner: int = -1,
    corvettes: int = 0,
    corrupted: bool = False,
    immune: bool = False,
    voidborn: int = 0,
    guilds: Sequence[str] = (),
    installations: Sequence[str] = (),
    printed_guilds: Sequence[str] = (),
    fixed: bool = False,
    upkeep_icons: int = 0,
    kind: str = "regular",
) -> Sector:
    """A sector with 3+3 spaces (Upkeep rightmost); ``guilds`` fill them left to right."""
    gspaces = [Space(printed=p) for p in printed_guilds]
    gspaces += [Space() for _ in range(2 - len(gspaces))] + [Space(upkeep=True)]
    placed_g = [""] * 3
    free = [i for i, s in enumerate(gspaces) if not s.printed]
    for i, g in zip(free, guilds, strict=False):
        placed_g[i] = g
    placed_i = [""] * 3
    for i, inst in enumerate(installations):
        placed_i[i] = inst
    return Sector(
        id=sid,
        type=kind,
        home_of=home_of,
        population=population,
        fixed_population=fixed,
        corrupted=corrupted,
        corruption_immune=immune or home_of >= 0,
        upkeep_icons=upkeep_icons,
        guild_spaces=gspaces,
        installation_spaces=[Space(), Space(), Space(upkeep=True)],
        guilds=placed_g,
        installations=placed_i,
        owner=owner if corvettes else -1,
        fleets={"corvette": corvettes} if corvettes else {},
        voidborn=voidborn,
    )


def default_sectors() -> list[Sector]:
    return [
        sector("s1", population=3, home_of=0, owner=0, corvettes=2),
        sector("s2", population=2, owner=0, corvettes=1),
        sector("s3", population=3, owner=0, corvettes=1, corrupted=True),
        sector("s4", population=2, voidborn=2, corrupted=True),
        sector("s5", population=3, home_of=1, owner=1, corvettes=2),
    ]


DEFAULT_EDGES = [("s1", "s2"), ("s2", "s3"), ("s2", "s4"), ("s3", "s4"), ("s4", "s5")]


def make_state(
    sectors: list[Sector] | None = None,
    edges: Sequence[tuple[str, str]] = tuple(DEFAULT_EDGES),
    players: int = 2,
    active: int = 2,
    options: tuple[str, ...] = (),
) -> GameState:
    """A position with ``players`` seats; each seat's FP not on the map nor Active is Inactive."""
    galaxy = Galaxy(
        sectors=sectors if sectors is not None else default_sectors(), edges=tuple(edges)
    )
    houses = []
    for seat in range(players):
        deployed = sum(s.fleet_power for s in galaxy.sectors if s.owner == seat)
        houses.append(
            HouseState(
                house=HOUSE,
                fp_active=active,
                fp_inactive=FLEET_POWER_CUBES - deployed - active,
                agendas=["start_plain", "", "", ""],
            )
        )
    board = GalacticBoard(
        trade_ladder=[1, 1, 1, 0, 0, 0],
        bounty_pile=["b_food#0", "b_sci#0", "b_food#1"],
        reclaim_pile=["r_sci#0", "r_defense#0"],
    )
    return GameState(
        config=Config(players=players, houses=(HOUSE,) * players, options=options),
        rng=Rng.seeded(7),
        galaxy=galaxy,
        houses=houses,
        board=board,
    )


def refusal(state: GameState, content: Content, raw: Raw, seat: int = 0) -> Refusal | None:
    """Why ``raw`` could not be resolved (or paid) by ``seat`` now; None if it can."""
    effect = Effect.from_mapping(raw)
    probe = Step(seat=seat, effect=effect, cost=True)
    return primitive(effect.op).refusal(ctx_for(state, content, probe))


def rule_of(state: GameState, content: Content, raw: Raw, seat: int = 0) -> str:
    """The rule named by the refusal of ``raw`` ("" when it can be resolved)."""
    found = refusal(state, content, raw, seat)
    return found.rule if found else ""


def notation(choice: Choice) -> str:
    return " ".join((choice.kind, *choice.values))


def top(state: GameState) -> Step:
    frame = state.stack[-1]
    assert isinstance(frame, Step), frame
    return frame


def options(state: GameState, content: Content) -> list[str]:
    """The notations offered by the Step on top of the stack."""
    return [notation(c) for c in step_options(state, content, top(state))]


def settle(state: GameState, content: Content, depth: int) -> None:
    """Pop finished Steps above ``depth`` (what the flow does for frames with no options)."""
    while len(state.stack) > depth and not step_options(state, content, top(state)):
        state.stack.pop()


def pick(state: GameState, content: Content, text: str) -> None:
    """Make the choice ``text`` (e.g. ``"sector s2"``) on the top Step; it must be offered."""
    offered = step_options(state, content, top(state))
    match = [c for c in offered if notation(c) == text]
    assert match, f"{text!r} not offered; offered: {[notation(c) for c in offered]}"
    frame = top(state)
    if match[0].kind == "done":
        state.stack.remove(frame)
    else:
        step_choose(state, content, frame, match[0])


def run(
    state: GameState,
    content: Content,
    effect: Effect | Raw,
    picks: Iterable[str] = (),
    *,
    seat: int = 0,
    cost: bool = False,
) -> None:
    """Push ``effect`` for ``seat`` and resolve it with ``picks``; every pick must be offered and
    all decisions it raises (nested Steps included) must be covered by ``picks``."""
    eff = effect if isinstance(effect, Effect) else Effect.from_mapping(effect)
    depth = len(state.stack)
    push_step(state, content, seat, eff, cost)
    queue = list(picks)
    settle(state, content, depth)
    while len(state.stack) > depth:
        assert queue, f"a decision is pending: {options(state, content)}"
        pick(state, content, queue.pop(0))
        settle(state, content, depth)
    assert not queue, f"unused picks: {queue}"


def drive(
    state: GameState,
    content: Content,
    effect: Effect,
    chooser: Callable[[list[Choice]], int],
    seat: int = 0,
    check: Callable[[GameState], None] | None = None,
    cost: bool = False,
) -> None:
    """Resolve ``effect`` taking each decision by ``chooser`` (an index into the options)."""
    depth = len(state.stack)
    push_step(state, content, seat, effect, cost)
    while True:
        settle(state, content, depth)
        if check is not None:
            check(state)
        if len(state.stack) <= depth:
            return
        frame = top(state)
        offered = step_options(state, content, frame)
        choice = offered[chooser(offered)]
        if choice.kind == "done":
            state.stack.remove(frame)
        else:
            step_choose(state, content, frame, choice)

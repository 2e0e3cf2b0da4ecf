"""Property tests: random positions, random sequences of economy/empire effects, random choices.

Invariants checked after every decision (ARCHITECTURE "Tests"): resources 0..15 (VF-RES-07/08),
Population 1..6 where one exists and never changed while Corrupted (VF-POP-01/03/07), at most one
Corruption per spot and never on immune sectors or the starting slot (VF-CORRUPT-04, -13),
14 FP per seat (VF-FLEET-04), build order kept (VF-GUILD-07), tokens conserved, and Influence
changing only through the effects that grant or cost it (VF-INFL-01..03).
"""

from __future__ import annotations

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from domineum.voidfall.core.primitive import primitive
from domineum.voidfall.core.stack import ctx_for
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import GameState, Step
from domineum.voidfall.model.terms import FLEET_POWER_CUBES, GUILDS, STOCK_CAP
from domineum.voidfall.rules import corruption, fleet
from tests.voidfall.economy.econkit import DEFAULT_EDGES, drive, make_content, make_state, sector

CONTENT = make_content()

EFFECTS: list[tuple[dict[str, object], bool]] = [  # (effect, is a cost)
    ({"op": "gain", "food": 4, "energy": 2}, False),
    ({"op": "gain_any", "amount": 2}, False),
    ({"op": "pay", "materials": 2, "food": 1}, True),
    ({"op": "pay", "science": 1}, True),
    ({"op": "produce", "choose": 2}, False),
    ({"op": "produce", "resources": ["food", "credits"]}, False),
    ({"op": "influence_per", "count": "pure_sectors", "amount": 2}, False),
    ({"op": "influence", "amount": 3}, False),
    ({"op": "establish"}, False),
    ({"op": "establish", "guild": "fem", "where": "home"}, False),
    ({"op": "build"}, False),
    ({"op": "build", "installation": "starbase"}, False),
    ({"op": "grow", "amount": 2}, False),
    ({"op": "reduce_population"}, True),
    ({"op": "destroy", "kind": "guild"}, True),
    ({"op": "destroy", "kind": "installation"}, True),
    ({"op": "corrupt"}, True),
    ({"op": "corrupt", "where": "mat"}, True),
    ({"op": "corrupt", "where": "sector"}, True),
    ({"op": "remove_corruption"}, False),
    ({"op": "move_corruption"}, False),
    ({"op": "corrupt_offer", "type": "might"}, False),
    ({"op": "gain_glory", "value": 4}, False),
    ({"op": "upgrade_glory"}, False),
    ({"op": "advance"}, False),
    ({"op": "advance", "track": "least"}, False),
    ({"op": "advance", "track": "society"}, False),
    ({"op": "gain_trade"}, False),
    ({"op": "spend_trade"}, True),
    ({"op": "gain_bounty"}, False),
    ({"op": "discard_bounty"}, True),
    ({"op": "upkeep"}, True),
    ({"op": "place_token", "token": "bounty"}, False),
    ({"op": "place_token", "token": "glory", "value": 2}, False),
    ({"op": "place_infrastructure", "kind": "sector_defense"}, False),
    ({"op": "deactivate"}, True),
    ({"op": "activate"}, False),
]
NEVER_INFLUENCE = {
    "gain",
    "gain_any",
    "pay",
    "establish",
    "build",
    "grow",
    "reduce_population",
    "destroy",
    "corrupt",
    "remove_corruption",
    "move_corruption",
    "corrupt_offer",
    "gain_glory",
    "upgrade_glory",
    "spend_trade",
    "discard_bounty",
    "place_infrastructure",
    "activate",
}
MAY_LOSE_INFLUENCE = {"upkeep"}


POPULATIONS = st.sampled_from([6, 1, 5, 2, 4, 3])  # the limits first


@st.composite
def positions(draw: st.DrawFn) -> GameState:
    """The default map with random Populations, Corruption, Guilds and a random House mat."""
    sectors = []
    for sid in ("s1", "s2", "s3", "s6"):
        home = sid == "s1"
        no_pop = not home and draw(st.booleans()) and draw(st.booleans())
        s = sector(
            sid,
            population=0 if no_pop else draw(POPULATIONS),
            home_of=0 if home else -1,
            owner=0,
            corvettes=draw(st.integers(0 if home else 1, 3 if home else 2)),  # <= 9 deployed
            corrupted=not home and not no_pop and draw(st.booleans()),
            fixed=not home and draw(st.integers(0, 3)) == 0,
            guilds=draw(st.lists(st.sampled_from(GUILDS), max_size=3)),
            installations=draw(
                st.lists(st.sampled_from(["shipyard", "sector_defense"]), max_size=3)
            ),
            printed_guilds=["bankers"] if sid == "s6" else [],
        )
        sectors.append(s)
    sectors.append(sector("s4", population=draw(st.integers(1, 6)), voidborn=2, corrupted=True))
    sectors.append(sector("s5", population=3, home_of=1, owner=1, corvettes=2))
    state = make_state(
        sectors, edges=[*DEFAULT_EDGES, ("s1", "s6")], active=draw(st.integers(0, 3))
    )
    house = state.houses[0]
    house.resources = draw(st.lists(st.integers(0, STOCK_CAP), min_size=5, max_size=5))
    house.influence = draw(st.integers(0, 30))
    house.glory = draw(st.lists(st.integers(1, 5), max_size=5))
    house.tracks = draw(st.lists(st.integers(0, 7), min_size=3, max_size=3))
    house.track_corrupted = draw(st.lists(st.booleans(), min_size=3, max_size=3))
    house.agendas = ["start_plain", *draw(st.permutations(["w1", "m1", ""]))]
    house.agenda_corrupted = [False, *draw(st.lists(st.booleans(), min_size=3, max_size=3))]
    house.agenda_trade = [draw(st.booleans()) and bool(a) for a in house.agendas]
    house.trade_loose = draw(st.integers(0, 2))
    decon = draw(st.sampled_from(["", "basic", "improved"]))
    if decon:
        house.technologies["decontamination_chambers"] = decon
        house.decontamination = draw(st.integers(0, corruption.decontamination_capacity(house)))
    if draw(st.booleans()):
        house.technologies["starbases"] = draw(st.sampled_from(["basic", "improved"]))
    if draw(st.booleans()):
        house.technologies["data_refinery"] = "improved"
    state.board.trade_ladder = draw(st.lists(st.integers(0, 2), min_size=6, max_size=6))
    if draw(st.booleans()):
        state.board.bounty_pile = []
    return state


def tokens(state: GameState) -> tuple[int, int]:
    trade = state.board.trade_tokens + sum(h.trade_tokens for h in state.houses)
    bounty = len(state.board.bounty_pile) + sum(len(h.bounty_kept) for h in state.houses)
    bounty += sum(len(s.bounty) for s in state.galaxy.sectors)
    return trade, bounty


def check_invariants(state: GameState, before: GameState) -> None:
    for seat, house in enumerate(state.houses):
        assert all(0 <= r <= STOCK_CAP for r in house.resources), house.resources
        assert house.influence >= 0
        assert all(1 <= g <= 5 for g in house.glory)
        assert 0 <= house.decontamination <= corruption.decontamination_capacity(house)
        assert not house.agenda_corrupted[0]
        assert all(0 <= p <= 7 for p in house.tracks)
        assert min(house.fp_active, house.fp_inactive) >= 0
        total = house.fp_active + house.fp_inactive + fleet.deployed(state, seat)
        assert total == FLEET_POWER_CUBES
    assert all(n >= 0 for n in state.board.trade_ladder)
    for s, old in zip(state.galaxy.sectors, before.galaxy.sectors, strict=True):
        assert s.population == 0 if old.population == 0 else 1 <= s.population <= 6
        if (old.corrupted and s.corrupted) or old.fixed_population:
            assert s.population == old.population
        if s.corrupted:
            assert not s.corruption_immune and s.population > 0 and s.home_of < 0
        for spaces, placed in (
            (s.guild_spaces, s.guilds),
            (s.installation_spaces, s.installations),
        ):
            assert len(placed) == len(spaces)
            free_plain = any(
                not p and not sp.printed and not sp.upkeep
                for sp, p in zip(spaces, placed, strict=True)
            )
            upkeep_used = any(p and sp.upkeep for sp, p in zip(spaces, placed, strict=True))
            assert not (free_plain and upkeep_used), (s.id, placed)


def refused(state: GameState, effect: Effect, cost: bool) -> bool:
    probe = Step(seat=0, effect=effect, cost=cost)
    return primitive(effect.op).refusal(ctx_for(state, CONTENT, probe)) is not None


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), state=positions())
def test_random_effect_sequences_keep_the_invariants(data: st.DataObject, state: GameState) -> None:
    """VF-RES-07, VF-RES-08, VF-POP-01, VF-POP-03, VF-CORRUPT-04, VF-FLEET-04, VF-GUILD-07,
    VF-INFL-01, VF-INFL-03: random effects with random choices never break the invariants."""
    import copy

    tokens_at_start = tokens(state)
    for _ in range(data.draw(st.integers(1, 12), label="length")):
        raw, cost = data.draw(st.sampled_from(EFFECTS), label="effect")
        effect = Effect.from_mapping(raw)  # type: ignore[arg-type]
        if refused(state, effect, cost):
            continue
        event(effect.op)
        before = copy.deepcopy(state)

        def check(now: GameState, snapshot: GameState = before) -> None:
            check_invariants(now, snapshot)

        drive(
            state,
            CONTENT,
            effect,
            lambda offered: data.draw(st.integers(0, len(offered) - 1), label="choice"),
            check=check,
            cost=cost,
        )
        influence_before = [h.influence for h in before.houses]
        influence_after = [h.influence for h in state.houses]
        if effect.op in NEVER_INFLUENCE:
            assert influence_after == influence_before, effect
        elif effect.op in MAY_LOSE_INFLUENCE:
            assert all(a <= b for a, b in zip(influence_after, influence_before, strict=True))
        else:
            assert all(a >= b for a, b in zip(influence_after, influence_before, strict=True))
        assert tokens(state) == tokens_at_start

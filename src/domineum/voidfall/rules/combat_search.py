"""Best play in a Combat: each side's choices searched, each side playing for its own result.

The Combat machine (:mod:`.combat`) leaves the choices to the sides: which FP a Damage removes
(seed 003 l.2463-2464), when the Destroyers' bonus is used, how much Salvo Absorption is used
now, and before the Combat how many Corvettes the Carriers deploy and which spends the Invader
makes (Bombard sets, the Energy of Basic Deep Space Missiles, the Trade token of Autonomous
Drones). :func:`best` searches all of them by backward induction: at each choice the side that
makes it takes the option whose best continuation is best *for that side*: a win over a tie
over a loss, then the most of its own FP left; among equals, the first option (the fixed order
of :func:`.combat.default_policy`, so a search never differs from it without a reason). The
Invader's pre-Combat choices are searched the same way. Rules decisions: docs/combat.md.
"""

from __future__ import annotations

from collections.abc import Iterator

import msgspec

from domineum.voidfall.model.combat import (
    CombatChoice,
    CombatReport,
    CombatState,
    Fighter,
    Fleet,
    Op,
    Option,
    Outcome,
    PerSide,
    Role,
    Side,
)
from domineum.voidfall.rules.combat import (
    BOMBARD_SET,
    advance,
    choose,
    default_policy,
    pending_choice,
    report,
    start_combat,
)

RANK = {"win": 2, "tie": 1, "loss": 0}


class Decision(msgspec.Struct, frozen=True):
    """One choice on a line: in Combat step ``step`` the side ``role`` chose ``option`` of a
    ``kind`` choice (remove | absorb | destroyer_bonus)."""

    step: str
    role: Role
    kind: str
    option: Option


class Setup(msgspec.Struct, frozen=True):
    """The Invader's choices before the Combat: Corvettes its Carriers deploy, Materials spent
    on Bombard, the Energy for Basic Deep Space Missiles, a Trade token for the Drones."""

    deployed: int
    bombard_materials: int
    spend_energy: bool
    return_trade_token: bool


class Result(msgspec.Struct, frozen=True):
    """How a Combat ends: its outcome and each side's FP left."""

    outcome: Outcome
    survivors: PerSide[Fleet]


class Alternative(msgspec.Struct, frozen=True):
    """What another option at one decision of the best line (or another setup) leads to, both
    sides still playing best from there."""

    at: Decision | None  # None: another setup
    setup: Setup
    result: Result


class Line(msgspec.Struct, frozen=True):
    """The best line: the setup, every decision in order, the report, and the alternatives."""

    setup: Setup
    decisions: tuple[Decision, ...]
    report: CombatReport
    alternatives: tuple[Alternative, ...] = ()


def result(outcome: str, role: Role) -> str:
    """win | tie | loss for ``role`` (a sector defended only by Installations: a Defender
    win, VF-COMBAT-20)."""
    if outcome == "tie":
        return "tie"
    winner = "invader" if outcome == "invader" else "defender"
    return "win" if winner == role else "loss"


def value(end: Result | CombatReport, role: Role) -> tuple[int, int]:
    """How good a finished Combat is for ``role``: its result, then its FP left."""
    return RANK[result(end.outcome, role)], end.survivors.get(role).total


def setups(invader: Side) -> Iterator[Setup]:
    """The Invader's pre-Combat choices, the side as given (all spends made, every Carrier
    deploying) first."""
    most = min(invader.fleet.carrier, invader.active_fp)
    sets = invader.bombard_materials // BOMBARD_SET
    energies = (True, False) if invader.spend_energy else (False,)
    tokens = (True, False) if invader.return_trade_token else (False,)
    for deployed in range(most, -1, -1):
        for k in range(sets, -1, -1):
            for energy in energies:
                for token in tokens:
                    yield Setup(deployed, k * BOMBARD_SET, energy, token)


def _sides(invader: Side, setup: Setup) -> Side:
    return msgspec.structs.replace(
        invader,
        bombard_materials=setup.bombard_materials,
        spend_energy=setup.spend_energy,
        return_trade_token=setup.return_trade_token,
    )


Key = tuple[PerSide[Fighter], int, tuple[Op, ...], bool]


def _ordered(state: CombatState, choice: CombatChoice) -> list[Option]:
    """A choice's options, the fixed order's pick first (:func:`.combat.default_policy`), so
    that among equally good options the search keeps the fixed order's."""
    first = default_policy(state, choice)
    return [first, *(o for o in choice.options if o != first)]


def _key(state: CombatState) -> Key:
    """What the rest of a Combat depends on: the sides, the Salvo, the work left, and whether
    the Defender had FP (a tie or a defence by Installations only); not the log."""
    return (state.fighters, state.salvo, state.queue, state.log[0].before.defender.total > 0)


class SearchTooLarge(Exception):
    """The search needed more than ``limit`` positions (a caller's bound on its work)."""

    def __init__(self, limit: int) -> None:
        super().__init__(limit)
        self.limit = limit


class _Solver:
    """Backward induction over one Combat's choices, memoised on what the rest depends on;
    at most ``limit`` positions remembered (None: no bound)."""

    def __init__(self, limit: int | None = None) -> None:
        self.memo: dict[Key, Result] = {}
        self.limit = limit

    def solve(self, state: CombatState) -> Result:
        """The end of the Combat from ``state`` when both sides play best. Memoised before
        and after the automatic work (:func:`.combat.advance`), so a position reached again
        is not advanced again."""
        before = _key(state) if state.outcome is None else None
        if before is not None:
            found = self.memo.get(before)
            if found is not None:
                return found
        state = advance(state)
        if state.outcome is not None:
            found = Result(
                state.outcome, PerSide(state.fighters.invader.fleet, state.fighters.defender.fleet)
            )
        else:
            key = _key(state)
            found = self.memo.get(key)
            if found is None:
                found = self._choose(state)[1]
                self._store(key, found)
        if before is not None:
            self._store(before, found)
        return found

    def _store(self, key: Key, found: Result) -> None:
        if self.limit is not None and len(self.memo) >= self.limit:
            raise SearchTooLarge(self.limit)
        self.memo[key] = found

    def _choose(self, state: CombatState) -> tuple[Option, Result]:
        """The best option of the pending choice for the side making it (first among equals)."""
        choice = pending_choice(state)
        assert choice is not None
        best: tuple[Option, Result] | None = None
        for option in _ordered(state, choice):
            end = self.solve(choose(state, option))
            if best is None or value(end, choice.role) > value(best[1], choice.role):
                best = (option, end)
        assert best is not None
        return best

    def line(
        self, state: CombatState, setup: Setup
    ) -> tuple[CombatReport, list[Decision], list[Alternative]]:
        """Play the best line from ``state``: its report, its decisions, and at each decision
        every other option's result."""
        decisions: list[Decision] = []
        others: list[Alternative] = []
        state = advance(state)
        while (choice := pending_choice(state)) is not None:
            option, _ = self._choose(state)
            step = state.log[-1].name
            decisions.append(Decision(step, choice.role, choice.kind, option))
            for other in choice.options:
                if other != option:
                    at = Decision(step, choice.role, choice.kind, other)
                    others.append(Alternative(at, setup, self.solve(choose(state, other))))
            state = advance(choose(state, option))
        return report(state), decisions, others


def best(invader: Side, defender: Side, limit: int | None = None) -> Line:
    """The best line of a Combat for both sides (module docstring); the sides are checked as
    :func:`.combat.start_combat` checks them (InvalidSide). With a ``limit``, a search that
    needs more positions raises :class:`SearchTooLarge`."""
    solver = _Solver(limit)
    starts = [
        (setup, start_combat(_sides(invader, setup), defender, deployed=setup.deployed))
        for setup in setups(invader)
    ]
    ends = [solver.solve(start) for _, start in starts]
    chosen = 0
    for k, end in enumerate(ends):
        if value(end, "invader") > value(ends[chosen], "invader"):
            chosen = k
    setup, start = starts[chosen]
    rep, decisions, others = solver.line(start, setup)
    skipped = [
        Alternative(None, s, e) for (s, _), e in zip(starts, ends, strict=True) if s != setup
    ]
    return Line(setup, tuple(decisions), rep, (*skipped, *others))


def best_result(invader: Side, defender: Side) -> Result:
    """Only the end of :func:`best`'s line (no report, no alternatives): for forecasts."""
    solver = _Solver()
    ends = [
        solver.solve(start_combat(_sides(invader, s), defender, deployed=s.deployed))
        for s in setups(invader)
    ]
    chosen = ends[0]
    for end in ends[1:]:
        if value(end, "invader") > value(chosen, "invader"):
            chosen = end
    return chosen

"""Movement primitives: Regroup and Invade (VF-MOVE-01..12).

``regroup`` is a series of single-FP moves; ``invade`` chooses a target and hands the rest of
the Invasion (movement, Combat, results) to a Battle frame (engine/battle.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal

import msgspec

from domineum.voidfall.core.primitive import Choice, Ctx, Primitive, Refusal, register
from domineum.voidfall.core.stack import push_step
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import Battle
from domineum.voidfall.model.terms import ALL_FLEET_TYPES
from domineum.voidfall.rules import abilities, fleet, movement


class RegroupParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    moves: int = 5  # VF-MOVE-02


@register
class Regroup(Primitive[RegroupParams]):
    """Up to ``moves`` moves of 1 FP into an adjacent sector you control; the same FP may move
    again; a non-Home sector keeps its last FP; your Home may be emptied; unused moves are
    forgone with ``done`` (VF-MOVE-02..05, A-43). ``frame.left`` counts the moves made."""

    op = "regroup"
    Params = RegroupParams
    rules = ("VF-MOVE-02", "VF-MOVE-03", "VF-MOVE-04", "VF-MOVE-05")

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if not movement.regroup_moves(ctx.state, ctx.seat):
            return Refusal("vf.refuse.no_regroup_move", "VF-MOVE-02")
        return None

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.left >= self.params(ctx.frame.effect).moves:
            return []
        return [
            Choice("move", move, self.rules) for move in movement.regroup_moves(ctx.state, ctx.seat)
        ]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        movement.move(ctx.state, ctx.seat, *choice.values)
        ctx.frame.left += 1

    def explain(self, ctx: Ctx, choice: Choice) -> Refusal | None:
        """The specific rule a refused ``move`` breaks."""
        if choice.kind != "move" or len(choice.values) != 3:
            return None
        return Refusal("vf.refuse.move", movement.regroup_why(ctx.state, ctx.seat, *choice.values))


class InvadeParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """What the action printing this Invade adds to its Battle (engine/battle.py):

    - ``corrupted_only``: only a Corrupted sector (VF-MOVE-10);
    - ``bombard``: before the Combat, spend 3 Materials (Credits standing in, VF-RES-03) as often
      as you like, each time for 1 Approach and 1 Salvo Absorption (Uplift's Bombard,
      VF-COMBAT-18d, -29d);
    - ``influence_per_voidborn``: that much Influence per Voidborn FP removed in this Combat
      (Crusade's Exterminate);
    - ``influence_population``: Influence equal to the invaded sector's Population (Raid's
      Liberate);
    - ``reward``: when that Influence is gained: ``fought`` (the Invasion took place, whatever
      its outcome: the cards say "you must invade") or ``won`` (a successful invasion only).
    """

    corrupted_only: bool = False
    bombard: bool = False
    influence_per_voidborn: int = 0
    influence_population: bool = False
    reward: Literal["fought", "won"] = "fought"

    def __post_init__(self) -> None:
        if self.influence_per_voidborn < 0:
            raise ValueError("influence_per_voidborn must be 0 or more")


@register
class Invade(Primitive[InvadeParams]):
    """Choose a target sector (``sector``); a Battle frame then takes the Invasion over.

    VF-MOVE-06..08, -10 (targets), VF-MOVE-09, -11 (movement), VF-COMBAT, VF-RESULT. This Step
    stays under its Battle, which reads the action's additions from its parameters
    (:class:`InvadeParams`); ``frame.left`` counts the Materials spent on Bombard, in sets of 3.
    """

    op = "invade"
    Params = InvadeParams
    rules = ("VF-MOVE-06", "VF-MOVE-07", "VF-MOVE-08")

    def _targets(self, ctx: Ctx) -> Iterator[str]:
        corrupted = self.params(ctx.frame.effect).corrupted_only
        how = movement.reach(ctx.state, ctx.content, ctx.seat)
        return movement.invade_targets(ctx.state, ctx.seat, corrupted, how)

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if next(self._targets(ctx), None) is None:
            return Refusal("vf.refuse.no_invade_target", "VF-MOVE-06")
        return None

    def start(self, ctx: Ctx) -> None:
        """Hyperdrive (``regroup_before_invade``): you may Regroup first (forgo it: ``done``)."""
        regroup_first = abilities.of(ctx.state, ctx.content, ctx.seat).regroup_before_invade
        if regroup_first and movement.regroup_moves(ctx.state, ctx.seat):
            push_step(ctx.state, ctx.content, ctx.seat, Effect("regroup"), cost=False)

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        return [Choice("sector", (t,), self.rules) for t in self._targets(ctx)]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        target = choice.values[0]
        ctx.frame.picks.append(target)
        ctx.state.stack.append(
            Battle(
                seat=ctx.seat,
                sector=target,
                invader=ctx.seat,
                defender=movement.defender_of(ctx.state.galaxy.sector(target)),
                bound=ctx.state.turn.bound_sector,
            )
        )

    def explain(self, ctx: Ctx, choice: Choice) -> Refusal | None:
        """The specific rule that makes a refused target invalid."""
        if choice.kind != "sector" or len(choice.values) != 1 or ctx.frame.picks:
            return None
        corrupted = self.params(ctx.frame.effect).corrupted_only
        how = movement.reach(ctx.state, ctx.content, ctx.seat)
        why = movement.target_why(ctx.state, ctx.seat, choice.values[0], corrupted, how)
        return Refusal("vf.refuse.invade_target", why) if why else None


# --- Invasion results a Technology lets you forgo (seed 003 l.3103-3106) ------------------


class SectorParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    sector: str


@register
class RemoveInstallations(Primitive[SectorParams]):
    """(internal) Combat Replicators keep a conquered sector's Installations; the player may
    forgo that benefit (VF-TECH-04, seed 003 l.3103-3106): ``option 1`` removes them as the
    results normally do (VF-RESULT-04), ``done`` keeps them."""

    op = "remove_installations"
    Params = SectorParams
    rules = ("VF-RESULT-04", "VF-TECH-04")

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        sector = ctx.state.galaxy.sector(self.params(ctx.frame.effect).sector)
        if not sector.filled("installation"):
            return []
        return [Choice("option", ("1",), self.rules, label="vf.choice.remove_installations")]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        ctx.frame.picks.append("removed")
        fleet.remove_installations(ctx.state.galaxy.sector(self.params(ctx.frame.effect).sector))


class EscapeParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    lost: dict[str, int]  # the FP this player lost in the Combat, by type
    limit: int  # how many may go to the Home instead of Active


@register
class EscapePods(Primitive[EscapeParams]):
    """(internal) Escape Pods: FP you lost in Combat, now Active, may go to your Home instead,
    up to ``limit`` (Basic 1, Improved all), each by its type (``fleet T``); ``done`` forgoes
    the rest (VF-TECH-04, seed 003 l.3103-3106: a Technology's benefit may be forgone)."""

    op = "escape_pods"
    Params = EscapeParams
    rules = ("VF-COMBAT-08", "VF-TECH-04")

    def options(self, ctx: Ctx) -> list[Choice]:
        p = self.params(ctx.frame.effect)
        if len(ctx.frame.picks) >= p.limit or ctx.house.fp_active <= 0:
            return []
        left = {t: n - ctx.frame.picks.count(t) for t, n in p.lost.items()}
        return [
            Choice("fleet", (t,), self.rules, label="vf.choice.escape_pod")
            for t in reversed(ALL_FLEET_TYPES)
            if left.get(t, 0) > 0
        ]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        fleet_type = choice.values[0]
        ctx.frame.picks.append(fleet_type)
        home = next(s for s in ctx.state.galaxy.sectors if s.home_of == ctx.seat)
        ctx.house.fp_active -= 1
        fleet.place(home, ctx.seat, fleet_type)

"""Empire primitives: Guilds, Installations, Population (VF-GUILD, VF-POP, VF-SECTOR, T-19).

A choice is asked only when there is more than one outcome; a single possible outcome is
resolved automatically. Costs that pick a sector (``reduce_population``, ``destroy``) bind it as
"the same sector" for the effects that follow (VF-TARGET-07); ``where: not_same`` excludes it.
An effect written ``where: linked`` binds the sector it uses for the action's other ``linked``
effects ("... and/or ... in the same sector", Fenrax Settle and Recruit).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import Literal, TypeVar

import msgspec

from domineum.voidfall.core.primitive import Choice, Ctx, Primitive, Refusal, register
from domineum.voidfall.effects.event_placement import EventPlacement, EventTarget
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.terms import GUILD_RESOURCE, GUILDS, INSTALLATIONS, MECHANIZED_GUILD
from domineum.voidfall.rules import abilities, fleet, resources, sectors

Where = Literal["any", "home", "same", "not_same", "linked"]
SENTRY = "sentry"
SENTRY_OFFER, SENTRY_DEPLOYED = 1, 2  # Build's stages after placing (Improved Sentries)
SENTRY_RULES = ("VF-FLEET-08", "VF-FLEETTYPE-03")


def _where(ctx: Ctx) -> str:
    """The effect's ``where`` argument (``any`` when not written)."""
    return str(ctx.frame.effect.args.get("where", "any"))


def _preselect(ctx: Ctx, pairs: list[tuple[str, str]]) -> None:
    """With a single possible sector, only the token type remains to choose."""
    if len({s for s, _ in pairs}) == 1:
        ctx.frame.picks = [pairs[0][0]]


def _pairs_choices(
    ctx: Ctx, pairs: list[tuple[str, str]], kind: str, rules: tuple[str, ...]
) -> list[Choice]:
    """First the sector, then (when several remain) the token type."""
    if not ctx.frame.picks:
        return [Choice("sector", (sid,), rules) for sid in sorted({s for s, _ in pairs})]
    chosen = ctx.frame.picks[0]
    return [Choice(kind, (t,), rules) for s, t in pairs if s == chosen]


class EstablishParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``guild``: any | fem (Farmers'/Engineers'/Miners') | a Guild type."""

    guild: str = "any"
    where: Where = "any"

    def __post_init__(self) -> None:
        if self.guild not in ("any", "fem", *GUILDS):
            raise ValueError(f"unknown Guild {self.guild!r}")


P = TypeVar("P", bound=msgspec.Struct)


class _Placement(Primitive[P]):
    """Shared flow of establish/build: pick a sector, then a type; auto when only one."""

    kind: str = "guild"
    choice_kind: str = "guild"

    def each_pair(self, ctx: Ctx) -> Iterator[tuple[str, str]]:
        """The (sector, token type) pairs that may be placed now, one at a time."""
        raise NotImplementedError

    def pairs(self, ctx: Ctx) -> list[tuple[str, str]]:
        return list(self.each_pair(ctx))

    def refusal(self, ctx: Ctx) -> Refusal | None:
        """Refused when no pair can be placed: stops at the first pair found (VF-GUILD-08)."""
        if next(self.each_pair(ctx), None) is None:
            return Refusal(f"vf.refuse.no_{self.kind}_space", "VF-GUILD-08")
        return None

    def start(self, ctx: Ctx) -> None:
        pairs = self.pairs(ctx)
        if len(pairs) == 1:
            self._place(ctx, *pairs[0])
        else:
            _preselect(ctx, pairs)

    def _place(self, ctx: Ctx, sector_id: str, token: str) -> None:
        sectors.place(ctx.state.galaxy.sector(sector_id), self.kind, token)
        ctx.frame.picks = [sector_id, token]
        sectors.bind_linked(ctx.state, _where(ctx), sector_id)

    def options(self, ctx: Ctx) -> list[Choice]:
        if len(ctx.frame.picks) == 2:
            return []
        return _pairs_choices(ctx, self.pairs(ctx), self.choice_kind, self.rules)

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        if choice.kind == "sector":
            ctx.frame.picks = [choice.values[0]]
            left = [t for s, t in self.pairs(ctx) if s == choice.values[0]]
            if len(left) == 1:
                self._place(ctx, choice.values[0], left[0])
            return
        self._place(ctx, ctx.frame.picks[0], choice.values[0])

    def explain(self, ctx: Ctx, choice: Choice) -> Refusal | None:
        """A sector of yours that ``where`` rules out (VF-TARGET-07)."""
        return _outside(ctx, choice)


def _outside(ctx: Ctx, choice: Choice) -> Refusal | None:
    """A ``sector`` choice naming a sector you control that the effect's
    ``where`` (the bound sector, not it, or the linked one) rules out (VF-TARGET-07)."""
    if choice.kind != "sector" or not choice.values or _where(ctx) not in sectors.BOUND_WHERE:
        return None
    sector_id = choice.values[0]
    mine = {s.id for s in ctx.state.galaxy.controlled_by(ctx.seat)}
    scope = {s.id for s in sectors.in_scope(ctx.state, ctx.seat, _where(ctx))}
    if sector_id in mine and sector_id not in scope:
        return Refusal("vf.refuse.not_that_sector", "VF-TARGET-07")
    return None


@register
class Establish(_Placement[EstablishParams]):
    """Establish a Guild in a sector you control, Corrupted ones included, on the next space in
    build order (VF-GUILD-04..08)."""

    op = "establish"
    Params = EstablishParams
    rules = ("VF-GUILD-04", "VF-GUILD-05", "VF-GUILD-07", "VF-GUILD-08")
    kind = "guild"
    choice_kind = "guild"

    def _place(self, ctx: Ctx, sector_id: str, token: str) -> None:
        """Also gain the Guild's resource under an ``on_establish_gain`` ability (Cybernetics).

        A full Home takes an extra Guild space under ``home_extra_guilds`` (Ark Ships).
        """
        sector = ctx.state.galaxy.sector(sector_id)
        if sectors.free_space(sector, "guild") is None:
            sectors.add_guild_space(sector)
        super()._place(ctx, sector_id, token)
        amount = abilities.of(ctx.state, ctx.content, ctx.seat).on_establish_gain
        if amount and token in GUILD_RESOURCE:  # not a Mechanized Guild (RS-MECHGUILD-03)
            resources.gain(ctx.house, GUILD_RESOURCE[token], amount)

    def _room(self, ctx: Ctx, sector: Sector) -> bool:
        """A free Guild space, or an extra Home space under Ark Ships (VF-GUILD-08)."""
        if sectors.free_space(sector, "guild") is not None:
            return True
        if sector.home_of != ctx.seat:
            return False
        allowed = abilities.of(ctx.state, ctx.content, ctx.seat).home_extra_guilds
        printed = len(ctx.content.sector_types[sector.type].guild_spaces)
        return len(sector.guild_spaces) - printed < allowed

    def each_pair(self, ctx: Ctx) -> Iterator[tuple[str, str]]:
        p = self.params(ctx.frame.effect)
        types = sectors.guild_types(p.guild, ctx.house)
        if MECHANIZED_GUILD in types and sectors.mechanized_supply(ctx.state) <= 0:
            types = tuple(g for g in types if g != MECHANIZED_GUILD)  # RS-MECHGUILD-06
        for s in sectors.in_scope(ctx.state, ctx.seat, p.where):
            if self._room(ctx, s):
                for g in types:
                    yield s.id, g


class BuildParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    installation: Literal["any", "shipyard", "sector_defense", "starbase"] = "any"
    where: Where = "any"


@register
class Build(_Placement[BuildParams]):
    """Build an Installation in a sector you control; a Starbase needs the Starbases Technology
    (VF-GUILD-03..08)."""

    op = "build"
    Params = BuildParams
    rules = ("VF-GUILD-03", "VF-GUILD-04", "VF-GUILD-07", "VF-GUILD-08")
    kind = "installation"
    choice_kind = "build"

    def _params(self, ctx: Ctx) -> BuildParams:
        return self.params(ctx.frame.effect)

    def each_pair(self, ctx: Ctx) -> Iterator[tuple[str, str]]:
        p = self._params(ctx)
        for s in sectors.in_scope(ctx.state, ctx.seat, p.where):
            for i in sectors.installation_types(p.installation, ctx.house):
                if sectors.build_refusal(ctx.state, ctx.content, ctx.seat, s, i) is None:
                    yield s.id, i

    def _deploy_instead(self, ctx: Ctx) -> list[str]:
        """Sectors where Sentries let you deploy 1 Sentry FP instead of building."""
        owned = abilities.of(ctx.state, ctx.content, ctx.seat)
        if not owned.sentry_instead_of_build or ctx.house.fp_active <= 0:
            return []
        where = self._params(ctx).where
        return [s.id for s in sectors.in_scope(ctx.state, ctx.seat, where)]

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if next(self.each_pair(ctx), None) is not None or self._deploy_instead(ctx):
            return None
        p = self._params(ctx)
        if (
            p.installation == "starbase"
            and not ctx.house.holding(sectors.STARBASE_TECH)
            and not abilities.of(ctx.state, ctx.content, ctx.seat).build_starbases
        ):
            return Refusal("vf.refuse.no_starbase_technology", "VF-GUILD-03")
        return Refusal("vf.refuse.no_installation_space", "VF-GUILD-08")

    def start(self, ctx: Ctx) -> None:
        if not self._deploy_instead(ctx):  # otherwise building or deploying is a choice
            super().start(ctx)

    def _place(self, ctx: Ctx, sector_id: str, token: str) -> None:
        """Improved Sentries: after building you may also deploy a Sentry FP there."""
        super()._place(ctx, sector_id, token)
        owned = abilities.of(ctx.state, ctx.content, ctx.seat)
        if owned.sentry_with_build and ctx.house.fp_active > 0:
            ctx.frame.stage = SENTRY_OFFER

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.stage == SENTRY_OFFER:
            return [Choice("deploy", (ctx.frame.picks[0], SENTRY), SENTRY_RULES)]
        out = super().options(ctx)
        if not ctx.frame.picks:
            out += [Choice("deploy", (s, SENTRY), SENTRY_RULES) for s in self._deploy_instead(ctx)]
        return out

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        if choice.kind != "deploy":
            super().choose(ctx, choice)
            return
        sector_id = choice.values[0]
        ctx.house.fp_active -= 1
        fleet.place(ctx.state.galaxy.sector(sector_id), ctx.seat, SENTRY)
        ctx.frame.picks = [sector_id, SENTRY]
        ctx.frame.stage = SENTRY_DEPLOYED
        sectors.bind_linked(ctx.state, _where(ctx), sector_id)


class GrowParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """``different``: each increase in another sector (Fenrax Disperse: "two different")."""

    amount: int = 1
    where: Where = "any"
    different: bool = False


@register
class Grow(Primitive[GrowParams]):
    """Increase a Pure Population by 1, ``amount`` times; never above 6, never a Corrupted,
    Fixed or absent Population (VF-POP-03, VF-POP-04, VF-POP-06, VF-POP-07). ``frame.picks``
    holds the sectors grown."""

    op = "grow"
    Params = GrowParams
    rules = ("VF-POP-03", "VF-POP-04")

    def _candidates(self, ctx: Ctx) -> list[Sector]:
        p = self.params(ctx.frame.effect)
        used = ctx.frame.picks if p.different else []
        return [
            s
            for s in sectors.in_scope(ctx.state, ctx.seat, p.where)
            if sectors.can_grow(s) and s.id not in used
        ]

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if not self._candidates(ctx):
            return Refusal("vf.refuse.no_population_to_grow", "VF-POP-04")
        return None

    def start(self, ctx: Ctx) -> None:
        self._settle(ctx)

    def _settle(self, ctx: Ctx) -> None:
        """Increases with a single possible sector are automatic; with ``different``, only the
        first: the next one is another sector, offered so that it may be forgone ("up to two
        different sectors", VF-ACTION-10)."""
        p = self.params(ctx.frame.effect)
        while ctx.frame.left < p.amount and not (p.different and ctx.frame.left):
            candidates = self._candidates(ctx)
            if len(candidates) != 1:
                return
            self._grow(ctx, candidates[0])

    def _grow(self, ctx: Ctx, sector: Sector) -> None:
        """+1 Population, then what your Technologies give for it: the Guild resources of the
        sector (``on_grow_gain_guild_resources``) and the ``grow`` triggers (Cloning)."""
        sector.population += 1
        ctx.frame.left += 1
        ctx.frame.picks.append(sector.id)
        sectors.bind_linked(ctx.state, self.params(ctx.frame.effect).where, sector.id)
        if abilities.of(ctx.state, ctx.content, ctx.seat).on_grow_gain_guild_resources:
            for guild in sector.filled("guild"):
                if guild in GUILD_RESOURCE:  # not a Mechanized Guild (RS-MECHGUILD-03)
                    resources.gain(ctx.house, GUILD_RESOURCE[guild], 1)
        abilities.push_triggers(ctx.state, ctx.content, ctx.seat, "grow")

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.left >= self.params(ctx.frame.effect).amount:
            return []
        return [Choice("sector", (s.id,), self.rules) for s in self._candidates(ctx)]

    def tried(self, ctx: Ctx, choice: Choice) -> AbstractContextManager[None] | None:
        """+1 Population in the chosen sector, taken back afterwards, when that is all that
        growing there does: a single increase, no sector bound (``linked``), and no Technology
        giving anything for it (``on_grow_gain_guild_resources``, a ``grow`` trigger: see
        :meth:`_grow`); else None."""
        p = self.params(ctx.frame.effect)
        if p.amount != 1 or p.where == "linked":
            return None
        if abilities.of(ctx.state, ctx.content, ctx.seat).on_grow_gain_guild_resources:
            return None
        levels = ctx.content.level_triggers
        if any(levels.get(t, {}).get("grow") is not None for t in ctx.house.technologies.items()):
            return None
        return _grown(ctx.state.galaxy.sector(choice.values[0]))

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        self._grow(ctx, ctx.state.galaxy.sector(choice.values[0]))
        self._settle(ctx)

    def explain(self, ctx: Ctx, choice: Choice) -> Refusal | None:
        """Why a sector's Population cannot grow (VF-POP-03/04/06/07, VF-TARGET-01)."""
        found = [s for s in ctx.state.galaxy.sectors if choice.values[:1] == (s.id,)]
        if choice.kind != "sector" or not found:
            return None
        sector = found[0]
        if sector.controller() != ctx.seat:
            return Refusal("vf.refuse.not_your_sector", "VF-TARGET-01")
        p = self.params(ctx.frame.effect)
        outside = _outside(ctx, choice)
        if outside is not None:
            return outside
        if p.different and sector.id in ctx.frame.picks:
            return Refusal("vf.refuse.sector_already_used", "VF-TARGET-07")
        if sector.corrupted:
            return Refusal("vf.refuse.population_corrupted", "VF-POP-03")
        if sector.fixed_population or sector.population == 0:
            return Refusal("vf.refuse.population_fixed", "VF-POP-06")
        return Refusal("vf.refuse.population_at_6", "VF-POP-04")


@contextmanager
def _grown(sector: Sector) -> Iterator[None]:
    """``sector``'s Population 1 higher while inside (see :meth:`Grow.tried`)."""
    sector.population += 1
    try:
        yield
    finally:
        sector.population -= 1


class WhereParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    where: Where = "any"


@register
class ReducePopulation(Primitive[WhereParams]):
    """(Cost) decrease a Pure Population by 1 in a non-Home sector, never below 1 (VF-POP-05)."""

    op = "reduce_population"
    Params = WhereParams
    rules = ("VF-POP-03", "VF-POP-05")

    def _candidates(self, ctx: Ctx) -> list[Sector]:
        where = self.params(ctx.frame.effect).where
        return [s for s in sectors.in_scope(ctx.state, ctx.seat, where) if sectors.can_reduce(s)]

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if not self._candidates(ctx):
            return Refusal("vf.refuse.no_population_to_reduce", "VF-POP-05")
        return None

    def start(self, ctx: Ctx) -> None:
        candidates = self._candidates(ctx)
        if len(candidates) == 1:
            self._reduce(ctx, candidates[0])

    def _reduce(self, ctx: Ctx, sector: Sector) -> None:
        sector.population -= 1
        ctx.frame.picks.append(sector.id)
        ctx.state.turn.bound_sector = sector.id

    def options(self, ctx: Ctx) -> list[Choice]:
        if ctx.frame.picks:
            return []
        return [Choice("sector", (s.id,), self.rules) for s in self._candidates(ctx)]

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        self._reduce(ctx, ctx.state.galaxy.sector(choice.values[0]))


class DestroyParams(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    kind: Literal["guild", "installation"] = "guild"


@register
class Destroy(Primitive[DestroyParams]):
    """(Cost) destroy one Guild/Installation token in a non-Home sector you control, then shift
    the row left; printed ones cannot be destroyed (VF-GUILD-10, VF-GUILD-11, VF-SECTOR-06)."""

    op = "destroy"
    Params = DestroyParams
    rules = ("VF-GUILD-10", "VF-SECTOR-06")

    def _pairs(self, ctx: Ctx) -> list[tuple[str, str]]:
        kind = self.params(ctx.frame.effect).kind
        return [
            (s.id, t)
            for s in ctx.state.galaxy.controlled_by(ctx.seat)
            if not sectors.is_home(s)
            for t in sectors.removable(s, kind)
        ]

    def refusal(self, ctx: Ctx) -> Refusal | None:
        if not self._pairs(ctx):
            return Refusal("vf.refuse.nothing_to_destroy", "VF-GUILD-10")
        return None

    def start(self, ctx: Ctx) -> None:
        pairs = self._pairs(ctx)
        if len(pairs) == 1:
            self._destroy(ctx, *pairs[0])
        else:
            _preselect(ctx, pairs)

    def apart(self, effect: Effect, later: Effect) -> bool:
        """A Guild destroyed never changes whether an Installation can be: each is a row of its
        own, a Guild holds no sector (VF-SECTOR-04), and neither reads the sector the first
        binds (no ``where``). Not the reverse: a Command Station holds its sector (Psionics,
        RS-CMDSTN-03)."""
        return (
            later.op == self.op
            and self.params(effect).kind == "guild"
            and self.params(later).kind == "installation"
        )

    def _destroy(self, ctx: Ctx, sector_id: str, token: str) -> None:
        sectors.destroy(
            ctx.state.galaxy.sector(sector_id), self.params(ctx.frame.effect).kind, token
        )
        ctx.frame.picks = [sector_id, token]
        ctx.state.turn.bound_sector = sector_id

    def options(self, ctx: Ctx) -> list[Choice]:
        if len(ctx.frame.picks) == 2:
            return []
        kind = "guild" if self.params(ctx.frame.effect).kind == "guild" else "build"
        return _pairs_choices(ctx, self._pairs(ctx), kind, self.rules)

    def choose(self, ctx: Ctx, choice: Choice) -> None:
        if choice.kind == "sector":
            ctx.frame.picks = [choice.values[0]]
            left = [t for s, t in self._pairs(ctx) if s == choice.values[0]]
            if len(left) == 1:
                self._destroy(ctx, choice.values[0], left[0])
            return
        self._destroy(ctx, ctx.frame.picks[0], choice.values[0])


class InfrastructureParams(EventTarget, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """``kind``: a Guild type or ``sector_defense``; ``target``: see ``sectors.EVENT_TARGETS``."""

    kind: str

    def __post_init__(self) -> None:
        if self.kind not in (*GUILDS, "sector_defense"):
            raise ValueError(f"cannot place {self.kind!r}")
        super().__post_init__()


@register
class PlaceInfrastructure(EventPlacement[InfrastructureParams]):
    """(Events) place a Guild or Sector Defense on a sector's next free space, build order
    applying (VF-PREP-20, VF-PREP-22, A-53); binds the sector for ``same``."""

    op = "place_infrastructure"
    Params = InfrastructureParams
    rules = ("VF-PREP-22", "VF-GUILD-07")

    def _row(self, ctx: Ctx) -> str:
        return self.part(ctx.frame.effect)

    def part(self, effect: Effect) -> str:
        return "installation" if self.params(effect).kind in INSTALLATIONS else "guild"

    def fits(self, ctx: Ctx, sector: Sector) -> bool:
        return sectors.free_space(sector, self._row(ctx)) is not None

    def put(self, ctx: Ctx, sector: Sector) -> bool:
        sectors.place(sector, self._row(ctx), self.params(ctx.frame.effect).kind)
        return True

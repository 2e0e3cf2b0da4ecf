"""Combat: a deterministic, resumable state machine and a calculator (VF-COMBAT-01..35).

A Combat is one Approach step followed by Salvo steps (VF-COMBAT-07). Everything is plain msgspec
data: `start_combat` builds a `CombatState`, `advance` runs it until a side must decide something
(`pending_choice`), `choose` applies the decision, and `resolve` plays a whole Combat with a policy.
Removed Fleet Power is only counted here: the engine recalls players' FP to their Active area and
returns Voidborn FP to the supply (VF-COMBAT-08). Rules decisions: docs/combat.md.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from functools import lru_cache
from typing import Final

import msgspec

from domineum.kernel import messages
from domineum.kernel.errors import IllegalAction
from domineum.voidfall.content import file_messages as _errors  # noqa: F401  (registers)
from domineum.voidfall.content import messages as _english  # noqa: F401  (registers the English text)
from domineum.voidfall.model.arsenal import DAMAGE_ORDER, PROFILES
from domineum.voidfall.model.combat import (
    COMBAT_FLEET_TYPES,
    HOLD,
    ROLES,
    USE,
    CombatChoice,
    CombatFleetType,
    CombatReport,
    CombatState,
    CombatStep,
    Fighter,
    FirstFire,
    Fleet,
    Op,
    Option,
    Outcome,
    PerSide,
    Role,
    Side,
    Source,
    Technologies,
)
from domineum.voidfall.model.terms import FLEET_POWER_CUBES


class CombatError(IllegalAction, ValueError):
    """A Combat input or decision the rules forbid; ``rule_id`` names the rule."""


class InvalidSide(CombatError):
    """A side's description that the rules cannot produce."""


class IllegalChoice(CombatError):
    """An option that is not legal for the pending choice (or no choice is pending)."""


# Default policy: the owner recalls the FP that still adds least to the Salvo steps first.
REMOVAL_ORDER: Final[tuple[CombatFleetType, ...]] = (
    "sentry",
    "carrier",
    "corvette",
    "destroyer",
    "dreadnought",
    "voidborn",
)

Policy = Callable[[CombatState, CombatChoice], Option]
BOMBARD_SET: Final = 3  # Materials per Approach and Salvo Absorption (VF-COMBAT-18d, -29d)


def _text(msg: str, **params: object) -> str:
    """A Combat refusal's words, from the message catalog."""
    return messages.render(msg, **params)


def _other(role: Role) -> Role:
    return "defender" if role == "invader" else "invader"


def _corvettes(fighter: Fighter) -> bool:
    """A Corvette is present; Voidborn FP fight as Corvettes (VF-COMBAT-05, VF-CORVUP-02)."""
    return fighter.fleet.corvette + fighter.fleet.voidborn > 0


def _initiative(fighter: Fighter, role: Role) -> int:
    """A side's Initiative (VF-COMBAT-21, VF-FLEETTYPE-02..10, VF-CORVUP-03; A-10); every
    Voidborn FP gives 1, with the Arsenal's bonuses in total (RS-ARSENAL-04, RS-VBFLEET-04, -08);
    every Phantom FP 1 (RS-PHANTOM-02)."""
    fleet = fighter.fleet
    value = fleet.corvette + fleet.destroyer + fleet.dreadnought + fleet.carrier
    value += fleet.phantom  # 1 per Phantom FP, its whole Initiative (RS-CSUM-03, A40)
    voidborn = fleet.voidborn_total
    value += voidborn
    if voidborn != fleet.voidborn:  # Arsenal types present: else no bonus (see _arsenal)
        value += _arsenal(fleet, "initiative")
        value += _arsenal(fleet, "invader_initiative") if role == "invader" else 0
    value += fleet.sentry if role == "invader" else 0
    value += 1 if fleet.dreadnought else 0
    value += 1 if fleet.destroyer and role == "invader" else 0
    value += 5 if fighter.side.tech.targeting == "basic" and _corvettes(fighter) else 0
    return value


def _arsenal(fleet: Fleet, bonus: str) -> int:
    """An Arsenal bonus of the Voidborn types present, once per type, not per FP (RS-VBFLEET)."""
    if fleet.voidborn_total == fleet.voidborn:
        return 0
    return sum(
        getattr(profile, bonus) for profile in PROFILES.values() if fleet.count(profile.combat)
    )


def _fires_first(fighter: Fighter, role: Role) -> bool:
    """Improved Targeting with FP that give Initiative (VF-COMBAT-22, VF-CORVUP-04; A-35)."""
    return fighter.side.tech.targeting == "improved" and _initiative(fighter, role) > 0


def _first(fighters: PerSide[Fighter], ini: PerSide[int]) -> FirstFire:
    """Who fires first (VF-COMBAT-22..25); if both have Improved Targeting, Initiative (A-10)."""
    sure = PerSide(
        _fires_first(fighters.invader, "invader"), _fires_first(fighters.defender, "defender")
    )
    if sure.invader != sure.defender:
        return "invader" if sure.invader else "defender"
    if ini.invader == ini.defender:
        return "simultaneous"
    return "invader" if ini.invader > ini.defender else "defender"


def _approach_damage(fighter: Fighter, role: Role) -> list[Source]:
    """Approach Damage sources (VF-COMBAT-15, -16, VF-FLEETTYPE-03, -05, -12; A-36)."""
    side, tech = fighter.side, fighter.side.tech
    missiles = min(side.adjacent_shipyards, 2) if tech.deep_space_missiles == "improved" else 0
    if role == "defender":
        sources = [
            ("VF-COMBAT-15", side.sector_defenses),
            ("VF-FLEETTYPE-12", side.starbases),
            ("VF-FLEETTYPE-03", fighter.fleet.sentry),
            ("VF-COMBAT-15", missiles),
        ]
        if any(amount for _, amount in sources) and tech.energy_cells != "none":
            sources.append(("VF-COMBAT-15", 1))
    else:
        basic_missiles = tech.deep_space_missiles == "basic" and side.spend_energy
        sources = [
            ("VF-FLEETTYPE-05", int(tech.destroyers == "improved" and fighter.fleet.destroyer > 0)),
            ("VF-COMBAT-16", int(basic_missiles)),
            ("VF-COMBAT-16", missiles),
            ("RS-VBFLEET-08", _arsenal(fighter.fleet, "invader_approach_damage")),
            ("VF-SKIRMISH-13", side.approach_damage),  # a War Alert's or Crisis's ability
        ]
    return [source for source in sources if source[1]]


def _approach_absorption(fighter: Fighter, role: Role) -> list[Source]:
    """Approach Absorption sources (VF-COMBAT-17, -18, VF-CORVUP-08, VF-FLEETTYPE-06; A-13)."""
    shields = int(fighter.side.tech.shields == "improved" and _corvettes(fighter))
    if role == "defender":
        sources = [("VF-COMBAT-17", shields)]
    else:
        sources = [
            ("VF-COMBAT-18", shields),
            ("VF-COMBAT-18", fighter.fleet.dreadnought),
            ("VF-COMBAT-18", int(fighter.side.return_trade_token)),
            ("VF-COMBAT-18", fighter.side.bombard_materials // BOMBARD_SET),
            ("RS-VBFLEET-03", _arsenal(fighter.fleet, "invader_approach_absorption")),
            ("RS-CSUM-01", fighter.side.approach_absorption),  # Psionics: Vanguard, Barrier
        ]
    return [source for source in sources if source[1]]


def _salvo_pool(side: Side, fleet: Fleet, role: Role) -> int:
    """Unconditional Salvo Absorption for the whole Combat (VF-COMBAT-28, -29; A-12, A-13).

    The Defender's first-Salvo Absorption of Psionics (RS-CSUM-06) joins it: it is gained only
    with FP present, so only when a first Salvo happens, and then lasts the Combat (RS-CSUM-07).
    """
    if role == "defender":
        psionics = side.first_salvo_absorption if fleet.total else 0
        if side.dreadnought_absorption_per_fp:  # AMBIG A36's alternative
            return fleet.dreadnought + fleet.carrier + fleet.voidborn_dreadnought + psionics
        arsenal = _arsenal(fleet, "defender_salvo_absorption")
        return fleet.dreadnought + fleet.carrier + arsenal + psionics
    drones = {"none": 0, "basic": 1, "improved": 2}[side.tech.autonomous_drones]
    return (drones if side.return_trade_token else 0) + side.bombard_materials // BOMBARD_SET


def _usable_absorption(fighter: Fighter) -> int:
    """Salvo Absorption usable now: this step's, the pool, plus Shields while a Corvette is
    present."""
    shields = int(fighter.shields_ready and _corvettes(fighter))
    return fighter.step_absorption + fighter.salvo_absorption + shields


SIDE_NUMBERS: Final[tuple[str, ...]] = (
    "sector_defenses",
    "starbases",
    "adjacent_shipyards",
    "active_fp",
    "bombard_materials",
    "salvo_absorption_each",
    "approach_absorption",
    "first_salvo_damage",
    "first_salvo_absorption",
    "approach_damage",
)  # the counts of a Side that are never negative, besides its Fleet Power (VF-COMBAT-03)
_side_numbers = operator.attrgetter(*SIDE_NUMBERS)


def _who(role: Role) -> str:
    """The side in the reader's words (Offensive / invasor, not its id)."""
    return _text(f"vf.combat.role.{role}")


def _check(side: Side, role: Role) -> None:
    """Reject a side the rules cannot produce (VF-COMBAT-03, -06, VF-FLEET-04, -20; A-29)."""
    fp, numbers = msgspec.structs.astuple(side.fleet), _side_numbers(side)
    if min(fp) < 0 or min(numbers) < 0:  # the first negative one is named
        names = (*COMBAT_FLEET_TYPES, *SIDE_NUMBERS)
        name, value = next(pair for pair in zip(names, fp + numbers, strict=True) if pair[1] < 0)
        raise InvalidSide(
            _text("vf.combat.negative", role=_who(role), name=name, value=value), "VF-COMBAT-03"
        )
    spends = side.spend_energy or side.return_trade_token or side.bombard_materials > 0
    if side.approach_damage and not (side.voidborn and role == "invader"):
        raise InvalidSide(_text("vf.combat.card_abilities"), "VF-SKIRMISH-13")
    if side.voidborn:
        if side.fleet.total != side.fleet.voidborn_total:
            raise InvalidSide(_text("vf.combat.voidborn_only"), "VF-FLEET-20")
        if spends or side.adjacent_shipyards or side.active_fp:
            raise InvalidSide(_text("vf.combat.voidborn_nothing"), "VF-FLEET-24")
        if side.starbases:
            raise InvalidSide(_text("vf.combat.voidborn_starbases"), "VF-GUILD-03")
    elif side.fleet.voidborn_total:
        raise InvalidSide(_text("vf.combat.player_voidborn", role=_who(role)), "VF-FLEET-20")
    elif side.fleet.total > FLEET_POWER_CUBES:
        raise InvalidSide(
            _text("vf.combat.too_many_fp", role=_who(role), n=FLEET_POWER_CUBES), "VF-FLEET-04"
        )
    elif side.fleet.total + side.active_fp > FLEET_POWER_CUBES:
        raise InvalidSide(
            _text(
                "vf.combat.too_many_with_active",
                role=_who(role),
                n=FLEET_POWER_CUBES,
                fighting=side.fleet.total,
                active=side.active_fp,
            ),
            "VF-FLEET-04",
        )
    if role == "invader":
        if side.sector_defenses or side.starbases:
            raise InvalidSide(_text("vf.combat.defender_tokens"), "VF-COMBAT-03")
        if not side.voidborn and not side.fleet.total:
            raise InvalidSide(_text("vf.combat.no_fp"), "VF-MOVE-09")
        if side.spend_energy and not (
            side.tech.deep_space_missiles == "basic" and side.adjacent_shipyards
        ):
            raise InvalidSide(_text("vf.combat.energy"), "VF-COMBAT-16")
        if side.return_trade_token and side.tech.autonomous_drones == "none":
            raise InvalidSide(_text("vf.combat.drones"), "VF-COMBAT-18")
    elif spends:
        raise InvalidSide(_text("vf.combat.invader_spends"), "VF-COMBAT-18")
    elif not side.fleet.total and (side.tech != Technologies() or side.adjacent_shipyards):
        raise InvalidSide(_text("vf.combat.empty_sector"), "VF-COMBAT-06")


def _enter(side: Side, role: Role, deployed: int) -> Fighter:
    """A side entering the Combat, with its once-per-Combat abilities ready (A-12)."""
    fleet = side.fleet.plus("corvette", deployed)
    return Fighter(
        side=side,
        fleet=fleet,
        salvo_absorption=_salvo_pool(side, fleet, role),
        shields_ready=side.tech.shields != "none",
        destroyer_bonus_ready=role == "invader",
    )


def _fleets(fighters: PerSide[Fighter]) -> PerSide[Fleet]:
    return PerSide(fighters.invader.fleet, fighters.defender.fleet)


def _add_rules(step: CombatStep, *rules: str) -> tuple[str, ...]:
    if not rules:
        return step.rules
    return step.rules + tuple(rule for rule in dict.fromkeys(rules) if rule not in step.rules)


def start_combat(invader: Side, defender: Side, deployed: int | None = None) -> CombatState:
    """Validate both sides, let Carriers deploy Corvettes, and deal Approach Damage.

    VF-COMBAT-01, -03, -07, -13..18, VF-FLEETTYPE-08; A-08 (Corvettes come from Active FP):
    ``deployed`` Corvettes, at most one per Carrier FP and per Active FP (None: that most; the
    calculator's search tries fewer, the deployment being the Invader's "may").
    The state may already wait for a choice: call `pending_choice` / `advance`.
    """
    _check(invader, "invader")
    _check(defender, "defender")
    if invader.voidborn and defender.voidborn:
        raise InvalidSide(_text("vf.combat.voidborn_twice"), "VF-SKIRMISH-01")
    most = min(invader.fleet.carrier, invader.active_fp)
    if deployed is None:
        deployed = most
    elif not 0 <= deployed <= most:
        raise InvalidSide(_text("vf.combat.deploy_range", most=most), "VF-COMBAT-13")
    fighters = PerSide(_enter(invader, "invader", deployed), _enter(defender, "defender", 0))
    rules = ["VF-COMBAT-07", "VF-COMBAT-14"] + (["VF-COMBAT-13"] if deployed else [])
    damage, absorbed = PerSide(0, 0), PerSide(0, 0)
    for role in ROLES:
        hits = _approach_damage(fighters.get(_other(role)), _other(role))
        guards = _approach_absorption(fighters.get(role), role)
        dealt = sum(amount for _, amount in hits)
        cancelled = min(dealt, sum(amount for _, amount in guards))
        rules += [rule for rule, _ in hits] + ([rule for rule, _ in guards] if cancelled else [])
        damage = damage.put(_other(role), dealt)
        absorbed = absorbed.put(role, cancelled)
        fighter = msgspec.structs.replace(fighters.get(role), to_remove=dealt - cancelled)
        fighters = fighters.put(role, fighter)
    step = CombatStep(
        name="approach",
        first="simultaneous",
        before=PerSide(invader.fleet, defender.fleet),
        after=_fleets(fighters),
        damage=damage,
        absorbed=absorbed,
        deployed=deployed,
        rules=tuple(dict.fromkeys(rules)),
    )
    queue = (Op("remove", "invader"), Op("remove", "defender"))
    return CombatState(fighters=fighters, salvo=0, queue=queue, log=(step,))


def pending_choice(state: CombatState) -> CombatChoice | None:
    """The decision the Combat waits for, or None if it can advance by itself or is over.

    Asked only when it matters: recalling with more than one Fleet type present (VF-COMBAT-08),
    spending Salvo Absorption that can save FP (VF-COMBAT-12, A-12), using the Destroyers' bonus
    (VF-COMBAT-27(c), A-11).
    """
    if state.outcome is not None or not state.queue:
        return None
    op = state.queue[0]
    fighter = state.fighter(op.role)
    if op.kind == "aim":
        bonus = fighter.fleet.destroyer
        if fighter.destroyer_bonus_ready and bonus and _initiative(fighter, op.role) >= 1:
            return CombatChoice(op.role, "destroyer_bonus", (USE, HOLD), bonus, ("VF-COMBAT-27",))
    elif op.kind == "land":
        usable = min(fighter.incoming, _usable_absorption(fighter))
        if usable and fighter.incoming - usable < fighter.fleet.total and not fighter.side.voidborn:
            rule = "VF-COMBAT-29" if op.role == "invader" else "VF-COMBAT-28"
            return CombatChoice(
                op.role, "absorb", tuple(range(usable + 1)), fighter.incoming, (rule,)
            )
    elif (
        0 < fighter.to_remove < fighter.fleet.total
        and len(fighter.fleet.present()) > 1
        and not fighter.side.voidborn
    ):
        options = fighter.fleet.present()
        return CombatChoice(op.role, "remove", options, fighter.to_remove, ("VF-COMBAT-08",))
    return None


def _aim(state: CombatState, role: Role, use_bonus: bool) -> CombatState:
    """``role`` fires if it has Initiative, with its extra Salvo Damage (VF-COMBAT-23..27; A-11)."""
    fighter, target = state.fighter(role), state.fighter(_other(role))
    step = state.log[-1]
    queue = state.queue[1:]
    if _initiative(fighter, role) < 1:
        return msgspec.structs.replace(state, queue=queue)
    extra_rule = "VF-COMBAT-27" if role == "invader" else "VF-COMBAT-26"
    torpedoes = fighter.side.tech.torpedoes
    torpedo = _corvettes(fighter) and (
        torpedoes == "improved" or (torpedoes == "basic" and state.salvo == 1)
    )
    bonus = fighter.fleet.destroyer if use_bonus else 0
    if (
        role == "invader"
        and state.salvo == 1
        and _arsenal(fighter.fleet, "invader_first_salvo_damage")
    ):
        bonus += _arsenal(fighter.fleet, "invader_first_salvo_damage")
        extra_rule = "RS-VBFLEET-08"
    strike = fighter.side.first_salvo_damage if state.salvo == 1 else 0  # RS-CSUM-04
    dealt = 1 + int(torpedo) + bonus + strike
    if use_bonus:
        fighter = msgspec.structs.replace(fighter, destroyer_bonus_ready=False)
    target = msgspec.structs.replace(target, incoming=target.incoming + dealt)
    fighters = state.fighters.put(role, fighter).put(_other(role), target)
    step = msgspec.structs.replace(
        step,
        damage=step.damage.put(role, step.damage.get(role) + dealt),
        rules=_add_rules(
            step,
            *([extra_rule] if dealt > 1 + strike else []),
            *([STRIKE_RULE[role]] if strike else []),
        ),
    )
    return msgspec.structs.replace(
        state, fighters=fighters, queue=queue, log=(*state.log[:-1], step)
    )


STRIKE_RULE: dict[Role, str] = {"invader": "RS-CSUM-04", "defender": "RS-CSUM-05"}
"""The first-Salvo Damage of Psionics: a Salvo Strike, Improved Command Stations."""


def _land(state: CombatState, role: Role, absorb: int) -> CombatState:
    """Salvo Damage reaches ``role``, which cancels ``absorb`` of it (VF-COMBAT-10..12, -28, -29).

    This step's own Absorption is spent first (it is lost anyway), then Shields: they stop
    working when the last Corvette leaves.
    """
    fighter = state.fighter(role)
    from_step = min(absorb, fighter.step_absorption)
    from_shields = min(absorb - from_step, int(fighter.shields_ready and _corvettes(fighter)))
    fighter = msgspec.structs.replace(
        fighter,
        step_absorption=fighter.step_absorption - from_step,
        shields_ready=fighter.shields_ready and not from_shields,
        salvo_absorption=fighter.salvo_absorption - (absorb - from_step - from_shields),
        to_remove=fighter.incoming - absorb,
        incoming=0,
    )
    step = state.log[-1]
    rule = "VF-COMBAT-29" if role == "invader" else "VF-COMBAT-28"
    step = msgspec.structs.replace(
        step,
        absorbed=step.absorbed.put(role, step.absorbed.get(role) + absorb),
        rules=_add_rules(step, *([rule] if absorb else [])),
    )
    return msgspec.structs.replace(
        state,
        fighters=state.fighters.put(role, fighter),
        queue=(Op("remove", role), *state.queue[1:]),
        log=(*state.log[:-1], step),
    )


def _recall(state: CombatState, role: Role, kind: CombatFleetType, amount: int) -> CombatState:
    """``role`` removes ``amount`` FP of ``kind`` from the Combat sector (VF-COMBAT-08, -09)."""
    fighter = state.fighter(role)
    fighter = msgspec.structs.replace(
        fighter,
        fleet=fighter.fleet.plus(kind, -amount),
        removed=fighter.removed.plus(kind, amount),
        to_remove=max(fighter.to_remove - amount, 0),
    )
    fighters = state.fighters.put(role, fighter)
    step = msgspec.structs.replace(
        state.log[-1], after=_fleets(fighters), rules=_add_rules(state.log[-1], "VF-COMBAT-08")
    )
    return msgspec.structs.replace(state, fighters=fighters, log=(*state.log[:-1], step))


def _remove_all(state: CombatState, role: Role) -> CombatState:
    """Finish a removal that leaves no choice: one type, or every FP (excess Damage is lost)."""
    fighter = state.fighter(role)
    fleet, to_remove = fighter.fleet, fighter.to_remove
    if not to_remove:  # nothing to remove: the step is done
        return msgspec.structs.replace(state, queue=state.queue[1:])
    if to_remove >= fleet.total:
        for kind in fleet.present():
            state = _recall(state, role, kind, fleet.count(kind))
    elif to_remove and fighter.side.voidborn:  # Corvettes first (RS-VBFLEET-20)
        for voidborn_type in DAMAGE_ORDER:
            combat_kind = PROFILES[voidborn_type].combat
            amount = min(to_remove, fleet.count(combat_kind))
            if amount:
                state = _recall(state, role, combat_kind, amount)
                to_remove -= amount
    elif to_remove:
        state = _recall(state, role, fleet.present()[0], to_remove)
    fighter = msgspec.structs.replace(state.fighter(role), to_remove=0)
    return msgspec.structs.replace(
        state, fighters=state.fighters.put(role, fighter), queue=state.queue[1:]
    )


def _outcome(state: CombatState) -> Outcome:
    """VF-RESULT-01, -02, -16; VF-COMBAT-20 / VF-RESULT-17 when the sector had no FP."""
    left = _fleets(state.fighters)
    if left.invader.total:
        return "invader"
    if left.defender.total:
        return "defender"
    return "tie" if state.log[0].before.defender.total else "defender_installations"


def _next_step(state: CombatState) -> CombatState:
    """End the Combat if a side has no FP, else open the next Salvo (VF-COMBAT-21..25, -30, -31)."""
    fleets = _fleets(state.fighters)
    if not (fleets.invader.total and fleets.defender.total):
        return msgspec.structs.replace(state, outcome=_outcome(state))
    salvo = state.salvo + 1
    ini = PerSide(
        _initiative(state.fighters.invader, "invader"),
        _initiative(state.fighters.defender, "defender"),
    )
    first = _first(state.fighters, ini)
    targeting = any(_fires_first(state.fighter(role), role) for role in ROLES)
    queue: tuple[Op, ...]
    if first == "simultaneous":
        queue = (Op("aim", "invader"), Op("aim", "defender"))
        queue += (Op("land", "invader"), Op("land", "defender"))
        order: tuple[str, ...] = ("VF-COMBAT-25",)
    else:
        queue = (Op("aim", first), Op("land", _other(first)))
        queue += (Op("aim", _other(first)), Op("land", first))
        order = ("VF-COMBAT-23", "VF-COMBAT-24")
    rules = ("VF-COMBAT-21",) + (("VF-COMBAT-22",) if targeting else ()) + order
    step = CombatStep(
        name=f"salvo {salvo}",
        first=first,
        before=fleets,
        after=fleets,
        damage=PerSide(0, 0),
        absorbed=PerSide(0, 0),
        initiative=ini,
        rules=rules + (("VF-COMBAT-30",) if salvo > 1 else ()),
    )
    invader, defender = state.fighters.invader, state.fighters.defender
    fighters = PerSide(  # this step's own Absorption, renewed (2H)
        msgspec.structs.replace(invader, step_absorption=invader.side.salvo_absorption_each),
        msgspec.structs.replace(defender, step_absorption=defender.side.salvo_absorption_each),
    )
    return msgspec.structs.replace(
        state, salvo=salvo, queue=queue, log=(*state.log, step), fighters=fighters
    )


def _tick(state: CombatState) -> CombatState:
    """One unit of automatic work; only called when no choice is pending."""
    if not state.queue:
        return _next_step(state)
    op = state.queue[0]
    if op.kind == "aim":
        return _aim(state, op.role, use_bonus=False)
    if op.kind == "land":
        return _land(state, op.role, absorb=_automatic_absorb(state.fighter(op.role)))
    return _remove_all(state, op.role)


def _automatic_absorb(fighter: Fighter) -> int:
    """Absorption used without asking: the Voidborn decides nothing and cancels all the Salvo
    Damage it can (its Absorption under Event 2H, A-12); a player's is always asked for."""
    return min(fighter.incoming, _usable_absorption(fighter)) if fighter.side.voidborn else 0


def advance(state: CombatState) -> CombatState:
    """Run until a choice is pending or the Combat is over (VF-COMBAT-07, -30, -31)."""
    while state.outcome is None and pending_choice(state) is None:
        state = _tick(state)
    return state


def choose(state: CombatState, option: Option) -> CombatState:
    """Apply ``option`` to the pending choice; returns a new state and does not advance it.

    Raises `IllegalChoice` if no choice is pending or ``option`` is not one of its options.
    """
    choice = pending_choice(state)
    if choice is None:
        raise IllegalChoice(_text("vf.combat.no_pending"), "VF-COMBAT-02")
    legal = type(option) is type(choice.options[0]) and option in choice.options
    if not legal:
        known = ", ".join(map(str, choice.options))
        why = _text("vf.combat.not_legal", option=option, kind=choice.kind, legal=known)
        raise IllegalChoice(why, choice.rules[0])
    if choice.kind == "destroyer_bonus":
        return _aim(state, choice.role, use_bonus=option == USE)
    if choice.kind == "absorb":
        return _land(state, choice.role, absorb=int(option))
    kind = next(kind for kind in COMBAT_FLEET_TYPES if kind == option)
    return _recall(state, choice.role, kind, 1)


def default_policy(state: CombatState, choice: CombatChoice) -> Option:
    """Recall in `REMOVAL_ORDER`, absorb as much as can help now, use the Destroyer bonus at once.

    A-11 (Destroyer bonus in the first Salvo it can be used), A-12 (Absorption as early as useful).
    """
    if choice.kind == "remove":
        return next(kind for kind in REMOVAL_ORDER if kind in choice.options)
    if choice.kind == "absorb":
        return choice.options[-1]
    return USE


def report(state: CombatState) -> CombatReport:
    """The report of a finished Combat (VF-COMBAT-31)."""
    if state.outcome is None:
        raise CombatError(_text("vf.combat.not_over"), "VF-COMBAT-31")
    return CombatReport(
        outcome=state.outcome,
        steps=state.log,
        survivors=_fleets(state.fighters),
        removed=PerSide(state.fighters.invader.removed, state.fighters.defender.removed),
        deployed=state.log[0].deployed,
    )


def resolve(invader: Side, defender: Side, policy: Policy = default_policy) -> CombatReport:
    """The calculator: play a whole Combat, answering every choice with ``policy``.

    VF-COMBAT-01..31: deterministic for a deterministic policy (VF-COMBAT-02).
    """
    state = advance(start_combat(invader, defender))
    while (choice := pending_choice(state)) is not None:
        state = advance(choose(state, policy(state, choice)))
    return report(state)


@lru_cache(maxsize=4096)
def forecast(invader: Side, defender: Side) -> CombatReport:
    """:func:`resolve` with the default policy, memoised: sides and reports are immutable values
    (a Skirmish weighs the same Combats again and again, VF-SKIRMISH-09)."""
    return resolve(invader, defender)

"""Load the ``void/`` folder of a content pack (content/void_schema.py): the Crisis board,
Difficulty cards, Alert cards, Crisis cards, Refuges and solo/co-op scenarios.

The generic YAML readers are passed in by :mod:`.loader` (this module must not import it);
effects and conditions are checked by the loader's compiler afterwards (:func:`compile_void`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol, TypeVar

import msgspec

from domineum.kernel.errors import ContentError
from domineum.voidfall.content.schema import Condition, RawEffect
from domineum.voidfall.content.void_schema import (
    VOID_EFFECTS,
    AlertCard,
    CrisisBoardDef,
    CrisisCard,
    Difficulty,
    HeroicCard,
    JointArgs,
    RefugeDef,
    VoidPack,
    VoidScenario,
)
from domineum.voidfall.model.effect import CardAction, Effect
from domineum.voidfall.model.terms import MODULES

T = TypeVar("T", bound=msgspec.Struct)
Entries = Callable[[Path, type[Any]], dict[str, Any]]
Single = Callable[[Path, type[Any]], Any]
TIER_COUNTS = {"start": 5, "1": 19, "2": 23, "3": 21}  # VF-SOLO-SETUP-12 (68 cards)
SITUATIONS = {"1": 6, "2": 7, "3": 4}  # VF-SOLO-ALERT-01
WAR_CARDS = 8


class Compiler(Protocol):
    actions: dict[str, CardAction]

    def effect(self, raw: RawEffect, file: str, entry: str, where: str) -> Effect: ...


def tier_tally(counts: dict[str, int]) -> str:
    """Card counts by tier as a reader sees them: Starting, I, II, III ("5 / 19 / 23 / 21")."""
    return " / ".join(str(counts.get(tier, 0)) for tier in ("start", "1", "2", "3"))


def load_void(root: Path, entries: Entries, single: Single) -> VoidPack | None:
    """The pack's Void components, or None when the pack has no ``void/`` folder."""
    folder = root / "void"
    if not folder.is_dir():
        return None
    pack = VoidPack(
        board=single(folder / "crisis_board.yaml", CrisisBoardDef),
        difficulties=entries(folder / "difficulties.yaml", Difficulty),
        alerts=entries(folder / "alerts.yaml", AlertCard),
        crises=entries(folder / "crises.yaml", CrisisCard) | _module_crises(root, entries),
        refuges=entries(folder / "refuges.yaml", RefugeDef),
        scenarios=entries(folder / "scenarios.yaml", VoidScenario),
        heroic=entries(folder / "heroic.yaml", HeroicCard)
        if (folder / "heroic.yaml").exists()
        else {},
        joint=entries(folder / "joint.yaml", HeroicCard)
        if (folder / "joint.yaml").exists()
        else {},
    )
    _check(pack)
    return pack


def _module_crises(root: Path, entries: Entries) -> dict[str, CrisisCard]:
    """The Crisis cards of the modules' folders (``modules/<module>/void/crises.yaml``), each
    tagged with its module (RS-MOD-01; the Voidborn Arsenal's, RS-MOD-07); dealt only when its
    module is on (modes/void/setup.py)."""
    out: dict[str, CrisisCard] = {}
    for folder in sorted(p for p in (root / "modules").glob("*") if p.is_dir()):
        path = folder / "void" / "crises.yaml"
        if not path.exists():
            continue
        where = f"modules/{folder.name}/void/crises.yaml"
        for card_id, card in entries(path, CrisisCard).items():
            if card.module != folder.name or folder.name not in MODULES:
                raise ContentError(
                    where, card_id, "module", "vf.content.module_folder", module=folder.name
                )
            out[card_id] = card
    return out


def _check(pack: VoidPack) -> None:
    board = pack.board
    if not board.military or len(board.military) != len(board.economic):
        raise ContentError("void/crisis_board.yaml", "-", "military", "vf.content.void_tracks")
    for name, level in pack.difficulties.items():
        if len(level.alerts) != 3:
            raise ContentError("void/difficulties.yaml", name, "alerts", "vf.content.void_mix")
    base = [c for c in pack.crises.values() if not c.module]
    tiers = {t: sum(1 for c in base if c.tier == t) for t in TIER_COUNTS}
    if tiers != TIER_COUNTS:
        raise ContentError(
            "void/crises.yaml",
            "-",
            "tier",
            "vf.content.void_tiers",
            want=tier_tally(TIER_COUNTS),
            got=tier_tally(tiers),
        )
    situations = {
        t: sum(1 for a in pack.alerts.values() if a.kind == "situation" and a.tier == t)
        for t in SITUATIONS
    }
    wars = [a for a in pack.alerts.values() if a.kind == "war"]
    if situations != SITUATIONS or len(wars) != WAR_CARDS:
        raise ContentError("void/alerts.yaml", "-", "kind", "vf.content.void_alerts")
    for war in wars:
        if len(war.skirmish) != 3:
            raise ContentError("void/alerts.yaml", war.id, "skirmish", "vf.content.void_skirmish")
        for d in war.difficulties:
            if d not in pack.difficulties:
                raise ContentError(
                    "void/alerts.yaml", war.id, "difficulties", "vf.content.void_unknown", name=d
                )
    for d in pack.difficulties:
        if sum(1 for w in wars if d in w.difficulties) != WAR_CARDS // 2:
            raise ContentError("void/alerts.yaml", d, "difficulties", "vf.content.void_wars")
    clash = sorted(set(pack.heroic) & set(pack.joint))
    if clash:
        raise ContentError("void/joint.yaml", clash[0], "id", "vf.content.void_heroic")
    for s in pack.scenarios.values():
        for r in s.refuges:
            if r not in pack.refuges:
                raise ContentError(
                    "void/scenarios.yaml", s.id, "refuges", "vf.content.void_unknown", name=r
                )


def compile_void(
    pack: VoidPack, comp: Compiler, check: Callable[[Condition, str, str, str], None]
) -> None:
    """Check every Consequence against the effect vocabulary (kept as ``crisis:<id>``) and
    every requirement condition against the countables."""
    file = "void/crises.yaml"
    for card in pack.crises.values():
        effects = tuple(
            _effect(comp, raw, card.id, f"consequence[{i}]")
            for i, raw in enumerate(card.consequence)
        )
        comp.actions[f"crisis:{card.id}"] = CardAction(name=card.name, effects=effects)
        on_success = tuple(
            _effect(comp, raw, card.id, f"on_success[{i}]") for i, raw in enumerate(card.on_success)
        )
        comp.actions[f"crisis:{card.id}:on_success"] = CardAction(card.name, effects=on_success)
        for i, cond in enumerate(card.requirement.have):
            check(cond, file, card.id, f"requirement.have[{i}]")
        if card.requirement.does:  # an effect of the vocabulary (VF-CRISIS-14)
            _effect(comp, card.requirement.does, card.id, "requirement.does")
    for alert in pack.alerts.values():
        on_success = tuple(
            _effect(comp, raw, alert.id, f"on_success[{i}]", "void/alerts.yaml")
            for i, raw in enumerate(alert.on_success)
        )
        comp.actions[f"alert:{alert.id}:on_success"] = CardAction(alert.id, effects=on_success)
    for file, cards in (("void/heroic.yaml", pack.heroic), ("void/joint.yaml", pack.joint)):
        for hero in cards.values():
            _compile_focus(comp, hero, file)


def _compile_focus(comp: Compiler, hero: HeroicCard, file: str) -> None:
    """A Heroic or Joint Focus card's three actions, kept as ``focus:<id>:<n>``."""
    if len(hero.actions) != 3:
        raise ContentError(file, hero.id, "actions", "vf.content.focus_actions")
    for n, act in enumerate(hero.actions, start=1):
        where = f"actions[{n - 1}]"
        comp.actions[f"focus:{hero.id}:{n}"] = CardAction(
            name=act.name,
            cost=tuple(
                _effect(comp, e, hero.id, f"{where}.cost[{i}]", file)
                for i, e in enumerate(act.cost)
            ),
            effects=tuple(
                _effect(comp, e, hero.id, f"{where}.effects[{i}]", file)
                for i, e in enumerate(act.effects)
            ),
            combine=act.combine,
        )


def _effect(
    comp: Compiler, raw: RawEffect, entry: str, where: str, file: str = "void/crises.yaml"
) -> Effect:
    """A Consequence effect: a Void effect checked against its arguments, any other by the
    pack's vocabulary."""
    op = raw.get("op")
    kind = VOID_EFFECTS.get(op) if isinstance(op, str) else None
    if kind is None:
        return comp.effect(raw, file, entry, where)
    eff = Effect.from_mapping(raw)
    try:
        args = msgspec.convert(eff.args, type=kind)
    except msgspec.ValidationError as exc:
        raise ContentError(file, entry, where, str(exc)) from None
    if isinstance(args, JointArgs):  # the lines it wraps are checked like any effect
        for line, inner in (("effect", args.effect), ("below", args.below)):
            if inner:
                _effect(comp, inner, entry, f"{where}.{line}", file)
    return eff

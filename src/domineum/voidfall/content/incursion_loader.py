"""Load the ``modules/incursion/void/`` folder of a content pack (content/incursion_schema.py):
the Difficulty Setup Aids, the Incursion Alert cards and the Immediate Crises, checked against
the counts of the component list (RS-INCPREP-01, RS-INCFOCUS-01, RS-INCCRISIS-08; seed 001 l.55).

The generic YAML reader is passed in by :mod:`.loader` (this module must not import it).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from domineum.kernel.errors import ContentError
from domineum.voidfall.content.incursion_schema import (
    IncursionAlert,
    IncursionCrisis,
    IncursionPack,
    Mission,
    SetupAid,
)
from domineum.voidfall.content.void_loader import tier_tally
from domineum.voidfall.content.void_schema import VoidPack
from domineum.voidfall.model.terms import VOIDBORN_TYPES

Entries = Callable[[Path, type[Any]], dict[str, Any]]
SETUP_AIDS = 7  # RS-INCPREP-01
VOIDFALL_CARDS = 3  # one per Rift type (RS-INCFOCUS-05)
RIFT_SURGE_CARDS = 6
INCURSION_DECK = {"start": 6, "1": 20, "2": 20, "3": 20}  # RS-INCCRISIS-08 (66 cards)
RIFT_TOKENS_EACH = 2  # 6 Voidfall tokens: 2 each of Rift I, II, III (seed 001 l.56)
FOLDER = "modules/incursion/void"


def load_incursion(root: Path, entries: Entries) -> IncursionPack | None:
    """The pack's Incursion cards, or None when the pack has no such folder."""
    folder = root / FOLDER
    if not folder.is_dir():
        return None
    pack = IncursionPack(
        setup_aids=entries(folder / "setup_aids.yaml", SetupAid),
        alerts=entries(folder / "alerts.yaml", IncursionAlert),
        missions=entries(folder / "missions.yaml", Mission)
        if (folder / "missions.yaml").exists()
        else {},
        crises=entries(folder / "immediate_crises.yaml", IncursionCrisis)
        if (folder / "immediate_crises.yaml").exists()
        else {},
    )
    _check(pack)
    return pack


def _fail(file: str, entry: str, where: str, problem: str, **params: object) -> None:
    raise ContentError(f"{FOLDER}/{file}", entry, where, problem, **params)


def _check(pack: IncursionPack) -> None:
    if len(pack.setup_aids) != SETUP_AIDS:
        _fail("setup_aids.yaml", "-", "-", "vf.content.incursion_aids", n=SETUP_AIDS)
    for aid in pack.setup_aids.values():
        if aid.module != "incursion":
            _fail(
                "setup_aids.yaml", aid.id, "module", "vf.content.module_folder", module="incursion"
            )
        if len(aid.cycles) != 3:
            _fail("setup_aids.yaml", aid.id, "cycles", "vf.content.incursion_rows")
    kinds = {
        k: [a for a in pack.alerts.values() if a.kind == k] for k in ("voidfall", "rift_surge")
    }
    if len(kinds["voidfall"]) != VOIDFALL_CARDS or len(kinds["rift_surge"]) != RIFT_SURGE_CARDS:
        _fail(
            "alerts.yaml",
            "-",
            "kind",
            "vf.content.incursion_alerts",
            voidfall=VOIDFALL_CARDS,
            surge=RIFT_SURGE_CARDS,
        )
    if sorted(a.rift for a in kinds["voidfall"]) != ["I", "II", "III"]:
        _fail("alerts.yaml", "-", "rift", "vf.content.incursion_voidfall")
    for alert in pack.alerts.values():
        if alert.module != "incursion":
            _fail("alerts.yaml", alert.id, "module", "vf.content.module_folder", module="incursion")
        if alert.kind == "voidfall" and len(alert.fleet) != 3:
            _fail("alerts.yaml", alert.id, "fleet", "vf.content.incursion_fleet")
        if alert.fleet_type not in VOIDBORN_TYPES:
            _fail(
                "alerts.yaml",
                alert.id,
                "fleet_type",
                "vf.content.module",
                known=", ".join(VOIDBORN_TYPES),
            )
        if alert.kind == "rift_surge" and (alert.order is None or alert.amount < 1):
            _fail("alerts.yaml", alert.id, "order", "vf.content.incursion_surge")
        if alert.kind == "dual_situation" and (
            alert.level not in ("1", "2", "3")
            or len(alert.crises) != 2
            or any(c not in ("1", "2", "3") for c in alert.crises)
        ):
            _fail("alerts.yaml", alert.id, "crises", "vf.content.incursion_dual")
    for crisis in pack.crises.values():
        if crisis.module != "incursion" or crisis.fleet_type not in VOIDBORN_TYPES:
            _fail(
                "immediate_crises.yaml",
                crisis.id,
                "module",
                "vf.content.incursion_crisis",
            )
    for mission in pack.missions.values():
        if mission.module != "incursion":
            _fail(
                "missions.yaml",
                mission.id,
                "module",
                "vf.content.module_folder",
                module="incursion",
            )
        tokens = [t for kinds in mission.rifts.values() for t in kinds]
        if any(t not in ("I", "II", "III") for t in tokens) or any(
            tokens.count(t) > RIFT_TOKENS_EACH for t in tokens
        ):
            _fail(
                "missions.yaml",
                mission.id,
                "rifts",
                "vf.content.incursion_rifts",
                most=RIFT_TOKENS_EACH,
            )


def check_deck(pack: IncursionPack, void: VoidPack | None) -> None:
    """Incursion's Crisis deck has 66 cards (RS-INCCRISIS-08): by level, its Crisis cards of
    ``modules/incursion/void/crises.yaml`` (Starting, regular, Passive-penalty) and its
    Immediate Crises together."""
    board = [c for c in (void.crises.values() if void else ()) if c.module == "incursion"]
    got = {
        tier: sum(c.tier == tier for c in board) + sum(c.tier == tier for c in pack.crises.values())
        for tier in INCURSION_DECK
    }
    if got != INCURSION_DECK:
        file = f"{FOLDER}/crises.yaml"
        raise ContentError(
            file,
            "-",
            "tier",
            "vf.content.void_tiers",
            want=tier_tally(INCURSION_DECK),
            got=tier_tally(got),
        )

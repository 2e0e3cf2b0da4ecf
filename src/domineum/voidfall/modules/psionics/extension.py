"""The Psionics module as an extension of the procedure (RS-MOD-06, -09; RS-PSI-01/02).

It appends its own action kinds (base ids never move), adds Enforcing to the Actions step, the
Psionic slot to Cleanup step 3, the pass of a seat without Focus cards to Selection, and the
flip back of Enforced Agendas after Evaluation step C4. The competitive code never names it.
"""

from __future__ import annotations

from typing import ClassVar

from domineum.kernel.actions import ActionKind
from domineum.voidfall.core import procedure
from domineum.voidfall.core.action_space import SECTOR_IDS
from domineum.voidfall.core.procedure import NamedStep, Procedure
from domineum.voidfall.model.state import Config
from domineum.voidfall.model.terms import (
    COMMAND_STATION,
    MECHANIZED_GUILD,
    PHANTOM,
    TRACK_SPACES,
    TRACKS,
)
from domineum.voidfall.modules.psionics.agendas import PSIONIC_SLOT, Enforce, PsionicSlot, flip_back
from domineum.voidfall.modules.psionics.nofocus import PassWithoutFocus
from domineum.voidfall.rules import psionic

ENFORCE_SLOTS = ("2", "3", "4", "5", PSIONIC_SLOT)
MIND_LINK_SPACES = tuple(str(n) for n in range(2, TRACK_SPACES + 1))


class Psionics:
    """Claims ``module:psionics``; applies in every mode (RS-MOD-06)."""

    name = "psionics"
    claims = "module:psionics"
    action_kinds: tuple[ActionKind, ...] = (
        ActionKind("offer-psionic"),  # RS-PAGENDA-03 (a)
        ActionKind("draw-psionic"),  # RS-PAGENDA-03 (b)
        ActionKind("enforce", (ENFORCE_SLOTS,)),  # RS-PAGENDA-16
        ActionKind("psionic-slot"),  # RS-PAGENDA-09, -11
        ActionKind("pass"),  # RS-NOFOCUS-02
        ActionKind("psionic-token", ((psionic.STRIKE, psionic.BARRIER),)),  # RS-PCOMBAT-04
        ActionKind("mind-link", (TRACKS, MIND_LINK_SPACES)),  # RS-MINDLINK-02
        ActionKind("build-station"),  # RS-CMDSTN-02
        ActionKind("guild-mechanized"),  # RS-MECHGUILD-02
        ActionKind("fleet-phantom"),  # RS-PHANTOM-01
        ActionKind("move-phantom", (SECTOR_IDS, SECTOR_IDS)),
        ActionKind("join-phantom", (SECTOR_IDS,)),
        ActionKind("deploy-phantom", (SECTOR_IDS,)),
        ActionKind("recall-phantom", (SECTOR_IDS,)),
    )
    widens: ClassVar[dict[str, tuple[str, str]]] = {  # base kinds' new values (WidenedSpace)
        "build-station": ("build", COMMAND_STATION),
        "guild-mechanized": ("guild", MECHANIZED_GUILD),
        "fleet-phantom": ("fleet", PHANTOM),  # RS-PHANTOM-01
        "move-phantom": ("move", PHANTOM),
        "join-phantom": ("join", PHANTOM),
        "deploy-phantom": ("deploy", PHANTOM),
        "recall-phantom": ("recall", PHANTOM),
    }

    def applies(self, config: Config) -> bool:
        return "psionics" in config.modules

    def extend(self, proc: Procedure) -> None:
        proc.selection.insert(0, PassWithoutFocus())
        proc.actions.append(Enforce())
        proc.agenda_placement.append(PsionicSlot())
        proc.insert_after("evaluation", "agendas", NamedStep("psionic_flip_back", flip_back))


procedure.register(Psionics())

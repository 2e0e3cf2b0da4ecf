"""A player's House mat and play area (VF-FLEET-03, VF-CIV, VF-AGENDA-07, VF-TECH, VF-TRADE)."""

from __future__ import annotations

import msgspec

from domineum.voidfall.model.terms import AGENDA_SLOTS, RESOURCE_INDEX, RESOURCES, TRACKS

UPDATED_TECH = "_updated"  # an updated Technology card's id: its base card's id + this (P-32)


def base_technology(tech: str) -> str:
    """The base Technology a Technology id is played as: an updated card (``<base>_updated``)
    keeps its base card's rules (RS-UPD-01, RS-UPD-09, P-32)."""
    return tech.removesuffix(UPDATED_TECH)


def _zeros() -> list[int]:
    return [0] * len(RESOURCES)


class HouseState(msgspec.Struct, forbid_unknown_fields=True):
    """Everything one seat owns off the map. Deployed Fleet Power lives on the sectors."""

    house: str
    resources: list[int] = msgspec.field(default_factory=_zeros)  # in RESOURCES order
    influence: int = 0
    influence_sheet: dict[str, int] = msgspec.field(default_factory=dict)  # by source (VF-INFL)
    fp_inactive: int = 14
    fp_active: int = 0
    tracks: list[int] = msgspec.field(default_factory=lambda: [0] * len(TRACKS))
    track_corrupted: list[bool] = msgspec.field(default_factory=lambda: [False] * len(TRACKS))
    technologies: dict[str, str] = msgspec.field(default_factory=dict)  # id -> basic|improved
    starting_technology: str = ""
    fallen_house_slot: bool = False  # the 6th Technology slot (VF-TECH-08)
    agendas: list[str] = msgspec.field(default_factory=lambda: [""] * AGENDA_SLOTS)
    agenda_corrupted: list[bool] = msgspec.field(default_factory=lambda: [False] * AGENDA_SLOTS)
    agenda_trade: list[bool] = msgspec.field(default_factory=lambda: [False] * AGENDA_SLOTS)
    agenda_hand: list[str] = msgspec.field(default_factory=list)
    focus_hand: list[str] = msgspec.field(default_factory=list)
    focus_discard: list[str] = msgspec.field(default_factory=list)
    focus_reserved: list[str] = msgspec.field(default_factory=list)  # Innovation in Cycle 1
    preselected: str = ""  # the face-down Focus card of the pre-selected variant (VF-VARIANT-02)
    trade_loose: int = 0  # Trade tokens held but not stored on an Agenda
    glory: list[int] = msgspec.field(default_factory=list)
    bounty_kept: list[str] = msgspec.field(default_factory=list)
    reclaim_kept: list[str] = msgspec.field(default_factory=list)
    decontamination: int = 0  # Corruption stored on Decontamination Chambers
    corruption_kept: int = 0  # removed Corruption kept until Evaluation (Event 1G, VF-PREP-19)
    deploy_toll_paid: str = ""  # the Focus whose deployments a Corruption paid for (Event 1H)
    upkeep_unpaid_cycle: int = 0  # the last Cycle whose Upkeep was not paid in full (2I)
    preferred: list[str] = msgspec.field(default_factory=list)
    # Psionics (RS-PAGENDA-11, -16, RS-PCOMBAT-02): the Psionic slot on the Vanguard tile, the
    # Enforced (flipped) Psionic Agendas in play, the Psionic Combat tokens held
    psionic_slot: str = ""
    enforced: list[str] = msgspec.field(default_factory=list)
    salvo_strikes: int = 0
    approach_barriers: int = 0
    mind_links: list[str] = msgspec.field(default_factory=list)  # "<track>:<space>" (RS-MINDLINK)

    def holding(self, tech: str) -> str:
        """The id under which this House owns base Technology ``tech``: ``tech`` itself or its
        updated card (RS-UPD-09, P-32); '' when it owns neither."""
        if tech in self.technologies:  # the base card: the common case, no id built
            return tech
        updated = tech + UPDATED_TECH
        return updated if updated in self.technologies else ""

    def tech_level(self, tech: str) -> str | None:
        """The level of base Technology ``tech`` this House owns in either version, or None."""
        held = self.holding(tech)
        return self.technologies[held] if held else None

    def resource(self, name: str) -> int:
        return self.resources[RESOURCE_INDEX[name]]

    @property
    def trade_tokens(self) -> int:
        return self.trade_loose + sum(self.agenda_trade)

    @property
    def corruption_on_mat(self) -> int:
        """Corruption on tracks, above Agenda slots and on Decontamination Chambers."""
        return sum(self.track_corrupted) + sum(self.agenda_corrupted) + self.decontamination

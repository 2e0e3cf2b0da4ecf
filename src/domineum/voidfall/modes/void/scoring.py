"""The Void's final Influence and the end of a game against it (VF-SOLO-SCORE-01..11,
VF-SOLO-END-01..04, VF-END-04/05; the digest's §6.7)."""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.void import FREE, HARBINGER, VoidState

LINES = (  # sheet line -> (Influence each, rule)
    ("base", 1, "VF-SOLO-SCORE-02"),
    ("rifts", 30, "VF-SOLO-SCORE-03"),
    ("incomplete_refuges", 20, "VF-SOLO-SCORE-04"),
    ("catastrophes", 20, "VF-SOLO-SCORE-05"),
    ("harbingers", 10, "VF-SOLO-SCORE-06"),
    ("erased", 5, "VF-SOLO-SCORE-07"),
    ("ongoing_crises", 5, "VF-SOLO-SCORE-08"),
    ("fallen_houses", 3, "VF-SOLO-SCORE-09"),
    ("corruption", 2, "VF-SOLO-SCORE-10"),
    ("void_population", 1, "VF-SOLO-SCORE-11"),
    ("vanguards", 10, "RS-VANG-16"),  # Psionics only: each Vanguard standing in a sector (G)
)


def _void(state: GameState) -> VoidState:
    assert state.void is not None
    return state.void


def counts(state: GameState, content: Content) -> dict[str, int]:
    """What each line of the Void's sheet counts (before its multiplier)."""
    v = _void(state)
    assert content.void is not None
    sectors = state.galaxy.sectors
    corruption = sum(s.corrupted for s in sectors)  # all sectors, whoever controls (AMB-36)
    corruption += sum(sum(h.track_corrupted) + sum(h.agenda_corrupted) for h in state.houses)
    corruption += sum(state.board.offer_corrupted.values())  # not Decontamination (AMB-36)
    if state.config.mode == "coop":  # co-op: Decontamination Chambers too (core A-33, C-08)
        corruption += sum(h.decontamination for h in state.houses)
    tracks = [*v.military, *v.economic]
    return {
        "base": content.void.difficulties[v.difficulty].base_influence,
        "rifts": sum(1 for s in sectors if s.type == "rift"),
        "incomplete_refuges": sum(
            1 for n, size in zip(v.refuge_fp, v.refuge_spaces, strict=True) if 0 < n < size
        ),
        "catastrophes": v.catastrophes,
        "harbingers": v.harbingers_in_space,
        "erased": len(v.erased),
        "ongoing_crises": sum(1 for x in tracks if x not in (FREE, HARBINGER)),
        "fallen_houses": sum(1 for s in sectors if s.fallen_house),
        "corruption": corruption,
        "void_population": sum(s.population for s in sectors if s.voidborn > 0),
        "vanguards": sum(1 for s in sectors if s.vanguard >= 0),
    }


def sheet(state: GameState, content: Content) -> dict[str, int]:
    """The Void's Influence line by line (VF-SOLO-SCORE-01: the sum of the lines)."""
    n = counts(state, content)
    psionics = "psionics" in state.config.modules
    return {line: n[line] * each for line, each, _ in LINES if psionics or line != "vanguards"}


def influence(state: GameState, content: Content) -> int:
    return sum(sheet(state, content).values())


def final(state: GameState, content: Content) -> None:
    """Game end (VF-SOLO-END-03/04, VF-END-05): the Void's Influence; the players win when each
    has at least as much (a tie is a win)."""
    v = _void(state)
    v.sheet = sheet(state, content)
    v.influence = sum(v.sheet.values())
    won = all(h.influence >= v.influence for h in state.houses)
    v.result = "won" if won else "lost"
    state.note(f"vf.void.note.final_{v.result}", void=v.influence)


def lose(state: GameState, content: Content, why: str) -> None:
    """An immediate loss (VF-SOLO-END-02): the game ends at once, no Evaluation, no scoring."""
    v = _void(state)
    v.result = "lost"
    for house in state.houses:  # Corruption an Event keeps until Evaluation goes back (1G)
        house.corruption_kept = 0
    state.phase = "over"
    state.scores = [h.influence for h in state.houses]
    state.note(why)
    state.note("vf.void.note.lost_now")


def winners(state: GameState) -> list[int]:
    """Every seat when the players beat the Void, else none (VF-SOLO-END-04, VF-END-05)."""
    return list(state.seats) if _void(state).result == "won" else []

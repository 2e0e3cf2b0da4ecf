"""The Crisis board: its Military and Economic tracks (VF-SOLO-CBOARD-01..12, VF-SOLO-CRISIS-06,
VF-SOLO-VOIDADV-05; the digest's §6.2 primitives). No decisions here: whoever calls these asks
the player first and places the Catastrophes they report."""

from __future__ import annotations

from domineum.voidfall.content.loader import Content
from domineum.voidfall.content.void_schema import CrisisCard, VoidPack
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.void import FREE, HARBINGER, VoidState


def pack(content: Content) -> VoidPack:
    if content.void is None:
        raise ValueError("the content pack has no void/ folder (solo and co-op components)")
    return content.void


def void(state: GameState) -> VoidState:
    if state.void is None:
        raise ValueError("this game has no Void")
    return state.void


def crisis(content: Content, crisis_id: str) -> CrisisCard:
    return pack(content).crises[crisis_id]


def leftmost_free(track: list[str]) -> int | None:
    """VF-SOLO-CBOARD-03/04/05: the first space holding neither a Crisis nor a Harbinger."""
    for i, item in enumerate(track):
        if item == FREE:
            return i
    return None


def value_index(track: list[str]) -> int:
    """The space whose printed value applies: the leftmost free one; a full track reads its
    last space (AMB-21)."""
    i = leftmost_free(track)
    return len(track) - 1 if i is None else i


def military_modifier(state: GameState, content: Content) -> int:
    """VF-SOLO-CBOARD-04: the Void's Fleet Power modifier in Skirmishes."""
    return pack(content).board.military[value_index(void(state).military)]


def economic_cost(state: GameState, content: Content) -> dict[str, int]:
    """VF-SOLO-CBOARD-05: what the player pays in Evaluation and in War option 1."""
    return dict(pack(content).board.economic[value_index(void(state).economic)])


def discard_item(state: GameState, content: Content, item: str) -> None:
    """Where a Crisis or Harbinger leaving the board goes (VF-SOLO-CATAS-05, -CRISIS-05/12):
    a Harbinger to the supply, a Start Crisis to the box, any other to its tier's discard."""
    v = void(state)
    if item == HARBINGER:
        v.harbinger_supply += 1
    elif crisis(content, item).tier == "start":
        v.boxed.append(item)
    else:
        v.crisis_discards[crisis(content, item).tier].append(item)


def insert_harbinger(state: GameState, content: Content, track_name: str) -> int:
    """VF-SOLO-CBOARD-06/07: a Harbinger enters the leftmost space and everything shifts one
    space right; returns the Catastrophes to place (1 when an item fell off the end)."""
    track = void(state).track(track_name)
    fallen = track[-1]
    track[:] = [HARBINGER, *track[:-1]]
    if fallen != FREE:
        discard_item(state, content, fallen)
        state.note("vf.void.note.pushed_off", item=fallen, track=track_name)
        return 1
    return 0


def remove_at(state: GameState, content: Content, track_name: str, index: int) -> str:
    """VF-SOLO-CBOARD-08, -CRISIS-06 (AMB-17): take the item at ``index``; everything to its
    right shifts one space left."""
    track = void(state).track(track_name)
    item = track.pop(index)
    track.append(FREE)
    return item


def candidate_tracks(card: CrisisCard) -> list[str]:
    """VF-SOLO-VOIDADV-05: an Economic Crisis goes on the Economic track, a Military one on the
    Military track, a General one on either (the player's choice)."""
    if card.type == "general":
        return ["military", "economic"]
    return [card.type]


def place_ongoing(state: GameState, content: Content, crisis_id: str, track_name: str) -> int:
    """VF-SOLO-VOIDADV-05 (default, seed 003; AMB-57): the Crises on the track shift one space
    right over the spaces without a Harbinger (Harbingers stay), the new one takes the leftmost
    such space; a Crisis pushed off the end, or a track all Harbingers, is discarded and makes
    a Catastrophe. Returns the Catastrophes to place."""
    track = void(state).track(track_name)
    if "ongoing=002_append" in state.config.options:  # German-literal option (AMB-20)
        i = leftmost_free(track)
        assert i is not None, "option 3 needs a free space under 002_append"
        track[i] = crisis_id
        state.note("vf.void.note.ongoing", crisis=crisis_id, track=track_name)
        return 0
    slots = [i for i, item in enumerate(track) if item != HARBINGER]
    if not slots:
        discard_item(state, content, crisis_id)
        state.note("vf.void.note.track_blocked", crisis=crisis_id, track=track_name)
        return 1
    crises = [track[i] for i in slots if track[i] != FREE]
    seq = [crisis_id, *crises]
    for k, i in enumerate(slots):
        track[i] = seq[k] if k < len(seq) else FREE
    state.note("vf.void.note.ongoing", crisis=crisis_id, track=track_name)
    fallen = seq[len(slots) :]
    for item in fallen:
        discard_item(state, content, item)
        state.note("vf.void.note.pushed_off", item=item, track=track_name)
    return len(fallen)


def ongoing(state: GameState) -> list[tuple[str, int, str]]:
    """The ongoing Crises: (track, index, Crisis id), Military first, left to right."""
    v = void(state)
    return [
        (name, i, item)
        for name in ("military", "economic")
        for i, item in enumerate(v.track(name))
        if item not in (FREE, HARBINGER)
    ]


def discard_crisis(state: GameState, content: Content, crisis_id: str) -> None:
    """Discard a Crisis from wherever it is (current, or a track with CRISIS-06 compaction)."""
    v = void(state)
    if v.current_crisis == crisis_id:
        v.current_crisis = ""
    else:
        for name, i, item in ongoing(state):
            if item == crisis_id:
                remove_at(state, content, name, i)
                break
    discard_item(state, content, crisis_id)

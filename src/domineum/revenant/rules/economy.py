"""Resources, Compartments, Corruption, Tactics, Influence, Hidden Influence, Discovery Data.

Helpers that change a player and, where the rules ask the player something, push a frame.
"""

from __future__ import annotations

from domineum.revenant.content.loader import Content
from domineum.revenant.content.schema import RESOURCES
from domineum.revenant.core.stack import note, push
from domineum.revenant.model.state import Frame, GameState, Player

COMPARTMENT_SIZE = (4, 2, 2, 2, 2)  # RV-RES-08: the leftmost holds 4, the others 2


def player(state: GameState, seat: int) -> Player:
    return state.players[seat]


def capacity(p: Player) -> int:
    """Resource spaces in clean Compartments (RV-RES-02/-04)."""
    return sum(size for size, bad in zip(COMPARTMENT_SIZE, p.corrupted, strict=True) if not bad)


def held(p: Player) -> int:
    return sum(p.pool.values())


def total_resources(p: Player) -> int:
    return held(p) + sum(p.stuck.values())


def supply_of(state: GameState, content: Content, res: str) -> int:
    cap = content.board.supply.get("resource_each", 20)
    return cap - sum(p.pool.get(res, 0) + _stuck_of(p, res) for p in state.players)


def _stuck_of(p: Player, res: str) -> int:
    return sum(n for k, n in p.stuck.items() if k.endswith(":" + res))


def can_pay(p: Player, cost: dict[str, int]) -> bool:
    return all(p.pool.get(r, 0) >= n for r, n in cost.items())


def pay(p: Player, cost: dict[str, int]) -> None:
    """Spend resources from clean Compartments (RV-RES-06)."""
    for r, n in cost.items():
        p.pool[r] = p.pool.get(r, 0) - n
        if not p.pool[r]:
            del p.pool[r]


def gain(state: GameState, content: Content, seat: int, res: str, n: int = 1) -> None:
    """Gain ``n`` of ``res``: placed if there is room, else the player forfeits it or first
    discards another resource (RV-RES-02/-05; frame ``overflow``)."""
    p = player(state, seat)
    for _ in range(n):
        if supply_of(state, content, res) <= 0:
            return
        if held(p) < capacity(p):
            p.pool[res] = p.pool.get(res, 0) + 1
        else:
            push(state, Frame("overflow", seat, n=1, arg=res))


def free_corruption_spaces(p: Player) -> list[int]:
    return [i for i in range(1, 5) if not p.corrupted[i]]


def gain_corruption(state: GameState, seat: int) -> None:
    """Place a Corruption on an empty Corruption space of the player's choice (RV-CORRUPT-01)."""
    if free_corruption_spaces(player(state, seat)):
        push(state, Frame("corrupt", seat))


def corrupt_compartment(state: GameState, seat: int, index: int) -> None:
    """Corrupt Compartment ``index`` (1..4). Resources the clean Compartments can no longer hold
    stay in it, stuck: the player moves the rest out first (RV-RES-10, RV-CORRUPT-03)."""
    p = player(state, seat)
    p.corrupted[index] = True
    excess = held(p) - capacity(p)
    if excess > 0:
        push(state, Frame("stick", seat, n=excess, arg=str(index)))


def clean_compartment(p: Player, index: int) -> None:
    """Contain a Compartment's Corruption: it is free again at once (RV-CORRUPT-12)."""
    p.corrupted[index] = False
    for key in [k for k in p.stuck if k.startswith(f"{index}:")]:
        res = key.split(":")[1]
        p.pool[res] = p.pool.get(res, 0) + p.stuck.pop(key)


def contain_sources(state: GameState, seat: int, only: str = "") -> list[str]:
    """Corruptions ``seat`` may contain: on its Frigate board and on any House ship; ``only``
    "own" or "ship" restricts the source (RV-CORRUPT-05/-06)."""
    p = player(state, seat)
    own = [f"c{i + 1}" for i in range(1, 5) if p.corrupted[i]] if only != "ship" else []
    ships = (
        [s.id for s in state.ships.values() if s.corrupted and s.sector not in ("", "scanner")]
        if only != "own"
        else []
    )
    return own + sorted(ships)


def contain(state: GameState, seat: int, n: int = 1, only: str = "") -> None:
    """Contain ``n`` Corruptions, each from the Frigate board or any House ship (RV-CORRUPT-05)."""
    for _ in range(n):
        push(state, Frame("contain", seat, arg=only))


def add_residue(state: GameState, content: Content, seat: int) -> None:
    p = player(state, seat)
    p.residue += 1
    if p.residue >= 3:  # RV-CORRUPT-07
        p.residue = 0
        gain_hidden_influence(state, content, seat)


def gain_data(state: GameState, content: Content, seat: int, n: int = 1) -> None:
    """Discovery Data: 3 cubes become Hidden Influence (RV-DATA-02/-03)."""
    p = player(state, seat)
    for _ in range(n):
        p.data += 1
        if p.data >= 3:
            p.data = 0
            gain_hidden_influence(state, content, seat)


def hi_draw(content: Content, p: Player) -> int:
    return content.crews[p.crew].hi_draw[p.rank] if p.crew else 1


def gain_hidden_influence(state: GameState, content: Content, seat: int) -> None:
    """Draw N cards by the Captain's HI Manipulation, keep 1 (RV-HI-01; B28 short deck)."""
    n = min(hi_draw(content, player(state, seat)), len(state.hi_deck))
    if n <= 0:
        return
    drawn = [state.hi_deck.pop() for _ in range(n)]
    push(state, Frame("keep", seat, items=drawn))


def gain_tactics(state: GameState, content: Content, seat: int, n: int = 1) -> None:
    """Tactics step by step: on top of the stack; 3 and 6 give a Material, 12 a Neutronium
    (RV-TACT-02..04)."""
    p = player(state, seat)
    for _ in range(n):
        if p.tactics >= 12:
            return
        p.tactics += 1
        state.stamp_counter += 1
        p.stamp = state.stamp_counter
        if p.tactics in (3, 6):
            gain(state, content, seat, "material")
        elif p.tactics == 12:
            gain(state, content, seat, "neutronium")


REWARD_STEPS = (2, 5, 8)


def gain_influence(state: GameState, content: Content, seat: int, house: str) -> None:
    """Advance 1 step on ``house``'s track; the first to reach 2, 5 and 8 takes the reward
    token (RV-INFL-02..07)."""
    p = player(state, seat)
    step = p.influence.get(house, 0)
    if step >= 8:
        return
    p.influence[house] = step + 1
    note(state, "rv.note.influence", seat=seat, house=house, step=step + 1)
    key = f"{house}:{step + 1}"
    if step + 1 in REWARD_STEPS and key not in state.rewards_taken:
        state.rewards_taken.append(key)
        reward = content.houses[house].reward
        if reward in RESOURCES:
            gain(state, content, seat, reward)
        elif reward == "data":
            gain_data(state, content, seat)
        elif reward == "contain":
            contain(state, seat)
        elif reward == "tactics":
            gain_tactics(state, content, seat, 2)


def turn_order(state: GameState) -> list[int]:
    """Highest Tactics first; on one space the marker below (earlier arrival) first
    (RV-RECALL-04/-05)."""
    return sorted(
        range(len(state.players)), key=lambda s: (-state.players[s].tactics, state.players[s].stamp)
    )

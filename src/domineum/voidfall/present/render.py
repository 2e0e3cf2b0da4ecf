"""A readable text rendering of a game as one seat sees it: board, Houses, the decision."""

from __future__ import annotations

from domineum.kernel import messages
from domineum.voidfall.engine import cleanup
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.galaxy import Sector
from domineum.voidfall.model.state import GameState
from domineum.voidfall.model.terms import RESOURCES, TRACKS
from domineum.voidfall.present.void_view import void_lines

FLEET_LETTER = {
    "corvette": "c",
    "sentry": "s",
    "destroyer": "d",
    "dreadnought": "n",
    "carrier": "a",
}


def _sector_line(game: VoidfallGame, state: GameState, s: Sector) -> str:
    who = s.controller()
    owner = f"seat {who}" if who >= 0 else ("Voidborn" if s.voidborn else "nobody")
    parts = [f"{s.id:>4} {game.content.sector_types[s.type].name[:14]:<14} {owner:<8}"]
    pop = "-" if s.population == 0 else str(s.population)
    parts.append(f"pop {pop}{'*' if s.corrupted else ' '}")
    fleets = " ".join(f"{n}{FLEET_LETTER[t]}" for t, n in sorted(s.fleets.items()) if n)
    if s.voidborn:
        fleets = (fleets + f" {s.voidborn}v").strip()
    parts.append(f"fleets {fleets or '-':<8}")
    guilds = ",".join(s.filled("guild")) or "-"
    inst = ",".join(s.filled("installation")) or "-"
    parts.append(f"guilds {guilds}  inst {inst}")
    tokens = []
    if s.glory:
        tokens.append("glory " + "+".join(map(str, s.glory)))
    if s.bounty:
        tokens.append(f"bounty x{len(s.bounty)}")
    if s.reclaim:
        tokens.append(f"reclaim x{len(s.reclaim)}")
    if s.fallen_house:
        tokens.append(f"Fallen House {s.fallen_house}")
    if tokens:
        parts.append("[" + "; ".join(tokens) + "]")
    return "  ".join(parts)


def render(game: VoidfallGame, state: GameState, seat: int | None = None) -> str:
    """The board, each House's mat and the current decision, as ``seat`` may see them."""
    view = game.view(state, seat)
    out: list[str] = []
    event = game.content.events.get(view.board.event)
    out.append(
        f"Voidfall — Cycle {view.cycle}, {view.phase} phase, round {view.round}"
        + (f" of {event.rounds} — Event: {event.name}" if event else "")
    )
    out.append("Turn Order: " + " > ".join(f"seat {s}" for s in view.board.turn_order))
    out.append(f"Trade ladder (top→bottom): {view.board.trade_ladder}")
    out += void_lines(game.content, view)
    out.append("")
    out.append(
        "Sectors  (* = Corrupted; fleets: c corvette s sentry d destroyer n dreadnought "
        "a carrier v Voidborn)"
    )
    for s in view.galaxy.sectors:
        out.append(_sector_line(game, view, s))
        out.append(f"       adjacent: {', '.join(view.galaxy.neighbours(s.id))}")
    out.append("")
    for i, h in enumerate(view.houses):
        res = " ".join(f"{r[:3]} {h.resources[k]}" for k, r in enumerate(RESOURCES))
        tracks = " ".join(
            f"{t} {h.tracks[k]}{'*' if h.track_corrupted[k] else ''}" for k, t in enumerate(TRACKS)
        )
        techs = ", ".join(
            f"{t}{'+' if lvl == 'improved' else ''}" for t, lvl in h.technologies.items()
        )
        out.append(f"Seat {i} — House {game.content.houses[h.house].name}: Influence {h.influence}")
        out.append(f"   {res} | FP inactive {h.fp_inactive} active {h.fp_active}")
        out.append(f"   tracks: {tracks} | techs: {techs or '-'}")
        empty = cleanup.agenda_slot_count(view, game.content, i) - len(h.agendas)  # a 5th slot
        agendas = ", ".join(
            [
                (a or "—")
                + ("*" if h.agenda_corrupted[k] else "")
                + ("(T)" if h.agenda_trade[k] else "")
                for k, a in enumerate(h.agendas)
            ]
            + ["—"] * empty
        )
        out.append(
            f"   agendas: {agendas} | hand: {len(h.agenda_hand)} agenda(s) "
            f"{', '.join(a for a in h.agenda_hand if a != '?')}"
        )
        out.append(
            f"   focus hand: {', '.join(h.focus_hand)} | played: "
            f"{', '.join(h.focus_discard) or '-'} | trade tokens {h.trade_tokens} | "
            f"glory {h.glory}"
        )
    out.append("")
    if view.notes:
        out.append("Recent events:")
        for note in view.notes[-6:]:
            out.append("   " + messages.render(note.msg, **note.params))
        out.append("")
    current = game.current_seat(state)
    if current is None:
        winners = game.winners(state)
        out.append("The game is over. Winner(s): " + ", ".join(f"seat {w}" for w in winners))
    else:
        out.append(f"Seat {current} decides ({type(state.stack[-1]).__name__}):")
        if seat is None or seat == current:
            for a in game.legal_actions(state):
                out.append(f"  [{a.id:>5}] {a.notation:<28} {a.label}")
    return "\n".join(out)

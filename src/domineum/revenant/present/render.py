"""A text picture of a Revenant position for one seat (or a spectator), from the catalog."""

from __future__ import annotations

from domineum.kernel.messages import render as msg
from domineum.revenant.content.loader import Content
from domineum.revenant.content.messages import score_parts
from domineum.revenant.core.stack import options
from domineum.revenant.engine.setup import unused_color
from domineum.revenant.model.state import GameState
from domineum.revenant.present.labels import (
    card_name,
    color_name,
    sector_name,
    ship_name,
    value_name,
    word,
)
from domineum.revenant.rules.views import redact


def _list(items: list[str]) -> str:
    return ", ".join(items) if items else msg("rv.show.none")


def _where(content: Content, where: str) -> str:
    if where == "":
        return msg("rv.show.home")
    if where == "emergency":
        return msg("rv.show.aside")
    return value_name(content, "space", where)


def render(content: Content, state: GameState, seat: int | None) -> str:
    v = redact(state, seat)
    lines = [
        msg(
            "rv.show.header",
            cycle=v.cycle,
            phase=msg(f"rv.show.phase.{v.phase}"),
            order=" ".join(str(s) for s in v.order),
        )
    ]
    seats = [msg("rv.show.color", seat=p.seat, color=color_name(p.color)) for p in v.players]
    lines.append(msg("rv.show.colors", colors=", ".join(seats)))  # RV-SETUP-01
    for s in content.board.outer:
        ships = []
        for ship in sorted(v.ships.values(), key=lambda x: x.id):
            if ship.sector == s:
                marks = "".join(
                    [
                        f" [{ship.damage} dmg]" if ship.damage else "",
                        " [corrupted]" if ship.corrupted else "",
                        " [crewed]" if ship.crew else "",
                        " [landed]" if ship.planet else "",
                    ]
                )
                ships.append(msg("rv.show.ship", ship=ship_name(ship.id), marks=marks))
        extra = ""
        if v.voidborn.get(s):
            extra += msg("rv.show.voidborn", n=v.voidborn[s])
        if v.shields.get(s):
            extra += msg("rv.show.shields", n=v.shields[s])
        if s in v.rifts:
            extra += msg("rv.show.rift")
        for spot in v.planets:
            if spot.sector == s:
                extra += msg(
                    "rv.show.planet",
                    planet=card_name(content, spot.card),
                    cube=msg("rv.show.cube") if spot.cube else "",
                    occupant=msg("rv.show.occupied") if spot.occupant else "",
                )
        frig = [str(p.seat) for p in v.players if p.frigate_sector == s]
        if frig:
            extra += msg("rv.show.frigates", seats=", ".join(frig))
        lines.append(
            msg(
                "rv.show.sector",
                sector=sector_name(s),
                ships=", ".join(ships) or msg("rv.show.no_ships"),
                extra=extra,
            )
        )
    none = msg("rv.show.none")
    lines.append(
        msg(
            "rv.show.revenant",
            damage=v.revenant_damage,
            top=card_name(content, v.display_top) if v.display_top else none,
            bottom=card_name(content, v.display_bottom) if v.display_bottom else none,
            tokens=len(v.protection),
            deck=len(v.failure_deck),
        )
    )
    lines.append(msg("rv.show.offer", cards=_list([card_name(content, c) for c in v.offer])))
    if v.colony:
        lines.append(msg("rv.show.colony", colony=card_name(content, v.colony)))
    if v.config.players <= 2:
        lines.append(msg("rv.show.council", n=len(v.council_deck)))
        ambassadors = color_name(unused_color(content, v))
        lines.append(msg("rv.show.ambassadors", color=ambassadors))
    for p in v.players:
        res = _list([f"{n} {word(r)}" for r, n in sorted(p.pool.items())])
        stuck = _list([f"{n} {word(k.split(':')[1])}" for k, n in sorted(p.stuck.items())])
        bad = _list([str(i + 1) for i, c in enumerate(p.corrupted) if c])
        lines.append(
            msg(
                "rv.show.player",
                seat=p.seat,
                you=msg("rv.show.you") if p.seat == seat else "",
                tactics=p.tactics,
                rank=p.rank,
                resources=res,
                stuck=stuck,
                corruption=bad,
                residue=p.residue,
                data=p.data,
            )
        )
        infl = _list([f"{h.capitalize()} {n}" for h, n in p.influence.items() if n])
        figures = _list(
            [f"{msg('rv.figure.' + f)}: {_where(content, w)}" for f, w in p.figures.items()]
        )
        lines.append(
            msg(
                "rv.show.player2",
                influence=infl,
                hi=_list([card_name(content, c) for c in p.hi]),
                hand=_list([card_name(content, c) for c in p.hand]),
                cadets=_list([card_name(content, c) for cad in p.cadet_cards for c in cad]),
                frigates=_list([card_name(content, c) for c in p.frigate_cards]),
                commands=_list([card_name(content, c) for c in p.commands]),
                agendas=_list(
                    [card_name(content, a) for a in (p.fleet_agenda, p.personal_agenda) if a]
                ),
                crew=figures,
            )
        )
    if v.phase == "over":
        for sc in v.scores:
            parts = score_parts(sc.parts)
            lines.append(msg("rv.show.score", seat=sc.seat, total=sc.total, parts=parts))
        lines.append(msg("rv.show.winner", seat=v.winner))
    elif state.stack:
        top = state.stack[-1]
        lines.append(msg("rv.show.deciding", seat=top.seat, n=len(options(state, content))))
    return "\n".join(lines)

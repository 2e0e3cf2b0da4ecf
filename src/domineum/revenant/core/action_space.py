"""Revenant's fixed action space: every kind and the finite domain of each parameter."""

from __future__ import annotations

from domineum.kernel.actions import ActionKind, ActionSpace
from domineum.revenant.content.loader import Content
from domineum.revenant.content.schema import BONUSES, HOUSES, OP_TYPES, RESOURCES, SHIP_CLASSES
from domineum.revenant.model.state import FIGURES


def build_action_space(content: Content) -> ActionSpace:
    board = content.board
    outer = board.outer
    sectors = (*board.outer, *board.inner)
    ships = tuple(f"{c}-{h}" for c in SHIP_CLASSES for h in HOUSES)
    boardable = tuple(s for s in ships if not s.startswith("shuttle"))
    small = tuple(s for s in ships if not s.startswith("arkship"))
    spaces = (*boardable, "frigate", "reinforce", "hypercharge")
    hi = tuple(content.hi_cards)
    ops = tuple(content.ops)
    refs = tuple(f"{c.id}/{i}" for c in content.ops.values() for i in range(len(c.abilities)))
    compartments = ("c2", "c3", "c4", "c5")
    kinds = [
        ActionKind("board", (FIGURES, spaces)),
        ActionKind("emergency", (FIGURES,)),
        ActionKind("cash", (hi,)),
        ActionKind("influence", (HOUSES,)),
        ActionKind("option", (("1", "2", "top", "bottom", "fight", "land", "discount", "second"),)),
        ActionKind("resource", ((*RESOURCES, "tactics"),)),
        ActionKind("pay", (RESOURCES,)),
        ActionKind("swap", (RESOURCES,)),
        ActionKind("stick", (RESOURCES,)),
        ActionKind("discount", (RESOURCES,)),
        ActionKind("move", (sectors,)),
        ActionKind("attack", ()),
        ActionKind("strafe", (outer,)),
        ActionKind("land", (tuple(content.planets),)),
        ActionKind("caution", (small, sectors)),
        ActionKind("deploy", (ships, outer)),
        ActionKind("hit", (ships,)),
        ActionKind("taint", (boardable,)),
        ActionKind("contain", ((*compartments, *boardable),)),
        ActionKind("corrupt", (compartments,)),
        ActionKind("repair", ((*ships, "revenant"),)),
        ActionKind("sector", (outer,)),
        ActionKind("keep", (hi,)),
        ActionKind("use", ((*refs, "basic", "progressive"),)),
        ActionKind("play", (ops,)),
        ActionKind("discard", (ops,)),
        ActionKind("slot", (("1", "2"),)),
        ActionKind("draw", (OP_TYPES,)),
        ActionKind("bonus", (BONUSES,)),
        ActionKind("scan", ((*content.scanners, *content.colonies),)),
        ActionKind("protect", (("top", "bottom"), ("top", "bottom"))),
        ActionKind("shuttle", (HOUSES,)),
        ActionKind("colony", (tuple(content.colonies),)),
        ActionKind("planet", (tuple(content.planets),)),
        ActionKind("ark", (tuple(s for s in ships if s.startswith("arkship")),)),
        ActionKind("crew", (tuple(content.crews),)),
        ActionKind("frigate_board", (tuple(content.frigates),)),
        ActionKind(
            "agenda", (tuple(a.id for a in content.agendas.values() if a.kind == "personal"),)
        ),
        ActionKind("redraw", (OP_TYPES,)),
        ActionKind("house", (HOUSES,)),
        ActionKind("done", ()),
    ]
    return ActionSpace(kinds)

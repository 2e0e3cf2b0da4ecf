"""Pushing and resolving primitive frames (Step) on the pending-decision stack, and bundles of
triggered effects (VF-ACTION-15)."""

from __future__ import annotations

from collections.abc import Sequence

from domineum.kernel.game import clone
from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.memo import drop
from domineum.voidfall.core.primitive import REGISTRY, Choice, Ctx, Refusal, primitive
from domineum.voidfall.model.effect import Effect
from domineum.voidfall.model.state import TRIGGERED, GameState, ResolveAction, Step

FORGO = Choice("done", (), ("VF-ACTION-10",))  # any effect may be forgone (one, frozen)


def ctx_for(state: GameState, content: Content, frame: Step) -> Ctx:
    return Ctx(state, content, frame.seat, frame)


def refusal_of(
    state: GameState, content: Content, seat: int, effect: Effect, cost: bool = False
) -> Refusal | None:
    """Why ``seat`` could not resolve ``effect`` (as a cost line or not) now, or None."""
    prim = REGISTRY[effect.op]  # the hot paths of this module read the registry directly
    if not prim.refuses:
        return None
    return prim.refusal(Ctx(state, content, seat, Step(seat, effect, cost)))


def push_step(state: GameState, content: Content, seat: int, effect: Effect, cost: bool) -> None:
    """Push a primitive's frame and do its automatic part (VF-ACTION-06); the pending decision
    changes, so options memoised on the state are dropped."""
    drop(state)
    frame = Step(seat=seat, effect=effect, cost=cost)
    state.stack.append(frame)
    REGISTRY[effect.op].start(Ctx(state, content, seat, frame))


def push_triggered(state: GameState, content: Content, seat: int, effects: list[Effect]) -> None:
    """Effects triggered by another (a track space, a token, a Technology): one is pushed as a
    Step; several become a bundle resolved in any order, each optional (VF-ACTION-15)."""
    if len(effects) == 1:
        push_step(state, content, seat, effects[0], cost=False)
    elif effects:
        state.stack.append(ResolveAction(seat=seat, source=TRIGGERED, effects=list(effects)))


def step_options(state: GameState, content: Content, frame: Step) -> list[Choice]:
    opts = REGISTRY[frame.effect.op].options(Ctx(state, content, frame.seat, frame))
    if opts and not frame.cost:
        opts.append(FORGO)
    if len(opts) < 2 or not frame.cost:
        return opts  # no choice, or no cost line: nothing owed after it
    rest = _refusable(cost_still_owed(state, frame))
    if _interacts(frame.effect, rest):
        # VF-ACTION-05: no choice may leave the rest of the cost unpayable
        opts = [o for o in opts if _choice_completes(state, content, frame, o, rest)]
    return opts


def _interacts(line: Effect, rest: Sequence[Effect]) -> bool:
    """Whether how ``line`` is paid can change whether ``rest`` can be: never for a payment of
    resources against other lines (no other cost line spends or needs resources, see
    ``card_actions.cost_refusal``), so only lines other than payments are tried together."""
    return bool(rest) and line.op != "pay" and any(e.op != "pay" for e in rest)


def _refusable(lines: Sequence[Effect]) -> list[Effect]:
    """``lines`` up to the last one that can be refused: a line whose primitive never refuses
    is always payable, whatever came before, so lines after the last refusable one never
    decide whether a cost can be paid (and need not be tried)."""
    end = len(lines)
    while end and not REGISTRY[lines[end - 1].op].refuses:
        end -= 1
    return list(lines[:end])


# --- The whole cost (VF-ACTION-05) -----------------------------------------------------------


def cost_still_owed(state: GameState, frame: Step) -> list[Effect]:
    """The cost lines still to pay after ``frame`` (a cost line being paid, on top of its
    action's frame), in order; [] when ``frame`` is no cost line or the last one."""
    if not frame.cost or len(state.stack) < 2 or state.stack[-1] is not frame:
        return []
    below = state.stack[-2]
    return list(below.costs) if isinstance(below, ResolveAction) else []


def cost_refusal_whole(
    state: GameState, content: Content, seat: int, lines: Sequence[Effect]
) -> Refusal | None:
    """Why ``seat`` cannot pay every line of ``lines`` one after another, starting now with no
    sector bound (VF-ACTION-05: the whole cost, or the action is forgone), or None.

    Only the lines up to the last refusable one count. Event placements in separate parts of
    one sector are tried sector by sector on ``state`` itself (:func:`_separate_parts`). Other
    lines: the first is checked by its primitive's own refusal on ``state`` (enough when it is
    refused or alone); a second line the first never changes (``Primitive.apart``) by its own
    refusal too; two lines whose first primitive can take each of its choices on
    ``state`` itself and back (``Primitive.tried``: a Corruption's spot) are tried so
    (:func:`_tried_pays`); otherwise all are tried on a copy of the state, every choice of each
    line explored until one way pays them all, so a line that an earlier one's choice makes
    unpayable (two recalls of one FP, "the same sector" filled by the first instruction) is
    found. The refusal named is that of the line that could not be paid on the way that paid
    the most lines."""
    lines = _refusable(lines)
    if not lines:
        return None
    if len(lines) > 1 and _separate_parts(lines):
        return _same_sector_refusal(state, content, seat, lines)
    first = _unbound_refusal(state, content, seat, lines[0])
    if first is not None or len(lines) == 1:
        return first  # the first line alone decides: no copy of the state needed
    if len(lines) == 2 and REGISTRY[lines[0].op].apart(lines[0], lines[1]):
        return _unbound_refusal(state, content, seat, lines[1])  # unchanged by the first
    if len(lines) == 2:
        refused: list[Refusal] = []
        paid = _tried_pays(state, content, seat, lines, refused)
        if paid is not None:
            return None if paid else refused[0]
    worst: list[tuple[int, Refusal]] = []
    sim = clone(state)
    sim.turn.bound_sector = ""
    if _pay_then(sim, content, seat, lines, 0, worst):
        return None
    return max(worst, key=lambda w: w[0])[1] if worst else Refusal("vf.refuse.cost", "VF-ACTION-05")


def _unbound_refusal(state: GameState, content: Content, seat: int, line: Effect) -> Refusal | None:
    """The refusal of ``line`` as the first line of a cost, with no sector bound yet: read on
    ``state`` itself with its bound sector set aside for the call (and put back)."""
    bound = state.turn.bound_sector
    if not bound:
        return refusal_of(state, content, seat, line, cost=True)
    state.turn.bound_sector = ""
    try:
        return refusal_of(state, content, seat, line, cost=True)
    finally:
        state.turn.bound_sector = bound


def _tried_pays(
    state: GameState, content: Content, seat: int, lines: Sequence[Effect], refused: list[Refusal]
) -> bool | None:
    """:func:`cost_refusal_whole` of two lines whose first primitive takes each of its choices
    on ``state`` itself and takes it back (``Primitive.tried``), no sector bound for the call:
    whether one way of paying the first leaves the second payable (its own refusal, read inside
    that way); the second's refusals are appended to ``refused``, way after way, as a copy of
    the state would find them. None when no way tried so pays and some way of the first line
    cannot be tried so (one way that pays is enough, whichever it is)."""
    prim = REGISTRY[lines[0].op]
    if not prim.tries:
        return None
    bound, state.turn.bound_sector = state.turn.bound_sector, ""
    try:
        ctx = Ctx(state, content, seat, Step(seat, lines[0], True))
        ways = prim.options(ctx)
        if not ways:
            return None
        untried = False
        for way in ways:
            tried = prim.tried(ctx, way)
            if tried is None:
                untried = True  # left to a copy, unless another way pays
                continue
            with tried:
                refusal = refusal_of(state, content, seat, lines[1], cost=True)
            if refusal is None:
                return True
            refused.append(refusal)
        return None if untried else False
    finally:
        state.turn.bound_sector = bound


def _separate_parts(lines: Sequence[Effect]) -> bool:
    """Whether ``lines`` are Event placements, the first choosing one sector and the others put
    in the same one (VF-PREP-20, VF-TARGET-07), each filling a different part of it. Placing
    one then never changes whether another has room, so what decides whether the lines can all
    be placed is the sector chosen first, and each sector can be tried on the state itself
    (:func:`_same_sector_pays`) instead of on a copy."""
    parts: set[str] = set()
    for i, line in enumerate(lines):
        placed = primitive(line.op).placement(line)
        if placed is None or placed.part in parts:
            return False
        if placed.picks != ("same" if i else "one"):
            return False
        parts.add(placed.part)
    return True


def _same_sector_refusal(
    state: GameState, content: Content, seat: int, lines: Sequence[Effect]
) -> Refusal | None:
    """:func:`cost_refusal_whole` of placements in separate parts of one sector
    (:func:`_separate_parts`): each sector the first line may choose is tried in turn."""
    sectors = [o.values[0] for o in _unbound_options(state, content, seat, lines[0])]
    if not sectors:  # a placement is refused exactly when it has no sector to choose
        return _unbound_refusal(state, content, seat, lines[0])
    worst: list[tuple[int, Refusal]] = []
    if any(_same_sector_pays(state, content, seat, s, lines[1:], worst) for s in sectors):
        return None
    return max(worst, key=lambda w: w[0])[1]


def _unbound_options(state: GameState, content: Content, seat: int, line: Effect) -> list[Choice]:
    """The first choices of ``line`` begun now as a cost line with no sector bound yet."""
    bound, state.turn.bound_sector = state.turn.bound_sector, ""
    try:
        return primitive(line.op).options(Ctx(state, content, seat, Step(seat, line, True)))
    finally:
        state.turn.bound_sector = bound


def _same_sector_pays(
    state: GameState,
    content: Content,
    seat: int,
    sector: str,
    rest: Sequence[Effect],
    worst: list[tuple[int, Refusal]],
) -> bool:
    """Whether every line of ``rest``, each aimed at "the same sector" and filling a part of it
    that no other line fills (:func:`_separate_parts`), can be placed once ``sector`` is bound:
    each line's own refusal, read on ``state`` with ``sector`` bound for the call. A refused
    line is recorded in ``worst`` by its place in the whole cost (after the first line)."""
    bound, state.turn.bound_sector = state.turn.bound_sector, sector
    try:
        for i, line in enumerate(rest, start=1):
            refusal = refusal_of(state, content, seat, line, cost=True)
            if refusal is not None:
                worst.append((i, refusal))
                return False
        return True
    finally:
        state.turn.bound_sector = bound


def _lines_complete(
    sim: GameState,
    content: Content,
    seat: int,
    lines: list[Effect],
    i: int,
    worst: list[tuple[int, Refusal]],
) -> bool:
    """Whether lines ``i``.. can all be paid from ``sim`` (which this may change)."""
    if i == len(lines):
        return True
    refusal = refusal_of(sim, content, seat, lines[i], cost=True)
    if refusal is not None:
        worst.append((i, refusal))
        return False
    if i == len(lines) - 1:
        return True  # the last line: its own refusal is exact
    return _pay_then(sim, content, seat, lines, i, worst)


def _pay_then(
    sim: GameState,
    content: Content,
    seat: int,
    lines: list[Effect],
    i: int,
    worst: list[tuple[int, Refusal]],
) -> bool:
    """Pay line ``i`` (not refused) on ``sim``, then whether lines ``i + 1``.. can all be paid."""
    depth = len(sim.stack)
    push_step(sim, content, seat, lines[i], cost=True)
    return _resolve_then(sim, content, seat, depth, lines, i + 1, worst)


def _resolve_then(
    sim: GameState,
    content: Content,
    seat: int,
    depth: int,
    lines: list[Effect],
    i: int,
    worst: list[tuple[int, Refusal]],
) -> bool:
    """Finish the frames above ``depth`` (each choice tried in turn), then lines ``i``..; frames
    that are not Steps (a Battle) and follow-ups nobody must take are left out."""
    while len(sim.stack) > depth:
        top = sim.stack[-1]
        if not isinstance(top, Step):
            sim.stack.pop()
            continue
        opts = primitive(top.effect.op).options(ctx_for(sim, content, top))
        if not opts:
            sim.stack.pop()
            continue
        if len(opts) > 1:
            for k, opt in enumerate(opts):
                # the last way is tried on ``sim`` itself: nothing reads it afterwards
                branch = sim if k == len(opts) - 1 else clone(sim)
                branch_top = branch.stack[-1]
                assert isinstance(branch_top, Step)
                step_choose(branch, content, branch_top, opt)
                if _resolve_then(branch, content, seat, depth, lines, i, worst):
                    return True
            return False
        step_choose(sim, content, top, opts[0])
    return _lines_complete(sim, content, seat, lines, i, worst)


def _choice_completes(
    state: GameState, content: Content, frame: Step, choice: Choice, rest: list[Effect]
) -> bool:
    """Whether taking ``choice`` in the cost line ``frame`` still lets ``rest`` be paid."""
    if choice.kind == "done":
        return True
    if choice.kind == "sector" and not frame.picks and _separate_parts([frame.effect, *rest]):
        return _same_sector_pays(state, content, frame.seat, choice.values[0], rest, [])
    prim = REGISTRY[frame.effect.op]
    if len(rest) == 1 and prim.tries:  # the last line: its own refusal, with the choice taken
        tried = prim.tried(Ctx(state, content, frame.seat, frame), choice)
        if tried is not None:
            with tried:
                return refusal_of(state, content, frame.seat, rest[0], cost=True) is None
    sim = clone(state)
    top = sim.stack[-1]
    assert isinstance(top, Step)
    step_choose(sim, content, top, choice)
    return _resolve_then(sim, content, frame.seat, len(state.stack) - 1, rest, 0, [])


def step_choose(state: GameState, content: Content, frame: Step, choice: Choice) -> None:
    if choice.kind == "done":
        state.stack.remove(frame)
        return
    REGISTRY[frame.effect.op].choose(Ctx(state, content, frame.seat, frame), choice)

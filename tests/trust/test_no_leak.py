"""No output shows a seat what it may not know (issue 13, "Hidden information").

Random games (2-4 players, every fourth with the pre-selected Focus variant); after every action,
for every seat and for a spectator, the facts that looker may not know are worked out from the
full state here (independently of ``rules/views.py``): the cards of every face-down deck, the
face-down tokens, other seats' Agenda hands and face-down Focus cards, other seats' private
picks (a Peek's Galactic Events, two drawn Agendas), the RNG and the seed. None of them may
appear in the looker's view (JSON), its text rendering, the labels of its legal actions, the
refusals it gets, what ``play`` tells it of another seat's decision, or its research
observations (the OpenSpiel strings, the feature vector: the same whatever the hidden facts).
"""

from __future__ import annotations

import json
import re

import msgspec
import pytest

from domineum.kernel import messages
from domineum.kernel.game import clone, to_json
from domineum.kernel.rng import Rng
from domineum.research.features import features
from domineum.voidfall.content.loader import Content
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config, GameState, Step
from domineum.voidfall.present.render import render
from domineum.voidfall.rules.views import private_decision

GAMES = 6


@pytest.fixture(scope="module")
def game() -> VoidfallGame:
    return VoidfallGame()


def hidden_from(state: GameState, seat: int | None) -> set[str]:
    """Card and token ids ``seat`` may not know (``None``: a spectator)."""
    board = state.board
    out = {c for deck in board.event_decks for c in deck}
    # an Agenda seen played face up beside a Focus card and then put under its deck at Cleanup
    # (VF-CLEANUP-07) is known to all: naming it tells nothing
    played = {n.params.get("agenda") for n in state.notes if n.msg == "vf.note.agenda_played"}
    out |= {c for deck in board.agenda_decks.values() for c in deck if c not in played}
    out |= set(board.bounty_pile) | set(board.reclaim_pile)
    for sector in state.galaxy.sectors:
        out |= set(sector.bounty) | set(sector.reclaim)
    for other, house in enumerate(state.houses):
        if other != seat:
            out |= set(house.agenda_hand)
    looking: set[str] = set()  # what the looker itself is looking at (its own Peek)
    for frame in state.stack:
        if isinstance(frame, Step) and frame.effect.op == "peek":
            (looking if frame.seat == seat else out).update(frame.picks)
        if isinstance(frame, Step) and frame.seat != seat and frame.picks[:1] == ["draw"]:
            out |= set(frame.picks[2:])
    out.discard("")
    return out - looking


def hidden_focus(state: GameState, seat: int | None) -> set[str]:
    """Other seats' face-down Focus cards (VF-VARIANT-02): their names may not be told."""
    return {h.preselected for s, h in enumerate(state.houses) if s != seat and h.preselected}


def names(content: Content, ids: set[str]) -> set[str]:
    """Display names of the hidden ids (what a rendering or a label would print)."""
    out = set()
    for i in ids:
        for table in (content.agendas, content.events):
            if i in table:
                out.add(table[i].name)
    return out


def leaks(text: str, ids: set[str], shown_names: set[str]) -> list[str]:
    words = set(re.findall(r"[\w#-]+", text))
    return sorted((ids & words) | {n for n in shown_names if n in text})


def scrambled(state: GameState) -> GameState:
    """The same public position in another hidden world: other deck orders, RNG and seed."""
    other = clone(state)
    other.rng = Rng.seeded(state.rng.state ^ 0x5DEECE66D)
    other.config = msgspec.structs.replace(state.config, seed=state.config.seed + 1)
    board = other.board
    board.event_decks = [d[::-1] for d in board.event_decks]
    board.agenda_decks = {t: d[::-1] for t, d in board.agenda_decks.items()}
    board.improved_deck = board.improved_deck[::-1]
    board.bounty_pile = board.bounty_pile[::-1]
    board.reclaim_pile = board.reclaim_pile[::-1]
    if other.void is not None:  # solo/co-op: the Void's face-down decks (VF-SOLO-SETUP-18)
        v = other.void
        v.alert_deck, v.war_pile = v.alert_deck[::-1], v.war_pile[::-1]
        v.heroic_deck = v.heroic_deck[::-1]
        v.situation_piles = {t: d[::-1] for t, d in v.situation_piles.items()}
        v.crisis_decks = {t: d[::-1] for t, d in v.crisis_decks.items()}
    if other.incursion is not None:  # Incursion's Alert piles (RS-INCPREP-05)
        inc = other.incursion
        inc.voidfall_pile, inc.rift_surge_pile = inc.voidfall_pile[::-1], inc.rift_surge_pile[::-1]
        inc.dual_piles = {t: d[::-1] for t, d in inc.dual_piles.items()}
    return other


def check_looker(game: VoidfallGame, state: GameState, seat: int | None, where: str) -> None:
    content = game.content
    secret = hidden_from(state, seat)
    secret_names = names(content, secret)
    view = game.view(state, seat)
    assert view.config.seed == 0 and view.rng.state == 0, where
    view_json = to_json(view).decode()
    found = leaks(view_json, secret, set())
    assert not found, f"{where}: view of {seat} holds {found}"
    for house_seat, house in enumerate(view.houses):
        if house_seat != seat:
            assert house.preselected in ("", "?"), where
    text = render(game, state, seat)
    found = leaks(text, secret, secret_names | names(content, hidden_focus(state, seat)))
    assert not found, f"{where}: rendering for {seat} shows {found}"
    other_world = scrambled(state)
    assert to_json(game.view(other_world, seat)) == view_json.encode(), where
    assert render(game, other_world, seat) == text, where
    if seat is not None:
        assert (features(view, seat) == features(game.view(other_world, seat), seat)).all(), where


def check_mover(game: VoidfallGame, state: GameState, rng: Rng, where: str) -> None:
    """The mover's legal labels and refusals name nothing hidden from the mover."""
    seat = game.current_seat(state)
    secret = hidden_from(state, seat)
    secret_names = names(game.content, secret)
    for action in game.legal_actions(state):
        found = leaks(action.label, secret, secret_names)
        assert not found, f"{where}: label '{action.label}' names {found}"
    legal = set(game.legal_ids(state))
    for _ in range(4):
        action_id = rng.below(game.action_space.size)
        if action_id in legal:
            continue
        try:
            game.apply(state, action_id)
        except Exception as exc:  # IllegalAction; anything else fails below
            assert type(exc).__name__ == "IllegalAction", f"{where}: {exc!r}"
            found = leaks(str(exc), secret, secret_names)
            assert not found, f"{where}: refusal '{exc}' names {found}"


def told_to_others(game: VoidfallGame, before: GameState, action_id: int) -> str:
    """What `play` prints of a bot's decision for the other seats."""
    _, values = game.action_space.decode(action_id)
    private = private_decision(before, values)
    seat = game.current_seat(before)
    if private is not None:
        return messages.render(private, seat=seat)
    action = next(a for a in game.legal_actions(before) if a.id == action_id)
    return f"{action.label} [{action.notation}]"


@pytest.mark.parametrize("seed", range(GAMES))
def test_no_output_shows_a_seat_what_it_may_not_know(game: VoidfallGame, seed: int) -> None:
    """VF-AGENDA-01, VF-PEEK-01, VF-VARIANT-02: views, renderings, labels, refusals, what play
    says of others' decisions and research observations hold no hidden fact of others."""
    config = Config(players=2 + seed % 3, seed=seed, preselected_focus=seed % 4 == 3)
    play_looking(game, config, seed)


MODULE_GAMES = [
    ("competitive", 3, ("psionics",)),
    ("competitive", 2, ("arsenal",)),
    ("competitive", 4, ("psionics", "arsenal")),
    ("solo", 1, ("psionics", "arsenal")),
    ("solo", 1, ("arsenal", "incursion")),
    ("coop", 2, ("psionics", "arsenal", "incursion")),
]


@pytest.mark.parametrize(("mode", "players", "modules"), MODULE_GAMES)
def test_no_output_shows_a_seat_what_it_may_not_know_with_modules(
    game: VoidfallGame, mode: str, players: int, modules: tuple[str, ...]
) -> None:
    """RS-PAGENDA-03 (the Psionic deck and the two drawn), RS-VBFLEET-06 (Reclaim tokens),
    RS-INCPREP-05 (Incursion's Alert piles), VF-SOLO-SETUP-18 (the Heroic deck), VF-SOLO-TURN-03
    (the Alert deck): with each module on, no view, rendering, label, refusal or observation
    depends on the order of a face-down deck or names another seat's hidden card."""
    seed = len(modules) * 7 + players
    options = ("difficulty=easy",) if mode != "competitive" else ()
    config = Config(players=players, seed=seed, mode=mode, modules=modules, options=options)
    play_looking(game, config, seed)


def play_looking(game: VoidfallGame, config: Config, seed: int) -> None:
    """A random game from ``config``: every looker's outputs are checked after every action."""
    state = game.new_game(config)
    rng = Rng.seeded(seed + 100)
    step = 0
    while not game.is_over(state):
        where = f"game {seed}, action {step}"
        for seat in (*state.seats, None):
            if step % 3 == 0 or seat == game.current_seat(state):
                check_looker(game, state, seat, where)
        check_mover(game, state, rng, where)
        ids = game.legal_ids(state)
        action_id = rng.choice(ids)
        mover = game.current_seat(state)
        after = game.apply(state, action_id)
        said = told_to_others(game, state, action_id)
        for seat in state.seats:
            if seat != mover:
                # a face-up card taken into a hand was seen by all as it was taken (VF-AGENDA-01)
                face_up = set(state.board.agenda_offer.values())
                secret = (hidden_from(state, seat) | hidden_from(after, seat)) - face_up
                secret_names = names(game.content, secret)
                secret_names |= names(game.content, hidden_focus(after, seat))
                found = leaks(said, secret, secret_names)
                focus = {after.houses[mover].preselected} if mover is not None else set()
                found += [f for f in focus - {""} if re.search(rf"\b{f}\b", said)]
                assert not found, f"{where}: play tells seat {seat} '{said}' ({found})"
        state = after
        step += 1


def test_openspiel_strings_are_built_from_the_view() -> None:
    """The OpenSpiel observation and information-state strings hold no seed and no hidden fact."""
    pyspiel = pytest.importorskip("pyspiel")
    import domineum.research.openspiel_game  # noqa: F401  (registers the game)

    spiel = pyspiel.load_game("python_voidfall", {"players": 2, "seed": 11})
    state = spiel.new_initial_state()
    for _ in range(40):
        for player in (0, 1):
            for text in (state.observation_string(player), state.information_state_string(player)):
                data = json.loads(text.split(" own:")[0])
                assert data["config"]["seed"] == 0 and data["rng"]["state"] == 0
                found = leaks(text, hidden_from(state.game_state, player), set())
                assert not found
        state.apply_action(state.legal_actions()[0])

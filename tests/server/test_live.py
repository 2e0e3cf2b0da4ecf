"""Live play over WebSocket, and the no-leak scan of every message of random games."""

from __future__ import annotations

import json
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from domineum.kernel.rng import Rng
from domineum.server.service import GameService
from domineum.voidfall.model.state import GameState, Step
from tests.server.conftest import make_client, new_game


def ws_url(game_id: str, token: str) -> str:
    return f"/ws/games/{game_id}?token={token}"


def until_state(ws: Any, version: int) -> dict[str, Any]:
    """Read messages until a state of at least ``version`` (skipping acks)."""
    while True:
        m: dict[str, Any] = ws.receive_json()
        if m["type"] == "state" and m["version"] >= version:
            return m
        assert m["type"] in ("state", "ack"), m


def test_websocket_refuses_a_forged_token(client: TestClient) -> None:
    g = new_game(client, ["human", "human"])
    with client.websocket_connect(ws_url(g["id"], "forged")) as ws:
        m = ws.receive_json()
        assert m["type"] == "error" and m["error"] == "forbidden"
        with pytest.raises(WebSocketDisconnect) as info:
            ws.receive_json()
        assert info.value.code == 4403


def test_two_seats_see_each_others_moves_live(client: TestClient) -> None:
    g = new_game(client, ["human", "human"])
    toks = [s["token"] for s in g["seats"]]
    with (
        client.websocket_connect(ws_url(g["id"], toks[0])) as a,
        client.websocket_connect(ws_url(g["id"], toks[1])) as b,
        client.websocket_connect(ws_url(g["id"], g["spectator"])) as spec,
    ):
        first = [a.receive_json(), b.receive_json(), spec.receive_json()]
        mover = first[2]["to_move"]
        ws = (a, b)[mover]
        mine = first[mover]
        ws.send_json(
            {"type": "move", "action": mine["options"][0]["id"], "version": 0, "ref": "m1"}
        )
        ack = ws.receive_json()
        assert ack == {"type": "ack", "ref": "m1", "version": 1}
        for conn in (a, b, spec):
            assert until_state(conn, 1)["moves"] == 1


def test_bad_websocket_messages_are_refused_and_the_game_is_intact(client: TestClient) -> None:
    g = new_game(client, ["human", "human"])
    toks = [s["token"] for s in g["seats"]]
    with client.websocket_connect(ws_url(g["id"], g["spectator"])) as spec:
        mover = spec.receive_json()["to_move"]
        spec.send_json({"type": "move", "action": 0})
        assert spec.receive_json()["error"] == "forbidden"
    other = 1 - mover
    with client.websocket_connect(ws_url(g["id"], toks[mover])) as ws:
        s = ws.receive_json()
        for text, code in (
            ("not json", "malformed"),
            ("[1, 2]", "malformed"),
            (json.dumps({"type": "dance"}), "malformed"),
            (json.dumps({"type": "move", "action": "x"}), "malformed"),
            (json.dumps({"type": "move", "action": 1, "pad": "x" * 5000}), "too_large"),
            (json.dumps({"type": "move", "action": s["options"][0]["id"], "version": 9}), "stale"),
            (json.dumps({"type": "undo"}), "cannot_undo"),
        ):
            ws.send_text(text)
            m = ws.receive_json()
            assert m["type"] == "error" and m["error"] == code, (text[:40], m)
            assert m["message"]
        ws.send_json({"type": "ping", "ref": 3})
        assert ws.receive_json() == {"type": "pong", "ref": 3}
    with client.websocket_connect(ws_url(g["id"], toks[other])) as ws:
        s2 = ws.receive_json()
        assert s2["options"] == []
        ws.send_json({"type": "move", "action": s["options"][0]["id"]})
        assert ws.receive_json()["error"] == "not_your_turn"
    assert client.app.state.service.current(g["id"]).version == 0  # type: ignore[attr-defined]


def test_websocket_flood_is_refused(sqlite_url: str) -> None:
    with make_client(sqlite_url, rate=1.0, burst=3.0) as c:
        g = new_game(c, ["human", "human"])
        with c.websocket_connect(ws_url(g["id"], g["spectator"])) as ws:
            ws.receive_json()
            replies = []
            for _ in range(6):
                ws.send_json({"type": "ping"})
                replies.append(ws.receive_json())
            assert any(r.get("error") == "too_many" for r in replies)


# -- the no-leak scan -----------------------------------------------------------------------


def strings(value: Any) -> list[str]:
    """Every string (keys included) inside a decoded JSON message."""
    out: list[str] = []
    if isinstance(value, str):
        out.append(value)
    elif isinstance(value, dict):
        for k, v in value.items():
            out.append(str(k))
            out.extend(strings(v))
    elif isinstance(value, list):
        for v in value:
            out.extend(strings(v))
    return out


def secrets_of(
    service: GameService, game_id: str, seat: int | None, state: GameState | None = None
) -> set[str]:
    """What ``seat`` must not learn now: other hands, deck orders, face-down tokens, RNG, seed.

    Names that are public elsewhere at this moment (a card on a mat or in an offer, or named in
    the public log) are left out: the same name there is not a leak."""
    live = service.current(game_id)
    if state is None:
        state = live.session.state
    content = live.adapter.game.content  # type: ignore[attr-defined]
    hidden: set[str] = {str(live.seed), str(state.rng.state)} - {"0"}
    b = state.board

    def named(ids: list[str], table: dict[str, Any]) -> set[str]:
        out = set()
        for i in ids:
            out.add(i)
            if i in table:
                out.add(table[i].name)
        return out

    for other, house in enumerate(state.houses):
        if other != seat:
            hidden |= named(house.agenda_hand, content.agendas)
            if house.preselected:
                hidden |= named([house.preselected], content.focus_cards)
    for deck in b.agenda_decks.values():
        hidden |= named(deck, content.agendas)
    for deck in b.event_decks:
        hidden |= named(deck, content.events)
    hidden |= named(b.improved_deck, content.technologies)
    hidden |= set(b.bounty_pile) | set(b.reclaim_pile)
    for sector in state.galaxy.sectors:
        hidden |= set(sector.bounty) | set(sector.reclaim)
    public: set[str] = set()
    for i, house in enumerate(state.houses):
        public |= named([a for a in house.agendas if a], content.agendas)
        public |= named(list(house.technologies), content.technologies)
        public |= named(house.focus_hand + house.focus_discard, content.focus_cards)
        if i == seat:
            public |= named(house.agenda_hand, content.agendas)
    public |= named([a for a in b.agenda_offer.values() if a], content.agendas)
    public |= named(list(b.improved_offer) + list(b.tech_piles), content.technologies)
    public |= named([b.event] if b.event else [], content.events)
    for frame in state.stack:  # the Events a seat is looking at with its own Peek (VF-PEEK-01)
        if isinstance(frame, Step) and frame.effect.op == "peek" and frame.seat == seat:
            public |= named(list(frame.picks), content.events)
    log = " ".join(live.adapter.log(live.adapter.game.view(state, None)))
    return {h for h in hidden - public if h and h not in log}


def leaks(message: dict[str, Any], hidden: set[str]) -> list[str]:
    found = []
    texts = strings(message)
    for secret in hidden:
        for t in texts:
            if t == secret or (len(secret) >= 8 and secret in t):
                found.append(f"{secret!r} in {t[:80]!r}")
    if "seed" in json.dumps(message):
        found.append("the word 'seed'")
    return found


@pytest.mark.parametrize("players,seed", [(2, 424242424242), (3, 777777777771)])
def test_no_message_of_a_random_game_leaks_hidden_information(
    sqlite_url: str, players: int, seed: int
) -> None:
    rng = Rng.seeded(seed)
    with make_client(sqlite_url) as c:
        service: GameService = c.app.state.service  # type: ignore[attr-defined]
        g = new_game(c, ["human"] * players, seed=seed)
        toks = [s["token"] for s in g["seats"]] + [g["spectator"]]
        seats: list[int | None] = [*range(players), None]
        conns = [c.websocket_connect(ws_url(g["id"], t)) for t in toks]
        sockets = [cm.__enter__() for cm in conns]
        try:
            latest = [ws.receive_json() for ws in sockets]
            scanned = 0
            for _ in range(3000):
                for m, seat in zip(latest, seats, strict=True):
                    assert not leaks(m, secrets_of(service, g["id"], seat)), (seat, m["version"])
                    scanned += 1
                mover = latest[-1]["to_move"]
                if mover is None:
                    break
                mine = latest[mover]
                option = mine["options"][rng.below(len(mine["options"]))]
                ws = sockets[mover]
                ws.send_json({"type": "move", "action": option["id"], "version": mine["version"]})
                ack = ws.receive_json()
                assert ack["type"] == "ack", ack
                latest = [until_state(s, ack["version"]) for s in sockets]
                for m in latest:
                    assert m["version"] == service.current(g["id"]).version
            assert latest[-1]["to_move"] is None, "the game should end"
            assert latest[-1]["score"] is not None
            assert scanned > 100
        finally:
            for cm in conns:
                cm.__exit__(None, None, None)


def test_the_scan_would_catch_the_full_state(sqlite_url: str) -> None:
    """The scanner is not blind: the unredacted state of a new game is full of secrets."""
    from domineum.kernel.game import to_json

    with make_client(sqlite_url) as c:
        service: GameService = c.app.state.service  # type: ignore[attr-defined]
        g = new_game(c, ["human", "human"], seed=987654321012)
        hidden = secrets_of(service, g["id"], 0)
        assert len(hidden) > 20
        full = json.loads(to_json(service.current(g["id"]).session.state))
        assert leaks(full, hidden)


def test_replay_steps_through_a_finished_game_leaking_nothing(sqlite_url: str) -> None:
    """The replay viewer's messages: each step as that seat saw it, and no secret of then."""
    import time

    from domineum.kernel.record import Session

    with make_client(sqlite_url) as c:
        service: GameService = c.app.state.service  # type: ignore[attr-defined]
        g = new_game(c, ["random", "random"], seed=5)
        url = f"/api/games/{g['id']}/replay"
        spec = {"x-seat-token": g["spectator"]}
        for _ in range(400):
            r = c.get(url, params={"at": 3}, headers=spec)
            if r.status_code == 200:
                break
            assert r.status_code == 409 and r.json()["error"] == "not_over"
            time.sleep(0.05)
        assert r.status_code == 200
        assert c.get(url, params={"at": 3}, headers={"x-seat-token": "forged"}).status_code == 403
        live = service.current(g["id"])
        total = len(live.session.log)
        session: Session[GameState] = Session(live.adapter.game, live.session.initial)
        for at in range(0, total + 1, 7):
            while len(session.log) < at:
                session.apply(live.session.log[len(session.log)].id)
            m = c.get(url, params={"at": at}, headers=spec).json()
            assert m["replay"] == {"at": at, "total": total} and m["moves"] == at
            assert m["options"] == []
            hidden = secrets_of(service, g["id"], None, session.state)
            assert not leaks(m, hidden), at
        last = c.get(url, params={"at": 10**6}, headers=spec).json()
        assert last["replay"]["at"] == total and last["score"] is not None

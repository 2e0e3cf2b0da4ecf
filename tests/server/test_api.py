"""The HTTP API: lobby, seats and tokens, moves, undo, errors (SQLite and PostgreSQL)."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from fastapi.testclient import TestClient

from tests.server.conftest import move, new_game, state


def test_catalog_lists_voidfall_with_its_lobby(client: TestClient) -> None:
    games = client.get("/api/catalog").json()
    vf = next(g for g in games if g["name"] == "voidfall")
    assert vf["players"] == {"min": 1, "max": 4, "default": 2}
    modes = {m["value"]: m["players"] for m in vf["modes"]}  # VF-MODE-01
    assert modes == {
        "competitive": {"min": 2, "max": 4},
        "solo": {"min": 1, "max": 1},
        "coop": {"min": 2, "max": 4},
        "tutorial": {"min": 1, "max": 4},  # VF-MODE-07
    }
    assert [d["value"] for d in vf["difficulties"]] == ["easy", "medium", "hard"]  # VF-MODE-04
    assert any(h["label"] == "Valnis" for h in vf["houses"])
    assert {b["value"] for b in vf["bots"]} >= {"random", "greedy"}


def test_openapi_documents_the_api(client: TestClient) -> None:
    paths = client.get("/openapi.json").json()["paths"]
    assert {"/api/games", "/api/games/{game_id}", "/api/games/{game_id}/moves"} <= set(paths)


def test_create_gives_a_token_per_human_seat_and_a_spectator_token(client: TestClient) -> None:
    g = new_game(client, ["human", "human", "random"])
    assert [s["token"] is not None for s in g["seats"]] == [True, True, False]
    assert len({s["token"] for s in g["seats"][:2]} | {g["spectator"]}) == 3
    s0 = state(client, g["id"], g["seats"][0]["token"])
    assert s0["you"] == 0 and len(s0["seats"]) == 3
    spec = state(client, g["id"], g["spectator"])
    assert spec["you"] is None and spec["options"] == [] and not spec["can_undo"]


def test_bad_setups_are_refused_plainly(client: TestClient) -> None:
    bodies: list[dict[str, object]] = [
        {"seats": ["human"]},
        {"seats": ["human", "nobody"]},
        {"seats": ["human", "human"], "options": {"houses": ["valnis", "atlantis"]}},
        {"seats": ["human", "human"], "game": "chess"},
        {"seats": []},
    ]
    for body in bodies:
        r = client.post("/api/games", json=body)
        assert r.status_code == 422, body
        assert r.json()["message"] and "error" in r.json()


def test_missing_or_forged_token_is_403_and_changes_nothing(client: TestClient) -> None:
    g = new_game(client, ["human", "human"])
    before = state(client, g["id"], g["spectator"])
    assert client.get(f"/api/games/{g['id']}").status_code == 403
    forged = {"x-seat-token": "forged"}
    assert client.get(f"/api/games/{g['id']}", headers=forged).status_code == 403
    r = move(client, g["id"], "forged", 0, None)
    assert r.status_code == 403 and r.json()["error"] == "forbidden"
    r = client.post(f"/api/games/{g['id']}/moves", json={"action": 0})
    assert r.status_code == 403
    r = move(client, g["id"], g["spectator"], 0, None)
    assert r.status_code == 403
    assert state(client, g["id"], g["spectator"]) == before


def test_unknown_game_is_404(client: TestClient) -> None:
    r = client.get("/api/games/nosuchgame", headers={"x-seat-token": "x"})
    assert r.status_code == 404 and r.json()["error"] == "no_game"


def test_a_move_is_acknowledged_and_seen_by_everyone(client: TestClient) -> None:
    g = new_game(client, ["human", "human"])
    toks = [s["token"] for s in g["seats"]]
    spec = state(client, g["id"], g["spectator"])
    mover = spec["to_move"]
    mine = state(client, g["id"], toks[mover])
    assert mine["options"] and all(o["label"] for o in mine["options"])
    r = move(client, g["id"], toks[mover], mine["options"][0]["id"], mine["version"])
    assert r.status_code == 200 and r.json() == {"ok": True, "version": 1}
    after = state(client, g["id"], g["spectator"])
    assert after["version"] == 1 and after["moves"] == 1


def test_illegal_stale_and_wrong_seat_moves_are_refused_with_state_intact(
    client: TestClient,
) -> None:
    g = new_game(client, ["human", "human"])
    toks = [s["token"] for s in g["seats"]]
    mover = state(client, g["id"], g["spectator"])["to_move"]
    other = 1 - mover
    mine = state(client, g["id"], toks[mover])
    legal = {o["id"] for o in mine["options"]}
    illegal = next(i for i in range(5000) if i not in legal)
    r = move(client, g["id"], toks[mover], illegal, mine["version"])
    assert r.status_code == 422 and r.json()["error"] == "illegal"
    assert r.json()["rule"].startswith("VF-") and r.json()["message"]
    r = move(client, g["id"], toks[mover], 10**9, mine["version"])
    assert r.status_code == 422 and r.json()["error"] == "malformed"
    r = move(client, g["id"], toks[other], mine["options"][0]["id"], mine["version"])
    assert r.status_code == 409 and r.json()["error"] == "not_your_turn"
    r = move(client, g["id"], toks[mover], mine["options"][0]["id"], mine["version"] + 5)
    assert r.status_code == 409 and r.json()["error"] == "stale"
    assert state(client, g["id"], toks[mover]) == mine


def test_malformed_and_oversized_requests(client: TestClient) -> None:
    g = new_game(client, ["human", "human"])
    tok = g["seats"][0]["token"]
    url = f"/api/games/{g['id']}/moves"
    h = {"x-seat-token": tok, "content-type": "application/json"}
    r = client.post(url, content=b"{not json", headers=h)
    assert r.status_code == 422 and r.json()["error"] == "malformed"
    r = client.post(url, json={"action": "first"}, headers=h)
    assert r.status_code == 422 and r.json()["error"] == "malformed"
    r = client.post(url, content=b'{"action": 1, "pad": "' + b"x" * 40_000 + b'"}', headers=h)
    assert r.status_code == 413 and r.json()["error"] == "too_large"
    assert state(client, g["id"], tok)["version"] == 0


def test_undo_takes_back_your_own_decision_only(client: TestClient) -> None:
    g = new_game(client, ["human", "human"], seed=11)
    toks = [s["token"] for s in g["seats"]]
    mover = state(client, g["id"], g["spectator"])["to_move"]
    # play until one seat has made a decision that revealed nothing and is last
    for _ in range(200):
        spec = state(client, g["id"], g["spectator"])
        seat = spec["to_move"]
        mine = state(client, g["id"], toks[seat])
        assert move(client, g["id"], toks[seat], mine["options"][0]["id"], None).status_code == 200
        after = state(client, g["id"], toks[seat])
        if after["can_undo"]:
            mover = seat
            break
    else:
        raise AssertionError("no undoable decision in 200 moves")
    other = 1 - mover
    r = client.post(f"/api/games/{g['id']}/undo", json={}, headers={"x-seat-token": toks[other]})
    assert r.status_code == 409 and r.json()["error"] == "cannot_undo"
    r = client.post(f"/api/games/{g['id']}/undo", json={}, headers={"x-seat-token": toks[mover]})
    assert r.status_code == 200
    back = state(client, g["id"], toks[mover])
    assert back["moves"] == after["moves"] - 1
    assert [o["id"] for o in back["options"]] == [o["id"] for o in mine["options"]]


def test_bots_move_on_the_server(client: TestClient) -> None:
    g = new_game(client, ["random", "random"])
    # both seats are bots: the game runs to its end on the server
    import time

    for _ in range(600):
        s = state(client, g["id"], g["spectator"])
        if s["to_move"] is None:
            break
        time.sleep(0.05)
    assert s["to_move"] is None and s["score"] is not None
    assert sum(r["winner"] for r in s["score"]["rows"]) >= 1


def test_my_games_lists_the_seat_to_move(client: TestClient) -> None:
    g = new_game(client, ["human", "human"])
    tok = g["seats"][0]["token"]
    r = client.post(
        "/api/mine", json={"games": [{"id": g["id"], "token": tok}, {"id": "x", "token": "y"}]}
    )
    assert r.status_code == 200
    [row] = r.json()
    assert row["id"] == g["id"] and row["you"] == 0 and row["to_move"] in (0, 1)
    # when the game last changed, as the reader writes dates, in the reader's time zone
    assert re.fullmatch(r"\w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d:\d\d\W(AM|PM)", row["last"])
    games = [{"id": g["id"], "token": tok}]
    german = client.post("/api/mine?lang=de", json={"games": games, "zone": "Europe/Berlin"})
    assert re.fullmatch(r"\d\d\.\d\d\.\d{4}, \d\d:\d\d:\d\d", german.json()[0]["last"])
    tokyo = client.post("/api/mine?lang=de", json={"games": games, "zone": "Asia/Tokyo"})
    assert tokyo.json()[0]["last"] != german.json()[0]["last"]  # 8 hours apart
    nowhere = client.post("/api/mine?lang=de", json={"games": games, "zone": "Nowhere/City"})
    assert nowhere.status_code == 200 and nowhere.json()[0]["last"]  # written in UTC
    long = client.post("/api/mine", json={"games": games, "zone": "x" * 65})
    assert long.status_code == 422


def test_a_flood_of_requests_is_refused(db_url: str) -> None:
    from tests.server.conftest import make_client

    with make_client(db_url, rate=1.0, burst=5.0) as c:
        g = new_game(c, ["human", "human"])
        codes = [
            c.get(f"/api/games/{g['id']}", headers={"x-seat-token": g["spectator"]}).status_code
            for _ in range(10)
        ]
        assert 429 in codes
        r = c.get(f"/api/games/{g['id']}", headers={"x-seat-token": g["spectator"]})
        assert r.status_code == 429 and "slow down" in r.json()["message"]


def test_why_explains_a_refused_action_with_its_rule(client: TestClient) -> None:
    g = new_game(client, ["human", "human"])
    toks = [s["token"] for s in g["seats"]]
    mover = state(client, g["id"], g["spectator"])["to_move"]
    url = f"/api/games/{g['id']}/why"
    mine = {"x-seat-token": toks[mover]}
    r = client.post(url, json={"action": "take 3"}, headers=mine)
    assert r.status_code == 200
    body = r.json()
    assert body["allowed"] is False and body["message"]
    assert body["rules"] and body["rules"][0]["id"].startswith("VF-")
    live = client.app.state.service.current(g["id"])  # type: ignore[attr-defined]
    first = state(client, g["id"], toks[mover])["options"][0]
    notation = live.adapter.game.action_space.notation(first["id"])
    ok = client.post(url, json={"action": notation}, headers=mine).json()
    assert ok["allowed"] is True and first["label"] in ok["message"]
    odd = client.post(url, json={"action": "fly to the moon"}, headers=mine).json()
    assert odd["allowed"] is False and "not understood" in odd["message"]
    other = {"x-seat-token": toks[1 - mover]}
    assert client.post(url, json={"action": "take 3"}, headers=other).status_code == 409
    assert client.post(url, json={"action": "take 3"}).status_code == 403


def test_games_evicted_from_memory_come_back_from_the_database(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    import domineum.server.service as service_module

    monkeypatch.setattr(service_module, "MAX_CACHED", 1)
    games = [new_game(client, ["human", "human"], seed=s) for s in (1, 2, 3)]
    for g in games:
        s = state(client, g["id"], g["spectator"])
        tok = g["seats"][s["to_move"]]["token"]
        mine = state(client, g["id"], tok)
        assert move(client, g["id"], tok, mine["options"][0]["id"], 0).status_code == 200
    for g in games:
        assert state(client, g["id"], g["spectator"])["moves"] == 1


def test_a_move_appended_at_an_old_version_is_refused_and_stores_nothing(db_url: str) -> None:
    """The store's check-and-bump (one statement on PostgreSQL, one transaction on SQLite):
    two writers that read the same version cannot both append; the loser changes nothing."""
    from domineum.server.store import Conflict, Move, Store

    store = Store(db_url)
    try:
        store.create("g1", "voidfall", "{}", 1, [("human", "h0")], "spec", 0)
        assert store.append("g1", 0, 0, Move(0, 5, "take 1", False), 1) == 1
        with pytest.raises(Conflict):
            store.append("g1", 0, 0, Move(1, 6, "take 2", False), 0)
        stored = store.load("g1")
        assert stored is not None and stored.version == 1
        assert [(m.seat, m.action) for m in stored.moves] == [(0, 5)]
        assert store.append("g1", 1, 1, Move(1, 7, "take 3", True), None) == 2
        game, moves, to_move, finished, last = store.summaries(["g1"])["g1"]
        assert (game, moves, to_move, finished) == ("voidfall", 2, None, True)
        assert isinstance(last, dt.datetime)
    finally:
        store.dispose()

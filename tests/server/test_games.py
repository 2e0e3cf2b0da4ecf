"""Every game and mode through the same server: solo and co-op Voidfall against the Void,
Revenant; their click targets, the no-leak scan of their messages, the Combat calculator."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from domineum.kernel.game import clone
from domineum.kernel.rng import Rng
from domineum.revenant.model.state import GameState as RvState
from domineum.server.service import GameService
from domineum.voidfall.model.void import FREE, HARBINGER
from tests.server.conftest import make_client, state
from tests.server.test_live import leaks, secrets_of, until_state, ws_url


def create(c: TestClient, game: str, seats: list[str], seed: int = 7, **options: Any) -> Any:
    body = {"game": game, "seats": seats, "seed": seed, "options": options}
    r = c.post("/api/games", json=body)
    assert r.status_code == 201, r.text
    return r.json()


def test_lobby_setups_of_the_void_modes_and_revenant_are_checked(client: TestClient) -> None:
    """VF-MODE-01 (1-4 players; solo is 1, co-op 2-4), VF-MODE-04 (Easy/Medium/Hard), Revenant
    1-4 players (RV-SETUP): a wrong count, mode or difficulty is refused plainly."""
    refused = [
        ("voidfall", ["human"], {"mode": "competitive"}, "Competitive is for 2 to 4 players"),
        ("voidfall", ["human", "human"], {"mode": "solo"}, "Solo against the Void is for 1"),
        ("voidfall", ["human"], {"mode": "solo", "difficulty": "nightmare"}, "no difficulty"),
        ("voidfall", ["human"], {"mode": "duel"}, "no mode called 'duel'"),
        ("revenant", ["human"] * 5, {}, "Revenant is for 1 to 4 players"),
    ]
    for game, seats, options, words in refused:
        r = client.post("/api/games", json={"game": game, "seats": seats, "options": options})
        assert r.status_code == 422, (game, options)
        assert r.json()["error"] == "bad_setup" and words in r.json()["message"], r.json()
    cat = {g["name"]: g for g in client.get("/api/catalog").json()}
    assert cat["revenant"]["players"]["min"] == 1 and cat["revenant"]["players"]["max"] == 4


def test_a_solo_game_shows_the_void(client: TestClient) -> None:
    """VF-MODE-03 / VF-SOLO-CBOARD, -ALERT, -HARB, -REFUGE, -CATAS: the Crisis board, the Alert
    deck's size, Harbingers, Refuges and Catastrophes reach the seat; decks only as counts."""
    g = create(client, "voidfall", ["human"], mode="solo", difficulty="medium")
    live = client.app.state.service.current(g["id"])  # type: ignore[attr-defined]
    void = live.session.state.void
    m = state(client, g["id"], g["seats"][0]["token"])
    v = m["board"]["void"]
    assert m["board"]["mode"] == "solo" and v["difficulty"] == "Medium"
    assert v["alert_deck"] == len(void.alert_deck) and isinstance(v["alert_deck"], int)
    assert v["crisis_decks"] == {t: len(d) for t, d in void.crisis_decks.items()}
    assert [s["kind"] for s in v["military"]] == [
        "free" if x == FREE else "harbinger" if x == HARBINGER else "crisis" for x in void.military
    ]
    assert v["harbingers"] == void.harbingers
    assert [r["spaces"] for r in v["refuges"]] == void.refuge_spaces
    assert v["catastrophes"] == 0 and v["catastrophe_spaces"] == 3
    assert v["explained"], "the Void's own log lines are shown"
    assert m["options"] and m["to_move"] == 0


def test_coop_seats_humans_and_bots_against_the_void(client: TestClient) -> None:
    """Co-op (VF-MODE-01): two seats, a person and a bot, on the same Void machinery."""
    g = create(client, "voidfall", ["human", "random"], mode="coop", difficulty="easy")
    m = state(client, g["id"], g["seats"][0]["token"])
    assert m["board"]["mode"] == "coop" and m["board"]["void"]["difficulty"] == "Easy"
    assert [s["bot"] for s in m["seats"]] == [False, True]


def test_resurgence_modules_are_played_through_the_server(client: TestClient) -> None:
    """RS-MOD: the lobby offers each module (Incursion in solo and co-op only, RS-MOD-05); a
    game with them shows their pieces in words (Vanguard tiles RS-VANG-01, Voidborn by type
    RS-ARSENAL, Incursion's Rifts RS-INC-04); a combination the rulebook refuses is refused
    with its reason."""
    cat = {g["name"]: g for g in client.get("/api/catalog").json()}
    offered = {o["value"]: o for o in cat["voidfall"]["options"]}
    assert offered["incursion"]["modes"] == ["solo", "coop"]
    assert (
        "competitive" in offered["psionics"]["modes"] and "Psionics" in offered["psionics"]["label"]
    )
    modules = {"psionics": True, "arsenal": True, "incursion": True}
    g = create(client, "voidfall", ["human", "random"], mode="coop", **modules)
    live = client.app.state.service.current(g["id"])  # type: ignore[attr-defined]
    assert live.session.state.config.modules == ("psionics", "arsenal", "incursion")
    lines = state(client, g["id"], g["seats"][0]["token"])["board"]["resurgence"]
    assert [line.split(" — ")[0] for line in lines[:2]] == ["Seat 0", "Seat 1"]  # Vanguard tiles
    assert all("Vanguard" in line for line in lines[:2]) and "Rifts:" in lines[3], lines
    table = clone(live.session.state)  # a Voidborn Mirage among a sector's Voidborn FP
    sector = next(s for s in table.galaxy.sectors if s.voidborn >= 2)
    sector.arsenal = {"mirage": 1}
    typed = f"{sector.voidborn - 1} × Voidborn Corvette, 1 × Voidborn Mirage"
    board = live.adapter.board(table, 0)
    assert f"{sector.id}: {typed}" in " ".join(board["resurgence"])
    assert {s["id"]: s["voidborn_types"] for s in board["sectors"]}[sector.id] == typed
    held = next(s for s in table.galaxy.sectors if s.controller() == 1 and s.home_of != 1)
    held.vanguard = 1  # seat 1 moves its Vanguard there (RS-VANG-04)
    board = live.adapter.board(table, 0)
    assert [s["id"] for s in board["sectors"] if s["vanguard"] == 1] == [held.id]
    assert held.id in board["resurgence"][1] and held.id not in board["resurgence"][0]
    inc = table.incursion  # Incursion's pieces on the map match its state (RS-INC-04, RS-CIVDEF)
    assert inc is not None and inc.unopened and inc.civil_defense
    on_map = {s["id"]: s for s in board["sectors"]}
    for sid, types in inc.unopened.items():
        assert on_map[sid]["rift"] == {"open": False, "types": "/".join(types)}
    for sid, seat in inc.civil_defense.items():
        assert on_map[sid]["civil_defense"] == seat
    assert sum(s["rift"] is not None for s in board["sectors"]) == len(inc.unopened)
    plain = create(client, "voidfall", ["human", "random"])
    assert state(client, plain["id"], plain["seats"][0]["token"])["board"]["resurgence"] == []
    body = {"game": "voidfall", "seats": ["human", "human"], "options": {"incursion": True}}
    refused = client.post("/api/games", json=body)
    assert refused.status_code == 422 and refused.json()["error"] == "bad_setup"
    assert "Incursion" in refused.json()["message"], refused.json()


def test_the_lobby_offers_the_tutorial_for_one_to_four_players(client: TestClient) -> None:
    """VF-MODE-07, VF-MODE-01: the tutorial is a lobby mode for 1-4 seats, set up on the
    tutorial map of the count (its maps are listed under that mode), with no Void."""
    cat = {g["name"]: g for g in client.get("/api/catalog").json()}
    maps = [m for m in cat["voidfall"]["maps"] if m["mode"] == "tutorial"]
    assert sorted(m["players"] for m in maps) == [1, 2, 3, 4]
    g = create(client, "voidfall", ["human"], mode="tutorial")
    m = state(client, g["id"], g["seats"][0]["token"])
    assert m["board"]["mode"] == "tutorial" and m["board"]["void"] is None
    live = client.app.state.service.current(g["id"])  # type: ignore[attr-defined]
    assert live.session.state.config.map == "" and live.session.state.houses[0].house == "belitan"


def play_scanning(
    c: TestClient,
    g: dict[str, Any],
    players: int,
    hidden: Any,
    seed: int,
    check: Any = None,
    limit: int = 3000,
) -> dict[str, Any]:
    """Play random options over WebSockets; scan every message each seat receives for what it
    may not know (``hidden(seat)``); ``check(message)`` on each; the last spectator message."""
    rng = Rng.seeded(seed)
    toks = [s["token"] for s in g["seats"]] + [g["spectator"]]
    seats: list[int | None] = [*range(players), None]
    conns = [c.websocket_connect(ws_url(g["id"], t)) for t in toks]
    sockets = [cm.__enter__() for cm in conns]
    try:
        latest = [ws.receive_json() for ws in sockets]
        for _ in range(limit):
            for m, seat in zip(latest, seats, strict=True):
                assert not leaks(m, hidden(seat)), (seat, m["version"])
                if check:
                    check(m)
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
        last: dict[str, Any] = latest[-1]
        return last
    finally:
        for cm in conns:
            cm.__exit__(None, None, None)


def revenant_secrets(service: GameService, game_id: str, seat: int | None) -> set[str]:
    """What ``seat`` may not see in Revenant: other players' Hidden Influence, Agendas and hands,
    every deck's cards, the seed and RNG (RV hidden information), minus names public now."""
    live = service.current(game_id)
    s: RvState = live.session.state
    content = live.adapter.game.content  # type: ignore[attr-defined]
    from domineum.revenant.present.labels import card_name

    def named(ids: list[str]) -> set[str]:
        return {x for i in ids for x in (i, card_name(content, i))}

    hidden = {str(live.seed), str(s.rng.state)} - {"0"}
    for p in s.players:
        if p.seat != seat:
            hidden |= named(p.hi + p.hand + [p.fleet_agenda, p.personal_agenda])
    hidden |= named(s.hi_deck + s.council_deck + s.planet_deck + s.colony_deck + s.failure_deck)
    for deck in (*s.op_decks.values(), *s.scanner_decks.values()):
        hidden |= named(deck)
    public = named([*s.offer, s.colony, s.display_top, s.display_bottom, *s.tucked])
    public |= named([p.card for p in s.planets] + s.council_revealed)
    for p in s.players:
        public |= named(p.frigate_cards + p.commands + [c for cad in p.cadet_cards for c in cad])
        if p.seat == seat:
            public |= named(p.hi + p.hand + [p.fleet_agenda, p.personal_agenda])
    for d in s.op_discards.values():
        public |= named(d)
    log = " ".join(live.adapter.log(live.adapter.game.view(s, None)))
    return {h for h in hidden - public if h and len(h) > 2 and h not in log}


@pytest.mark.parametrize("players,seed", [(1, 31), (2, 5353)])
def test_no_message_of_a_revenant_game_leaks_and_it_ends_with_a_sheet(
    sqlite_url: str, players: int, seed: int
) -> None:
    """RV hidden information through the server: each seat only ever receives its own view; the
    game ends with the Prestige sheet (RV-END-01..13)."""
    with make_client(sqlite_url) as c:
        service: GameService = c.app.state.service  # type: ignore[attr-defined]
        g = create(c, "revenant", ["human"] * players, seed=seed)
        assert revenant_secrets(service, g["id"], 0), "the scan is not blind"
        last = play_scanning(
            c, g, players, lambda seat: revenant_secrets(service, g["id"], seat), seed
        )
        assert last["to_move"] is None and last["game"] == "revenant"
        sheet = last["score"]
        assert sheet["points"] == "Prestige" and len(sheet["rows"]) == players
        final = service.current(g["id"]).session.state
        assert [r["influence"] for r in sheet["rows"]] == [sc.total for sc in final.scores]


def void_secrets(service: GameService, game_id: str, seat: int | None) -> set[str]:
    """Voidfall's secrets plus the Void's face-down Crisis cards (VF-SOLO-CRISIS)."""
    hidden = secrets_of(service, game_id, seat)
    live = service.current(game_id)
    v = live.session.state.void
    content = live.adapter.game.content  # type: ignore[attr-defined]
    assert v is not None and content.void is not None
    shown = {*v.military, *v.economic, v.current_crisis}
    log = " ".join(live.adapter.log(live.adapter.game.view(live.session.state, None)))
    for deck in v.crisis_decks.values():
        for card in deck:
            name = content.void_card_name(card)  # Incursion's Immediate Crises too
            if card not in shown and name and name not in log:
                hidden.add(name)
    return hidden


def test_no_message_of_a_solo_game_leaks_and_targets_name_board_things(sqlite_url: str) -> None:
    """A solo game played at random through the server: no hidden card reaches the seat, and
    every option's click target names something the board shows (a sector, a fleet there, a
    Technology, an Agenda offer, a card in hand, a Focus card, a track, an Agenda slot)."""
    kinds: set[str] = set()

    def check(m: dict[str, Any]) -> None:
        b = m["board"]
        if m["you"] is None:
            return
        me = b["houses"][m["you"]]
        sectors = {s["id"]: s for s in b["sectors"]}
        techs = {t["name"] for t in b["technologies"]} | set(b["improved_offer"])
        for o in m["options"]:
            t = o["target"]
            if t is None:
                continue
            kind, _, rest = t.partition(":")
            kinds.add(kind if rest else "sector")
            if not rest:
                assert t in sectors, t
            elif kind == "fleet":
                sid, ftype = rest.split(":")
                assert sectors[sid]["fleets"].get(ftype, 0) > 0, t
            elif kind == "tech":
                assert rest in techs, t
            elif kind == "offer":
                assert rest in {a["type"] for a in b["agenda_offer"]}, t
            elif kind == "hand":
                assert rest in me["hand"], t
            elif kind == "focus":
                assert rest in me["focus_hand"], t
            elif kind == "track":
                assert rest in {x["name"] for x in me["tracks"]}, t
            elif kind == "slot":
                assert 1 <= int(rest) <= len(me["agendas"]), t
            elif kind in ("guild", "installation"):
                sid, k = rest.split(":")
                assert 0 <= int(k) < len(sectors[sid]["guilds" if kind == "guild" else kind + "s"])
            else:
                raise AssertionError(f"unknown target {t}")

    with make_client(sqlite_url) as c:
        service: GameService = c.app.state.service  # type: ignore[attr-defined]
        g = create(c, "voidfall", ["human"], seed=2024, mode="solo", difficulty="easy")
        assert void_secrets(service, g["id"], 0), "the scan is not blind"
        last = play_scanning(
            c, g, 1, lambda seat: void_secrets(service, g["id"], seat), 2024, check, limit=900
        )
    assert {"sector", "tech", "track"} <= kinds, kinds
    assert last["board"]["void"] is not None


def test_the_combat_calculator_gives_the_best_line_step_by_step(client: TestClient) -> None:
    """VF-COMBAT: the page's search is the engine's (`rules/combat_search.best`)."""
    from domineum.voidfall.model.combat import Fleet, Side
    from domineum.voidfall.rules.combat_search import best

    body = {"invader": {"corvette": 3, "destroyer": 2}, "defender": {"sentry": 2}, "defenses": 1}
    r = client.post("/api/combat", json=body)
    assert r.status_code == 200, r.text
    got = r.json()
    line = best(
        Side(fleet=Fleet(corvette=3, destroyer=2)),
        Side(fleet=Fleet(sentry=2), sector_defenses=1),
    )
    assert got["outcome"] == line.report.outcome
    assert got["lines"][0] == f"Outcome: {line.report.outcome}"
    assert any(x.startswith("Salvo 1") for x in got["lines"])
    for bad, words in [
        (
            {"invader": {"corvette": 9, "sentry": 6}, "defender": {}},
            "at most 14 Fleet Power cubes (VF-COMP-04): the Invader's fleet has 15",
        ),
        ({"invader": {"frigate": 1}, "defender": {}}, "unknown Fleet type 'frigate'"),
        ({"invader": {}, "defender": {"sentry": 1}}, "the Invader needs Fleet Power"),
        (
            {"invader": {"corvette": 1}, "defender": {}, "invader_tech": {"lasers": "basic"}},
            "unknown Technology 'lasers'",
        ),
    ]:
        r = client.post("/api/combat", json=bad)
        assert r.status_code == 422 and words in r.json()["message"], r.json()


def test_guild_and_installation_spaces_are_click_targets() -> None:
    """Once an Establish or Build has its sector, each Guild/Installation option targets the
    space the engine puts the token on (the next free one in build order); choosing it fills
    exactly that space."""
    from domineum.kernel.rng import Rng as _Rng
    from domineum.server.adapter import SeatChoice, Setup
    from domineum.server.games.voidfall import VoidfallAdapter
    from domineum.voidfall.rules.sectors import free_space

    adapter = VoidfallAdapter()
    game = adapter.game
    seen: set[str] = set()
    for seed in range(8):
        st = adapter.new_state(Setup(2, (SeatChoice("human"),) * 2, seed, {}))
        rng = _Rng.seeded(seed)
        for _ in range(200):
            seat = game.current_seat(st)
            if seat is None:
                break
            view = game.view(st, seat)
            legal = game.legal_actions(st)
            spaced = [
                (a, t)
                for a in legal
                if (t := adapter.target(view, a.notation))
                and t.split(":")[0] in ("guild", "installation")
            ]
            if spaced:
                a, t = spaced[rng.below(len(spaced))]
                row, sid, k = t.split(":")
                sector = st.galaxy.sector(sid)
                assert free_space(sector, row) == int(k), t
                placed = sector.guilds if row == "guild" else sector.installations
                assert placed[int(k)] == ""
                st = game.apply(st, a.id)
                after = st.galaxy.sector(sid)
                filled = after.guilds if row == "guild" else after.installations
                assert filled[int(k)] == a.notation.split()[1], (t, a.notation)
                seen.add(row)
                break
            st = game.apply(st, legal[rng.below(len(legal))].id)
    assert seen == {"guild", "installation"}, seen


def test_the_combat_calculator_takes_what_the_rules_allow(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """VF-COMP-04: a House has 14 Fleet Power cubes, so the page takes 14 FP a side (the old
    page stopped at 8) and refuses 15 naming the rule; Voidborn cubes are unlimited
    (VF-COMP-01), so 20 are taken; the search's own bound is refused plainly too."""
    from domineum.server import combat

    big = {"invader": {"corvette": 7, "destroyer": 7}, "defender": {"sentry": 14}, "defenses": 1}
    r = client.post("/api/combat", json=big)
    assert r.status_code == 200, r.text
    assert r.json()["outcome"] in ("invader", "defender", "tie")
    void = {"invader": {"voidborn": 20}, "defender": {"sentry": 14}}
    assert client.post("/api/combat", json=void).status_code == 200  # VF-COMP-01: unlimited
    over = {"invader": {"corvette": 8, "destroyer": 7}, "defender": {"sentry": 1}}
    r = client.post("/api/combat", json=over)
    assert r.status_code == 422 and "VF-COMP-04" in r.json()["message"], r.json()
    monkeypatch.setattr(combat, "MAX_POSITIONS", 50)
    mixed = {"invader": {"corvette": 3, "destroyer": 3}, "defender": {"sentry": 2, "destroyer": 2}}
    r = client.post("/api/combat", json=mixed)
    assert r.status_code == 422 and "more than 50 positions" in r.json()["message"], r.json()


def test_a_coop_game_with_every_module_is_played_through_the_server(sqlite_url: str) -> None:
    """RS-MOD: a co-op game with Psionics, Voidborn Arsenal and Incursion, played at random
    through the WebSocket to its end: every state is built (the Incursion Alerts included,
    RS-INCFOCUS), no hidden card reaches a seat, and it ends with the score sheet."""
    with make_client(sqlite_url) as c:
        service: GameService = c.app.state.service  # type: ignore[attr-defined]
        modules = {"psionics": True, "arsenal": True, "incursion": True}
        g = create(c, "voidfall", ["human", "human"], seed=77, mode="coop", **modules)
        last = play_scanning(c, g, 2, lambda seat: void_secrets(service, g["id"], seat), 77)
    assert last["to_move"] is None and last["score"] is not None
    assert last["board"]["resurgence"]

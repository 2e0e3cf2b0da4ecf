"""The browser server in English, German and Portuguese (issue 19, docs/server.md "Languages"):
each connection or request reads in its own language, two seats of one game in two at once.

"English" is measured as in ``tests/test_languages.py``: a word of the English catalog that no
translation uses. The server's own templates (``server.*``) that a catalog does not translate yet
are left out of that scan, by name, until the catalogs have them."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from domineum.kernel import messages
from domineum.server import language, web_messages
from domineum.server import messages as server_messages
from tests.server.conftest import new_game
from tests.server.test_games import create
from tests.server.test_live import ws_url
from tests.test_languages import WORD, english_in, english_only

OTHER = [lang for lang in messages.LANGUAGES if lang != "en"]
CLIENT = Path(__file__).resolve().parents[2] / "web" / "src"


def texts(value: Any) -> Iterator[str]:
    """Every string a message holds (its keys are the protocol, not text)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from texts(v)
    elif isinstance(value, list):
        for v in value:
            yield from texts(v)


def untranslated_server_words(lang: str) -> set[str]:
    """Words of the server's own templates that ``lang``'s catalog does not translate yet."""
    return {
        w.lower()
        for msg_id, english in server_messages.ENGLISH.items()
        if messages.text_of(msg_id, lang) == english
        for w in WORD.findall(english)
    }


def read(message: dict[str, Any]) -> Iterator[str]:
    """The texts of a state message a person reads as sentences: the prompt, the options, the
    log, the seats and the Void's explanations."""
    yield message.get("prompt", "")
    yield from (o["label"] for o in message.get("options", []))
    yield from message.get("log", [])
    yield from (s["name"] + " " + s["player"] for s in message.get("seats", []))
    void = (message.get("board") or {}).get("void") or {}
    yield from texts(void.get("explained", []))


def english_words(message: dict[str, Any], lang: str) -> list[str]:
    allowed = untranslated_server_words(lang)
    found = []
    for text in read(message) if "log" in message else texts(message):
        words = {w.lower() for w in WORD.findall(text) if not w.isupper()}  # not rule IDs
        hits = words & english_only() - allowed
        if hits:
            found.append(f"{sorted(hits)}: {text}")
    return found


def test_the_language_is_asked_then_accepted_then_english() -> None:
    """``?lang=`` wins, then the ``Accept-Language`` header by weight; unknown: English."""
    assert language.choose("de", "pt") == "de"
    assert language.choose("pt-BR", None) == "pt"
    assert language.choose(None, "fr-CH, pt;q=0.5, de;q=0.9") == "de"
    assert language.choose("xx", "de-AT,en;q=0.5") == "de"
    assert language.choose("klingon", "fr") == "en"
    assert language.choose(None, None) == "en"
    assert language.choose(None, "de;q=0") == "en"


@pytest.mark.parametrize("lang", OTHER)
def test_a_game_read_in_another_language_has_no_english(client: TestClient, lang: str) -> None:
    """The prompt, options, log, seats and the lobby come in ``lang``; the Void's explanations
    are rendered in it (their words are checked once the catalogs name every Void card)."""
    g = create(client, "voidfall", ["human", "human"])
    tokens = [seat["token"] for seat in g["seats"]]

    def look(lang_query: str) -> dict[str, Any]:
        m = client.get(f"/api/games/{g['id']}", headers={"x-seat-token": tokens[0]}).json()
        token = tokens[m["to_move"]]
        got: dict[str, Any] = client.get(
            f"/api/games/{g['id']}{lang_query}", headers={"x-seat-token": token}
        ).json()
        return got

    for _ in range(6):  # a few decisions, so the log has said something
        m = look(f"?lang={lang}")
        r = client.post(
            f"/api/games/{g['id']}/moves?lang={lang}",
            json={"action": m["options"][0]["id"], "version": m["version"]},
            headers={"x-seat-token": tokens[m["you"]]},
        )
        assert r.status_code == 200, r.text
    read = look(f"?lang={lang}")
    english = look("")
    assert read["log"] and read["options"]
    assert read["log"] != english["log"], "the log is written in the reader's language"
    assert [o["label"] for o in read["options"]] != [o["label"] for o in english["options"]]
    assert english_words(read, lang) == []
    lobby = client.get("/api/catalog", headers={"accept-language": f"{lang}, en;q=0.5"}).json()
    labels = [c["title"] for c in lobby] + [
        choice["label"]
        for c in lobby
        for key in ("modes", "difficulties", "options", "bots")  # houses, maps: content names
        for choice in c[key]
    ]
    assert english_words({"labels": labels}, lang) == []


def test_two_seats_of_one_game_read_two_languages_at_once(client: TestClient) -> None:
    """The language belongs to the connection: seat 0 reads German, seat 1 Portuguese, the
    spectator (by its browser's header) English, from the same game at the same time."""
    g = new_game(client, ["human", "human"])
    service = client.app.state.service  # type: ignore[attr-defined]
    live = service.current(g["id"])
    expected = {}
    for lang, seat in (("de", 0), ("pt", 1), ("en", None)):
        with messages.using(lang):
            expected[lang] = service.message(live, -1 if seat is None else seat)
    t0, t1 = g["seats"][0]["token"], g["seats"][1]["token"]
    with (
        client.websocket_connect(ws_url(g["id"], t0) + "&lang=de") as de,
        client.websocket_connect(ws_url(g["id"], t1) + "&lang=pt") as pt,
        client.websocket_connect(
            ws_url(g["id"], g["spectator"]), headers={"accept-language": "en-GB"}
        ) as en,
    ):
        got = {"de": de.receive_json(), "pt": pt.receive_json(), "en": en.receive_json()}
        for lang in ("de", "pt", "en"):
            assert got[lang]["log"] == expected[lang]["log"], lang
            assert got[lang]["options"] == expected[lang]["options"], lang
        assert got["de"]["log"] != got["pt"]["log"] != got["en"]["log"]
        mover = got["de"] if got["de"]["to_move"] == 0 else got["pt"]
        ws = de if mover is got["de"] else pt
        ws.send_json({"type": "move", "action": mover["options"][0]["id"]})
        assert ws.receive_json()["type"] == "ack"
        after = {lang: s.receive_json() for lang, s in (("de", de), ("pt", pt), ("en", en))}
        assert english_words(after["de"], "de") == [] and english_words(after["pt"], "pt") == []
        assert after["de"]["log"][-1] != after["en"]["log"][-1]


def client_words() -> dict[str, dict[str, str]]:
    """The browser client's words as the server sends them (``GET /api/texts``, ids ``web.*``):
    language -> key -> text."""
    return {lang: web_messages.texts(lang) for lang in messages.LANGUAGES}


#: a word the client's source asks for: ``t("mat.house")`` (or ``say(...)``, its alias)
ASKED = re.compile(r"\b(?:t|say)\(\s*\"([\w.]+)\"")


def test_the_client_takes_every_word_from_the_catalog(client: TestClient) -> None:
    """The browser client keeps no dictionary (a fourth language is a catalog, nothing else):
    ``/api/texts`` sends its words in the reader's language with the languages offered, named
    in themselves, and every key ``web/src`` asks for is in the catalog."""
    got = client.get("/api/texts?lang=pt").json()
    assert got["lang"] == "pt" and got["texts"] == client_words()["pt"]
    assert {"code": "de", "name": "Deutsch"} in got["languages"]
    assert [x["code"] for x in got["languages"]] == list(messages.LANGUAGES)
    assert client.get("/api/texts", headers={"accept-language": "de-AT"}).json()["lang"] == "de"
    # a counted text comes with every form of the language, by CLDR plural category
    assert got["plurals"]["game.moves"] == {
        "count": "n",
        "forms": {"one": "{n} jogada", "many": "{n} de jogadas", "other": "{n} jogadas"},
    }
    english = client.get("/api/texts?lang=en").json()["plurals"]["lobby.row"]
    assert english["count"] == "moves" and set(english["forms"]) == {"one", "other"}
    asked = {k for f in CLIENT.glob("*.ts*") for k in ASKED.findall(f.read_text("utf-8"))}
    assert len(asked) > 150
    assert sorted(asked - web_messages.CLIENT.keys()) == []


@pytest.mark.parametrize("lang", OTHER)
def test_the_servers_refusals_come_in_the_language(client: TestClient, lang: str) -> None:
    """Refused requests are explained in the reader's language: a missing game, a wrong token,
    a body the API does not understand, a move out of turn, a bad lobby request, and the
    WebSocket's refusals (issue 19)."""
    g = create(client, "voidfall", ["human", "human"])
    state = client.get(f"/api/games/{g['id']}", headers={"x-seat-token": g["spectator"]}).json()
    idle = g["seats"][1 - state["to_move"]]["token"]
    head = {"accept-language": lang}
    answers = [
        client.get(f"/api/games/nothing?token=x&lang={lang}"),
        client.get(f"/api/games/{g['id']}?token=wrong", headers=head),
        client.post(f"/api/games/{g['id']}/moves", json={"action": "x"}, headers=head),
        client.post(
            f"/api/games/{g['id']}/moves?lang={lang}",
            json={"action": 0},
            headers={"x-seat-token": idle},
        ),
        client.post(f"/api/games?lang={lang}", json={"seats": ["human", "nobody"]}),
        client.post(
            f"/api/games?lang={lang}", json={"seats": ["human"], "options": {"map": "nowhere"}}
        ),
    ]
    said = [a.json()["message"] for a in answers]
    assert all(a.status_code >= 400 for a in answers), said
    with messages.using(lang):
        assert server_messages.say("server.refused.token_wrong") in said
    with client.websocket_connect(ws_url(g["id"], g["spectator"]) + f"&lang={lang}") as ws:
        ws.receive_json()
        ws.send_text("[]")
        said.append(ws.receive_json()["message"])
        ws.send_json({"type": "move", "action": 1})
        said.append(ws.receive_json()["message"])
    for text in said:  # the API's own words ('action', 'human') are its syntax
        assert english_in(text) == [], text
    english = client.get(f"/api/games/{g['id']}?token=wrong").json()["message"]
    assert english not in said and english_words({"message": english}, lang)

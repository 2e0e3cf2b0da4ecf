"""The browser app names the Void's cards (issue 16, "Interfaces")."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.server.conftest import move, state
from tests.server.test_games import create


def test_the_rounds_alert_is_shown_by_name(client: TestClient) -> None:
    """VF-SOLO-TURN-03: the round's Alert reaches the seat with its (project-authored) name,
    its kind and its tier or Skirmish modifier, never its id."""
    g = create(client, "voidfall", ["human"], mode="solo", difficulty="hard")
    live = client.app.state.service.current(g["id"])  # type: ignore[attr-defined]
    token = g["seats"][0]["token"]
    for _ in range(50):  # the first choices, until the round's Alert is revealed
        if live.session.state.void.alert:
            break
        game = live.session.game
        assert move(client, g["id"], token, game.legal_ids(live.session.state)[0], None).is_success
        live = client.app.state.service.current(g["id"])  # type: ignore[attr-defined]
    void = live.session.state.void
    card = live.session.game.content.void.alerts[void.alert]
    alert = state(client, g["id"], token)["board"]["void"]["alert"]
    assert alert["text"].startswith(f"{card.name} — ")
    assert void.alert not in alert["text"]

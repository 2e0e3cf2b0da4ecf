"""Games being played: rebuilt from the database by replay, changed one committed move at a time.

The service is synchronous (the web layer calls it from worker threads) and keeps an in-memory
cache of each game's :class:`~domineum.kernel.record.Session`. Before every use the cache is
checked against the database's version, so a change committed by another server process is
picked up (by replaying the new moves) before anything is decided.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import msgspec

from domineum.kernel import messages
from domineum.kernel.errors import IllegalAction, NotationError
from domineum.kernel.record import LoggedAction, Session
from domineum.kernel.rng import derive_seed
from domineum.server import registry
from domineum.server.adapter import GameAdapter, SeatChoice, Setup, SetupInvalid
from domineum.server.messages import either, say
from domineum.server.store import Conflict, Move, Store

MAX_LOG_LINES = 100
MAX_CACHED = 5000  # games kept in memory; older ones are rebuilt from the database on use
SPECTATOR = -1
Reader = tuple[int, str]  # (seat, language): who reads a state message, and in what


class Refused(Exception):
    """A request the server turns down; ``status`` is the HTTP status, ``code`` a stable word,
    the message the template ``msg_id`` with ``params`` (``server.refused.*``), written in the
    reader's language when the answer is sent, or ``text`` already written (a rule's refusal)."""

    def __init__(
        self,
        status: int,
        code: str,
        msg_id: str = "",
        /,
        *,
        rule: str | None = None,
        text: str | None = None,
        **params: object,
    ) -> None:
        super().__init__(msg_id or text)
        self.status = status
        self.code = code
        self.msg_id = msg_id
        self.params = params
        self.text = text
        self.rule = rule

    @property
    def message(self) -> str:
        """The refusal in the language in force."""
        return self.text if self.text is not None else say(self.msg_id, **self.params)

    def body(self) -> dict[str, Any]:
        out: dict[str, Any] = {"error": self.code, "message": self.message}
        if self.rule:
            out["rule"] = self.rule
        return out


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass(slots=True)
class Live:
    """One game in memory."""

    id: str
    adapter: GameAdapter
    setup: dict[str, Any]
    seed: int
    kinds: tuple[str, ...]
    token_hashes: tuple[str, ...]
    spectator_hash: str
    session: Session[Any]
    version: int
    payloads: dict[Reader, bytes] = field(default_factory=dict)  # by (seat, language)

    @property
    def to_move(self) -> int | None:
        seat: int | None = self.adapter.game.current_seat(self.session.state)
        return seat

    def moves(self) -> list[Move]:
        return [Move(e.seat, e.id, e.notation, e.barrier) for e in self.session.log]


@dataclass(frozen=True, slots=True)
class Created:
    id: str
    seat_tokens: tuple[str, ...]
    spectator_token: str
    kinds: tuple[str, ...]


class GameService:
    """Create games, authorise tokens, apply moves and undos, run the bots."""

    def __init__(self, store: Store, trust_cache: bool = False) -> None:
        """``trust_cache``: this process is told of every change made elsewhere (through
        :meth:`invalidate`, e.g. by Redis), so a cached game is not re-checked against the
        database on every read. Writes are always guarded by the version in the database."""
        self.store = store
        self.trust_cache = trust_cache
        self._stale: set[str] = set()
        self._cache: OrderedDict[str, Live] = OrderedDict()  # least recently used first
        self._locks: dict[str, threading.Lock] = {}
        self._guard = threading.Lock()

    def lock(self, game_id: str) -> threading.Lock:
        with self._guard:
            lock = self._locks.get(game_id)
            if lock is None:
                lock = self._locks[game_id] = threading.Lock()
            return lock

    # -- creating ------------------------------------------------------------------------------
    def create(self, request: dict[str, Any]) -> Created:
        """A new game from a lobby request (see docs/server.md); raises :class:`Refused`."""
        name = str(request.get("game", "voidfall"))
        try:
            adapter = registry.get(name)
        except KeyError:
            raise Refused(422, "unknown_game", "server.refused.unknown_game", name=name) from None
        seats_in = request.get("seats")
        players = request.get("players")
        if not isinstance(seats_in, list) or not seats_in:
            raise Refused(422, "bad_setup", "server.refused.seats")
        if not isinstance(players, int) or isinstance(players, bool):
            players = len(seats_in)
        if players != len(seats_in):
            raise Refused(422, "bad_setup", "server.refused.seat_count", n=players)
        kinds: list[str] = []
        for kind in seats_in:
            if kind != "human" and kind not in adapter.bots:
                known = ", ".join(("human", *adapter.bots))
                raise Refused(422, "bad_setup", "server.refused.seat_kind", known=known)
            kinds.append(str(kind))
        options = request.get("options", {})
        if not isinstance(options, dict):
            raise Refused(422, "bad_setup", "server.refused.options")
        seed = request.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**62:
            seed = secrets.randbelow(2**62)
        setup = Setup(players, tuple(SeatChoice(k) for k in kinds), seed, dict(options))
        try:
            initial = adapter.new_state(setup)
        except SetupInvalid as exc:
            raise Refused(422, "bad_setup", text=str(exc)) from None
        game_id = secrets.token_urlsafe(9)
        tokens = tuple(secrets.token_urlsafe(18) for _ in kinds)
        spectator = secrets.token_urlsafe(18)
        public_setup = {"game": name, "players": players, "seats": kinds, "options": options}
        self.store.create(
            game_id,
            name,
            json.dumps(public_setup, sort_keys=True),
            seed,
            [(k, token_hash(t)) for k, t in zip(kinds, tokens, strict=True)],
            token_hash(spectator),
            adapter.game.current_seat(initial),
        )
        return Created(game_id, tokens, spectator, tuple(kinds))

    # -- loading -------------------------------------------------------------------------------
    def _build(self, game_id: str) -> Live:
        stored = self.store.load(game_id)
        if stored is None:
            raise Refused(404, "no_game", "server.refused.no_game")
        adapter = registry.get(stored.game)
        public = json.loads(stored.setup)
        kinds = tuple(k for k, _ in stored.seats)
        setup = Setup(
            int(public["players"]),
            tuple(SeatChoice(k) for k in kinds),
            stored.seed,
            dict(public.get("options", {})),
        )
        session: Session[Any] = Session(adapter.game, adapter.new_state(setup))
        for m in stored.moves:
            session.apply(m.action)
        return Live(
            id=stored.id,
            adapter=adapter,
            setup=public,
            seed=stored.seed,
            kinds=kinds,
            token_hashes=tuple(h for _, h in stored.seats),
            spectator_hash=stored.spectator_hash,
            session=session,
            version=stored.version,
        )

    def _fresh(self, game_id: str) -> Live:
        """The game, brought up to date with the database (call with its lock held)."""
        live = self._cache.get(game_id)
        if live is not None:
            with self._guard:
                if game_id in self._cache:
                    self._cache.move_to_end(game_id)
        if live is not None and self.trust_cache and game_id not in self._stale:
            return live
        self._stale.discard(game_id)
        if live is not None:
            version = self.store.version(game_id)
            if version == live.version:
                return live
            if version is not None:
                stored = self.store.load(game_id)
                assert stored is not None
                old = live.session.log
                if len(stored.moves) >= len(old) and all(
                    m.action == e.id for m, e in zip(stored.moves, old, strict=False)
                ):
                    for m in stored.moves[len(old) :]:
                        self._replayed(live, m.action)
                    live.version = stored.version
                    live.payloads.clear()
                    return live
        live = self._build(game_id)
        with self._guard:
            self._cache[game_id] = live
            while len(self._cache) > MAX_CACHED:  # the least recently used is rebuilt if needed
                self._cache.popitem(last=False)
        return live

    def current(self, game_id: str) -> Live:
        """The game in memory, up to date (for tests and tools: it holds the full state)."""
        with self.lock(game_id):
            return self._fresh(game_id)

    def invalidate(self, game_id: str, version: int | None = None) -> None:
        """Another process changed ``game_id`` (to ``version``): re-read it before its next use."""
        live = self._cache.get(game_id)
        if live is not None and (version is None or version != live.version):
            with self._guard:
                self._stale.add(game_id)

    def forget(self, game_id: str) -> None:
        self._cache.pop(game_id, None)

    def seat_of(self, live: Live, token: str | None) -> int:
        """The seat a token opens (``SPECTATOR`` for the spectator link); 403 otherwise."""
        if not token or len(token) > 200:
            raise Refused(403, "forbidden", "server.refused.token_needed")
        digest = token_hash(token)
        for seat, known in enumerate(live.token_hashes):
            if hmac.compare_digest(known, digest):
                return seat
        if hmac.compare_digest(live.spectator_hash, digest):
            return SPECTATOR
        raise Refused(403, "forbidden", "server.refused.token_wrong")

    # -- reading -------------------------------------------------------------------------------
    def open(self, game_id: str, token: str | None, lang: str = "en") -> tuple[int, bytes, int]:
        """(seat, that seat's state message in ``lang``, version) for a token."""
        with self.lock(game_id):
            live = self._fresh(game_id)
            seat = self.seat_of(live, token)
            return seat, self._payload(live, (seat, lang)), live.version

    def payloads_for(self, game_id: str, readers: list[Reader]) -> tuple[dict[Reader, bytes], int]:
        """The state message of each (seat, language) of ``readers`` (one lock, one read)."""
        with self.lock(game_id):
            live = self._fresh(game_id)
            return {r: self._payload(live, r) for r in readers}, live.version

    def payload_for(self, game_id: str, seat: int, lang: str = "en") -> tuple[bytes, int]:
        with self.lock(game_id):
            live = self._fresh(game_id)
            return self._payload(live, (seat, lang)), live.version

    def _payload(self, live: Live, reader: Reader) -> bytes:
        cached = live.payloads.get(reader)
        if cached is not None:
            return cached
        seat, lang = reader
        with messages.using(lang):
            data = msgspec.json.encode(self.message(live, seat))
        live.payloads[reader] = data
        return data

    def message(self, live: Live, seat: int) -> dict[str, Any]:
        """Everything ``seat`` (``SPECTATOR``: the public) may see, as one JSON object, in the
        language in force (:func:`messages.using`)."""
        adapter = live.adapter
        game = adapter.game
        state = live.session.state
        who = None if seat == SPECTATOR else seat
        view = game.view(state, who)
        to_move = game.current_seat(state)
        options: list[dict[str, Any]] = []
        if who is not None and who == to_move:
            for a in game.legal_actions(state):
                options.append(
                    {
                        "id": a.id,
                        "label": a.label,
                        "target": adapter.target(view, a.notation),
                        "rules": [{"id": r, "text": adapter.rule_text(r)} for r in a.rules],
                    }
                )
        names = adapter.seat_names(view)
        log_total = adapter.log_length(view)
        return {
            "type": "state",
            "game": adapter.name,
            "title": adapter.title,
            "id": live.id,
            "version": live.version,
            "moves": len(live.session.log),
            "you": who,
            "seats": [
                {
                    "seat": i,
                    "name": names[i] if i < len(names) else say("server.seat", seat=i),
                    "player": say("server.human")
                    if k == "human"
                    else either(f"server.bot.{k}", "server.seat", seat=i),
                    "bot": k != "human",
                }
                for i, k in enumerate(live.kinds)
            ],
            "to_move": to_move,
            "prompt": adapter.prompt(view),
            "options": options,
            "can_undo": who is not None and live.session.can_undo(who),
            "board": adapter.board(view, who),
            "log": adapter.log(view, max(0, log_total - MAX_LOG_LINES)),
            "log_total": log_total,
            "score": adapter.score_sheet(view),
        }

    def why(self, game_id: str, token: str | None, text: str) -> dict[str, Any]:
        """Why an action (in the game's text notation) is or is not allowed now, for the seat
        that decides. Judged on that seat's *view*, so the answer cannot reveal anything
        hidden from it."""
        if len(text) > 200:
            raise Refused(422, "malformed", "server.refused.too_long")
        with self.lock(game_id):
            live = self._fresh(game_id)
            seat = self.seat_of(live, token)
            game = live.adapter.game
            if seat == SPECTATOR or live.to_move != seat:
                raise Refused(409, "not_your_turn", "server.refused.why_turn")
            try:
                action = game.action_space.parse(text)
            except NotationError as exc:
                return {
                    "allowed": False,
                    "message": say("server.why.not_understood", reason=str(exc)),
                    "rules": [],
                }
            legal = {a.id: a for a in game.legal_actions(live.session.state)}
            view = game.view(live.session.state, seat)
        if action in legal:
            a = legal[action]
            rules = [{"id": r, "text": live.adapter.rule_text(r)} for r in a.rules]
            return {
                "allowed": True,
                "message": say("server.why.allowed", label=a.label),
                "rules": rules,
            }
        try:
            game.apply(view, action)
        except IllegalAction as exc:
            rule = {"id": exc.rule_id, "text": live.adapter.rule_text(exc.rule_id)}
            return {"allowed": False, "message": exc.reason, "rules": [rule]}
        except Exception:
            pass
        return {"allowed": False, "message": say("server.why.not_an_option"), "rules": []}

    def replay(self, game_id: str, token: str | None, at: int) -> bytes:
        """The token's state message as it was after ``at`` moves, once the game is over."""
        with self.lock(game_id):
            live = self._fresh(game_id)
            seat = self.seat_of(live, token)
            if live.to_move is not None:
                raise Refused(409, "not_over", "server.refused.not_over")
            log = live.session.log
            at = max(0, min(at, len(log)))
            session: Session[Any] = Session(live.adapter.game, live.session.initial)
            for entry in log[:at]:
                session.apply(entry.id)
        past = Live(
            id=live.id,
            adapter=live.adapter,
            setup=live.setup,
            seed=live.seed,
            kinds=live.kinds,
            token_hashes=live.token_hashes,
            spectator_hash=live.spectator_hash,
            session=session,
            version=live.version,
        )
        message = self.message(past, seat)
        message["options"] = []
        message["can_undo"] = False
        message["replay"] = {"at": at, "total": len(log)}
        return msgspec.json.encode(message)

    # -- changing ------------------------------------------------------------------------------
    def move(self, game_id: str, token: str | None, action: object, version: object) -> int:
        """Apply one decision for the token's seat; the new version once committed."""
        if not isinstance(action, int) or isinstance(action, bool):
            raise Refused(422, "malformed", "server.refused.action_number")
        with self.lock(game_id):
            live = self._fresh(game_id)
            seat = self.seat_of(live, token)
            if seat == SPECTATOR:
                raise Refused(403, "forbidden", "server.refused.spectator_move")
            live = self._newer(live, version)
            self._check_version(live, version)
            to_move = live.to_move
            if to_move is None:
                raise Refused(409, "game_over", "server.over")
            if to_move != seat:
                raise Refused(409, "not_your_turn", "server.refused.not_your_turn", seat=to_move)
            self._apply(live, action)
            return live.version

    def undo(self, game_id: str, token: str | None, version: object) -> int:
        """Take back the token seat's last decision, if nothing was revealed since."""
        with self.lock(game_id):
            live = self._fresh(game_id)
            seat = self.seat_of(live, token)
            if seat == SPECTATOR:
                raise Refused(403, "forbidden", "server.refused.spectator_undo")
            live = self._newer(live, version)
            self._check_version(live, version)
            if not live.session.can_undo(seat):
                raise Refused(409, "cannot_undo", "server.refused.cannot_undo")
            keep = len(live.session.log) - 1
            trial: Session[Any] = Session(live.adapter.game, live.session.initial)
            for entry in live.session.log[:keep]:
                trial.apply(entry.id)
            try:
                live.version = self.store.truncate(
                    game_id, live.version, keep, live.adapter.game.current_seat(trial.state)
                )
            except Conflict:
                self.forget(game_id)
                raise Refused(409, "stale", "server.refused.stale") from None
            live.session = trial
            live.payloads.clear()
            return live.version

    def _newer(self, live: Live, version: object) -> Live:
        """The client saw a newer version than this process has: re-read the database."""
        if isinstance(version, int) and version > live.version:
            self._stale.add(live.id)
            return self._fresh(live.id)
        return live

    def _check_version(self, live: Live, version: object) -> None:
        if version is None:
            return
        if not isinstance(version, int) or isinstance(version, bool):
            raise Refused(422, "malformed", "server.refused.version_number")
        if version != live.version:
            raise Refused(409, "stale", "server.refused.not_current")

    def _replayed(self, live: Live, action: int) -> None:
        """Apply a move another process committed (on a new state: cached ones never change)."""
        game = live.adapter.game
        before = live.session.state
        seat = game.current_seat(before)
        after = game.apply(before, action)
        barrier = bool(game.hidden_fingerprint(after) != game.hidden_fingerprint(before))
        live.session.extend(
            after,
            LoggedAction(
                seat=-1 if seat is None else seat,
                id=action,
                notation=game.action_space.notation(action),
                barrier=barrier,
            ),
        )

    def _apply(self, live: Live, action: int) -> None:
        """Apply on a trial copy, commit to the database, only then change the cache."""
        game = live.adapter.game
        before = live.session.state
        seat = game.current_seat(before)
        try:
            after = game.apply(before, action)
        except IllegalAction as exc:
            raise Refused(422, "illegal", rule=exc.rule_id, text=exc.reason) from None
        except NotationError:
            raise Refused(422, "malformed", "server.refused.no_option") from None
        fingerprint = game.hidden_fingerprint
        barrier = bool(fingerprint(after) != fingerprint(before))
        move = Move(
            -1 if seat is None else seat, action, game.action_space.notation(action), barrier
        )
        index = len(live.session.log)
        try:
            live.version = self.store.append(
                live.id, live.version, index, move, game.current_seat(after)
            )
        except Conflict:
            self.forget(live.id)
            raise Refused(409, "stale", "server.refused.stale") from None
        # the committed move, now in memory too (the trial state becomes the state)
        live.session.extend(
            after, LoggedAction(seat=move.seat, id=action, notation=move.notation, barrier=barrier)
        )
        live.payloads.clear()

    def bot_step(self, game_id: str) -> int | None:
        """If a bot is to move, make its move; the new version, or ``None`` if no bot moved.

        The bot thinks outside the game's lock, on the state as it was (states are never
        changed in place once cached); its move is applied only if nothing changed meanwhile."""
        with self.lock(game_id):
            try:
                live = self._fresh(game_id)
            except Refused:
                return None
            seat = live.to_move
            if seat is None or live.kinds[seat] == "human":
                return None
            index = len(live.session.log)
            version = live.version
            state = live.session.state
            bot = live.adapter.make_bot(live.kinds[seat], derive_seed(live.seed, index))
            legal = live.adapter.game.legal_actions(state)
        action, _reason = bot.choose(state, legal)
        with self.lock(game_id):
            live = self._fresh(game_id)
            if live.version != version:
                return live.version  # someone else moved (another process): look again
            try:
                self._apply(live, action.id)
            except Refused:
                return None
            return live.version

    def bot_to_move(self, game_id: str) -> bool:
        with self.lock(game_id):
            live = self._fresh(game_id)
            seat = live.to_move
            return seat is not None and live.kinds[seat] != "human"

    def summaries(
        self, pairs: list[tuple[str, str]], zone: str | None = None
    ) -> list[dict[str, Any]]:
        """For "my games": each (game id, token) that opens a seat, with the seat to move and
        when the game last changed, written in the reader's language and time ``zone``."""
        out: list[dict[str, Any]] = []
        pairs = pairs[:100]
        stored = self.store.summaries([game_id for game_id, _ in pairs])
        for game_id, token in pairs:
            try:
                with self.lock(game_id):
                    live = self._fresh(game_id)
                    seat = self.seat_of(live, token)
                    view = live.adapter.game.view(live.session.state, None)
                    names = live.adapter.seat_names(view)
                    out.append(
                        {
                            "id": game_id,
                            "title": live.adapter.title,
                            "you": None if seat == SPECTATOR else seat,
                            "to_move": live.to_move,
                            "moves": len(live.session.log),
                            "seats": names,
                            "last": messages.moment(stored[game_id][4], zone),
                        }
                    )
            except Refused:
                continue
        return out


Notify = Callable[[str, int], None]

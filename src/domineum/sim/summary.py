"""Summaries of a batch: win rates per bot, House and seat; scores; speed."""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Sequence
from typing import Any

from domineum.kernel import messages
from domineum.sim.runner import GameResult


def summarize(results: Sequence[GameResult], seconds: float) -> dict[str, Any]:
    """A shared win counts for each winner (VF-END-03)."""
    done = [r for r in results if not r.error]
    by_bot: Counter[str] = Counter()
    by_house: Counter[str] = Counter()
    by_seat: Counter[str] = Counter()
    played_bot: Counter[str] = Counter()
    played_house: Counter[str] = Counter()
    scores_by_bot: dict[str, list[int]] = {}
    for r in done:
        for seat, (bot, house) in enumerate(zip(r.seats, r.houses, strict=True)):
            played_bot[bot] += 1
            played_house[house] += 1
            scores_by_bot.setdefault(bot, []).append(r.scores[seat])
        for w in r.winners:
            by_bot[r.seats[w]] += 1
            by_house[r.houses[w]] += 1
            by_seat[str(w)] += 1
    decisions = [r.decisions for r in done]
    against_void = [r for r in done if r.void is not None]
    solo: dict[str, Any] = {}
    if any(r.mode not in ("competitive", "tutorial") for r in done):  # against the Void
        margins = [min(r.scores) - (r.void or 0) for r in against_void]
        solo = {
            "void_games_at_end": len(against_void),
            "void_lost_at_once": len(done) - len(against_void),
            "void_mean": round(statistics.mean(r.void or 0 for r in against_void), 2)
            if against_void
            else None,
            "margin_mean_at_end": round(statistics.mean(margins), 2) if margins else None,
            "won": sum(1 for r in done if r.winners),
        }
    return {
        **solo,
        "games": len(done),
        "failures": len(results) - len(done),
        "failed_seeds": [r.seed for r in results if r.error],
        "wins_by_bot": dict(sorted(by_bot.items())),
        "wins_by_house": dict(sorted(by_house.items())),
        "wins_by_seat": dict(sorted(by_seat.items())),
        "games_by_bot": dict(sorted(played_bot.items())),
        "games_by_house": dict(sorted(played_house.items())),
        "score_mean_by_bot": {
            b: round(statistics.mean(v), 2) for b, v in sorted(scores_by_bot.items())
        },
        "score_stdev_by_bot": {
            b: round(statistics.pstdev(v), 2) for b, v in sorted(scores_by_bot.items())
        },
        "decisions_per_game": round(statistics.mean(decisions), 1) if decisions else 0.0,
        "games_per_second": round(len(done) / seconds, 4) if seconds > 0 else 0.0,
        "seconds": round(seconds, 2),
    }


#: the summary table's words (``voidfall sim``, ``revenant sim``)
ENGLISH = {
    "sim.totals": "games {games}  failures {failures}  decisions per game {decisions}  "
    "games per second {rate}",
    "sim.col.bot": "bot",
    "sim.col.games": "games",
    "sim.col.wins": "wins",
    "sim.col.win_share": "win %",
    "sim.col.mean": "mean",
    "sim.col.stdev": "stdev",
    "sim.col.house": "house",
    "sim.col.seats": "seats",
    "sim.void": "against the Void: won {won}, lost at once {lost}, Void mean {mean}, "
    "mean margin at the end {margin}",
    "sim.by_seat": "wins by seat: {seats}",
    "sim.seat": "seat {seat}: {n}",
}
messages.register(ENGLISH)


def _block(columns: tuple[str, ...], first_width: int, rows: list[list[object]]) -> list[str]:
    """A header of ``sim.col.*`` words and ``rows`` beneath it, each cell right-aligned to its
    column's width (the first left-aligned, at least ``first_width`` wide)."""
    head = [messages.render(f"sim.col.{c}") for c in columns]
    widths = [max(first_width, len(head[0]))] + [max(7, len(h)) for h in head[1:]]

    def row(cells: list[object]) -> str:
        first, *rest = cells
        aligned = (f"{c!s:>{w}}" for c, w in zip(rest, widths[1:], strict=True))
        return " ".join([f"{first!s:<{widths[0]}}", *aligned])

    return [row(list(head)), *(row(cells) for cells in rows)]


def _mean(value: float | None) -> str:
    """A mean with 2 decimals in the reader's language; "-" when no game gave one (every game
    against the Void lost at once)."""
    return "-" if value is None else messages.decimal(value, 2)


def table(summary: dict[str, Any]) -> str:
    """The summary as a readable text table, in the reader's language (words and numbers)."""
    say, num = messages.render, messages.decimal
    lines = [
        say(
            "sim.totals",
            games=summary["games"],
            failures=summary["failures"],
            decisions=num(summary["decisions_per_game"], 1),
            rate=num(summary["games_per_second"], 4),
        ),
        "",
    ]

    def share(wins: int, played: int) -> str:
        return num(100 * wins / played, 1) + "%"

    by_bot = summary["wins_by_bot"]
    lines += _block(
        ("bot", "games", "wins", "win_share", "mean", "stdev"),
        10,
        [
            [
                bot,
                played,
                by_bot.get(bot, 0),
                share(by_bot.get(bot, 0), played),
                num(summary["score_mean_by_bot"][bot], 2),
                num(summary["score_stdev_by_bot"][bot], 2),
            ]
            for bot, played in summary["games_by_bot"].items()
        ],
    )
    by_house = summary["wins_by_house"]
    lines.append("")
    lines += _block(
        ("house", "seats", "wins", "win_share"),
        12,
        [
            [house, played, by_house.get(house, 0), share(by_house.get(house, 0), played)]
            for house, played in summary["games_by_house"].items()
        ],
    )
    if "void_mean" in summary:
        lines += [
            "",
            say(
                "sim.void",
                won=summary["won"],
                lost=summary["void_lost_at_once"],
                mean=_mean(summary["void_mean"]),
                margin=_mean(summary["margin_mean_at_end"]),
            ),
        ]
    seats = ", ".join(say("sim.seat", seat=s, n=n) for s, n in summary["wins_by_seat"].items())
    lines += ["", say("sim.by_seat", seats=seats)]
    return "\n".join(lines)

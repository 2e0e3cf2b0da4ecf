"""Summaries of a batch: win rates per bot, House and seat; scores; speed."""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Sequence
from typing import Any

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
    if any(r.mode != "competitive" for r in done):
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


def table(summary: dict[str, Any]) -> str:
    """The summary as a readable text table."""
    lines = [
        f"games {summary['games']}  failures {summary['failures']}  "
        f"decisions/game {summary['decisions_per_game']}  games/s {summary['games_per_second']}",
        "",
        f"{'bot':<10} {'games':>6} {'wins':>6} {'win %':>7} {'mean':>7} {'stdev':>7}",
    ]
    for bot, played in summary["games_by_bot"].items():
        wins = summary["wins_by_bot"].get(bot, 0)
        lines.append(
            f"{bot:<10} {played:>6} {wins:>6} {100 * wins / played:>6.1f}% "
            f"{summary['score_mean_by_bot'][bot]:>7} {summary['score_stdev_by_bot'][bot]:>7}"
        )
    lines += ["", f"{'house':<12} {'seats':>6} {'wins':>6} {'win %':>7}"]
    for house, played in summary["games_by_house"].items():
        wins = summary["wins_by_house"].get(house, 0)
        lines.append(f"{house:<12} {played:>6} {wins:>6} {100 * wins / played:>6.1f}%")
    if "void_mean" in summary:
        lines += [
            "",
            f"against the Void: won {summary['won']}, lost at once {summary['void_lost_at_once']}, "
            f"Void mean {summary['void_mean']}, mean margin at the end "
            f"{summary['margin_mean_at_end']}",
        ]
    lines += [
        "",
        "wins by seat: " + ", ".join(f"seat {s}: {n}" for s, n in summary["wins_by_seat"].items()),
    ]
    return "\n".join(lines)

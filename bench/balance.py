"""Balance: bot games for every House, on every competitive map; win rates per House, seat, map.

    .venv/bin/python bench/balance.py [--games-per-house N] [--workers 2] [--bots random]
                                      [--seed S] [--out FILE] [--content DIR] [--minutes M]

Game ``g`` of House ``h`` is fixed by the batch seed: 2, 3 or 4 players in turn, the maps of that
player count in turn, Origin A or B in turn, ``h`` in every seat in turn, and opponents drawn at
random (random Origins) from the other Houses. Games are played with ``domineum.sim.runner``;
``--bots`` names the bot of every seat (``random``; ``greedy`` when asked). A map is chosen by
giving each game a view of the content pack that holds only that map (the runner plays the first
map of the player count). ``--minutes`` stops submitting new games after that time and reports
how many were played. The summary (JSON) goes to ``--out``; a table is printed.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import replace
from pathlib import Path
from typing import Any

import yaml

from domineum.kernel.rng import Rng, derive_seed
from domineum.sim.runner import GameResult, GameSpec, run_local, specs
from domineum.voidfall.content.loader import DEFAULT_PACK
from domineum.voidfall.effects.pack import load_content
from domineum.voidfall.game import VoidfallGame
from domineum.voidfall.model.state import Config

PLAYER_COUNTS = (2, 3, 4)


def map_views(pack: Path, root: Path) -> dict[str, str]:
    """One folder per competitive map under ``root``: the pack's files, ``maps/`` holding only
    that map. Returns map id -> folder."""
    views: dict[str, str] = {}
    for map_file in sorted((pack / "maps").glob("*.yaml")):
        for entry in yaml.safe_load(map_file.read_text(encoding="utf-8")):
            if entry["players"] < 2:
                continue
            view = root / entry["id"]
            (view / "maps").mkdir(parents=True)
            for item in pack.iterdir():
                if item.name != "maps":
                    (view / item.name).symlink_to(item.resolve())
            text = yaml.safe_dump([entry], sort_keys=False, allow_unicode=True)
            (view / "maps" / f"{entry['id']}.yaml").write_text(text, encoding="utf-8")
            views[entry["id"]] = str(view)
    return views


def plan(
    houses: list[str],
    maps: dict[int, list[str]],
    views: dict[str, str],
    games_per_house: int,
    seed: int,
    bots: list[str],
) -> list[tuple[GameSpec, str, str]]:
    """(spec, House under study, map) for every game. The order plays every House on every map
    in blocks (a run cut short stays even), each block grouped by map so workers reuse a pack."""
    rng = Rng.seeded(seed)
    out: list[tuple[GameSpec, str, str]] = []
    for h_index, house in enumerate(houses):
        for g in range(games_per_house):
            players = PLAYER_COUNTS[g % len(PLAYER_COUNTS)]
            choices = maps[players]
            map_id = choices[(g // len(PLAYER_COUNTS)) % len(choices)]
            origin = "ab"[(g // 6) % 2]
            others = [h for h in houses if h != house]
            rng.shuffle(others)
            seats = [f"{h}/{rng.choice(['a', 'b'])}" for h in others[: players - 1]]
            seats.insert(g % players, f"{house}/{origin}")
            seat_bots = [bots[i % len(bots)] for i in range(players)]
            game_seed = derive_seed(seed, h_index * 100_000 + g)
            (spec,) = specs(1, game_seed, seat_bots, seats, views[map_id])
            out.append((replace(spec, index=len(out), seed=game_seed), house, map_id))
    block = len(PLAYER_COUNTS) * 2  # every player count and map once per block of games
    per_house = max(1, games_per_house)
    out.sort(key=lambda item: ((item[0].index % per_house) // block, item[2], item[0].index))
    return out


def first_turn_order(game: VoidfallGame, spec: GameSpec) -> list[int]:
    """Cycle 1 Turn Order of a game (drawn at setup from its seed, VF-SETUP, D-02)."""
    config = Config(players=len(spec.bots), houses=spec.houses, seed=spec.seed)
    return list(game.new_game(config).board.turn_order)


def rate(wins: float, games: int) -> float:
    return round(100 * wins / games, 1) if games else 0.0


def summarize(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Win rates (a shared win counts 1/k for each of k winners, VF-END-03)."""
    played: dict[str, Counter[str]] = defaultdict(Counter)
    won: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    failures = [r for r in rows if r["error"]]
    for row in rows:
        if row["error"]:
            continue
        players = len(row["houses"])
        share = 1 / len(row["winners"])
        order = row["turn_order"]
        study = row["houses"].index(row["study"])
        keys_of_seat = {
            seat: {
                "seat": f"{players}p seat {seat + 1}",
                "turn_order": f"{players}p turn {order.index(seat) + 1}",
                "map_turn": f"{row['map']} turn {order.index(seat) + 1}",
            }
            for seat in range(players)
        }
        keys_of_seat[study]["house"] = row["study"]
        keys_of_seat[study]["house_by_players"] = f"{row['study']} {players}p"
        for seat, keys in keys_of_seat.items():
            for table_name, key in keys.items():
                played[table_name][key] += 1
                if seat in row["winners"]:
                    won[table_name][key] += share
        played["map"][row["map"]] += 1
    seconds = [r["seconds"] for r in rows]
    result: dict[str, Any] = {
        "games": len(rows) - len(failures),
        "failures": len(failures),
        "failed": [{"seed": r["seed"], "error": r["error"].splitlines()[0]} for r in failures],
        "seconds_per_game": round(sum(seconds) / len(seconds), 3) if seconds else 0.0,
        "map": {key: {"games": n} for key, n in sorted(played["map"].items())},
    }
    for table_name in ("house", "house_by_players", "seat", "turn_order", "map_turn"):
        result[table_name] = {
            key: {"games": n, "win_pct": rate(won[table_name][key], n)}
            for key, n in sorted(played[table_name].items())
        }
    return result


def table(summary: dict[str, Any]) -> str:
    lines = [
        f"games {summary['games']}  failures {summary['failures']}  "
        f"s/game {summary['seconds_per_game']}"
    ]
    for name in ("house", "seat", "turn_order", "map_turn"):
        lines += ["", f"{name:<24} {'games':>6} {'win %':>7}"]
        for key, cell in summary[name].items():
            lines.append(f"{key:<24} {cell['games']:>6} {cell['win_pct']:>6.1f}%")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games-per-house", type=int, default=200)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--bots", default="random", help="comma-separated, repeated per seat")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--out", default="balance.json")
    parser.add_argument("--content", default=None)
    parser.add_argument("--minutes", type=float, default=0.0, help="stop after this time (0: no)")
    args = parser.parse_args()
    pack = Path(args.content) if args.content else DEFAULT_PACK
    content = load_content(pack)
    houses = sorted(content.houses)
    maps: dict[int, list[str]] = defaultdict(list)
    for map_id, m in sorted(content.maps.items()):
        if m.players >= 2 and not (m.coop or m.tutorial):  # competitive maps only
            maps[m.players].append(map_id)
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    game = VoidfallGame(content)
    rows: list[dict[str, Any]] = []
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="domineum-balance-") as tmp:
        views = map_views(pack, Path(tmp))
        batch = plan(houses, maps, views, args.games_per_house, args.seed, bots)
        by_index = {spec.index: (spec, house, map_id) for spec, house, map_id in batch}
        deadline = started + 60 * args.minutes if args.minutes else None
        chunk = 112  # 14 Houses x 8 games
        for start in range(0, len(batch), chunk):
            if deadline is not None and time.perf_counter() > deadline:
                break
            specs_now = [spec for spec, _, _ in batch[start : start + chunk]]
            for result in run_local(specs_now, args.workers):
                spec, house, map_id = by_index[result.index]
                rows.append(_row(result, house, map_id, first_turn_order(game, spec)))
    summary = summarize(rows)
    summary["command"] = (
        f"bench/balance.py --games-per-house {args.games_per_house} --workers {args.workers} "
        f"--bots {args.bots} --seed {args.seed}"
        + (f" --minutes {args.minutes:g}" if args.minutes else "")
    )
    summary["wall_seconds"] = round(time.perf_counter() - started, 1)
    Path(args.out).write_text(json.dumps(summary, indent=1), encoding="utf-8")
    print(table(summary))


def _row(result: GameResult, house: str, map_id: str, turn_order: list[int]) -> dict[str, Any]:
    return {
        "seed": result.seed,
        "houses": result.houses,
        "study": house,
        "map": map_id,
        "winners": result.winners,
        "turn_order": turn_order,
        "seconds": result.seconds,
        "error": result.error,
    }


if __name__ == "__main__":
    main()

"""``voidfall sim``: batches of bot games with a progress bar and a summary."""

from __future__ import annotations

import contextlib
import json
import sys
import time
from pathlib import Path

import click
from tqdm import tqdm

from domineum.sim.runner import GameResult, as_row, run_local, run_ray, specs
from domineum.sim.summary import summarize, table
from domineum.voidfall.ai.players import FACTORIES
from domineum.voidfall.cli.messages import BadInput, text
from domineum.voidfall.cli.options import config_options, setup_aid_option, void_options
from domineum.voidfall.content.loader import Content
from domineum.voidfall.core.modules import refusal
from domineum.voidfall.model.state import Config


@click.command()
@click.option("--games", "-n", type=click.IntRange(1), default=10, show_default=True)
@click.option(
    "--players",
    "-p",
    type=click.IntRange(1, 4),
    default=None,
    help="Players per game (default: the number of --bots; solo: 1).",
)
@void_options("Solo: one bot against the Void.")
@click.option(
    "--bots",
    default="random,random",
    show_default=True,
    help="Comma-separated bots; repeated to fill the seats; rotated each game.",
)
@click.option("--houses", default="", help="Comma-separated Houses per seat (default random).")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the batch.")
@click.option("--map", "map_id", default="", help="Map id (default: the first for the count).")
@click.option(
    "--workers",
    "-w",
    type=click.IntRange(1),
    default=1,
    show_default=True,
    help="Local processes playing games in parallel.",
)
@click.option(
    "--ray",
    "ray_address",
    default=None,
    is_flag=False,
    flag_value="local",
    help="Run the games as Ray tasks: '--ray' for a local Ray, '--ray ADDRESS' for a "
    "cluster (needs the 'ray' extra).",
)
@click.option(
    "--out",
    type=click.Path(dir_okay=False),
    default=None,
    help="Write one JSON row per game (seed, houses, seats, scores, winner, ...).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the summary as one JSON object.")
@click.option(
    "--failures-dir",
    default="sim-failures",
    show_default=True,
    help="Where the logs of failed games are written.",
)
@click.pass_context
def sim(
    ctx: click.Context,
    games: int,
    players: int | None,
    mode: str,
    difficulty: str | None,
    rules_options: tuple[str, ...],
    modules: tuple[str, ...],
    setup_aid: str,
    bots: str,
    houses: str,
    seed: int,
    map_id: str,
    workers: int,
    ray_address: str | None,
    out: str | None,
    as_json: bool,
    failures_dir: str,
) -> None:
    """Play many games between bots and report win rates, scores and speed."""
    names = [b.strip() for b in bots.split(",") if b.strip()]
    unknown = [b for b in names if b not in FACTORIES]
    if unknown:
        raise click.UsageError(
            text(
                "vf.cli.unknown_bots",
                bots=", ".join(unknown),
                known=", ".join(sorted(FACTORIES)),
                n=len(unknown),
            )
        )
    seats = players or (1 if mode == "solo" else len(names))
    low, high = {"solo": (1, 1), "tutorial": (1, 4)}.get(mode, (2, 4))  # VF-MODE-07: 1-4
    if not names or not low <= seats <= high:
        raise click.UsageError(text(f"vf.cli.seats_{mode}", low=low, high=high))
    refused = refusal(Config(players=seats, mode=mode, modules=modules))
    if refused is not None:  # refused once, not by every game of the batch (RS-MOD-04, -05)
        raise BadInput(f"{refused[0]} ({refused[1]})")
    seat_bots = [names[i % len(names)] for i in range(seats)]
    house_list = [h.strip() for h in houses.split(",") if h.strip()]
    pack = _check_setup(ctx, house_list, map_id, seats)
    if out and not Path(out).resolve().parent.is_dir():
        raise BadInput(text("vf.cli.no_folder", path=out))
    content = ctx.find_root().obj.get("content") if ctx.find_root().obj else None
    options = config_options(mode, difficulty, rules_options) + setup_aid_option(
        pack, modules, setup_aid
    )
    batch = specs(
        games, seed, seat_bots, house_list, content, failures_dir, map_id, mode, options, modules
    )
    if ray_address is not None:
        stream = run_ray(batch, None if ray_address == "local" else ray_address)
    else:
        stream = run_local(batch, workers)
    results: list[GameResult] = []
    started = time.perf_counter()
    with contextlib.ExitStack() as stack:
        sink = stack.enter_context(Path(out).open("w", encoding="utf-8")) if out else None
        for result in tqdm(stream, total=games, unit="game", disable=as_json, leave=False):
            results.append(result)
            if sink:
                sink.write(json.dumps(as_row(result)) + "\n")
                sink.flush()  # rows can be followed while a long batch runs
            if result.error and not as_json:
                tqdm.write(
                    f"game {result.index} (seed {result.seed}) failed: "
                    f"{result.error.splitlines()[0]} — log: {result.log_file}"
                )
    summary = summarize(results, time.perf_counter() - started)
    click.echo(json.dumps(summary) if as_json else table(summary))
    failed = sum(1 for r in results if r.error)
    if failed:
        click.echo(text("vf.cli.sim_failed", failed=failed, games=games), err=True)
        sys.exit(1)


def _check_setup(ctx: click.Context, houses: list[str], map_id: str, seats: int) -> Content:
    """Refuse, before any game is played, a content pack that does not load, an unknown House
    or map, or more Houses than seats (``BadInput``, exit 2)."""
    from domineum.voidfall.cli.main import _game

    content = _game(ctx).content
    if len(houses) > seats:
        raise BadInput(text("vf.cli.houses_count", given=len(houses), players=seats))
    for name in houses:
        house, _, origin = name.partition("/")
        if house not in content.houses or origin.lower() not in ("", "a", "b"):
            known = ", ".join(sorted(content.houses))
            raise BadInput(text("vf.cli.unknown_house", name=name, known=known))
    if map_id and map_id not in content.maps:
        known = ", ".join(sorted(content.maps))
        raise BadInput(text("vf.cli.unknown_map", name=map_id, known=known))
    return content

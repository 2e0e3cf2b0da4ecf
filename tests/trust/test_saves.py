"""Saved games cannot be lost: atomic writes (temporary file, fsync, rename) and a lock around
``apply``'s read-modify-write (issue 13, "Saved games")."""

from __future__ import annotations

import errno
import json
import os
import resource
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from domineum.kernel.savefile import SaveError, atomic_write, locked, read_bounded

SRC = str(Path(__file__).parents[2] / "src")
TINY = str(Path(__file__).parents[1] / "voidfall" / "fixtures" / "tinypack")
ENV = {**os.environ, "PYTHONPATH": SRC}


def voidfall(*args: str, **kwargs: object) -> subprocess.CompletedProcess[str]:
    code = "from domineum.voidfall.cli.app import main; main()"
    return subprocess.run(  # type: ignore[call-overload, no-any-return]
        [sys.executable, "-c", code, "--content", TINY, *args],
        capture_output=True,
        text=True,
        env=ENV,
        timeout=120,
        **kwargs,
    )


@pytest.fixture
def game_file(tmp_path: Path) -> Path:
    path = tmp_path / "g.json"
    done = voidfall("new", "--seed", "4", "--houses", "red,blue", "-o", str(path))
    assert done.returncode == 0, done.stderr
    return path


def legal_ids(path: Path) -> list[int]:
    done = voidfall("legal", str(path), "--json")
    assert done.returncode == 0, done.stderr
    return [row["id"] for row in json.loads(done.stdout)]


WRITER = """
import sys
from domineum.kernel.savefile import atomic_write
path, a, b = sys.argv[1], open(sys.argv[2], 'rb').read(), open(sys.argv[3], 'rb').read()
print('ready', flush=True)
n = 0
while True:
    atomic_write(path, a if n % 2 else b)
    n += 1
"""


def test_a_writer_killed_mid_save_leaves_the_old_or_the_new_file(tmp_path: Path) -> None:
    """SIGKILL at random moments of a stream of saves: the file is always one whole version."""
    versions = [json.dumps({"version": v, "pad": "x" * 400_000}).encode() for v in ("a", "b")]
    sources = []
    for n, data in enumerate(versions):
        sources.append(tmp_path / f"v{n}")
        sources[-1].write_bytes(data)
    target = tmp_path / "game.json"
    target.write_bytes(versions[0])
    for attempt in range(12):
        writer = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(target), *map(str, sources)],
            stdout=subprocess.PIPE,
            env=ENV,
        )
        assert writer.stdout is not None and writer.stdout.readline().strip() == b"ready"
        time.sleep(0.01 + 0.013 * attempt)
        writer.send_signal(signal.SIGKILL)
        writer.wait()
        assert target.read_bytes() in versions  # never empty, never cut, never mixed


def test_a_full_disk_leaves_the_old_file_and_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "g.json"
    target.write_bytes(b"old")

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(SaveError, match="the disk is full; the old file is unchanged"):
        atomic_write(target, b"new" * 1000)
    assert target.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.json"]


def test_a_file_size_limit_on_apply_says_so_and_keeps_the_file(game_file: Path) -> None:
    """`ulimit -f` smaller than the new file: one message, exit 2, the game file unchanged."""
    before = game_file.read_bytes()
    first = legal_ids(game_file)[0]
    limit = len(before) // 2

    def small_files() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    done = voidfall("apply", str(game_file), str(first), preexec_fn=small_files)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert "larger than allowed; the old file is unchanged" in done.stderr
    assert game_file.read_bytes() == before
    assert [p.name for p in game_file.parent.iterdir()] == ["g.json"]


def test_concurrent_appliers_lose_no_action(game_file: Path) -> None:
    """Eight `apply` at once: each either applies and saves its action or is refused (the action
    became illegal); the log grows by exactly the number that reported success."""
    ids = legal_ids(game_file)
    before = len(json.loads(game_file.read_text())["actions"])
    code = "from domineum.voidfall.cli.app import main; main()"
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", code, "--content", TINY, "apply", str(game_file), str(i)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=ENV,
        )
        for i in (ids * 8)[:8]
    ]
    results = [(p.wait(timeout=120), p.communicate()) for p in procs]
    succeeded = sum(1 for rc, _ in results if rc == 0)
    for rc, (_, err) in results:
        assert rc in (0, 1), err
        assert "Traceback" not in err
        if rc == 1:
            assert "is illegal" in err and "nothing was saved" in err
    after = len(json.loads(game_file.read_text())["actions"])
    assert succeeded >= 1
    assert after - before == succeeded


def test_the_lock_makes_a_second_writer_wait_then_refuses_clearly(tmp_path: Path) -> None:
    target = tmp_path / "g.json"
    target.write_bytes(b"{}")
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time\n"
            "from domineum.kernel.savefile import locked\n"
            "with locked(sys.argv[1]):\n"
            "    print('locked', flush=True); time.sleep(30)\n",
            str(target),
        ],
        stdout=subprocess.PIPE,
        env=ENV,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == b"locked"
        started = time.monotonic()
        with (
            pytest.raises(SaveError, match="being changed by another command"),
            locked(target, 0.3),
        ):
            pass
        assert time.monotonic() - started >= 0.3
    finally:
        holder.kill()
        holder.wait()
    with locked(target, 1.0):  # free again once the holder is gone
        pass


def test_the_lock_follows_a_file_renamed_over(tmp_path: Path) -> None:
    """A save replaces the file: a writer that waited on the old file locks the new one."""
    target = tmp_path / "g.json"
    target.write_bytes(b"1")
    with locked(target):
        atomic_write(target, b"2")
    with locked(target, 0.5):
        assert target.read_bytes() == b"2"


def test_reading_is_capped(tmp_path: Path) -> None:
    big = tmp_path / "big"
    big.write_bytes(b"x" * 2000)
    assert read_bounded(big, 2000) == b"x" * 2000
    with pytest.raises(SaveError, match="larger than"):
        read_bounded(big, 1999)
    with pytest.raises(SaveError, match="larger than"):
        read_bounded("/dev/zero", 10_000)

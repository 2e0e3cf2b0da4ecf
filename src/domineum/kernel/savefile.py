"""Saving game files so that they cannot be lost: atomic writes, a lock, a bounded read.

A save writes a temporary file in the game file's own folder, flushes it to the disk
(``fsync``) and renames it over the game file, so a crash, a kill, a full disk or a file-size
limit at any moment leaves either the old file or the new one, never a cut one. A
read-modify-write (``voidfall apply``) holds :func:`locked` on the game file, so two concurrent
writers take turns instead of one overwriting the other's action.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from domineum.kernel import messages
from domineum.kernel.errors import DomineumError

messages.register(
    {
        "kernel.save.cannot_read": "cannot read {path}: {why}",
        "kernel.save.cannot_write": "cannot write {path}: {why}",
        "kernel.save.unchanged": "cannot write {path}: {why}; the old file is unchanged",
        "kernel.save.busy": "{path} is being changed by another command; try again",
        "kernel.why.full": "the disk is full",
        "kernel.why.too_big": "the file would be larger than allowed",
        "kernel.why.denied": "permission denied",
        "kernel.why.missing": "no such file or folder",
        "kernel.why.folder": "it is a folder",
        "kernel.why.not_folder": "a part of the path is not a folder",
        "kernel.why.read_only": "the file is read-only",
        "kernel.why.no_folder": "the folder {folder} does not exist",
        "kernel.why.larger": "larger than {mb} MB",
        "kernel.why.other": "the system refused ({code})",
    }
)

#: The largest game file read (a game of the longest kind is well under 5 MB).
MAX_FILE_BYTES = 64 * 1024 * 1024


class SaveError(DomineumError):
    """A game file that cannot be read, locked or written; the message says why, plainly."""


def _reason(exc: OSError) -> str:
    known = {
        errno.ENOSPC: "kernel.why.full",
        errno.EFBIG: "kernel.why.too_big",
        errno.EACCES: "kernel.why.denied",
        errno.EPERM: "kernel.why.denied",
        errno.EROFS: "kernel.why.denied",
        errno.ENOENT: "kernel.why.missing",
        errno.EISDIR: "kernel.why.folder",
        errno.ENOTDIR: "kernel.why.not_folder",
    }
    msg = known.get(exc.errno or 0)
    if msg is None:
        return messages.render("kernel.why.other", code=errno.errorcode.get(exc.errno or 0, "?"))
    return messages.render(msg)


def _error(msg: str, path: str | Path, why: str) -> SaveError:
    return SaveError(messages.render(msg, path=path, why=why))


def read_bounded(path: str | Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of ``path``, refusing a file larger than ``limit`` (or endless, like
    ``/dev/zero``) after reading at most ``limit + 1`` bytes."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(limit + 1)
    except OSError as exc:
        raise _error("kernel.save.cannot_read", path, _reason(exc)) from None
    if len(data) > limit:
        raise _error(
            "kernel.save.cannot_read",
            path,
            messages.render("kernel.why.larger", mb=limit // (1024 * 1024)),
        )
    return data


def atomic_write(path: str | Path, data: bytes) -> None:
    """Replace ``path`` by ``data`` atomically: temporary file in the same folder, fsync,
    rename. On any failure the old file is untouched and the temporary file is removed."""
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    if target.is_dir():
        raise _error("kernel.save.cannot_write", path, messages.render("kernel.why.folder"))
    if not folder.is_dir():
        raise _error(
            "kernel.save.cannot_write",
            path,
            messages.render("kernel.why.no_folder", folder=folder),
        )
    if target.exists() and (
        not os.access(target, os.W_OK) or not target.stat().st_mode & 0o222
    ):  # read-only even for a user (root) whom the system would let write
        raise _error("kernel.save.cannot_write", path, messages.render("kernel.why.read_only"))
    try:
        fd, temp = tempfile.mkstemp(dir=folder, prefix=f".{target.name}.", suffix=".tmp")
    except OSError as exc:
        raise _error("kernel.save.cannot_write", path, _reason(exc)) from None
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if target.exists():
            os.chmod(temp, target.stat().st_mode & 0o7777)
        os.replace(temp, target)
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise _error("kernel.save.unchanged", path, _reason(exc)) from None
    with contextlib.suppress(OSError):  # make the rename itself durable
        dir_fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


@contextlib.contextmanager
def locked(path: str | Path, timeout: float = 30.0) -> Iterator[None]:
    """Hold an exclusive lock on the game file ``path`` (waiting up to ``timeout`` seconds for
    another writer). A save renames a new file over the old one, so after locking, the lock is
    checked to be on the file the path names now; if not, it is taken again."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            fd = os.open(path, os.O_RDONLY)
        except OSError as exc:
            raise _error("kernel.save.cannot_read", path, _reason(exc)) from None
        try:
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if time.monotonic() > deadline:
                        raise SaveError(messages.render("kernel.save.busy", path=path)) from None
                    time.sleep(0.01)
            try:
                same = os.stat(path).st_ino == os.fstat(fd).st_ino
            except OSError:
                same = False
            if same:
                yield
                return
        finally:
            os.close(fd)  # closing releases the lock

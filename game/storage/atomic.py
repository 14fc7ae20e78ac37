"""JSON files that are never half-written, and a reader that never crashes.

:func:`write_json` writes the new content to a temporary file in the same
folder, flushes it to the disk (``fsync``), then swaps it in with
``os.replace`` -- an atomic rename -- and finally syncs the folder so the
rename itself survives a power cut.  At every instant the file's name
points at either the whole old content or the whole new content.

:func:`load_json` reads a file and, if it is empty, cut short, not text or
not JSON, moves it aside as ``<name>.bad`` (never over an earlier ``.bad``)
and says so in plain words.  It never uses pickle or eval.
"""
from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

TEMP_SUFFIX = ".tmp"
BAD_SUFFIX = ".bad"
#: No Hoola file comes near this; anything bigger is not one of ours.
MAX_BYTES = 16 * 1024 * 1024
#: Temporary files older than this are leftovers of an interrupted write.
STALE_SECONDS = 60.0


def dumps(data: Any, *, indent: int | None = 1) -> bytes:
    """The bytes :func:`write_json` writes: UTF-8 JSON, no NaN or infinity."""
    return (json.dumps(data, ensure_ascii=False, indent=indent, allow_nan=False) + "\n").encode("utf-8")


def write_json(path: str | os.PathLike[str], data: Any, *, indent: int | None = 1) -> None:
    """Write ``data`` as JSON to ``path`` atomically; create the folder if needed.

    Raises ``TypeError``/``ValueError`` (before touching the disk) for data
    JSON cannot hold, and ``OSError`` if the disk refuses; in every case the
    previous file is left as it was and no temporary file is left behind.
    """
    write_bytes(path, dumps(data, indent=indent))


def write_bytes(path: str | os.PathLike[str], payload: bytes) -> None:
    """Replace the file at ``path`` with ``payload`` atomically (see the module's docstring)."""
    path = Path(path)
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=TEMP_SUFFIX)
    try:
        try:
            view = memoryview(payload)
            while view:                      # os.write: no user-space buffer, so nothing left to flush
                view = view[os.write(fd, view):]
            sync(fd)                          # the bytes are on the disk before the name points at them
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_dir(folder)


def sync(fd: int) -> None:
    """``os.fsync``; on macOS ``F_FULLFSYNC``, as plain fsync there stops at the drive's cache."""
    if sys.platform == "darwin":
        import fcntl
        full = getattr(fcntl, "F_FULLFSYNC", None)
        if full is not None:
            try:
                fcntl.fcntl(fd, full)
                return
            except OSError:
                pass                          # not every filesystem has it: fall back to fsync
    os.fsync(fd)


def fsync_dir(folder: str | os.PathLike[str]) -> None:
    """Make a rename in ``folder`` durable, where the platform allows it (not on Windows)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        sync(fd)
    except OSError:
        pass                                  # some filesystems refuse fsync on a folder; the rename stands
    finally:
        os.close(fd)


def remove_file(path: str | os.PathLike[str]) -> None:
    """Delete ``path`` if it exists, and make the deletion durable."""
    path = Path(path)
    try:
        os.unlink(path)
    except FileNotFoundError:
        return
    fsync_dir(path.parent)


def remove_stale_temps(path: str | os.PathLike[str], older_than: float = STALE_SECONDS) -> int:
    """Delete temporary files an interrupted :func:`write_json` of ``path`` left; how many went."""
    path = Path(path)
    gone = 0
    now = time.time()
    try:
        leftovers = list(path.parent.glob(f".{path.name}.*{TEMP_SUFFIX}"))
    except OSError:
        return 0
    for tmp in leftovers:
        try:
            if now - tmp.stat().st_mtime >= older_than:
                tmp.unlink()
                gone += 1
        except OSError:
            pass
    return gone


def bad_name(path: str | os.PathLike[str]) -> Path:
    """The first free name to set ``path`` aside: ``save.json.bad``, then ``save.json.2.bad``..."""
    path = Path(path)
    candidate = path.with_name(path.name + BAD_SUFFIX)
    n = 2
    while os.path.lexists(candidate):
        candidate = path.with_name(f"{path.name}.{n}{BAD_SUFFIX}")
        n += 1
    return candidate


def set_aside(path: str | os.PathLike[str]) -> tuple[Path | None, str | None]:
    """Move ``path`` to a fresh ``.bad`` name; ``(new path, None)`` or ``(None, why not)``.

    If the file cannot be renamed it is copied instead, so that a later
    write cannot destroy the only copy.
    """
    path = Path(path)
    target = bad_name(path)
    try:
        os.rename(path, target)
        fsync_dir(path.parent)
        return target, None
    except OSError as e:
        rename_error = e
    try:
        shutil.copyfile(path, target)
        return target, None
    except OSError:
        pass
    return None, os.strerror(rename_error.errno) if rename_error.errno else str(rename_error)


def describe_decode_error(text: str, err: ValueError) -> str:
    """Why a text is not JSON, in plain words: cut short, or damaged."""
    msg = str(err)
    pos = getattr(err, "pos", None)
    if msg.startswith("Unterminated string") or (
            isinstance(pos, int) and pos >= len(text.rstrip()) and msg.startswith("Expecting")):
        return "it looks cut short"
    rest = text[pos:].strip() if isinstance(pos, int) else ""
    if rest and any(word.startswith(rest) and word != rest for word in ("true", "false", "null")):
        return "it looks cut short"           # a word cut off at the end ("tr", "fals")
    if "\x00" in text:
        return "it is damaged: it holds zero bytes"
    return "it is damaged: it is not valid JSON"


def read_json(path: str | os.PathLike[str]) -> tuple[Any, str | None, bool]:
    """Read without setting anything aside: ``(data, why bad, exists)``.

    ``why`` is ``None`` when the file was read; ``exists`` is ``False`` (and
    ``why`` ``None``) when there is no file at all.
    """
    path = Path(path)
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except FileNotFoundError:
        return None, None, False
    except IsADirectoryError:
        return None, "it is a folder, not a file", True
    except OSError as e:
        return None, f"it could not be opened: {os.strerror(e.errno) if e.errno else e}", True
    if not raw.strip():
        return None, "it is empty", True
    if len(raw) > MAX_BYTES:
        return None, "it is far too big to be one of Hoola's files", True
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None, "it is damaged: it is not text", True
    try:
        return json.loads(text, parse_constant=_refuse_constant), None, True
    except RecursionError:
        return None, "it is damaged: it is nested too deeply", True
    except ValueError as e:               # JSONDecodeError, and numbers too long to read
        if isinstance(e, json.JSONDecodeError):
            return None, describe_decode_error(text, e), True
        return None, f"it is damaged: {e}", True


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"it holds {name}, which is not a number Hoola writes")


def bad_file_message(what: str, why: str, aside: Path | None, aside_error: str | None, fallback: str) -> str:
    """The sentence the player reads, e.g. "Your saved game could not be read (it looks cut short);
    it was kept as save.json.bad and a new game will start." """
    if aside is not None:
        return f"Your {what} could not be read ({why}); it was kept as {aside.name} and {fallback}."
    return (f"Your {what} could not be read ({why}), and it could not be moved aside ({aside_error}); "
            f"{fallback}, and the file may be replaced the next time Hoola saves.")


def load_json(path: str | os.PathLike[str], *, what: str, fallback: str) -> tuple[Any, str | None]:
    """Read JSON from ``path``: ``(data, None)``, ``(None, None)`` if there is no file,
    or ``(None, message)`` after setting a bad file aside.

    ``what`` names the file for the player ("saved game"); ``fallback`` says
    what happens instead ("a new game will start").
    """
    remove_stale_temps(path)
    data, why, exists = read_json(path)
    if why is None and data is None and exists:
        why = "it holds nothing (null)"           # so that (None, None) always means "no file"
    if why is None:
        return data, None
    return None, reject(path, what=what, why=why, fallback=fallback)


def reject(path: str | os.PathLike[str], *, what: str, why: str, fallback: str) -> str:
    """Set a file that was read but cannot be used aside and say so."""
    aside, err = set_aside(path)
    return bad_file_message(what, why, aside, err, fallback)
